import type { Redis } from 'ioredis'
import type { Clock } from '../common/clock.ts'

/** Counts events per name in fixed windows (sign-in attempts per address and per account). */
export interface AttemptCounter {
  /** Counts one more; answers the count in the current window and the milliseconds until it resets. */
  hit(name: string, windowMs: number): Promise<{ count: number; resetMs: number }>
  /** The count in the current window without counting. */
  peek(name: string): Promise<{ count: number; resetMs: number }>
  reset(name: string): Promise<void>
}

/** One process: counts in memory, timed by the service's clock (tests advance it). */
export class MemoryAttemptCounter implements AttemptCounter {
  readonly #windows = new Map<string, { count: number; resetAt: number }>()

  constructor(private readonly clock: Clock) {}

  #current(name: string) {
    const now = this.clock.now()
    const w = this.#windows.get(name)
    if (w && w.resetAt > now) return { w, now }
    if (w) this.#windows.delete(name)
    return { w: undefined, now }
  }

  async hit(name: string, windowMs: number) {
    const { w, now } = this.#current(name)
    if (this.#windows.size > 100_000) this.#sweep(now)
    const entry = w ?? { count: 0, resetAt: now + windowMs }
    entry.count++
    this.#windows.set(name, entry)
    return { count: entry.count, resetMs: entry.resetAt - now }
  }

  async peek(name: string) {
    const { w, now } = this.#current(name)
    return w ? { count: w.count, resetMs: w.resetAt - now } : { count: 0, resetMs: 0 }
  }

  async reset(name: string) {
    this.#windows.delete(name)
  }

  #sweep(now: number) {
    for (const [k, v] of this.#windows) if (v.resetAt <= now) this.#windows.delete(k)
  }
}

const NOTHING_COUNTED = { count: 0, resetMs: 0 }

/**
 * Several processes: one count in Redis, shared by all of them. When Redis cannot answer the
 * attempt is let through uncounted (reported to `onError`), as the other rate limits do:
 * availability first (docs/console.md#sign-in).
 */
export class RedisAttemptCounter implements AttemptCounter {
  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'hangar:signin:',
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  async hit(name: string, windowMs: number) {
    return this.#failOpen(() => this.#hit(name, windowMs), NOTHING_COUNTED)
  }

  async peek(name: string) {
    return this.#failOpen(() => this.#peek(name), NOTHING_COUNTED)
  }

  async reset(name: string) {
    await this.#failOpen(async () => void (await this.redis.del(this.prefix + name)), undefined)
  }

  async #failOpen<T>(fn: () => Promise<T>, fallback: T): Promise<T> {
    try {
      return await fn()
    } catch (err) {
      this.onError(err)
      return fallback
    }
  }

  async #hit(name: string, windowMs: number) {
    const key = this.prefix + name
    const [[, count], , [, ttl]] = (await this.redis
      .multi()
      .incr(key)
      .pexpire(key, windowMs, 'NX')
      .pttl(key)
      .exec()) as [[unknown, number], unknown, [unknown, number]]
    return { count, resetMs: Math.max(0, ttl) }
  }

  async #peek(name: string) {
    const key = this.prefix + name
    const [[, count], [, ttl]] = (await this.redis.multi().get(key).pttl(key).exec()) as [
      [unknown, string | null],
      [unknown, number],
    ]
    return { count: Number(count ?? 0), resetMs: Math.max(0, ttl) }
  }
}

import type { Redis } from 'ioredis'
import { type Clock, systemClock } from '../common/clock.ts'

/**
 * When a name's attempts start to wait: the first `free` attempts (counted since the name's last
 * quiet `idleMs`) pass at once; from the `free`-th on, each makes the next wait `firstDelayMs`,
 * doubling up to `maxDelayMs`.
 */
export interface PaceRule {
  free: number
  firstDelayMs: number
  maxDelayMs: number
  idleMs: number
}

/** Whether an attempt may go ahead now, and if not, how long until it may. */
export type PaceAnswer = { allowed: true } | { allowed: false; retryMs: number }

/**
 * Counts sign-in attempts (per address, per account and address, per account). Every operation
 * counts and decides in one step, so parallel attempts cannot all pass one check: an attempt is
 * counted before the password is verified (docs/console.md#sign-in).
 */
export interface AttemptCounter {
  /**
   * Counts one more in a fixed window that starts at the first; answers the count, this one
   * included, and the milliseconds until the window resets.
   */
  hit(name: string, windowMs: number): Promise<{ count: number; resetMs: number }>
  /** Gives back one counted attempt (one that a later limit refused before anything was checked). */
  release(name: string): Promise<void>
  /** Counts one more attempt unless it must wait (`PaceRule`); a refused attempt is not counted. */
  pace(name: string, rule: PaceRule): Promise<PaceAnswer>
  /** Forgets the name's attempts (after a success). */
  reset(name: string): Promise<void>
}

/** The wait an attempt sets for the next one: none before `free`, then doubling to the cap. */
function delayAfter(count: number, rule: PaceRule): number {
  if (count < rule.free) return 0
  return Math.min(rule.firstDelayMs * 2 ** Math.min(count - rule.free, 40), rule.maxDelayMs)
}

interface Entry {
  count: number
  /** When the entry is forgotten. */
  resetAt: number
  /** Paced names: no attempt before this. */
  nextAt: number
}

/**
 * One process: counts in memory, timed by the service's clock (tests advance it). Each method
 * decides before its first `await`, so it is atomic on the event loop.
 */
export class MemoryAttemptCounter implements AttemptCounter {
  readonly #entries = new Map<string, Entry>()

  constructor(private readonly clock: Clock) {}

  #current(name: string, now: number): Entry | undefined {
    const e = this.#entries.get(name)
    if (e && e.resetAt > now) return e
    if (e) this.#entries.delete(name)
    return undefined
  }

  #remember(name: string, e: Entry, now: number) {
    if (!this.#entries.has(name) && this.#entries.size > 100_000) this.#sweep(now)
    this.#entries.set(name, e)
  }

  async hit(name: string, windowMs: number) {
    const now = this.clock.now()
    const e = this.#current(name, now) ?? { count: 0, resetAt: now + windowMs, nextAt: 0 }
    e.count++
    this.#remember(name, e, now)
    return { count: e.count, resetMs: e.resetAt - now }
  }

  async release(name: string) {
    const e = this.#current(name, this.clock.now())
    if (e && e.count > 0) e.count--
  }

  async pace(name: string, rule: PaceRule): Promise<PaceAnswer> {
    const now = this.clock.now()
    const e = this.#current(name, now) ?? { count: 0, resetAt: 0, nextAt: 0 }
    if (now < e.nextAt) return { allowed: false, retryMs: e.nextAt - now }
    e.count++
    e.nextAt = now + delayAfter(e.count, rule)
    e.resetAt = Math.max(now + rule.idleMs, e.nextAt)
    this.#remember(name, e, now)
    return { allowed: true }
  }

  async reset(name: string) {
    this.#entries.delete(name)
  }

  #sweep(now: number) {
    for (const [k, v] of this.#entries) if (v.resetAt <= now) this.#entries.delete(k)
  }
}

/** `release`: one less, never below zero, never creating the key. */
const RELEASE_SCRIPT = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0
`

/**
 * `pace`, one step for every process: refuse before `next`, else count, set the next wait
 * (as delayAfter does) and keep the hash `idle` milliseconds past this attempt (or past `next`).
 * ARGV: now, free, first delay, max delay, idle.
 */
const PACE_SCRIPT = `
local now = tonumber(ARGV[1])
local state = redis.call('HMGET', KEYS[1], 'count', 'next')
local count = tonumber(state[1]) or 0
local nextAt = tonumber(state[2]) or 0
if now < nextAt then return {0, nextAt - now} end
count = count + 1
local free = tonumber(ARGV[2])
local delay = 0
if count >= free then
  delay = math.min(tonumber(ARGV[3]) * 2 ^ math.min(count - free, 40), tonumber(ARGV[4]))
end
nextAt = now + delay
redis.call('HSET', KEYS[1], 'count', count, 'next', string.format('%d', nextAt))
redis.call('PEXPIRE', KEYS[1], math.max(tonumber(ARGV[5]), delay))
return {1, 0}
`

type WithScripts = Redis & {
  hangarAttemptRelease(key: string): Promise<number>
  hangarAttemptPace(
    key: string,
    now: number,
    free: number,
    firstDelayMs: number,
    maxDelayMs: number,
    idleMs: number,
  ): Promise<[number, number]>
}

const NOTHING_COUNTED = { count: 0, resetMs: 0 }

/**
 * Several processes: one count in Redis, shared by all of them; each operation is one atomic
 * step there (MULTI or a script). Paced names are timed by the service's clock (the processes'
 * clocks agree to far better than the second the waits are counted in), windows by Redis's.
 * When Redis cannot answer the attempt is let through uncounted (reported to `onError`), as the
 * other rate limits do: availability first (docs/console.md#sign-in).
 */
export class RedisAttemptCounter implements AttemptCounter {
  readonly #redis: WithScripts

  constructor(
    redis: Redis,
    private readonly prefix = 'hangar:signin:',
    private readonly onError: (err: unknown) => void = () => {},
    private readonly clock: Clock = systemClock,
  ) {
    if (!('hangarAttemptPace' in redis)) {
      redis.defineCommand('hangarAttemptRelease', { numberOfKeys: 1, lua: RELEASE_SCRIPT })
      redis.defineCommand('hangarAttemptPace', { numberOfKeys: 1, lua: PACE_SCRIPT })
    }
    this.#redis = redis as WithScripts
  }

  async hit(name: string, windowMs: number) {
    return this.#failOpen(() => this.#hit(name, windowMs), NOTHING_COUNTED)
  }

  async release(name: string) {
    await this.#failOpen(
      async () => void (await this.#redis.hangarAttemptRelease(this.prefix + name)),
      undefined,
    )
  }

  async pace(name: string, rule: PaceRule): Promise<PaceAnswer> {
    return this.#failOpen(
      async () => {
        const [allowed, retryMs] = await this.#redis.hangarAttemptPace(
          this.prefix + name,
          this.clock.now(),
          rule.free,
          rule.firstDelayMs,
          rule.maxDelayMs,
          rule.idleMs,
        )
        return allowed === 1 ? { allowed: true } : { allowed: false, retryMs }
      },
      { allowed: true },
    )
  }

  async reset(name: string) {
    await this.#failOpen(async () => void (await this.#redis.del(this.prefix + name)), undefined)
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
    const [[, count], , [, ttl]] = (await this.#redis
      .multi()
      .incr(key)
      .pexpire(key, windowMs, 'NX')
      .pttl(key)
      .exec()) as [[unknown, number], unknown, [unknown, number]]
    return { count, resetMs: Math.max(0, ttl) }
  }
}

import type { Redis } from 'ioredis'
import { type Clock, systemClock } from '../common/clock.ts'

/** A budget's requests in its current window, this one included, and the window's time left. */
export interface WindowCount {
  current: number
  ttlMs: number
}

/**
 * Fixed windows in this process's memory: a key's window starts at its first request and lasts
 * `windowMs`. At most `maxKeys` keys are remembered (least recently seen forgotten first), so
 * memory stays bounded whatever the number of addresses: about 100 bytes a key.
 */
export class MemoryWindows {
  readonly #windows = new Map<string, { current: number; startMs: number }>()

  constructor(
    private readonly windowMs: number,
    private readonly maxKeys = 5000,
    private readonly clock: Clock = systemClock,
  ) {}

  hit(key: string): WindowCount {
    const now = this.clock.now()
    const w = this.#windows.get(key)
    if (w !== undefined && w.startMs + this.windowMs > now) {
      w.current++
      // Map order is the recency order: move the key to the end.
      this.#windows.delete(key)
      this.#windows.set(key, w)
      return { current: w.current, ttlMs: w.startMs + this.windowMs - now }
    }
    if (w !== undefined) this.#windows.delete(key)
    else if (this.#windows.size >= this.maxKeys)
      this.#windows.delete(this.#windows.keys().next().value as string)
    this.#windows.set(key, { current: 1, startMs: now })
    return { current: 1, ttlMs: this.windowMs }
  }
}

/** The same fixed window in Redis, one round trip: count, and start the window on the first. */
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = tonumber(ARGV[1])
if current == 1 then
  redis.call('PEXPIRE', KEYS[1], ttl)
else
  ttl = redis.call('PTTL', KEYS[1])
  if ttl < 0 then
    ttl = tonumber(ARGV[1])
    redis.call('PEXPIRE', KEYS[1], ttl)
  end
end
return {current, ttl}
`

type WithHit = Redis & { hangarRateLimitHit(key: string, windowMs: number): Promise<[number, number]> }

/** Windows shared by every process on the same Redis (keys `<prefix><budget key>`). */
export class RedisWindows {
  readonly #redis: WithHit

  constructor(
    redis: Redis,
    private readonly windowMs: number,
    private readonly prefix: string,
  ) {
    if (!('hangarRateLimitHit' in redis))
      redis.defineCommand('hangarRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT })
    this.#redis = redis as WithHit
  }

  async hit(key: string): Promise<WindowCount> {
    const [current, ttlMs] = await this.#redis.hangarRateLimitHit(this.prefix + key, this.windowMs)
    return { current, ttlMs }
  }
}

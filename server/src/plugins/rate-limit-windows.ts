import type { Redis } from 'ioredis'
import { LRUCache } from 'lru-cache'
import { type Clock, systemClock } from '../common/clock.ts'

/** A budget's requests in its current window, this one included, and the window's time left. */
export interface WindowCount {
  current: number
  ttlMs: number
}

/**
 * Fixed windows in this process's memory: a key's window starts at its first request and lasts
 * `windowMs`. At most `maxKeys` keys are remembered (least recently seen forgotten first), so
 * memory stays bounded whatever the number of addresses: about 100 bytes a key. Recency is kept
 * by lru-cache: re-ordering a `Map` by deleting and re-adding the key costs a hot key more the
 * more keys there are (plugins/response-cache.ts says why), and every request is a hit here.
 */
export class MemoryWindows {
  readonly #windows: LRUCache<string, { current: number; startMs: number }>

  constructor(
    private readonly windowMs: number,
    maxKeys = 5000,
    private readonly clock: Clock = systemClock,
  ) {
    this.#windows = new LRUCache({ max: maxKeys })
  }

  hit(key: string): WindowCount {
    const now = this.clock.now()
    const w = this.#windows.get(key)
    if (w !== undefined && w.startMs + this.windowMs > now) {
      w.current++
      return { current: w.current, ttlMs: w.startMs + this.windowMs - now }
    }
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

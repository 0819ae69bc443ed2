import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import type { Clock } from '../common/clock.ts'

interface Entry {
  /** The organization's data version the body was made at. */
  version: number
  /** The second its links were signed in (a signed link names its expiry to the second); -1: no links. */
  second: number
  json: string
  bytes: number
}

/** What one entry costs beyond its JSON (UTF-16 in memory): key, entry object, map slot. */
const ENTRY_OVERHEAD_BYTES = 200

/**
 * Repeat reads served from memory, never stale (docs/performance.md#cache). An entry is the
 * JSON of one response for one organization, kept with the organization's data version it was
 * made at; `org_versions` is bumped in the same transaction as every write to the organization's
 * datasets and counters, and read with the API key on every request, in every process. So an
 * entry is served only while nothing the organization sees has changed since it was made: an
 * accept or reject is visible on the very next read in every process, and a revoked key is
 * refused because the key itself is never cached. A body holding signed links is served again
 * only within the second it was signed in, so its bytes are exactly what a fresh read would
 * send (same expiry, same signature), never an older link.
 *
 * Memory is bounded: at most `maxBytes` of entries (JSON at two bytes a character plus a fixed
 * overhead), the least recently used dropped first, by `lru-cache`. A `Map` kept in recency
 * order by deleting and re-adding the key on each hit cost ~30 µs per hit of one hot key (its
 * stats, its list page) once the cache held ~13,000 entries: V8 leaves a deleted entry in its
 * hash chain until the table is rebuilt, so the same key re-added again and again walks an
 * ever longer chain (issue 13, bench/RESULTS.md).
 */
export class ResponseCache {
  readonly #entries: LRUCache<string, Entry> | null
  hits = 0
  misses = 0

  constructor(
    readonly maxBytes: number,
    private readonly clock: Clock,
  ) {
    this.#entries =
      maxBytes > 0
        ? new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: (e) => e.bytes })
        : null
  }

  get enabled(): boolean {
    return this.#entries !== null
  }

  get bytes(): number {
    return this.#entries?.calculatedSize ?? 0
  }

  get size(): number {
    return this.#entries?.size ?? 0
  }

  /** The JSON made at `version` (and, when `signed`, in this second), or undefined. */
  get(key: string, version: number, signed: boolean): string | undefined {
    const e = this.#entries?.get(key)
    if (e === undefined || e.version !== version || e.second !== this.second(signed)) {
      this.misses++
      return undefined
    }
    this.hits++
    return e.json
  }

  /** @param second `second(signed)` taken before the body was made, and still the same after */
  set(key: string, version: number, second: number, json: string): void {
    const bytes = (json.length + key.length) * 2 + ENTRY_OVERHEAD_BYTES
    if (!this.#entries || bytes > this.maxBytes) return
    this.#entries.set(key, { version, second, json, bytes })
  }

  /** What an entry's links depend on: the current second when it has signed links, else -1. */
  second(signed: boolean): number {
    return signed ? Math.floor(this.clock.now() / 1000) : -1
  }
}

/**
 * A route's 200 body, from the cache when the caller's organization has not changed since it
 * was made; otherwise `produce` runs and its JSON (the route's own serializer) is kept. Errors
 * are never cached. Only callers whose organization version is known (API keys) use the cache.
 * @param key what identifies the response within the organization (route and its inputs)
 * @param signed whether the body holds signed links
 */
export async function cachedJson<T>(
  cache: ResponseCache,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
  signed: boolean,
  produce: () => Promise<T>,
): Promise<T> {
  const caller = req.caller
  const version = caller?.orgVersion
  if (!cache.enabled || caller === null || version === undefined) return produce()
  const fullKey = `${caller.organizationId}\n${key}`
  const hit = cache.get(fullKey, version, signed)
  if (hit !== undefined) return sendJson<T>(reply, hit)
  const second = cache.second(signed)
  // The route's own response serializer: the same bytes Fastify would send for the object.
  const json = reply.serialize(await produce()) as string
  // Kept only if its links were certainly signed in the second it is filed under.
  if (cache.second(signed) === second) cache.set(fullKey, version, second, json)
  return sendJson<T>(reply, json)
}

/**
 * A string with a JSON content type is sent as it is (Fastify serializes only objects); typed as
 * the route's body, which it is, already serialized.
 */
function sendJson<T>(reply: FastifyReply, json: string): T {
  reply.type('application/json; charset=utf-8')
  return json as unknown as T
}

import type { HangarClient } from './client.ts'
import { HangarApiError } from './errors.ts'
import type { operations } from './generated/hangar-api.ts'
import { backoffDelayMs } from './retry.ts'

type EventPageBody = operations['listEvents']['responses'][200]['content']['application/json']
export type HangarEvent = EventPageBody['events'][number]
export type EventType = HangarEvent['type']

export interface FeedPage {
  events: HangarEvent[]
  /** Store this once the events are processed; pass it as `after` on the next start. */
  next: string
}

export interface FollowOptions {
  /** A stored `next` (default: the oldest event kept; `now` for only what comes next). */
  after?: string
  types?: readonly EventType[]
  /** Seconds one request waits for events (default 30). */
  wait?: number
  /** Events per page (default 100). */
  limit?: number
  /** Stops the iteration (at once, also while waiting or backing off). */
  signal?: AbortSignal
  /** Ends the iteration at the first page shorter than `limit` (everything there was is read). */
  untilCaughtUp?: boolean
  /** Called before each wait after a failure (network error, 5xx); the iteration goes on after it. */
  onRetry?: (err: unknown, delayMs: number) => void
}

/**
 * The changes feed as an async iterator (docs/events.md): pages with events, oldest first, from
 * a stored cursor, long-polling while there is nothing new. Store `page.next` after processing a
 * page and every event is seen at least once across restarts. Network errors and 5xx answers
 * are retried with growing, jittered waits (up to a minute); a cursor no longer kept (410) and
 * other refusals throw HangarApiError — start again from a list, then `after: 'now'`.
 */
export async function* followEvents(
  client: HangarClient,
  opts: FollowOptions = {},
): AsyncGenerator<FeedPage> {
  let after = opts.after
  let failures = 0
  while (!opts.signal?.aborted) {
    let page: FeedPage
    try {
      const { data, error, response } = await client.GET('/events', {
        params: {
          query: {
            ...(after !== undefined ? { after } : {}),
            ...(opts.types?.length ? { types: opts.types.join(',') } : {}),
            limit: opts.limit ?? 100,
            wait: opts.wait ?? 30,
          },
        },
        signal: opts.signal,
      })
      if (!data) {
        const err = new HangarApiError(
          response.status,
          (error as { detail?: string } | undefined)?.detail ?? response.statusText,
        )
        if (response.status < 500) throw err
        throw Object.assign(err, { retryable: true })
      }
      page = data as FeedPage
    } catch (err) {
      if (opts.signal?.aborted) return
      if (err instanceof HangarApiError && !(err as { retryable?: boolean }).retryable) throw err
      failures++
      const delay = backoffDelayMs(failures, null, { baseDelayMs: 500, maxDelayMs: 60_000 })
      opts.onRetry?.(err, delay)
      await sleep(delay, opts.signal)
      continue
    }
    failures = 0
    if (page.events.length > 0 || page.next !== after) yield page
    if (opts.untilCaughtUp && page.events.length < (opts.limit ?? 100)) return
    after = page.next
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done)
  })
}

import type { Deps } from '../deps.ts'
import { listenPostgres } from '../storage/pg-listener.ts'
import { EVENTS_CHANNEL } from './event.repository.ts'
import { eventsCommitted, FeedWaker, onEventsCommitted } from './feed-waker.ts'

/**
 * How often waiting feed requests read their organizations' last event numbers when no
 * notification reaches them (SQLite, or PostgreSQL while LISTEN reconnects): well inside the
 * 100 ms in which a waiting request answers a commit made by another process.
 */
export const FEED_POLL_MS = 40

export interface Feed {
  waker: FeedWaker
  /** Waiting requests answer at once (before the server waits for open requests to end). */
  stop(): void
  /** Closes the LISTEN connection. */
  close(): Promise<void>
}

/**
 * The changes feed's wake-ups for one process (docs/events.md#waiting): its own commits
 * directly; on PostgreSQL every process's commits through LISTEN/NOTIFY on one dedicated
 * connection; a short poll where notifications do not reach.
 */
export function startFeed(
  deps: Deps,
  databaseUrl: string | undefined,
  onError: (err: unknown) => void,
): Feed {
  const listener =
    deps.dialect.notify && databaseUrl
      ? listenPostgres({
          url: databaseUrl,
          channel: EVENTS_CHANNEL,
          // Every hook of this process hears it, as a commit of its own (the webhook deliverer too).
          onNotification: (organizationId) => eventsCommitted(deps.db, organizationId),
          // Notifications sent while it was down are lost: everyone waiting reads again.
          onListening: () => waker.wakeAll(),
          onError,
        })
      : undefined
  const waker: FeedWaker = new FeedWaker(deps.db, {
    pollMs: FEED_POLL_MS,
    notified: () => listener?.listening ?? false,
    onError,
  })
  const unhook = onEventsCommitted(deps.db, (organizationId) => waker.committed(organizationId))
  return {
    waker,
    stop: () => waker.close(),
    close: async () => {
      unhook()
      await listener?.close()
    },
  }
}

import type { Db } from '../storage/db.ts'
import { eventHeads } from './event.repository.ts'

/** One waiting feed request: woken when its organization may have new events. */
export class FeedSubscription {
  /** The last event number the request has read; the poll wakes it for anything above. */
  seen: number | undefined
  #woken = false
  #resolve: (() => void) | undefined

  constructor(
    readonly organizationId: string,
    private readonly onClose: (s: FeedSubscription) => void,
  ) {}

  wake(): void {
    this.#woken = true
    this.#resolve?.()
  }

  /** Resolves at the first wake since the last call (at once if one came meanwhile), or after `ms`. */
  async next(ms: number, signal?: AbortSignal): Promise<void> {
    if (!this.#woken && ms > 0 && !signal?.aborted)
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', done)
          this.#resolve = undefined
          resolve()
        }
        const timer = setTimeout(done, ms)
        signal?.addEventListener('abort', done)
        this.#resolve = done
      })
    this.#woken = false
  }

  close(): void {
    this.#resolve?.()
    this.onClose(this)
  }
}

export interface FeedWakerOptions {
  /**
   * How often the organizations of waiting requests are read for new events while nothing else
   * wakes them: always on SQLite (another process may share the file), and on PostgreSQL only
   * while the LISTEN connection is down.
   */
  pollMs: number
  /** Whether commits of other processes arrive as notifications (PostgreSQL LISTEN), so no poll is needed. */
  notified: () => boolean
  onError: (err: unknown) => void
}

/**
 * Wakes long-polling feed requests (docs/events.md#waiting). Three sources, one effect (the
 * request reads the feed again): `committed()` after a transaction of this process that wrote
 * events; a PostgreSQL notification, sent by the writing transaction as it commits, from any
 * process; and a short poll of the waiting organizations' last event numbers where
 * notifications do not reach (SQLite shared by several processes, a LISTEN connection being
 * re-established). A spurious wake costs one read and nothing else.
 */
export class FeedWaker {
  readonly #waiting = new Map<string, Set<FeedSubscription>>()
  #timer: NodeJS.Timeout | undefined
  #polling = false
  #closed = false

  constructor(
    private readonly db: Db,
    private readonly opts: FeedWakerOptions,
  ) {}

  get closed(): boolean {
    return this.#closed
  }

  /** Requests waiting now (read the feed, found nothing, wait for a wake). */
  get waiting(): number {
    let n = 0
    for (const set of this.#waiting.values()) for (const sub of set) if (sub.seen !== undefined) n++
    return n
  }

  subscribe(organizationId: string): FeedSubscription {
    const sub = new FeedSubscription(organizationId, (s) => this.#remove(s))
    const set = this.#waiting.get(organizationId) ?? new Set()
    this.#waiting.set(organizationId, set)
    set.add(sub)
    this.#schedule()
    return sub
  }

  /** Events of the organization committed (in this process, or as a notification says). */
  committed(organizationId: string): void {
    for (const sub of this.#waiting.get(organizationId) ?? []) sub.wake()
  }

  /** Every waiting request reads again (a LISTEN connection came back: notifications may have been missed). */
  wakeAll(): void {
    for (const set of this.#waiting.values()) for (const sub of set) sub.wake()
  }

  /** Shutting down: waiting requests answer now with what they have. */
  close(): void {
    this.#closed = true
    clearTimeout(this.#timer)
    this.wakeAll()
  }

  #remove(sub: FeedSubscription): void {
    const set = this.#waiting.get(sub.organizationId)
    set?.delete(sub)
    if (set?.size === 0) this.#waiting.delete(sub.organizationId)
  }

  #schedule(): void {
    if (this.#timer || this.#closed || this.#waiting.size === 0) return
    this.#timer = setTimeout(() => void this.#poll(), this.opts.pollMs)
    this.#timer.unref()
  }

  async #poll(): Promise<void> {
    this.#timer = undefined
    if (this.#polling) return
    this.#polling = true
    try {
      if (!this.opts.notified() && this.#waiting.size > 0) {
        const heads = await eventHeads(this.db, [...this.#waiting.keys()])
        for (const [org, head] of heads)
          for (const sub of this.#waiting.get(org) ?? [])
            if (sub.seen !== undefined && head > sub.seen) sub.wake()
      }
    } catch (err) {
      this.opts.onError(err)
    } finally {
      this.#polling = false
      this.#schedule()
    }
  }
}

const committedHooks = new WeakMap<Db, Set<(organizationId: string) => void>>()

/**
 * Called by `eventsCommitted(db, …)` — the feed of the process that owns `db` (app.ts) and its
 * webhook deliverer — and for the commits of other processes the feed's LISTEN connection hears
 * (start-feed.ts). Returns what removes the hook.
 */
export function onEventsCommitted(db: Db, hook: (organizationId: string) => void): () => void {
  const hooks = committedHooks.get(db) ?? new Set()
  committedHooks.set(db, hooks)
  hooks.add(hook)
  return () => hooks.delete(hook)
}

/**
 * Tells this process's waiting feed requests and its webhook deliverer that a transaction which
 * wrote events of the organization committed. Call it after the transaction, never inside: a
 * request woken before the commit would read nothing new. Other processes learn of it from the
 * notification or the poll.
 */
export function eventsCommitted(db: Db, organizationId: string): void {
  for (const hook of committedHooks.get(db) ?? []) hook(organizationId)
}

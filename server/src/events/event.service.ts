import type { Caller } from '../common/caller.ts'
import { GoneError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import type { EventRow } from '../storage/tables.ts'
import { durable } from '../storage/wal-sync.ts'
import { eventHead, listEvents, oldestEventSeq, sweepEvents } from './event.repository.ts'
import type { Event, EventPage, EventQuery, EventType } from './event.schema.ts'
import { type FeedHoldLimits, FeedHolds } from './feed-holds.ts'
import type { FeedWaker } from './feed-waker.ts'

const DAY_MS = 86_400_000

/** Events per page of a stream. */
const STREAM_PAGE = 500

/** A page of the feed with each event's number (its cursor: the `id:` of a stream). */
export interface StreamPage {
  events: { seq: number; event: Event }[]
  next: string
}

const RELIST =
  'start again from a list (GET /datasets, GET /releases) and then follow the feed from after=now'

/** The changes feed (docs/events.md): one organization's events, oldest first, from a cursor. */
export class EventService {
  readonly #holds: FeedHolds

  constructor(
    private readonly deps: Deps,
    private readonly waker: FeedWaker,
    private readonly settings: { retentionDays: number; held: FeedHoldLimits },
  ) {
    this.#holds = new FeedHolds(settings.held)
  }

  /**
   * The events after `q.after`, and the cursor to pass next. With `wait`, an answer that would
   * be empty waits until a matching event commits (or the time is up, or `signal` aborts) — if
   * the caller and its organization have a place left among the requests held open (`hold`);
   * otherwise 429 instead of waiting. One with events to answer never needs a place.
   */
  async page(caller: Caller, q: EventQuery, signal?: AbortSignal): Promise<EventPage> {
    const { events, next } = await this.#read(caller, q, q.wait * 1000, signal, {
      hold: () => this.#holds.take(caller),
    })
    return { events: events.map((e) => e.event), next }
  }

  /**
   * A place for one stream of `caller` among the requests this process holds open
   * (docs/events.md#open-streams), or TooManyAttemptsError (429); answers the function that
   * gives it back, to call when the stream closes.
   */
  hold(caller: Caller): () => void {
    return this.#holds.take(caller)
  }

  /** Streams and waiting long polls held open in this process. */
  get held(): number {
    return this.#holds.size
  }

  /**
   * The feed as a stream (`text/event-stream`): a function that answers the next page each time
   * it is called — the first at once, then each as it commits; a page with no events after
   * `keepAliveMs` without any (the stream sends a keep-alive then); `undefined` once `signal`
   * aborts or the service shuts down. The caller asks for a page when it has room for one, so a
   * slow client holds back the reads (docs/events.md#slow-clients); and nothing here keeps a page
   * once it is answered, as a suspended generator would while its client is slow to take it. The
   * caller reads the first page before it starts a stream: a cursor the feed no longer has
   * throws (410) there.
   */
  follow(
    caller: Caller,
    q: Pick<EventQuery, 'after' | 'types'>,
    opts: { keepAliveMs: number; signal: AbortSignal },
  ): () => Promise<StreamPage | undefined> {
    let after = q.after
    let waitMs: number | undefined
    return async () => {
      if (waitMs !== undefined && (this.waker.closed || opts.signal.aborted)) return undefined
      const page = await this.#read(
        caller,
        { after, types: q.types, limit: STREAM_PAGE },
        waitMs ?? 0,
        opts.signal,
        {
          returnOnMove: true,
        },
      )
      after = page.next
      // A full page: more is there already.
      waitMs = page.events.length === STREAM_PAGE ? 0 : opts.keepAliveMs
      return page
    }
  }

  async #read(
    caller: Caller,
    q: Pick<EventQuery, 'after' | 'types' | 'limit'>,
    waitMs: number,
    signal?: AbortSignal,
    opts: {
      returnOnMove?: boolean
      /** Takes a place before the first wait (throwing when there is none); its release is called at the end. */
      hold?: () => () => void
    } = {},
  ): Promise<StreamPage> {
    const { db, dialect } = this.deps
    const org = caller.organizationId
    const types = q.types ? ([...new Set(q.types.split(','))] as EventType[]) : undefined
    const deadline = Date.now() + waitMs
    // Subscribed before the first read, so a commit between the read and the wait still wakes it.
    const sub = waitMs > 0 ? this.waker.subscribe(org) : undefined
    let release: (() => void) | undefined
    try {
      let head = await eventHead(db, org)
      let after: number
      if (q.after === 'now') after = head
      else if (q.after === undefined) after = ((await oldestEventSeq(db, org)) ?? head + 1) - 1
      else after = Number(q.after)
      if (after > head) throw new GoneError(`This cursor is ahead of the organization's events; ${RELIST}`)
      let first = true
      for (;;) {
        // Every number up to `head` is committed (numbers are taken in commit order), so this
        // read misses nothing below it, whatever commits meanwhile.
        const rows = await listEvents(db, { organizationId: org, after, upTo: head, types, limit: q.limit })
        if (first) {
          first = false
          // Read after the events: if the sweep removed any of them before that, they are not all here.
          const oldest = await oldestEventSeq(db, org)
          if (after < head && (oldest === undefined || oldest > after + 1))
            throw new GoneError(`Events after this cursor are no longer kept; ${RELIST}`)
        }
        if (rows.length > 0) {
          // Handed out only once on the disk: a power cut must not take back an event a consumer
          // has seen (and give its number to another).
          await durable(db)
          return {
            events: rows.map((r) => ({ seq: r.seq, event: toEvent(r, dialect.decodeJson) })),
            // A full page stops at its last event; a short one has read everything up to `head`.
            next: String(rows.length === q.limit ? rows[rows.length - 1]!.seq : head),
          }
        }
        // A stream says at once that its cursor moved past events `types` skipped.
        if (opts.returnOnMove && head > after) return { events: [], next: String(head) }
        after = head
        const left = deadline - Date.now()
        if (!sub || left <= 0 || this.waker.closed || signal?.aborted)
          return { events: [], next: String(after) }
        sub.seen = head
        release ??= opts.hold?.()
        await sub.next(left, signal)
        // Shutting down: answer with what there is before the database closes.
        if (this.waker.closed) return { events: [], next: String(after) }
        head = await eventHead(db, org)
      }
    } finally {
      release?.()
      sub?.close()
    }
  }

  /** Requests of this process waiting for events (`wait`). */
  get waiting(): number {
    return this.waker.waiting
  }

  /** Deletes events older than the retention (EVENT_RETENTION_DAYS); returns how many. */
  sweep(): Promise<number> {
    const before = new Date(this.deps.clock.now() - this.settings.retentionDays * DAY_MS)
    return sweepEvents(this.deps.db, before)
  }
}

function toEvent(r: EventRow, decodeJson: <T>(stored: unknown) => T): Event {
  return {
    id: r.id,
    type: r.type,
    timestamp: r.at,
    organization_id: r.organization_id,
    data: decodeJson(r.data),
  } as Event
}

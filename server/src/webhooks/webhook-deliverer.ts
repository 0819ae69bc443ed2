import { randomUUID } from 'node:crypto'
import type { Deps } from '../deps.ts'
import { listEvents } from '../events/event.repository.ts'
import type { EventType } from '../events/event.schema.ts'
import { onEventsCommitted } from '../events/feed-waker.ts'
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../storage/tables.ts'
import { durable } from '../storage/wal-sync.ts'
import { claimDue, endpointsWithDue } from './claim.repository.ts'
import { DeliverySlots } from './delivery-slots.ts'
import { UnreadableSecretError, type WebhookSecretKeyring } from './secret-keyring.ts'
import { signatureHeader } from './signature.ts'
import { storableText } from './storable-text.ts'
import { closeSenderPools, type SendResult, senderPools, sendWebhook } from './webhook-sender.ts'

const DAY_MS = 86_400_000

/** An endpoint failing this long without a success is disabled. */
export const FAILING_DISABLES_AFTER_MS = 5 * DAY_MS

/** A Retry-After longer than this is taken as this. */
const MAX_RETRY_AFTER_MS = DAY_MS

export interface DelivererSettings {
  retrySeconds: readonly number[]
  allowPrivateNetworks: boolean
  timeoutMs: number
  /**
   * How often due deliveries (retries) and new events are looked for besides the wake-ups: a
   * commit of this process, or of another one where PostgreSQL notifies, starts a tick at once.
   */
  tickMs: number
  /**
   * Wake-ups closer together than this wait for the rest of it: under a stream of commits a
   * tick per commit would cost a fan-out and a claim (about ten statements) each, and the
   * requests' pool and CPU with them; one every `minTickGapMs` takes what came meanwhile.
   */
  minTickGapMs: number
  /** Attempts in flight in this process, at most… */
  maxInFlight: number
  /** …and at most this many for one endpoint, so a slow one leaves room for everyone else… */
  maxInFlightPerEndpoint: number
  /** …and at most this many for one organization, so its slow endpoints together leave room too. */
  maxInFlightPerOrganization: number
  /** An endpoint that answers quickly is claimed for this many times its share (`DeliverySlots`). */
  ahead: number
  /** Opens the endpoints' sealed secrets (docs/events.md#secrets-at-rest). */
  keys: WebhookSecretKeyring
}

/** Where the deliverer says what the owners must not read: the service's log (pino). */
export interface DelivererLog {
  warn(details: object, message: string): void
}

/** What an attempt whose record the database refused is recorded as (docs/events.md#webhooks). */
export const UNRECORDED_ERROR = 'the answer could not be recorded; the attempt counts as failed'

/** What an attempt to an endpoint whose secret this process cannot open is recorded as. */
export const UNREADABLE_SECRET_ERROR =
  "not sent: the service cannot read this endpoint's signing secret (its operators: WEBHOOK_SECRETS_KEY)"

/**
 * A quarter of the slots per organization (two endpoints' worth): an organization whose every
 * endpoint hangs holds at most 8 of 32, so the others' deliveries are claimed at once
 * (docs/events.md#webhooks). An endpoint that answers quickly is claimed for 4 shares ahead.
 */
export const DEFAULT_DELIVERER = {
  tickMs: 200,
  minTickGapMs: 20,
  maxInFlight: 32,
  maxInFlightPerEndpoint: 4,
  maxInFlightPerOrganization: 8,
  ahead: 4,
}

/** A claimed delivery; `locked_until` is this process's lease. */
type Claimed = WebhookDeliveryRow & { locked_until: string }

/**
 * Delivers webhooks (docs/events.md#webhooks), in every process of the service. A tick starts on
 * the timer, when events commit (this process's, and every process's on PostgreSQL through the
 * feed's LISTEN connection) and when an attempt ends; each:
 * 1. turns new events into deliveries, when events were committed since the last tick (or on the
 *    timer, for what no wake-up reached): an endpoint's `cursor` moves over its organization's
 *    event numbers in the transaction that inserts the deliveries (one process at a time per
 *    endpoint: `FOR UPDATE SKIP LOCKED` on PostgreSQL, SQLite serializes writers);
 * 2. claims due deliveries by setting a lease (`locked_until`), `SKIP LOCKED` on PostgreSQL, so
 *    each is attempted by one process at a time; a process killed mid-attempt leaves a lease
 *    that runs out, and the delivery is attempted again. How many it claims per endpoint and
 *    organization, and which claimed one starts when a slot frees, is `DeliverySlots`' rule: an
 *    endpoint that answers quickly is claimed for ahead, so its next attempt starts the moment one
 *    ends instead of after a tick's round trips;
 * 3. attempts each, concurrently, with its endpoint as last read, and records the attempt and
 *    what follows (retry, success, failure, the endpoint disabled) in one transaction, with the
 *    other attempts that ended meanwhile. The slot is free when the answer comes; the lease
 *    holds the delivery until its record commits.
 */
export class WebhookDeliverer {
  readonly #slots: DeliverySlots<Claimed>
  /** The endpoints of held deliveries, as last read by a claim. */
  readonly #endpoints = new Map<string, WebhookEndpointRow>()
  readonly #running = new Set<Promise<void>>()
  #timer: NodeJS.Timeout | undefined
  #ticking = false
  /** The tick running, which stop waits for (a claim it is making is let go, not dropped). */
  #tickRun: Promise<void> | undefined
  /** A tick was asked for while one ran: run another when it ends. */
  #again = false
  /** When the last tick started (performance.now()), and the wake-up waiting for the gap. */
  #lastTick = Number.NEGATIVE_INFINITY
  #soon: NodeJS.Timeout | undefined
  /** Events may have committed since the last fan-out (a wake-up, or the timer). */
  #newEvents = true
  #unhook: (() => void) | undefined
  /** Ended attempts waiting to be recorded, and whether a write of them is under way. */
  #toRecord: Ended[] = []
  #recording = false
  #stopped = false
  readonly #pools = senderPools()

  constructor(
    private readonly deps: Deps,
    private readonly settings: DelivererSettings,
    private readonly onError: (err: unknown, what: string) => void,
    private readonly log: DelivererLog = { warn: () => {} },
  ) {
    this.#slots = new DeliverySlots(settings)
  }

  start(): void {
    this.#timer = setInterval(() => {
      this.#newEvents = true
      void this.tick()
    }, this.settings.tickMs)
    this.#timer.unref()
    this.#unhook = onEventsCommitted(this.deps.db, () => {
      this.#newEvents = true
      this.#kick()
    })
  }

  /**
   * Stops claiming and lets go of the claimed deliveries not yet started (their leases cleared,
   * so another process takes them now); attempts in flight finish (bounded by the timeout) or
   * their lease runs out.
   */
  async stop(): Promise<void> {
    this.#stopped = true
    clearInterval(this.#timer)
    clearTimeout(this.#soon)
    this.#unhook?.()
    await this.#tickRun
    await this.#letGo(this.#slots.drain()).catch((err) => this.onError(err, 'webhook deliverer stop'))
    await Promise.allSettled([...this.#running])
    closeSenderPools(this.#pools)
  }

  /**
   * A tick now, or right after the one running: a finished attempt frees room to claim, and
   * waiting for the timer would hold an endpoint to what one claim holds per `tickMs`.
   */
  #kick(): void {
    if (this.#stopped) return
    if (this.#ticking) {
      this.#again = true
      return
    }
    const wait = this.#lastTick + this.settings.minTickGapMs - performance.now()
    if (wait <= 0) void this.tick()
    else
      this.#soon ??= setTimeout(() => {
        this.#soon = undefined
        this.#kick()
      }, wait)
  }

  async tick(): Promise<void> {
    if (this.#ticking || this.#stopped) return
    this.#ticking = true
    this.#again = false
    this.#lastTick = performance.now()
    this.#tickRun = this.#tick()
    await this.#tickRun
  }

  async #tick(): Promise<void> {
    try {
      if (this.#newEvents) {
        this.#newEvents = false
        await this.#fanOut()
      }
      const room = this.#slots.room()
      if (room > 0) {
        const claimed = await this.#claim(room)
        await this.#readEndpoints(claimed)
        if (this.#stopped) await this.#letGo(claimed)
        else this.#slots.add(claimed)
      }
      this.#pump()
    } catch (err) {
      this.onError(err, 'webhook deliverer')
    } finally {
      this.#ticking = false
      if (this.#again) setImmediate(() => this.#kick())
    }
  }

  /** Starts every claimed delivery the slots let start. */
  #pump(): void {
    if (this.#stopped) return
    for (let d = this.#slots.next(); d; d = this.#slots.next()) {
      const p: Promise<void> = this.#attempt(d)
        .catch((err) => this.onError(err, 'webhook delivery'))
        .finally(() => this.#running.delete(p))
      this.#running.add(p)
    }
  }

  async #fanOut(): Promise<void> {
    const { db, dialect } = this.deps
    // `head` is a committed last number, so every event up to it is visible (docs/events.md#ordering).
    const behind = await db
      .selectFrom('webhook_endpoints as e')
      .innerJoin('org_versions as v', 'v.organization_id', 'e.organization_id')
      .select(['e.id', 'v.event_seq as head'])
      .where('e.disabled_at', 'is', null)
      .whereRef('v.event_seq', '>', 'e.cursor')
      .limit(100)
      .execute()
    // Events are sent on only once on the disk (the feed's rule: storage/wal-sync.ts).
    if (behind.length > 0) await durable(db)
    for (const { id, head: headRead } of behind) {
      await db.transaction().execute(async (trx) => {
        const endpoint = await trx
          .selectFrom('webhook_endpoints')
          .selectAll()
          .where('id', '=', id)
          .where('disabled_at', 'is', null)
          .$if(dialect.rowLocks, (q) => q.forUpdate().skipLocked())
          .executeTakeFirst()
        if (!endpoint) return
        const org = endpoint.organization_id
        const after = Number(endpoint.cursor)
        const head = Number(headRead)
        if (head <= after) return
        const limit = 500
        const events = await listEvents(trx, { organizationId: org, after, upTo: head, limit })
        const types = new Set(dialect.decodeJson<EventType[]>(endpoint.events))
        const now = new Date(this.deps.clock.now()).toISOString()
        const rows: WebhookDeliveryRow[] = events
          .filter((e) => types.has(e.type))
          .map((e) => ({
            id: randomUUID(),
            endpoint_id: endpoint.id,
            organization_id: org,
            event_type: e.type,
            payload: JSON.stringify({
              id: e.id,
              type: e.type,
              timestamp: e.at,
              organization_id: e.organization_id,
              data: dialect.decodeJson(e.data),
            }),
            status: 'pending',
            attempts: 0,
            next_attempt_at: now,
            locked_until: null,
            created_at: now,
          }))
        if (rows.length) await trx.insertInto('webhook_deliveries').values(rows).execute()
        const cursor = events.length === limit ? events[events.length - 1]!.seq : head
        await trx.updateTable('webhook_endpoints').set({ cursor }).where('id', '=', endpoint.id).execute()
      })
    }
  }

  /**
   * Claims due deliveries endpoint by endpoint, each up to what the slots let it hold, the
   * endpoints whose oldest due delivery waited longest first: one write per endpoint served,
   * none claimed only to be let go again, and an endpoint with a long backlog — or an
   * organization with many — takes its share, not the room (another organization's first
   * delivery is claimed in the same tick).
   */
  async #claim(room: number): Promise<Claimed[]> {
    const { db, dialect, clock } = this.deps
    const now = new Date(clock.now()).toISOString()
    const lease = this.#lease()
    // A read first: an idle tick costs no write (on SQLite an update takes the file's write lock).
    const waiting = await endpointsWithDue(db, {
      now,
      fullEndpoints: this.#slots.fullEndpoints(),
      fullOrganizations: this.#slots.fullOrganizations(),
      limit: room,
    })
    const taken: Claimed[] = []
    /** What this claim took per organization, beside what is held already. */
    const takenOrg = new Map<string, number>()
    for (const { endpoint_id, organization_id } of waiting) {
      const free = this.#slots.claimable(
        endpoint_id,
        organization_id,
        taken.length,
        takenOrg.get(organization_id) ?? 0,
      )
      if (free <= 0) continue
      const claimed = (await claimDue(db, {
        endpointId: endpoint_id,
        now,
        lease,
        free,
        rowLocks: dialect.rowLocks,
      })) as Claimed[]
      // Oldest first, as they wait here for a slot.
      claimed.sort((a, b) => String(a.next_attempt_at).localeCompare(String(b.next_attempt_at)))
      taken.push(...claimed)
      takenOrg.set(organization_id, (takenOrg.get(organization_id) ?? 0) + claimed.length)
      if (taken.length >= room) break
    }
    return taken
  }

  /** A lease from now: the attempt's timeout, and time to record it. */
  #lease(): string {
    return new Date(this.deps.clock.now() + this.settings.timeoutMs + 5000).toISOString()
  }

  /** The endpoints of claimed deliveries, read once per claim (one query, not one per delivery). */
  async #readEndpoints(claimed: readonly Claimed[]): Promise<void> {
    if (claimed.length === 0) return
    const ids = [...new Set(claimed.map((d) => d.endpoint_id))]
    const rows = await this.deps.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', 'in', ids)
      .execute()
    for (const id of ids) this.#endpoints.delete(id)
    for (const e of rows) this.#endpoints.set(e.id, e)
  }

  /** Clears the leases of claimed deliveries this process will not attempt, where still its own. */
  async #letGo(claimed: readonly Claimed[]): Promise<void> {
    const byLease = new Map<string, Claimed[]>()
    for (const d of claimed) byLease.set(d.locked_until, [...(byLease.get(d.locked_until) ?? []), d])
    for (const [lease, ds] of byLease)
      await this.deps.db
        .updateTable('webhook_deliveries')
        .set({ locked_until: null })
        .where(
          'id',
          'in',
          ds.map((d) => d.id),
        )
        .where('locked_until', '=', lease)
        .execute()
  }

  /**
   * A delivery that waited for a slot longer than its lease allows for an attempt gets a new
   * lease first — if it is still its own: one whose lease ran out may be another process's now.
   */
  async #keepLease(d: Claimed): Promise<boolean> {
    const left = Date.parse(d.locked_until) - this.deps.clock.now()
    if (left > this.settings.timeoutMs + 1000) return true
    const lease = this.#lease()
    const kept = await this.deps.db
      .updateTable('webhook_deliveries')
      .set({ locked_until: lease })
      .where('id', '=', d.id)
      .where('locked_until', '=', d.locked_until)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(kept.numUpdatedRows) === 0) return false
    d.locked_until = lease
    return true
  }

  async #attempt(d: Claimed): Promise<void> {
    const { db } = this.deps
    const endpoint = this.#endpoints.get(d.endpoint_id)
    let result: SendResult | undefined
    try {
      if (!endpoint || endpoint.disabled_at) {
        await db
          .updateTable('webhook_deliveries')
          .set({ status: 'failed', next_attempt_at: null, locked_until: null })
          .where('id', '=', d.id)
          .execute()
        return
      }
      if (!(await this.#keepLease(d))) return
      const timestamp = Math.floor(Date.now() / 1000)
      const startedAt = new Date(this.deps.clock.now()).toISOString()
      const secrets = this.#secrets(endpoint)
      result = secrets
        ? await sendWebhook(
            endpoint.url,
            {
              'content-type': 'application/json',
              'user-agent': 'Hangar-Webhooks/1',
              'webhook-id': d.id,
              // The receiver compares it with its own clock (replay protection): wall time, always.
              'webhook-timestamp': String(timestamp),
              'webhook-signature': signatureHeader(secrets, { id: d.id, timestamp, body: d.payload }),
            },
            d.payload,
            {
              timeoutMs: this.settings.timeoutMs,
              allowPrivateNetworks: this.settings.allowPrivateNetworks,
              pools: this.#pools,
            },
          )
        : { status: null, headers: {}, body: '', error: UNREADABLE_SECRET_ERROR, durationMs: 0 }
      if (result.nonPublic)
        // The addresses are for the service's operators only: the attempt's error does not name
        // them (an owner would learn what any name resolves to inside the network).
        this.log.warn(
          {
            webhookId: endpoint.id,
            organizationId: endpoint.organization_id,
            host: result.nonPublic.hostname,
            addresses: result.nonPublic.addresses,
          },
          'webhook not sent: its host resolves to non-public addresses only',
        )
      const ok = result.status !== null && result.status >= 200 && result.status < 300
      this.#slots.ended(d, { ok, durationMs: result.durationMs })
      this.#pump()
      await this.#record({ d, endpoint, attempt: Number(d.attempts) + 1, at: startedAt, r: result })
    } finally {
      if (!result) this.#slots.dropped(d)
      else this.#slots.settled(d)
      if (!this.#slots.holds(d.endpoint_id)) this.#endpoints.delete(d.endpoint_id)
      this.#pump()
      this.#kick()
    }
  }

  /**
   * The secrets that sign for an endpoint, opened: its secret, and the one before the last
   * rotation while it still signs. Undefined when its secret does not open here (sealed under a
   * key this process lacks): the attempt fails, said in the log. A previous one that does not
   * open is left out.
   */
  #secrets(endpoint: WebhookEndpointRow): string[] | undefined {
    const { keys } = this.settings
    const open = (stored: string, which: string) => {
      try {
        return keys.open(stored, endpoint.id)
      } catch (err) {
        if (!(err instanceof UnreadableSecretError)) throw err
        this.log.warn(
          { webhookId: endpoint.id, reason: err.message },
          `webhook ${which} secret cannot be opened with this process's keys (WEBHOOK_SECRETS_KEY)`,
        )
        return undefined
      }
    }
    const current = open(endpoint.secret, 'current')
    if (current === undefined) return undefined
    const until = endpoint.previous_secret_until
    const previous =
      endpoint.previous_secret && until && Date.parse(until) > this.deps.clock.now()
        ? open(endpoint.previous_secret, 'previous')
        : undefined
    return previous === undefined ? [current] : [current, previous]
  }

  /**
   * Records an ended attempt with the others that end meanwhile, in one transaction (one commit
   * for many deliveries to a fast receiver); resolves when it is written. Until then the lease
   * holds the delivery: a process killed before the commit attempts it again (at least once).
   */
  #record(e: Omit<Ended, 'written'>): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.#toRecord.push({ ...e, written: { resolve, reject } })
      if (!this.#recording) void this.#writeRecords()
    })
  }

  async #writeRecords(): Promise<void> {
    this.#recording = true
    try {
      while (this.#toRecord.length > 0) {
        const batch = this.#toRecord.splice(0, RECORDS_PER_WRITE)
        try {
          await this.#write(batch)
          for (const e of batch) e.written.resolve()
        } catch (err) {
          // One that cannot be written keeps the others from being attempted again: each alone.
          if (batch.length === 1) await this.#writeAlone(batch[0]!, err)
          else
            for (const e of batch)
              await this.#write([e]).then(e.written.resolve, (err) => this.#writeAlone(e, err))
        }
      }
    } finally {
      this.#recording = false
    }
  }

  /**
   * An attempt whose record the database refused is recorded as a failed attempt without the
   * answer: the delivery's count advances, its retry backs off, the endpoint's days of failure
   * count it. Left unrecorded it would keep its lease until it ran out and be attempted again,
   * timeout + 5 s apart, for ever, never failing nor disabling its endpoint. When even that is
   * refused (the database is down, the endpoint deleted meanwhile), the lease is what remains.
   */
  async #writeAlone(e: Ended, err: unknown): Promise<void> {
    this.onError(err, `recording attempt ${e.attempt} of webhook delivery ${e.d.id}`)
    const failed: SendResult = {
      status: null,
      headers: {},
      body: '',
      error: UNRECORDED_ERROR,
      durationMs: e.r.durationMs,
    }
    await this.#write([{ ...e, r: failed }]).then(e.written.resolve, e.written.reject)
  }

  async #write(batch: readonly Ended[]): Promise<void> {
    const now = this.deps.clock.now()
    const retries = this.settings.retrySeconds
    const outcomes = batch.map(({ d, endpoint, attempt, at, r }) => {
      const ok = r.status !== null && r.status >= 200 && r.status < 300
      const gone = r.status === 410
      const failingSince = endpoint.failing_since ? Date.parse(endpoint.failing_since) : now
      const failedTooLong = !ok && now - failingSince >= FAILING_DISABLES_AFTER_MS
      const finalFailure = !ok && (gone || failedTooLong || attempt > retries.length)
      let next: string | null = null
      if (!ok && !finalFailure) {
        const planned = retries[attempt - 1]! * 1000 * (0.8 + Math.random() * 0.4)
        const after =
          r.status === 429 || r.status === 503 ? retryAfterMs(r.headers['retry-after'], now) : undefined
        next = new Date(now + (after ?? planned)).toISOString()
      }
      const disabledReason = gone
        ? 'the endpoint answered 410 Gone'
        : failedTooLong
          ? 'every attempt failed for 5 days'
          : null
      return { d, endpoint, attempt, at, r, ok, finalFailure, next, disabledReason }
    })
    const succeeded = outcomes.filter((o) => o.ok)
    await this.deps.db.transaction().execute(async (trx) => {
      // The endpoints first, then the deliveries, the order in which deleting an endpoint takes
      // them (its deliveries go with it): the other order deadlocks with a delete. An endpoint
      // that was failing and answered again is failing no more; a success changes no other.
      const recovered = [
        ...new Set(succeeded.filter((o) => o.endpoint.failing_since).map((o) => o.endpoint.id)),
      ]
      if (recovered.length > 0)
        await trx
          .updateTable('webhook_endpoints')
          .set({ failing_since: null })
          .where('id', 'in', recovered)
          .execute()
      for (const o of outcomes.filter((o) => !o.ok))
        await trx
          .updateTable('webhook_endpoints')
          .set({
            failing_since: o.endpoint.failing_since ?? new Date(now).toISOString(),
            ...(o.disabledReason
              ? { disabled_at: new Date(now).toISOString(), disabled_reason: o.disabledReason }
              : {}),
          })
          .where('id', '=', o.endpoint.id)
          .execute()
      await trx
        .insertInto('webhook_attempts')
        .values(
          outcomes.map(({ d, attempt, at, r }) => ({
            delivery_id: d.id,
            attempt,
            at,
            status_code: r.status,
            duration_ms: r.durationMs,
            // What a receiver answers may hold NUL, which PostgreSQL refuses in text.
            response: storableText(r.body),
            error: r.error === null ? null : storableText(r.error),
          })),
        )
        .execute()
      // Successes in one statement per attempt number (nearly always one: the first).
      for (const attempt of new Set(succeeded.map((o) => o.attempt)))
        await trx
          .updateTable('webhook_deliveries')
          .set({ attempts: attempt, status: 'succeeded', next_attempt_at: null, locked_until: null })
          .where(
            'id',
            'in',
            succeeded.filter((o) => o.attempt === attempt).map((o) => o.d.id),
          )
          .execute()
      for (const o of outcomes.filter((o) => !o.ok))
        await trx
          .updateTable('webhook_deliveries')
          .set({
            attempts: o.attempt,
            status: o.finalFailure ? 'failed' : 'pending',
            next_attempt_at: o.next,
            locked_until: null,
          })
          .where('id', '=', o.d.id)
          .execute()
    })
  }
}

/** At most this many ended attempts are recorded in one transaction. */
const RECORDS_PER_WRITE = 64

/** An attempt that ended, waiting to be recorded. */
interface Ended {
  d: WebhookDeliveryRow
  endpoint: WebhookEndpointRow
  attempt: number
  at: string
  r: SendResult
  written: { resolve: () => void; reject: (err: unknown) => void }
}

/** Retry-After as seconds or an HTTP date, in ms from now (at most a day); undefined when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now: number): number | undefined {
  const text = Array.isArray(value) ? value[0] : value
  if (!text) return undefined
  const ms = /^\d+$/.test(text.trim()) ? Number(text.trim()) * 1000 : Date.parse(text) - now
  if (!Number.isFinite(ms)) return undefined
  return Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS)
}

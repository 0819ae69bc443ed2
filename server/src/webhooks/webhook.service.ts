import { randomUUID } from 'node:crypto'
import { isIP } from 'node:net'
import { NotAllowedError } from '../auth/roles.ts'
import type { Caller } from '../common/caller.ts'
import { InvalidInputError, NotFoundError, TooManyAttemptsError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import { eventHead } from '../events/event.repository.ts'
import type { WebhookDeliveryRow, WebhookEndpointRow } from '../storage/tables.ts'
import { isPublicAddress } from './public-address.ts'
import type { WebhookSecretKeyring } from './secret-keyring.ts'
import { newWebhookSecret } from './signature.ts'
import {
  countManualSend,
  replaceStoredSecrets,
  storedSecrets,
  sweepDeliveries,
} from './webhook.repository.ts'
import type {
  CreatedWebhook,
  CreateWebhookBody,
  UpdateWebhookBody,
  Webhook,
  WebhookDelivery,
} from './webhook.schema.ts'

const DAY_MS = 86_400_000

/** How long the secret before a rotation keeps signing beside the new one. */
export const PREVIOUS_SECRET_MS = 24 * 3_600_000

/**
 * Tests and "send again"s of one endpoint per minute, together, at most: each is a request the
 * service makes at once, so the key's rate budget alone would let a caller aim 1200 a minute at
 * any URL it registers (docs/events.md#webhooks).
 */
export const MANUAL_SENDS_PER_MINUTE = 10

/** Endpoints per organization, at most. */
export const MAX_ENDPOINTS = 20

/** An organization's webhook endpoints and their deliveries (docs/events.md#webhooks). */
export class WebhookService {
  constructor(
    private readonly deps: Deps,
    private readonly settings: {
      allowPrivateNetworks: boolean
      /** Deliveries are kept as long as events (EVENT_RETENTION_DAYS). */
      retentionDays: number
      /** Seals the secrets the database holds (docs/events.md#secrets-at-rest). */
      keys: WebhookSecretKeyring
    },
  ) {}

  async list(caller: Caller): Promise<Webhook[]> {
    assertManages(caller)
    const rows = await this.deps.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('organization_id', '=', caller.organizationId)
      .orderBy('created_at', 'desc')
      .execute()
    return rows.map((r) => this.#toWebhook(r))
  }

  async create(caller: Caller, body: CreateWebhookBody): Promise<CreatedWebhook> {
    assertManages(caller)
    this.#checkUrl(body.url)
    const { db, dialect, clock } = this.deps
    const org = caller.organizationId
    const count = await db
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow()
    if (Number(count.n) >= MAX_ENDPOINTS)
      throw new InvalidInputError(`An organization has at most ${MAX_ENDPOINTS} webhook endpoints`)
    const id = randomUUID()
    const secret = newWebhookSecret()
    const row: WebhookEndpointRow = {
      id,
      organization_id: org,
      url: body.url,
      events: body.events,
      secret: this.settings.keys.seal(secret, id),
      previous_secret: null,
      previous_secret_until: null,
      // From the events that commit after this one.
      cursor: await eventHead(db, org),
      created_at: new Date(clock.now()).toISOString(),
      failing_since: null,
      disabled_at: null,
      disabled_reason: null,
      manual_sends: 0,
      manual_sends_since: null,
    }
    await db
      .insertInto('webhook_endpoints')
      .values({ ...row, events: dialect.encodeJson(body.events) })
      .execute()
    return { ...this.#toWebhook(row), secret }
  }

  async update(caller: Caller, id: string, body: UpdateWebhookBody): Promise<Webhook> {
    const current = await this.#own(caller, id)
    if (body.url !== undefined) this.#checkUrl(body.url)
    const { db, dialect } = this.deps
    const enable = body.enabled === true && current.disabled_at !== null
    const disable = body.enabled === false && current.disabled_at === null
    await db
      .updateTable('webhook_endpoints')
      .set({
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.events ? { events: dialect.encodeJson(body.events) } : {}),
        // Back on from what commits next: a backlog of the days it was off would flood it.
        ...(enable
          ? {
              disabled_at: null,
              disabled_reason: null,
              failing_since: null,
              cursor: await eventHead(db, caller.organizationId),
            }
          : {}),
        ...(disable
          ? {
              disabled_at: new Date(this.deps.clock.now()).toISOString(),
              disabled_reason: 'turned off by an owner',
            }
          : {}),
      })
      .where('id', '=', id)
      .execute()
    return this.#toWebhook(await this.#own(caller, id))
  }

  async remove(caller: Caller, id: string): Promise<void> {
    await this.#own(caller, id)
    await this.deps.db.deleteFrom('webhook_endpoints').where('id', '=', id).execute()
  }

  /**
   * A new secret; the old one signs beside it for 24 hours, so receivers can switch without a
   * gap — or not at all with `expirePrevious` (a secret that leaked): it is dropped now, and the
   * answer's `previous_secret_expires_at` is now.
   */
  async rotateSecret(
    caller: Caller,
    id: string,
    opts: { expirePrevious?: boolean } = {},
  ): Promise<{ secret: string; previous_secret_expires_at: string }> {
    const current = await this.#own(caller, id)
    const { keys } = this.settings
    const secret = newWebhookSecret()
    const now = this.deps.clock.now()
    const until = new Date(opts.expirePrevious ? now : now + PREVIOUS_SECRET_MS).toISOString()
    // The current secret moves over sealed as it is (bound to this endpoint, not to a column);
    // one from before sealing is sealed now, and one no key opens is kept: it may be another key's.
    const previous = opts.expirePrevious ? null : (keys.resealed(current.secret, id) ?? current.secret)
    await this.deps.db
      .updateTable('webhook_endpoints')
      .set({
        secret: keys.seal(secret, id),
        previous_secret: previous,
        previous_secret_until: previous ? until : null,
      })
      .where('id', '=', id)
      .execute()
    return { secret, previous_secret_expires_at: until }
  }

  /**
   * Seals every stored secret that is not sealed under the sealing key (written before sealing,
   * or under a key being rotated out); run at every start (build-services.ts). Answers how many
   * endpoints it sealed, and how many hold a secret no key of this process opens.
   */
  async sealStoredSecrets(): Promise<{ sealed: number; unreadable: number }> {
    const { keys } = this.settings
    let sealed = 0
    let unreadable = 0
    for (const row of await storedSecrets(this.deps.db)) {
      const secret = keys.resealed(row.secret, row.id)
      const previous = row.previous_secret === null ? null : keys.resealed(row.previous_secret, row.id)
      if (secret === undefined || previous === undefined) unreadable++
      const to = { secret: secret ?? row.secret, previous_secret: previous ?? row.previous_secret }
      if (to.secret === row.secret && to.previous_secret === row.previous_secret) continue
      if (await replaceStoredSecrets(this.deps.db, row.id, row, to)) sealed++
    }
    return { sealed, unreadable }
  }

  /**
   * Deletes the deliveries, and their attempts, older than the events kept (EVENT_RETENTION_DAYS),
   * on the events' hourly sweep (app.ts); one still being retried stays until it ends. Answers
   * how many deliveries it deleted.
   */
  sweep(): Promise<number> {
    const before = new Date(this.deps.clock.now() - this.settings.retentionDays * DAY_MS)
    return sweepDeliveries(this.deps.db, before.toISOString())
  }

  async deliveries(caller: Caller, id: string, limit: number): Promise<WebhookDelivery[]> {
    await this.#own(caller, id)
    const { db } = this.deps
    const rows = await db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('endpoint_id', '=', id)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute()
    const attempts = rows.length
      ? await db
          .selectFrom('webhook_attempts')
          .selectAll()
          .where(
            'delivery_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('attempt', 'asc')
          .execute()
      : []
    return rows.map((r) => ({
      ...toDelivery(r),
      attempts: attempts
        .filter((a) => a.delivery_id === r.id)
        .map(({ delivery_id: _, ...a }) => ({
          ...a,
          attempt: Number(a.attempt),
          duration_ms: Number(a.duration_ms),
        })),
    }))
  }

  /** "Send again": the delivery is attempted once more now, with the same `webhook-id`. */
  async redeliver(caller: Caller, id: string, deliveryId: string): Promise<WebhookDelivery> {
    await this.#own(caller, id)
    await this.#countManualSend(caller, id)
    const { db, clock } = this.deps
    const r = await db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: new Date(clock.now()).toISOString(), locked_until: null })
      .where('id', '=', deliveryId)
      .where('endpoint_id', '=', id)
      .executeTakeFirst()
    if (Number(r.numUpdatedRows) === 0) throw new NotFoundError('No such delivery of this webhook')
    return (await this.deliveries(caller, id, 100)).find((d) => d.id === deliveryId)!
  }

  /** A `webhook.test` event to this endpoint alone, attempted now. */
  async sendTest(caller: Caller, id: string): Promise<WebhookDelivery> {
    await this.#own(caller, id)
    await this.#countManualSend(caller, id)
    const now = new Date(this.deps.clock.now()).toISOString()
    const deliveryId = randomUUID()
    const payload = JSON.stringify({
      id: randomUUID(),
      type: 'webhook.test',
      timestamp: now,
      organization_id: caller.organizationId,
      data: { webhook_id: id },
    })
    const row: WebhookDeliveryRow = {
      id: deliveryId,
      endpoint_id: id,
      organization_id: caller.organizationId,
      event_type: 'webhook.test',
      payload,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      created_at: now,
    }
    await this.deps.db.insertInto('webhook_deliveries').values(row).execute()
    return { ...toDelivery(row), attempts: [] }
  }

  /**
   * Counts a test or "send again" against the endpoint's budget, or throws TooManyAttemptsError
   * (429, Retry-After: the rest of its minute) past MANUAL_SENDS_PER_MINUTE.
   */
  async #countManualSend(caller: Caller, id: string): Promise<void> {
    const now = this.deps.clock.now()
    const counted = await countManualSend(this.deps.db, {
      endpointId: id,
      organizationId: caller.organizationId,
      now: new Date(now).toISOString(),
      windowOpen: new Date(now - 60_000).toISOString(),
    })
    if (!counted) throw new NotFoundError('No such webhook in this organization')
    if (counted.manual_sends <= MANUAL_SENDS_PER_MINUTE) return
    const seconds = Math.max(1, Math.ceil((Date.parse(counted.manual_sends_since) + 60_000 - now) / 1000))
    throw new TooManyAttemptsError(
      `Too many test and retry requests for this webhook: at most ${MANUAL_SENDS_PER_MINUTE} a minute; retry in ${seconds} s`,
      seconds,
    )
  }

  async #own(caller: Caller, id: string): Promise<WebhookEndpointRow> {
    assertManages(caller)
    const row = await this.deps.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', id)
      .where('organization_id', '=', caller.organizationId)
      .executeTakeFirst()
    if (!row) throw new NotFoundError('No such webhook in this organization')
    return row
  }

  /**
   * Refuses at once what could never be delivered: credentials in the URL, a private address
   * written out. A name is checked when each attempt resolves it (its address may change).
   */
  #checkUrl(url: string): void {
    let u: URL
    try {
      u = new URL(url)
    } catch {
      throw new InvalidInputError('url is not a URL')
    }
    if (u.protocol !== 'https:' && u.protocol !== 'http:')
      throw new InvalidInputError('url must be http or https')
    if (u.username || u.password) throw new InvalidInputError('url must not carry credentials')
    const host = u.hostname.replace(/^\[|\]$/g, '')
    if (!this.settings.allowPrivateNetworks && isIP(host) && !isPublicAddress(host))
      throw new InvalidInputError(
        `url: ${host} is not a public address; webhooks reach only public addresses unless the service ` +
          'sets WEBHOOK_ALLOW_PRIVATE_NETWORKS=true',
      )
  }

  #toWebhook(r: WebhookEndpointRow): Webhook {
    const until = r.previous_secret_until
    return {
      id: r.id,
      url: r.url,
      events: this.deps.dialect.decodeJson<string[]>(r.events),
      created_at: r.created_at,
      disabled_at: r.disabled_at,
      disabled_reason: r.disabled_reason,
      failing_since: r.failing_since,
      previous_secret_expires_at: until && Date.parse(until) > this.deps.clock.now() ? until : null,
    }
  }
}

/** Webhooks are managed by an owner signed in, or by an API key (a pipeline sets up its own). */
function assertManages(caller: Caller): void {
  if (caller.role === 'owner' || caller.role === 'api_key') return
  throw new NotAllowedError(`Your role (${caller.role}) cannot manage webhooks`)
}

function toDelivery(r: WebhookDeliveryRow): Omit<WebhookDelivery, 'attempts'> {
  return {
    id: r.id,
    event_type: r.event_type,
    payload: r.payload,
    status: r.status,
    created_at: r.created_at,
    next_attempt_at: r.status === 'pending' ? r.next_attempt_at : null,
  }
}

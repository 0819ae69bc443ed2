import { type Actor, actorOf } from '../audit/actor.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import type { Caller } from '../common/caller.ts'
import { NotFoundError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import { appendEvent } from '../events/event.repository.ts'
import { eventsCommitted } from '../events/feed-waker.ts'
import type { ApiKeyRow } from '../storage/tables.ts'
import type { AccessEvents } from './access-events.ts'
import {
  findApiKey,
  findKeyOwner,
  insertApiKey,
  listApiKeys,
  markKeyUsed,
  revokeApiKey,
} from './api-key.repository.ts'
import { digestKey } from './api-key-format.ts'
import { assertAllowed } from './roles.ts'

/** `last_used_at` is written at most this often per key and process, never on every request. */
const LAST_USED_INTERVAL_MS = 60_000

export const orgKeyView = (r: ApiKeyRow) => ({
  id: r.id,
  name: r.name,
  prefix: r.prefix,
  created_at: r.date_created,
  last_used_at: r.last_used_at === null ? null : r.last_used_at,
  revoked_at: r.revoked_at === null ? null : r.revoked_at,
  created_by:
    r.created_by_user_id === null ? null : { id: r.created_by_user_id, name: r.created_by_name ?? '' },
})

/**
 * Organizations' API keys: checking one on each request, and issuing, listing and revoking
 * them — by the platform, or by an owner signed in to the console (docs/console.md#api-keys).
 */
export class ApiKeyService {
  readonly #lastWritten = new Map<string, number>()

  constructor(
    private readonly deps: Deps,
    private readonly events: AccessEvents,
    private readonly onError: (err: unknown) => void = () => {},
  ) {}

  /** The caller behind a key, or null. Keys are never cached: a revoked key fails at once. */
  async authenticate(key: string): Promise<Caller | null> {
    const owner = await findKeyOwner(this.deps.db, digestKey(key))
    if (!owner) return null
    this.#noteUse(owner.keyId)
    return {
      organizationId: owner.organizationId,
      role: 'api_key',
      actor: { kind: 'key', keyId: owner.keyId, name: owner.name },
      orgVersion: owner.orgVersion,
    }
  }

  /** Whether a key still works (for long-lived connections that checked it once). */
  async stillUnrevoked(keyId: string): Promise<boolean> {
    const key = await findApiKey(this.deps.db, keyId)
    return key !== undefined && key.revoked_at === null
  }

  #noteUse(keyId: string): void {
    const now = new Date(this.deps.clock.now())
    const last = this.#lastWritten.get(keyId)
    if (last !== undefined && now.getTime() - last < LAST_USED_INTERVAL_MS) return
    this.#lastWritten.set(keyId, now.getTime())
    if (this.#lastWritten.size > 100_000) this.#lastWritten.clear()
    // Not awaited: the request does not wait for bookkeeping, and a failed write only loses a timestamp.
    markKeyUsed(this.deps.db, keyId, now).catch(this.onError)
  }

  /** Issues a key; the plain key is in the result and nowhere else, ever. */
  async issue(organizationId: string, name: string | null, actor: Actor) {
    const now = new Date(this.deps.clock.now())
    const by = actor.kind === 'user' ? { userId: actor.userId, name: actor.name } : null
    const issued = await this.deps.db.transaction().execute(async (trx) => {
      const { row, key } = await insertApiKey(trx, { organizationId, name, now, createdBy: by })
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor,
        organizationId,
        action: 'api_key.issue',
        targetType: 'api_key',
        targetId: row.id,
        detail: { name, prefix: row.prefix },
      })
      await appendEvent(trx, this.deps.dialect, {
        organizationId,
        at: now,
        type: 'api_key.created',
        data: { api_key_id: row.id },
      })
      return { row, key }
    })
    eventsCommitted(this.deps.db, organizationId)
    return issued
  }

  /** Revokes a key (idempotent); it is refused from its next request on, in every process. */
  async revoke(key: ApiKeyRow, actor: Actor): Promise<void> {
    const now = new Date(this.deps.clock.now())
    const revoked = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await revokeApiKey(trx, key.id, now))) return false
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor,
        organizationId: key.organization_id,
        action: 'api_key.revoke',
        targetType: 'api_key',
        targetId: key.id,
        detail: { name: key.name, prefix: key.prefix },
      })
      await appendEvent(trx, this.deps.dialect, {
        organizationId: key.organization_id,
        at: now,
        type: 'api_key.revoked',
        data: { api_key_id: key.id },
      })
      return true
    })
    if (!revoked) return
    eventsCommitted(this.deps.db, key.organization_id)
    this.events.emit({ type: 'key_revoked', keyId: key.id, organizationId: key.organization_id })
  }

  /** The organization's keys, newest first (owners only). */
  async listFor(caller: Caller) {
    assertAllowed(caller.role, 'manage', 'manage API keys')
    return (await listApiKeys(this.deps.db, caller.organizationId)).map(orgKeyView)
  }

  async createFor(caller: Caller, name: string) {
    assertAllowed(caller.role, 'manage', 'manage API keys')
    const { row, key } = await this.issue(caller.organizationId, name, actorOf(caller))
    return { id: row.id, name, prefix: row.prefix, created_at: row.date_created, key }
  }

  /** Another organization's key answers 404, like an unknown one. */
  async revokeFor(caller: Caller, keyId: string): Promise<void> {
    const key = await findApiKey(this.deps.db, keyId)
    if (!key || key.organization_id !== caller.organizationId) throw new NotFoundError('API key not found')
    assertAllowed(caller.role, 'manage', 'manage API keys')
    await this.revoke(key, actorOf(caller))
  }
}

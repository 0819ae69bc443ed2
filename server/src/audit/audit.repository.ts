import type { Kysely } from 'kysely'
import type { DialectInfo } from '../storage/dialect.ts'
import type { Database } from '../storage/tables.ts'

/** Who did something: an organization's API key, the platform admin, or the system itself. */
export type Actor =
  | { kind: 'key'; keyId: string; organizationId: string }
  | { kind: 'admin' }
  | { kind: 'system' }

export function actorName(a: Actor): string {
  return a.kind === 'key' ? `api_key:${a.keyId}` : a.kind
}

export interface AuditEntry {
  at: Date
  actor: Actor
  organizationId: string | null
  action: string
  targetType: string
  targetId: string
  detail?: Record<string, unknown>
}

/** Appends to the audit log; call it inside the transaction of the change it records. */
export async function recordAudit(db: Kysely<Database>, dialect: DialectInfo, e: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: e.at.toISOString(),
      actor: actorName(e.actor),
      organization_id: e.organizationId,
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId,
      detail: dialect.encodeJson(e.detail ?? {}),
    })
    .execute()
}

export interface AuditQuery {
  organizationId?: string
  targetId?: string
  limit: number
  /** Only entries with an id below this one (newest-first paging). */
  before?: number
}

export async function listAudit(db: Kysely<Database>, q: AuditQuery) {
  let query = db.selectFrom('audit_log').selectAll()
  if (q.organizationId) query = query.where('organization_id', '=', q.organizationId)
  if (q.targetId) query = query.where('target_id', '=', q.targetId)
  if (q.before !== undefined) query = query.where('id', '<', q.before)
  return query.orderBy('id', 'desc').limit(q.limit).execute()
}

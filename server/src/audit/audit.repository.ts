import type { Kysely } from 'kysely'
import type { DialectInfo } from '../storage/dialect.ts'
import type { Database } from '../storage/tables.ts'
import { type Actor, actorName } from './actor.ts'

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

/** Who accepted each of these datasets and when (the `dataset.accept` entries). */
export async function findAcceptances(
  db: Kysely<Database>,
  datasetIds: readonly string[],
): Promise<{ target_id: string; actor: string; at: string }[]> {
  if (datasetIds.length === 0) return []
  return db
    .selectFrom('audit_log')
    .select(['target_id', 'actor', 'at'])
    .where('action', '=', 'dataset.accept')
    .where('target_id', 'in', datasetIds)
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

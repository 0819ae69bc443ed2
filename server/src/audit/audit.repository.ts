import { type Kysely, sql } from 'kysely'
import { CompiledOnce } from '../storage/compiled-once.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { Database } from '../storage/tables.ts'
import { ACTOR_KINDS, type Actor, actorColumns, actorName } from './actor.ts'

export interface AuditEntry {
  at: Date
  actor: Actor
  organizationId: string | null
  action: string
  targetType: string
  targetId: string
  detail?: Record<string, unknown>
}

function auditValues(dialect: DialectInfo, e: AuditEntry) {
  return {
    at: e.at.toISOString(),
    actor: actorName(e.actor),
    ...actorColumns(e.actor),
    organization_id: e.organizationId,
    action: e.action,
    target_type: e.targetType,
    target_id: e.targetId,
    detail: dialect.encodeJson(e.detail ?? {}),
  }
}

/** On every decision's path: compiled once (storage/compiled-once.ts). */
const insertAudit = new CompiledOnce<ReturnType<typeof auditValues>>((db, v) =>
  db.insertInto('audit_log').values({
    at: v.at,
    actor: v.actor,
    actor_kind: v.actor_kind,
    actor_id: v.actor_id,
    actor_name: v.actor_name,
    organization_id: v.organization_id,
    action: v.action,
    target_type: v.target_type,
    target_id: v.target_id,
    detail: v.detail,
  } satisfies Record<keyof typeof v, unknown>),
)

/** Appends to the audit log; call it inside the transaction of the change it records. */
export async function recordAudit(db: Kysely<Database>, dialect: DialectInfo, e: AuditEntry): Promise<void> {
  await insertAudit.execute(db, auditValues(dialect, e))
}

/** Appends several entries in one statement (all or none), in order. */
export async function recordAuditBatch(
  db: Kysely<Database>,
  dialect: DialectInfo,
  entries: readonly AuditEntry[],
): Promise<void> {
  if (entries.length === 0) return
  await db
    .insertInto('audit_log')
    .values(entries.map((e) => auditValues(dialect, e)))
    .execute()
}

/**
 * Who accepted each of these datasets and when (the `dataset.accept` entries), oldest first: a
 * dataset reopened and accepted again has several, and its latest comes last.
 */
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
    .orderBy('id')
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

export interface OrgAuditQuery {
  organizationId: string
  /** Matches the actor's id or kind exactly, or a part of its name (any case). */
  actor?: string
  /** A prefix of the action: `dataset.` matches `dataset.accept`. */
  action?: string
  /** Inclusive bounds as ISO instants. */
  from?: string
  before?: string
  limit: number
  offset: number
}

/** `%` and `_` mean themselves in what people type into a filter. */
function likeLiteral(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** One organization's entries, newest first, with the count of all matches. */
export async function listOrgAudit(db: Kysely<Database>, q: OrgAuditQuery) {
  let query = db.selectFrom('audit_log').where('organization_id', '=', q.organizationId)
  if (q.actor) {
    const actor = q.actor
    const part = `%${likeLiteral(actor.toLowerCase())}%`
    const kind = ACTOR_KINDS.find((k) => k === actor)
    query = query.where((eb) =>
      eb.or([
        eb('actor_id', '=', actor),
        ...(kind ? [eb('actor_kind', '=', kind)] : []),
        eb(sql`lower(actor_name)`, 'like', sql`${part} escape '\\'`),
      ]),
    )
  }
  if (q.action) query = query.where('action', 'like', sql<string>`${`${likeLiteral(q.action)}%`} escape '\\'`)
  if (q.from) query = query.where('at', '>=', q.from)
  if (q.before) query = query.where('at', '<', q.before)
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(q.limit).offset(q.offset).execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

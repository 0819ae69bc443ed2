import { type Kysely, sql } from 'kysely'
import type { Caller } from '../common/caller.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { Database } from '../storage/tables.ts'

/**
 * Who did something: an organization's API key, one of its people (through the console), the
 * platform admin, or the system itself. Names are kept as they were at the time.
 */
export type Actor =
  | { kind: 'key'; keyId: string; organizationId: string; name?: string | null }
  | { kind: 'user'; userId: string; organizationId: string; name: string }
  | { kind: 'admin' }
  | { kind: 'system' }

/** The actor as one word: `api_key:<id>`, `user:<id>`, `admin` or `system`. */
export function actorName(a: Actor): string {
  if (a.kind === 'key') return `api_key:${a.keyId}`
  if (a.kind === 'user') return `user:${a.userId}`
  return a.kind
}

/** The audit actor of a caller of the organization-facing interface. */
export function actorOf(caller: Caller): Actor {
  const { actor, organizationId } = caller
  return actor.kind === 'key'
    ? { kind: 'key', keyId: actor.keyId, organizationId, name: actor.name }
    : { kind: 'user', userId: actor.userId, organizationId, name: actor.name }
}

function actorColumns(a: Actor) {
  if (a.kind === 'key') return { actor_kind: 'key', actor_id: a.keyId, actor_name: a.name ?? null }
  if (a.kind === 'user') return { actor_kind: 'user', actor_id: a.userId, actor_name: a.name }
  return { actor_kind: a.kind, actor_id: null, actor_name: null }
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
      ...actorColumns(e.actor),
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
    query = query.where((eb) =>
      eb.or([
        eb('actor_id', '=', actor),
        eb('actor_kind', '=', actor),
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

/** The latest accept or reject of a dataset. */
export async function findLatestDecision(db: Kysely<Database>, datasetId: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_id', '=', datasetId)
    .where('action', 'in', ['dataset.accept', 'dataset.reject'])
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

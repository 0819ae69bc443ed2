import { type RawBuilder, sql } from 'kysely'
import { type Actor, actorColumns, actorName } from '../audit/actor.ts'
import type { DatasetStatus } from '../datasets/dataset.schema.ts'
import { indexText } from '../datasets/metadata-filter.ts'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { DecisionAction } from './decision.ts'

/**
 * The writes of a bulk decision, each one statement whatever the number of datasets (up to
 * 10,000): `INSERT … SELECT` and `UPDATE … WHERE` over the ids, passed as one parameter
 * (`dialect.inIds`), never a round trip per dataset (docs/review-workflow.md#bulk).
 */

/** A parameter typed as its column, which `INSERT … SELECT` needs on PostgreSQL. */
const typed = (value: unknown, type: string): RawBuilder<unknown> => sql`cast(${value} as ${sql.raw(type)})`

export interface BulkWrite {
  organizationId: string
  ids: readonly string[]
  actor: Actor
  at: Date
  reason: string | null
  bulkId: string
}

/** One decision entry per dataset, with the bulk's id. */
export async function appendDecisionsFor(db: Db, dialect: DialectInfo, w: BulkWrite, action: DecisionAction) {
  const t = dialect.types
  const a = actorColumns(w.actor)
  await db
    .insertInto('decisions')
    .columns([
      'organization_id',
      'dataset_id',
      'action',
      'actor',
      'actor_kind',
      'actor_id',
      'actor_name',
      'at',
      'reason',
      'finding_ids',
      'bulk_id',
    ])
    .expression(
      db
        .selectFrom('datasets')
        .select([
          'datasets.organization_id',
          'datasets.id',
          typed(action, 'text').as('action'),
          typed(actorName(w.actor), 'text').as('actor'),
          typed(a.actor_kind, 'text').as('actor_kind'),
          typed(a.actor_id, 'text').as('actor_id'),
          typed(a.actor_name, 'text').as('actor_name'),
          typed(w.at.toISOString(), t.timestamp).as('at'),
          typed(w.reason, 'text').as('reason'),
          typed('[]', t.json).as('finding_ids'),
          typed(w.bulkId, t.uuid).as('bulk_id'),
        ])
        .where(dialect.inIds('datasets.id', w.ids))
        .orderBy('datasets.id'),
    )
    .execute()
}

/** One audit entry per dataset now in `from`, as accept, reject and reopen write alone. */
export async function recordAuditFor(
  db: Db,
  dialect: DialectInfo,
  w: BulkWrite,
  e: { action: string; from: DatasetStatus; detail: Record<string, unknown> },
) {
  const t = dialect.types
  const a = actorColumns(w.actor)
  await db
    .insertInto('audit_log')
    .columns([
      'at',
      'actor',
      'actor_kind',
      'actor_id',
      'actor_name',
      'organization_id',
      'action',
      'target_type',
      'target_id',
      'detail',
    ])
    .expression(
      db
        .selectFrom('datasets')
        .select([
          typed(w.at.toISOString(), t.timestamp).as('at'),
          typed(actorName(w.actor), 'text').as('actor'),
          typed(a.actor_kind, 'text').as('actor_kind'),
          typed(a.actor_id, 'text').as('actor_id'),
          typed(a.actor_name, 'text').as('actor_name'),
          'datasets.organization_id',
          typed(e.action, 'text').as('action'),
          typed('dataset', 'text').as('target_type'),
          sql<string>`cast(datasets.id as text)`.as('target_id'),
          typed(dialect.encodeJson(e.detail), t.json).as('detail'),
        ])
        .where(dialect.inIds('datasets.id', w.ids))
        .where('datasets.status', '=', e.from)
        .orderBy('datasets.id'),
    )
    .execute()
}

/**
 * Moves the datasets still in one of `from` to `to`, a rejection's reason into their metadata;
 * answers how many moved (fewer than the ids: another writer came first).
 */
export async function moveStatuses(
  db: Db,
  dialect: DialectInfo,
  w: BulkWrite,
  from: readonly DatasetStatus[],
  to: DatasetStatus,
  rejectionReason?: string,
): Promise<number> {
  const r = await db
    .updateTable('datasets')
    .set({
      status: to,
      date_updated: w.at.toISOString(),
      ...(rejectionReason === undefined
        ? {}
        : { metadata: dialect.jsonSetText('metadata', 'rejection_reason', rejectionReason) }),
    })
    .where(dialect.inIds('id', w.ids))
    .where('status', 'in', [...from])
    .executeTakeFirst()
  return Number(r.numUpdatedRows)
}

/** The metadata index's `rejection_reason` entry of each dataset, after `moveStatuses` wrote it. */
export async function indexRejectionReason(db: Db, dialect: DialectInfo, w: BulkWrite, reason: string) {
  const key = indexText('rejection_reason')
  await db
    .deleteFrom('dataset_metadata')
    .where(dialect.inIds('dataset_id', w.ids))
    .where('key', '=', key)
    .execute()
  await db
    .insertInto('dataset_metadata')
    .columns(['dataset_id', 'organization_id', 'key', 'value'])
    .expression(
      db
        .selectFrom('datasets')
        .select([
          'datasets.id',
          'datasets.organization_id',
          typed(key, 'text').as('key'),
          typed(indexText(reason), 'text').as('value'),
        ])
        .where(dialect.inIds('datasets.id', w.ids)),
    )
    .execute()
}

/** A bulk rejection cites no findings: it replaces what an earlier rejection cited, as one alone does. */
export async function clearCitations(db: Db, dialect: DialectInfo, ids: readonly string[]) {
  await db.deleteFrom('decision_findings').where(dialect.inIds('dataset_id', ids)).execute()
}

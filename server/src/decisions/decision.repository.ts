import { type Actor, actorColumns, actorName } from '../audit/actor.ts'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { DecisionRow } from '../storage/tables.ts'
import type { DecisionAction } from './decision.ts'

/** One entry of the decision log, as the code writes it. */
export interface NewDecision {
  organizationId: string
  datasetId: string
  action: DecisionAction
  actor: Actor
  at: Date
  reason: string | null
  findingIds: readonly string[]
  bulkId: string | null
}

/** Appends one entry; call it inside the transaction of the status change it records. */
export async function appendDecision(db: Db, dialect: DialectInfo, e: NewDecision): Promise<void> {
  await db
    .insertInto('decisions')
    .values({
      organization_id: e.organizationId,
      dataset_id: e.datasetId,
      action: e.action,
      actor: actorName(e.actor),
      ...actorColumns(e.actor),
      at: e.at.toISOString(),
      reason: e.reason,
      finding_ids: dialect.encodeJson(e.findingIds),
      bulk_id: e.bulkId,
    })
    .execute()
}

/** A dataset's entries, oldest first (append order). */
export async function decisionHistory(db: Db, datasetId: string): Promise<DecisionRow[]> {
  return db.selectFrom('decisions').selectAll().where('dataset_id', '=', datasetId).orderBy('id').execute()
}

/** A dataset's last entry: its current decision when its status is the entry's consequence. */
export async function lastDecision(db: Db, datasetId: string): Promise<DecisionRow | undefined> {
  return db
    .selectFrom('decisions')
    .selectAll()
    .where('dataset_id', '=', datasetId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
}

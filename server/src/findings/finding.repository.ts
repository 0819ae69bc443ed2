import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { FindingRow, FindingTable } from '../storage/tables.ts'
import type { FindingSeverity, FindingStatus, SourceKind, Verdict } from './finding.ts'

/** A finding to insert, its JSON columns still values. */
export type FindingInsert = Omit<FindingTable, 'streams' | 'frames'> & {
  streams: readonly string[]
  frames: Record<string, [number, number]>
}

export async function insertFindings(db: Db, dialect: DialectInfo, rows: readonly FindingInsert[]) {
  if (rows.length === 0) return
  // 100 rows of 19 values: well within SQLite's limit on a statement's parameters.
  for (let i = 0; i < rows.length; i += 100)
    await db
      .insertInto('findings')
      .values(
        rows.slice(i, i + 100).map((r) => ({
          ...r,
          streams: dialect.encodeJson(r.streams),
          frames: dialect.encodeJson(r.frames),
        })),
      )
      .execute()
}

export interface FindingFilters {
  status?: FindingStatus | undefined
  severity?: FindingSeverity | undefined
  source?: SourceKind | undefined
}

/** A dataset's findings, by its index on dataset_id. */
export async function listFindings(db: Db, datasetId: string, f: FindingFilters = {}): Promise<FindingRow[]> {
  let q = db.selectFrom('findings').selectAll().where('dataset_id', '=', datasetId)
  if (f.status) q = q.where('status', '=', f.status)
  if (f.severity) q = q.where('severity', '=', f.severity)
  if (f.source) q = q.where('source_kind', '=', f.source)
  return q.execute()
}

export async function findFinding(db: Db, id: string): Promise<FindingRow | undefined> {
  return db.selectFrom('findings').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * The ids among these that are findings of the dataset; with `lock` (PostgreSQL) they are held
 * until the transaction ends, so a check's rerun cannot remove one a decision is about to cite.
 */
export async function findingIdsOf(
  db: Db,
  datasetId: string,
  ids: readonly string[],
  lock = false,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const q = db
    .selectFrom('findings')
    .select('id')
    .where('dataset_id', '=', datasetId)
    .where('id', 'in', [...ids])
  return new Set((await (lock ? q.forShare() : q).execute()).map((r) => r.id))
}

export async function updateFinding(
  db: Db,
  dialect: DialectInfo,
  id: string,
  set: Partial<
    Pick<FindingRow, 'status' | 'note' | 'severity' | 'message' | 'source_check' | 'actor' | 'actor_name'>
  > & {
    updated_at: string
    frames?: Record<string, [number, number]>
  },
): Promise<void> {
  const { frames, ...rest } = set
  await db
    .updateTable('findings')
    .set({ ...rest, ...(frames ? { frames: dialect.encodeJson(frames) } : {}) })
    .where('id', '=', id)
    .execute()
}

export async function deleteFindings(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .deleteFrom('findings')
    .where('id', 'in', [...ids])
    .execute()
}

/** The ids among these that a decision cites. */
export async function citedFindingIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('decision_findings')
    .select('finding_id')
    .where('finding_id', 'in', [...ids])
    .execute()
  return new Set(rows.map((r) => r.finding_id))
}

/** What the verdict depends on: every finding's severity and status. */
export async function verdictInputs(db: Db, datasetId: string) {
  return db
    .selectFrom('findings')
    .select(['severity', 'status'])
    .where('dataset_id', '=', datasetId)
    .execute()
}

export async function datasetChecks(db: Db, datasetId: string) {
  return db.selectFrom('dataset_checks').selectAll().where('dataset_id', '=', datasetId).execute()
}

/** Records checks as planned (not run) unless already there at the same version. */
export async function planDatasetChecks(
  db: Db,
  datasetId: string,
  checks: readonly { id: string; version: number }[],
): Promise<void> {
  if (checks.length === 0) return
  await db
    .insertInto('dataset_checks')
    .values(checks.map((c) => ({ dataset_id: datasetId, check_id: c.id, version: c.version, ran_at: null })))
    .onConflict((oc) =>
      oc
        .columns(['dataset_id', 'check_id'])
        .doUpdateSet((eb) => ({ version: eb.ref('excluded.version'), ran_at: null }))
        .where('dataset_checks.version', '<>', (eb) => eb.ref('excluded.version')),
    )
    .execute()
}

/** Records that a check ran on a dataset, at its version. */
export async function markCheckRan(
  db: Db,
  datasetId: string,
  check: { id: string; version: number },
  at: string,
): Promise<void> {
  await db
    .insertInto('dataset_checks')
    .values({ dataset_id: datasetId, check_id: check.id, version: check.version, ran_at: at })
    .onConflict((oc) =>
      oc.columns(['dataset_id', 'check_id']).doUpdateSet({ version: check.version, ran_at: at }),
    )
    .execute()
}

/** Locks a dataset's row until the transaction ends (PostgreSQL; SQLite runs one transaction at a time). */
export async function lockDataset(
  db: Db,
  dialect: DialectInfo,
  datasetId: string,
): Promise<{ organization_id: string; verdict: Verdict; finding_count: number } | undefined> {
  const q = db
    .selectFrom('datasets')
    .select(['organization_id', 'verdict', 'finding_count'])
    .where('id', '=', datasetId)
  return (dialect.rowLocks ? q.forUpdate() : q).executeTakeFirst()
}

export async function setVerdict(
  db: Db,
  datasetId: string,
  verdict: Verdict,
  findingCount: number,
): Promise<void> {
  await db
    .updateTable('datasets')
    .set({ verdict, finding_count: findingCount })
    .where('id', '=', datasetId)
    .execute()
}

/** The findings a dataset's current rejection cites, in the order given. */
export async function decisionFindingIds(db: Db, datasetId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('decision_findings')
    .select('finding_id')
    .where('dataset_id', '=', datasetId)
    .orderBy('position')
    .execute()
  return rows.map((r) => r.finding_id)
}

/** Replaces the findings a dataset's decision cites. */
export async function replaceDecisionFindings(
  db: Db,
  datasetId: string,
  ids: readonly string[],
): Promise<void> {
  await db.deleteFrom('decision_findings').where('dataset_id', '=', datasetId).execute()
  if (ids.length === 0) return
  await db
    .insertInto('decision_findings')
    .values(ids.map((finding_id, position) => ({ dataset_id: datasetId, finding_id, position })))
    .execute()
}

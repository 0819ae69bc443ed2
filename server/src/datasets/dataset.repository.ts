import { sql } from 'kysely'
import type { Verdict } from '../findings/finding.ts'
import { CompiledOnce } from '../storage/compiled-once.ts'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import { hotReader } from '../storage/hot-statements.ts'
import type { DatasetRow, NewDataset } from '../storage/tables.ts'
import type { DatasetStatus, DataType } from './dataset.schema.ts'
import type { MetadataFilter } from './metadata-filter.ts'
import { indexText, metadataIndexEntries } from './metadata-filter.ts'

export interface ListFilters {
  organizationId: string
  status?: DatasetStatus
  dataType?: DataType
  /** Any of these verdicts (docs/findings.md); by the `datasets_org_verdict_created` index. */
  verdicts?: readonly Verdict[] | undefined
  metadata: MetadataFilter[]
}

/**
 * The datasets matching the filters. With metadata filters the query is driven by the
 * intersection of their `(organization_id, key, value)` index ranges (each one read from the
 * covering `dataset_metadata_lookup` index, no table rows), and only the datasets in all of
 * them are then read by primary key and checked for status and type, in that order whatever
 * the engine's statistics say (`dialect.idSetDrive`): after `ANALYZE`, SQLite drove the older
 * query from the status index instead, 3× slower. `storage/list-plan.test.ts` pins the plan
 * on both engines (docs/performance.md).
 */
function filtered(db: Db, dialect: DialectInfo, f: ListFilters) {
  if (f.metadata.length === 0) {
    let q = db.selectFrom('datasets').where('datasets.organization_id', '=', f.organizationId)
    if (f.status) q = q.where('datasets.status', '=', f.status)
    if (f.dataType) q = q.where('datasets.data_type', '=', f.dataType)
    if (f.verdicts?.length) q = q.where('datasets.verdict', 'in', [...new Set(f.verdicts)])
    return q
  }
  const matches = metadataMatches(db, f.organizationId, f.metadata)
  let q =
    dialect.idSetDrive === 'cross-join'
      ? db
          .with('matched', () => matches)
          .selectFrom('matched')
          .crossJoin('datasets')
          .whereRef('datasets.id', '=', 'matched.dataset_id')
      : db.selectFrom('datasets').where(sql<boolean>`datasets.id = any(array(${matches}))`)
  q = q.where('datasets.organization_id', '=', f.organizationId)
  if (f.status) q = q.where('datasets.status', '=', f.status)
  if (f.dataType) q = q.where('datasets.data_type', '=', f.dataType)
  if (f.verdicts?.length) q = q.where('datasets.verdict', 'in', [...new Set(f.verdicts)])
  return q
}

/** The ids in every metadata filter's index range: one range per filter, intersected. */
function metadataMatches(db: Db, organizationId: string, metadata: readonly MetadataFilter[]) {
  const range = (m: MetadataFilter) =>
    db
      .selectFrom('dataset_metadata')
      .select('dataset_metadata.dataset_id')
      .where('dataset_metadata.organization_id', '=', organizationId)
      .where('dataset_metadata.key', '=', indexText(m.key))
      .where('dataset_metadata.value', '=', indexText(m.value))
  let q = range(metadata[0]!)
  for (const m of metadata.slice(1)) q = q.intersect(range(m))
  return q
}

/** The page query of `listDatasets`, uncompiled (its plan is pinned by a test). */
export function listPageQuery(
  db: Db,
  dialect: DialectInfo,
  f: ListFilters,
  page: { limit: number; offset: number },
) {
  return filtered(db, dialect, f)
    .selectAll('datasets')
    .select(sql<number>`count(*) over ()`.as('total_count'))
    .orderBy('datasets.date_created', 'desc')
    .orderBy('datasets.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
}

/**
 * One page, newest first (date_created desc, then id), and the count of all matches. The count
 * rides on the page query as a window (one pass over the matches); only a page past the end
 * needs a second query to learn the total.
 */
export async function listDatasets(
  db: Db,
  dialect: DialectInfo,
  f: ListFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: DatasetRow[]; total: number }> {
  const rows = await listPageQuery(db, dialect, f, page).execute()
  if (rows.length > 0) return { rows, total: rows[0]!.total_count }
  if (page.offset === 0) return { rows: [], total: 0 }
  const count = await filtered(db, dialect, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return { rows: [], total: count.n }
}

/** How many datasets match the list's filters, by status: what a bulk decision counts first. */
export async function countByStatus(db: Db, dialect: DialectInfo, f: ListFilters) {
  const rows = await filtered(db, dialect, f)
    .select(['datasets.status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('datasets.status')
    .execute()
  return new Map(rows.map((r) => [r.status, Number(r.n)]))
}

/**
 * The datasets matching the list's filters that are in one of `statuses`, by id: a bulk
 * decision's fingerprint (their statuses and `date_updated`) and what it changes.
 */
export async function matchingInStatus(
  db: Db,
  dialect: DialectInfo,
  f: ListFilters,
  statuses: readonly DatasetStatus[],
  /** Lock them until the transaction ends (only where `dialect.rowLocks`). */
  lock = false,
) {
  const q = filtered(db, dialect, f)
    .where('datasets.status', 'in', [...statuses])
    .select(['datasets.id', 'datasets.status', 'datasets.date_updated', 'datasets.date_created'])
    .orderBy('datasets.id')
  return (lock ? q.forUpdate() : q).execute()
}

/** On every get-by-id: a prepared statement (storage/hot-statements.ts), the same query as below. */
const DATASET_BY_ID_SQL = 'select * from datasets where id = ?'

export async function findDataset(db: Db, id: string): Promise<DatasetRow | undefined> {
  const hot = hotReader(db)?.run<DatasetRow>(DATASET_BY_ID_SQL, [id])
  if (hot) return (await hot)[0]
  return db.selectFrom('datasets').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function findDatasets(db: Db, ids: readonly string[]): Promise<DatasetRow[]> {
  if (ids.length === 0) return []
  return db.selectFrom('datasets').selectAll().where('id', 'in', ids).execute()
}

export async function findIterationGroup(db: Db, groupId: string): Promise<DatasetRow[]> {
  return db
    .selectFrom('datasets')
    .selectAll()
    .where('iteration_group_id', '=', groupId)
    .orderBy('version', 'asc')
    .execute()
}

/** A dataset to insert, its metadata still a value (`insertDataset` encodes it). */
export type DatasetInsert = Omit<NewDataset, 'metadata'> & { metadata: Record<string, unknown> }

/** Inserts a dataset and its metadata index entries (call inside a transaction). */
export async function insertDataset(db: Db, dialect: DialectInfo, row: DatasetInsert) {
  await db
    .insertInto('datasets')
    .values({ ...row, metadata: dialect.encodeJson(row.metadata) })
    .execute()
  await writeMetadataIndex(db, row.id, row.organization_id, row.metadata)
}

async function writeMetadataIndex(
  db: Db,
  datasetId: string,
  organizationId: string,
  metadata: Record<string, unknown>,
) {
  const entries = metadataIndexEntries(metadata)
  if (entries.length === 0) return
  await db
    .insertInto('dataset_metadata')
    .values(
      entries.map((e) => ({
        dataset_id: datasetId,
        organization_id: organizationId,
        key: e.key,
        value: e.value,
      })),
    )
    .execute()
}

/**
 * Moves a dataset to `to` only if it is still in one of `from` — the atomic conditional
 * update behind accept and reject: under any concurrency exactly one caller gets `true`.
 */
/**
 * On every decision's path: compiled once per shape (storage/compiled-once.ts) — how many
 * statuses it may move from, and which columns are set besides the status (`key`).
 */
const updateStatus = new CompiledOnce<{
  id: string
  to: DatasetStatus
  date_updated: string
  from: readonly DatasetStatus[]
  metadata?: unknown
  superseded_reason?: string
}>((db, v, extraColumns) =>
  db
    .updateTable('datasets')
    .set({
      status: v.to,
      date_updated: v.date_updated,
      ...Object.fromEntries(
        extraColumns
          .split(',')
          .filter(Boolean)
          .map((column) => [column, v[column as 'metadata' | 'superseded_reason']]),
      ),
    })
    .where('id', '=', v.id)
    .where('status', 'in', v.from),
)

export async function updateStatusIf(
  db: Db,
  dialect: DialectInfo,
  u: {
    id: string
    from: readonly DatasetStatus[]
    to: DatasetStatus
    now: Date
    metadata?: { organizationId: string; value: Record<string, unknown> }
    supersededReason?: string
  },
): Promise<boolean> {
  const extra = {
    ...(u.metadata ? { metadata: dialect.encodeJson(u.metadata.value) } : {}),
    ...(u.supersededReason !== undefined ? { superseded_reason: u.supersededReason } : {}),
  }
  const r = await updateStatus.execute(
    db,
    { id: u.id, to: u.to, date_updated: u.now.toISOString(), from: u.from, ...extra },
    Object.keys(extra).join(','),
  )
  const changed = Number(r.numAffectedRows) === 1
  if (changed && u.metadata) {
    await db.deleteFrom('dataset_metadata').where('dataset_id', '=', u.id).execute()
    await writeMetadataIndex(db, u.id, u.metadata.organizationId, u.metadata.value)
  }
  return changed
}

/**
 * The organization's most used metadata keys (at most `maxKeys`) with their most frequent values
 * (at most `maxValues` each), for filter suggestions. Entries indexed as digests (texts over
 * 200 characters) are left out: nobody types them.
 */
export async function metadataSuggestions(
  db: Db,
  organizationId: string,
  maxKeys: number,
  maxValues: number,
): Promise<{ key: string; values: { value: string; n: number }[] }[]> {
  const base = db
    .selectFrom('dataset_metadata')
    .where('organization_id', '=', organizationId)
    .where('key', 'not like', '#sha256:%')
  const keys = await base
    .select(['key', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('key')
    .orderBy('n', 'desc')
    .orderBy('key', 'asc')
    .limit(maxKeys)
    .execute()
  if (keys.length === 0) return []
  const ranked = base
    .where(
      'key',
      'in',
      keys.map((k) => k.key),
    )
    .where('value', 'not like', '#sha256:%')
    .select([
      'key',
      'value',
      (eb) => eb.fn.countAll<number | string>().as('n'),
      sql<number>`row_number() over (partition by key order by count(*) desc, value asc)`.as('rank'),
    ])
    .groupBy(['key', 'value'])
  const rows = await db.selectFrom(ranked.as('ranked')).selectAll().where('rank', '<=', maxValues).execute()
  const out = keys.map((k) => ({ key: k.key, values: [] as { value: string; n: number; rank: number }[] }))
  const byKey = new Map(out.map((k) => [k.key, k.values]))
  for (const r of rows) byKey.get(r.key)?.push({ value: r.value, n: Number(r.n), rank: Number(r.rank) })
  return out.map((k) => ({
    key: k.key,
    values: k.values.sort((a, b) => a.rank - b.rank).map(({ value, n }) => ({ value, n })),
  }))
}

import { sql } from 'kysely'
import type { Db } from '../storage/database.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { DatasetRow, NewDataset } from '../storage/tables.ts'
import type { DatasetStatus, DataType } from './dataset.schema.ts'
import type { MetadataFilter } from './metadata-filter.ts'
import { indexText, metadataIndexEntries } from './metadata-filter.ts'

export interface ListFilters {
  organizationId: string
  status?: DatasetStatus
  dataType?: DataType
  metadata: MetadataFilter[]
}

function filtered(db: Db, f: ListFilters) {
  let q = db.selectFrom('datasets').where('datasets.organization_id', '=', f.organizationId)
  if (f.status) q = q.where('datasets.status', '=', f.status)
  if (f.dataType) q = q.where('datasets.data_type', '=', f.dataType)
  for (const m of f.metadata) {
    // Driven by the (organization_id, key, value) index: each filter is one index range, not a
    // probe per candidate row.
    q = q.where('datasets.id', 'in', (eb) =>
      eb
        .selectFrom('dataset_metadata')
        .select('dataset_metadata.dataset_id')
        .where('dataset_metadata.organization_id', '=', f.organizationId)
        .where('dataset_metadata.key', '=', indexText(m.key))
        .where('dataset_metadata.value', '=', indexText(m.value)),
    )
  }
  return q
}

/**
 * One page, newest first (date_created desc, then id), and the count of all matches. The count
 * rides on the page query as a window (one pass over the matches); only a page past the end
 * needs a second query to learn the total.
 */
export async function listDatasets(
  db: Db,
  f: ListFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: DatasetRow[]; total: number }> {
  const rows = await filtered(db, f)
    .selectAll('datasets')
    .select(sql<number>`count(*) over ()`.as('total_count'))
    .orderBy('datasets.date_created', 'desc')
    .orderBy('datasets.id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
  if (rows.length > 0) return { rows, total: rows[0]!.total_count }
  if (page.offset === 0) return { rows: [], total: 0 }
  const count = await filtered(db, f)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return { rows: [], total: count.n }
}

export async function findDataset(db: Db, id: string): Promise<DatasetRow | undefined> {
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
  const r = await db
    .updateTable('datasets')
    .set({
      status: u.to,
      date_updated: u.now.toISOString(),
      ...(u.metadata ? { metadata: dialect.encodeJson(u.metadata.value) } : {}),
      ...(u.supersededReason !== undefined ? { superseded_reason: u.supersededReason } : {}),
    })
    .where('id', '=', u.id)
    .where('status', 'in', u.from)
    .executeTakeFirst()
  const changed = Number(r.numUpdatedRows) === 1
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

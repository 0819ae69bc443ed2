import { sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { ReleaseConsumerTable, ReleaseDatasetTable, ReleaseRecallTable } from '../storage/tables.ts'

/** Rows per insert: well within either engine's limit on a statement's parameters. */
const BATCH = 500

/** What a release holds, written in the transaction that stores the release. */
export async function insertReleaseDatasets(db: Db, rows: readonly ReleaseDatasetTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH)
    await db
      .insertInto('release_datasets')
      .values(rows.slice(i, i + BATCH))
      .execute()
}

export async function insertConsumer(db: Db, row: ReleaseConsumerTable): Promise<void> {
  await db.insertInto('release_consumers').values(row).execute()
}

/** The consumers of these releases, oldest first. */
export async function consumersOf(
  db: Db,
  dialect: DialectInfo,
  releaseIds: readonly string[],
): Promise<ReleaseConsumerTable[]> {
  if (releaseIds.length === 0) return []
  return db
    .selectFrom('release_consumers')
    .selectAll()
    .where(dialect.inIds('release_id', releaseIds))
    .orderBy('date_created')
    .orderBy('id')
    .execute()
}

/** The recalls of these releases, in the order they happened. */
export async function recallsOf(
  db: Db,
  dialect: DialectInfo,
  releaseIds: readonly string[],
): Promise<ReleaseRecallTable[]> {
  if (releaseIds.length === 0) return []
  return db
    .selectFrom('release_recalls')
    .selectAll()
    .where(dialect.inIds('release_id', releaseIds))
    .orderBy('at')
    .orderBy('dataset_id')
    .execute()
}

/**
 * A release's version: `<n>.0.0`, n its place among its organization's releases, oldest first.
 * Each release is a new immutable set of datasets, which Croissant's versioning calls a MAJOR
 * change from the one before (docs/releases.md#versions).
 */
export async function releaseOrdinal(
  db: Db,
  r: { organization_id: string; date_created: string; id: string },
): Promise<number> {
  const row = await db
    .selectFrom('releases')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('organization_id', '=', r.organization_id)
    .where((eb) =>
      eb.or([
        eb('date_created', '<', r.date_created),
        eb.and([eb('date_created', '=', r.date_created), eb('id', '<=', r.id)]),
      ]),
    )
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The releases that hold a dataset, newest first, each with its ordinal and the dataset's version in it. */
export async function releasesHolding(
  db: Db,
  datasetId: string,
): Promise<{ release_id: string; date_created: string; ordinal: number; dataset_version: number | null }[]> {
  const rows = await sql<{
    release_id: string
    date_created: string
    ordinal: number
    dataset_version: number | null
  }>`
    select rd.release_id, r.date_created, r.ordinal, rd.version as dataset_version
      from release_datasets rd
      join (select id, date_created,
                   row_number() over (partition by organization_id order by date_created, id) as ordinal
              from releases
             where organization_id = (select organization_id from datasets where id = ${datasetId})) r
        on r.id = rd.release_id
     where rd.dataset_id = ${datasetId}
     order by r.date_created desc, r.id desc`.execute(db)
  return rows.rows.map((r) => ({ ...r, ordinal: Number(r.ordinal) }))
}

/**
 * Records the recall of the decided datasets in every release that holds them and has not
 * recalled them yet; answers, per release, the datasets recalled now. Set-based: a bulk decision
 * of 10,000 datasets is a few statements, not one per dataset.
 */
export async function recordRecalls(
  trx: Db,
  dialect: DialectInfo,
  organizationId: string,
  datasetIds: readonly string[],
  /** When no decision entry is found (none should be): the hook's clock. */
  now: string,
): Promise<Map<string, ReleaseRecallTable[]>> {
  const held = await trx
    .selectFrom('release_datasets as rd')
    .select(['rd.release_id', 'rd.dataset_id'])
    .where('rd.organization_id', '=', organizationId)
    .where(dialect.inIds('rd.dataset_id', datasetIds))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('release_recalls as rr')
            .select('rr.dataset_id')
            .whereRef('rr.release_id', '=', 'rd.release_id')
            .whereRef('rr.dataset_id', '=', 'rd.dataset_id'),
        ),
      ),
    )
    .orderBy('rd.release_id')
    .orderBy('rd.dataset_id')
    .execute()
  const byRelease = new Map<string, ReleaseRecallTable[]>()
  if (held.length === 0) return byRelease
  // The decision entry just appended in this transaction says when and why.
  const heldIds = [...new Set(held.map((h) => h.dataset_id))]
  const latest = await trx
    .selectFrom('decisions')
    .select(['dataset_id', 'at', 'reason'])
    .where((eb) =>
      eb(
        'id',
        'in',
        eb
          .selectFrom('decisions')
          .select((e) => e.fn.max('id').as('id'))
          .where(dialect.inIds('dataset_id', heldIds))
          .groupBy('dataset_id'),
      ),
    )
    .execute()
  const why = new Map(latest.map((d) => [d.dataset_id, d]))
  const rows: ReleaseRecallTable[] = held.map((h) => {
    const d = why.get(h.dataset_id)
    return {
      release_id: h.release_id,
      dataset_id: h.dataset_id,
      organization_id: organizationId,
      at: d?.at ?? now,
      reason: d?.reason ?? null,
    }
  })
  for (let i = 0; i < rows.length; i += BATCH)
    await trx
      .insertInto('release_recalls')
      .values(rows.slice(i, i + BATCH))
      .execute()
  for (const r of rows) {
    const list = byRelease.get(r.release_id) ?? []
    list.push(r)
    byRelease.set(r.release_id, list)
  }
  return byRelease
}

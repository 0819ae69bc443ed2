import { type ExpressionBuilder, sql } from 'kysely'
import type { DataType } from '../datasets/dataset.schema.ts'
import { indexText, type MetadataFilter } from '../datasets/metadata-filter.ts'
import type { Verdict } from '../findings/finding.ts'
import { CompiledOnce } from '../storage/compiled-once.ts'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { Database, DatasetRow } from '../storage/tables.ts'

/*
 * The shared review queue's leases (migration 021, docs/review-queue.md). Times are ISO strings.
 * A lease holds while `now` is before its end and its dataset is pending and has not changed
 * status since the lease was taken (`date_updated <= leased_at`): a decision ends it, and so
 * does a decision reopened since, even before anything removes the row.
 */

export interface QueueFilter {
  organizationId: string
  dataType?: DataType | undefined
  metadata: readonly MetadataFilter[]
}

/**
 * A filter's values, as the statements below take them. The claim's statements run on every
 * `POST /review/next` and are compiled once per shape (storage/compiled-once.ts): Kysely compiling
 * them anew took about half of a claim's CPU.
 */
export interface FilterValues extends Record<string, unknown> {
  org: string
  data_type?: string
  meta_keys: string[]
  meta_values: string[]
}

export function filterValues(f: QueueFilter): FilterValues {
  return {
    org: f.organizationId,
    ...(f.dataType ? { data_type: f.dataType } : {}),
    meta_keys: f.metadata.map((m) => indexText(m.key)),
    meta_values: f.metadata.map((m) => indexText(m.value)),
  }
}

/** The statement's shape beside the lengths of its lists: whether it filters by type, whether it locks. */
export const shapeOf = (f: QueueFilter, locks = false) =>
  `${f.dataType ? 'type' : ''},${locks ? 'locks' : ''}`

/**
 * The organization's pending datasets the filter matches. `pending` is written into the SQL as a
 * literal, not a parameter: only then may either engine read the queue's partial index
 * (`datasets_review_queue … where status = 'pending'`).
 */
function pendingMatching(db: Db, v: FilterValues, shape: string) {
  let q = db
    .selectFrom('datasets')
    .where('datasets.organization_id', '=', v.org)
    .where('datasets.status', '=', sql.lit('pending'))
  if (shape.startsWith('type')) q = q.where('datasets.data_type', '=', v.data_type as DataType)
  const ranges = v.meta_keys.map((key, i) =>
    db
      .selectFrom('dataset_metadata')
      .select('dataset_metadata.dataset_id')
      .where('dataset_metadata.organization_id', '=', v.org)
      .where('dataset_metadata.key', '=', key)
      .where('dataset_metadata.value', '=', v.meta_values[i]!),
  )
  if (ranges.length > 0)
    q = q.where(
      'datasets.id',
      'in',
      ranges.slice(1).reduce((a, r) => a.intersect(r), ranges[0]!),
    )
  return q
}

const heldStatement = new CompiledOnce<
  FilterValues & { holder: string; now: string; verdicts: Verdict[] },
  DatasetRow & { lease_expires_at: string }
>((db, v, shape) =>
  pendingMatching(db, v, shape)
    .innerJoin('review_leases', 'review_leases.dataset_id', 'datasets.id')
    .where('review_leases.organization_id', '=', v.org)
    .where('review_leases.holder', '=', v.holder)
    .where('review_leases.expires_at', '>', v.now)
    .whereRef('review_leases.leased_at', '>=', 'datasets.date_updated')
    .where('datasets.verdict', 'in', v.verdicts)
    .selectAll('datasets')
    .select('review_leases.expires_at as lease_expires_at'),
)

/**
 * The caller's own lease, if it still holds (`now` before its end, its dataset pending) and its
 * dataset is one the filter and `verdicts` would offer: asking again gives it back.
 */
export async function heldLease(
  db: Db,
  f: QueueFilter,
  verdicts: readonly Verdict[],
  holder: string,
  now: string,
): Promise<(DatasetRow & { lease_expires_at: string }) | undefined> {
  const r = await heldStatement.execute(
    db,
    { ...filterValues(f), holder, now, verdicts: [...verdicts] },
    shapeOf(f),
  )
  return r.rows[0]
}

/** {@link queueHead}'s query, uncompiled: the bench reads its plan. */
export function queueHeadQuery(db: Db, v: FilterValues & { verdict: Verdict; now: string }, shape: string) {
  const q = pendingMatching(db, v, shape)
    .where('datasets.verdict', '=', v.verdict)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('review_leases')
            .select(sql.lit(1).as('leased'))
            .whereRef('review_leases.dataset_id', '=', 'datasets.id')
            .where('review_leases.expires_at', '>', v.now)
            .whereRef('review_leases.leased_at', '>=', 'datasets.date_updated'),
        ),
      ),
    )
    .selectAll('datasets')
    .orderBy('datasets.date_created')
    .orderBy('datasets.id')
    .limit(1)
  return shape.endsWith('locks') ? q.forUpdate().skipLocked() : q
}

const headStatement = new CompiledOnce<FilterValues & { verdict: Verdict; now: string }, DatasetRow>(
  queueHeadQuery,
)

/**
 * The oldest pending dataset of one verdict that nobody holds a running lease on. On PostgreSQL
 * its row is locked until the transaction ends, and rows another claim has locked are skipped
 * (`FOR UPDATE SKIP LOCKED`), so concurrent claims take different heads without waiting; on
 * SQLite the claim's write transaction runs alone. By `datasets_review_queue`, never a scan.
 */
export async function queueHead(
  trx: Db,
  dialect: DialectInfo,
  f: QueueFilter,
  verdict: Verdict,
  now: string,
): Promise<DatasetRow | undefined> {
  const r = await headStatement.execute(
    trx,
    { ...filterValues(f), verdict, now },
    shapeOf(f, dialect.rowLocks),
  )
  return r.rows[0]
}

/** The plan's text of {@link queueHead} (the bench). */
export function explainQueueHead(
  db: Db,
  dialect: DialectInfo,
  f: QueueFilter,
  verdict: Verdict,
  now: string,
) {
  return queueHeadQuery(db, { ...filterValues(f), verdict, now }, shapeOf(f, dialect.rowLocks)).compile()
}

const dropStatement = new CompiledOnce<{ org: string; holder: string }>((db, v) =>
  db.deleteFrom('review_leases').where('organization_id', '=', v.org).where('holder', '=', v.holder),
)

/** Ends every lease `holder` has in the organization: a reviewer holds one dataset at a time. */
export async function dropLeasesOf(trx: Db, organizationId: string, holder: string): Promise<void> {
  await dropStatement.execute(trx, { org: organizationId, holder })
}

/**
 * Leases the dataset to `holder` until `until`, unless someone holds a running lease on it: the
 * unique dataset id decides between two claims that both saw it free (a claim on PostgreSQL can
 * lock a row whose lease committed after its snapshot); a lease that ran out, or that predates
 * the dataset's last change of status, is taken over. False when another's lease holds.
 */
export async function takeLease(
  trx: Db,
  lease: { datasetId: string; organizationId: string; holder: string; now: string; until: string },
): Promise<boolean> {
  const r = await takeStatement.execute(trx, lease)
  return Number(r.numAffectedRows ?? 0) > 0
}

const takeStatement = new CompiledOnce<{
  datasetId: string
  organizationId: string
  holder: string
  now: string
  until: string
}>((db, v) =>
  db
    .insertInto('review_leases')
    .values({
      dataset_id: v.datasetId,
      organization_id: v.organizationId,
      holder: v.holder,
      leased_at: v.now,
      expires_at: v.until,
    })
    .onConflict((oc) =>
      oc
        .column('dataset_id')
        .doUpdateSet({ holder: v.holder, leased_at: v.now, expires_at: v.until })
        .where((eb) =>
          eb.or([
            eb('review_leases.expires_at', '<=', v.now),
            eb(
              'review_leases.leased_at',
              '<',
              eb
                .selectFrom('datasets')
                .select('datasets.date_updated')
                .where('datasets.id', '=', v.datasetId),
            ),
          ]),
        ),
    ),
)

/** `holder`'s lease row on the dataset, while it holds at `now` (the note at the top). */
const heldBy =
  (l: { datasetId: string; organizationId: string; holder: string; now: string }) =>
  (eb: ExpressionBuilder<Database, 'review_leases'>) =>
    eb.and([
      eb('review_leases.dataset_id', '=', l.datasetId),
      eb('review_leases.organization_id', '=', l.organizationId),
      eb('review_leases.holder', '=', l.holder),
      eb('review_leases.expires_at', '>', l.now),
      eb.exists(
        eb
          .selectFrom('datasets')
          .select(sql.lit(1).as('unchanged'))
          .where('datasets.id', '=', l.datasetId)
          .where('datasets.status', '=', sql.lit('pending'))
          .whereRef('datasets.date_updated', '<=', 'review_leases.leased_at'),
      ),
    ])

/** Moves the end of `holder`'s running lease on the dataset to `until`; false when it holds none. */
export async function extendLease(
  db: Db,
  l: { datasetId: string; organizationId: string; holder: string; now: string; until: string },
): Promise<boolean> {
  const r = await db
    .updateTable('review_leases')
    .set({ expires_at: l.until })
    .where(heldBy(l))
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

/** Ends `holder`'s running lease on the dataset; false when it holds none. */
export async function releaseLease(
  db: Db,
  l: { datasetId: string; organizationId: string; holder: string; now: string },
): Promise<boolean> {
  const r = await db.deleteFrom('review_leases').where(heldBy(l)).executeTakeFirst()
  return Number(r.numDeletedRows) > 0
}

/** Whether `holder` has a lease row on the dataset in the organization, running or not. */
export async function hasLeaseRow(
  db: Db,
  l: { datasetId: string; organizationId: string; holder: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('review_leases')
    .select('dataset_id')
    .where('dataset_id', '=', l.datasetId)
    .where('organization_id', '=', l.organizationId)
    .where('holder', '=', l.holder)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Ends whatever lease the datasets have, in one statement however many (a bulk decision's
 * 10,000). For the transaction of a decision (accept, reject, reopen, bulk; services.ts hooks it
 * there): a decided dataset's lease already counts as ended (the queue offers only pending datasets
 * and renewing or releasing needs one), this removes its row with the change.
 */
export async function endLeases(trx: Db, dialect: DialectInfo, datasetIds: readonly string[]): Promise<void> {
  if (datasetIds.length === 0) return
  await trx.deleteFrom('review_leases').where(dialect.inIds('dataset_id', datasetIds)).execute()
}

import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { JobTable } from '../storage/tables.ts'
import { type JobState, type JobView, MAX_TAKEOVERS, type NewJob } from './job.ts'

/** The `jobs` table (docs/jobs.md): the record of every job, and on SQLite the queue itself. */

export type JobRow = Omit<JobTable, 'payload'> & { payload: unknown }

const iso = (ms: number) => new Date(ms).toISOString()

/**
 * Adds the job unless its key is already a job (then nothing: enqueued twice, one job). With
 * `again`, a job of that key that has ended (done, failed, cancelled) is queued anew — a reindex.
 * Its place: after its organization's other waiting jobs, and never before the head of the whole
 * queue, so organizations take turns (docs/jobs.md#fairness). Returns the id of the job queued,
 * or undefined when none was.
 */
export async function insertJob(
  db: Db,
  dialect: DialectInfo,
  job: NewJob,
  now: number,
  again = false,
): Promise<string | undefined> {
  const at = iso(now)
  const orgMax = await db
    .selectFrom('jobs')
    .select((eb) => eb.fn.max('fair_rank').as('rank'))
    .where('organization_id', job.organizationId === null ? 'is' : '=', job.organizationId)
    .where('state', 'in', ['queued', 'running'])
    .executeTakeFirst()
  const head = await db
    .selectFrom('jobs')
    .select('fair_rank')
    .where('state', '=', 'queued')
    .orderBy('fair_rank')
    .limit(1)
    .executeTakeFirst()
  const rank = Math.max(orgMax?.rank == null ? 0 : Number(orgMax.rank) + 1, head ? Number(head.fair_rank) : 0)
  // What a job waiting for its first run holds, new or queued anew.
  const waiting = {
    state: 'queued' as const,
    attempts: 0,
    max_attempts: job.maxAttempts,
    fair_rank: rank,
    run_at: at,
    takeovers: 0,
    payload: dialect.encodeJson(job.payload),
    updated_at: at,
  }
  const id = randomUUID()
  const inserted = await db
    .insertInto('jobs')
    .values({
      ...waiting,
      id,
      kind: job.kind,
      key: job.key,
      organization_id: job.organizationId,
      dataset_id: job.datasetId,
      created_at: at,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return id
  if (!again) return undefined
  const requeued = await db
    .updateTable('jobs')
    .set({
      ...waiting,
      progress: null,
      last_error: null,
      locked_by: null,
      locked_until: null,
      finished_at: null,
    })
    .where('key', '=', job.key)
    .where('state', 'in', ['done', 'failed', 'cancelled'])
    .returning('id')
    .executeTakeFirst()
  return requeued?.id
}

/**
 * Takes up to `count` due jobs of the given kinds for `worker`, leased until now + `leaseMs`: one
 * statement, so two processes never take the same job (SQLite: the write lock; PostgreSQL: the
 * row locks, skipping rows another claim holds), and one commit for all of them.
 */
export async function claimJobs(
  db: Db,
  dialect: DialectInfo,
  worker: string,
  kinds: readonly string[],
  now: number,
  leaseMs: number,
  count = 1,
): Promise<JobRow[]> {
  if (kinds.length === 0 || count < 1) return []
  const next = db
    .selectFrom('jobs')
    .select('id')
    .where('state', '=', 'queued')
    .where('run_at', '<=', iso(now))
    .where('kind', 'in', kinds)
    .orderBy('fair_rank')
    .orderBy('run_at')
    .limit(count)
  const rows = await db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'running',
      locked_by: worker,
      locked_until: iso(now + leaseMs),
      attempts: eb('attempts', '+', 1),
      updated_at: iso(now),
    }))
    .where('id', 'in', dialect.rowLocks ? next.forUpdate().skipLocked() : next)
    .where('state', '=', 'queued')
    .returningAll()
    .execute()
  // In the order they were due (RETURNING keeps none).
  return rows.sort((a, b) => Number(a.fair_rank) - Number(b.fair_rank) || a.run_at.localeCompare(b.run_at))
}

/** The next due job, as {@link claimJobs} takes them. */
export async function claimJob(
  db: Db,
  dialect: DialectInfo,
  worker: string,
  kinds: readonly string[],
  now: number,
  leaseMs: number,
): Promise<JobRow | undefined> {
  return (await claimJobs(db, dialect, worker, kinds, now, leaseMs, 1))[0]
}

/**
 * PostgreSQL: the record of a job graphile-worker handed to `worker` marked running, with the
 * queue's count of runs; undefined when it is no longer to run (cancelled, ended, gone).
 */
export async function startJob(
  db: Db,
  id: string,
  worker: string,
  attempts: number,
  now: number,
): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({ state: 'running', locked_by: worker, locked_until: null, attempts, updated_at: iso(now) })
    .where('id', '=', id)
    .where('state', 'in', ['queued', 'running'])
    .returningAll()
    .executeTakeFirst()
}

/** Keeps the lease of a job `worker` runs; false when it is no longer this worker's (taken over). */
export async function renewLease(db: Db, id: string, worker: string, until: number, progress?: number) {
  const r = await db
    .updateTable('jobs')
    .set({ locked_until: iso(until), ...(progress === undefined ? {} : { progress }) })
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('state', '=', 'running')
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

/** What a job that ended for good was about, as its ending transaction hands it on. */
export interface EndedJob {
  kind: string
  dataset_id: string | null
  organization_id: string | null
}

/**
 * Told, in the transaction that ends it, of a job that ended for good (done, or failed after its
 * retries or its takeovers): the service writes `dataset.processed` to the feed there
 * (events/job-events.ts), so the news commits with the end or not at all.
 */
export type EndedListener = (trx: Db, job: EndedJob, outcome: 'done' | 'failed', now: number) => Promise<void>

export async function tellEnded(
  trx: Db,
  tell: EndedListener | undefined,
  job: EndedJob | undefined,
  outcome: 'done' | 'failed',
  now: number,
) {
  if (job && tell) await tell(trx, job, outcome, now)
}

const ENDED = ['kind', 'dataset_id', 'organization_id'] as const

/** The run of `worker` ended well. Nothing when the job is no longer its (another took it over). */
export async function completeJob(
  db: Db,
  tell: EndedListener | undefined,
  id: string,
  worker: string,
  now: number,
) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('jobs')
      .set({
        state: 'done',
        progress: 1,
        last_error: null,
        locked_by: null,
        locked_until: null,
        updated_at: iso(now),
        finished_at: iso(now),
      })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .where('state', '=', 'running')
      .returning(ENDED)
      .executeTakeFirst()
    await tellEnded(trx, tell, row, 'done', now)
  })
}

/**
 * The run of `worker` failed: queued again at `retryAt`, or failed for good (retryAt null) with
 * `error` as its last sentence.
 */
export async function failJob(
  db: Db,
  tell: EndedListener | undefined,
  id: string,
  worker: string,
  error: string,
  now: number,
  retryAt: number | null,
) {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('jobs')
      .set({
        state: retryAt === null ? 'failed' : 'queued',
        run_at: iso(retryAt ?? now),
        last_error: error,
        locked_by: null,
        locked_until: null,
        updated_at: iso(now),
        finished_at: retryAt === null ? iso(now) : null,
      })
      .where('id', '=', id)
      .where('locked_by', '=', worker)
      .where('state', '=', 'running')
      .returning(ENDED)
      .executeTakeFirst()
    if (retryAt === null) await tellEnded(trx, tell, row, 'failed', now)
  })
}

/** A stopping process gives its unfinished run back: queued at once, the run not counted. */
export async function handBackJob(db: Db, id: string, worker: string, now: number) {
  await db
    .updateTable('jobs')
    .set((eb) => ({
      state: 'queued',
      attempts: eb('attempts', '-', 1),
      run_at: iso(now),
      locked_by: null,
      locked_until: null,
      updated_at: iso(now),
    }))
    .where('id', '=', id)
    .where('locked_by', '=', worker)
    .where('state', '=', 'running')
    .execute()
}

/**
 * Jobs whose process died (their lease ran out): queued again for another process, or failed
 * when this is the {@link MAX_TAKEOVERS}th process they outlived. Returns how many were taken over.
 * `runningHere` are the jobs the sweeping process runs itself: it is alive, however late its
 * heartbeat (a loaded machine, a blocked event loop), so they are not taken from it — taken, they
 * ran twice, and a second late beat failed a job that had done its work (28 Nov).
 */
export async function takeOverExpired(
  db: Db,
  tell: EndedListener | undefined,
  now: number,
  failedSentence: (kind: string) => string,
  runningHere: readonly string[] = [],
) {
  const expired = await db
    .selectFrom('jobs')
    .select(['id', 'kind', 'takeovers', 'locked_by'])
    .where('state', '=', 'running')
    .where('locked_until', '<', iso(now))
    .$if(runningHere.length > 0, (q) => q.where('id', 'not in', runningHere))
    .execute()
  let taken = 0
  for (const j of expired) {
    const last = j.takeovers + 1 >= MAX_TAKEOVERS
    const row = await db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('jobs')
        .set((eb) => ({
          state: last ? 'failed' : 'queued',
          takeovers: eb('takeovers', '+', 1),
          // The run that died is not counted against the job's retries: the process is.
          attempts: eb('attempts', '-', 1),
          last_error: last
            ? failedSentence(j.kind)
            : `The process ${j.locked_by ?? ''} stopped while it ran this job; another took it over.`,
          run_at: iso(now),
          locked_by: null,
          locked_until: null,
          updated_at: iso(now),
          finished_at: last ? iso(now) : null,
        }))
        .where('id', '=', j.id)
        .where('state', '=', 'running')
        .where('locked_until', '<', iso(now))
        .returning(ENDED)
        .executeTakeFirst()
      if (last) await tellEnded(trx, tell, ended, 'failed', now)
      return ended
    })
    if (row) taken += 1
  }
  return taken
}

export interface JobFilter {
  state?: JobState
  kind?: string
  datasetId?: string
  organizationId?: string
  limit?: number
}

const VIEW = [
  'id',
  'kind',
  'key',
  'organization_id',
  'dataset_id',
  'state',
  'attempts',
  'max_attempts',
  'progress',
  'last_error',
  'locked_by',
  'run_at',
  'created_at',
  'updated_at',
  'finished_at',
] as const

/** Jobs newest first, filtered. */
export async function listJobs(db: Db, f: JobFilter): Promise<JobView[]> {
  let q = db.selectFrom('jobs').select(VIEW)
  if (f.state) q = q.where('state', '=', f.state)
  if (f.kind) q = q.where('kind', '=', f.kind)
  if (f.datasetId) q = q.where('dataset_id', '=', f.datasetId)
  if (f.organizationId) q = q.where('organization_id', '=', f.organizationId)
  return q
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(f.limit ?? 100)
    .execute()
}

export async function findJobView(db: Db, id: string): Promise<JobView | undefined> {
  return db.selectFrom('jobs').select(VIEW).where('id', '=', id).executeTakeFirst()
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst()
}

/** A failed or cancelled job queued again with its runs counted afresh. */
export async function retryJob(db: Db, id: string, now: number) {
  const r = await db
    .updateTable('jobs')
    .set({
      state: 'queued',
      attempts: 0,
      takeovers: 0,
      run_at: iso(now),
      last_error: null,
      progress: null,
      updated_at: iso(now),
      finished_at: null,
    })
    .where('id', '=', id)
    .where('state', 'in', ['failed', 'cancelled'])
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

/** A queued job cancelled (a running one finishes its run: nothing is half-written). */
export async function cancelJob(db: Db, id: string, now: number) {
  const r = await db
    .updateTable('jobs')
    .set({ state: 'cancelled', updated_at: iso(now), finished_at: iso(now) })
    .where('id', '=', id)
    .where('state', '=', 'queued')
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

/** How many jobs of each kind are in each state (Prometheus' queue depth). */
export async function countJobs(db: Db): Promise<{ kind: string; state: JobState; count: number }[]> {
  const rows = await db
    .selectFrom('jobs')
    .select(['kind', 'state', sql<number>`count(*)`.as('count')])
    .groupBy(['kind', 'state'])
    .execute()
  return rows.map((r) => ({ ...r, count: Number(r.count) }))
}

/** Ended jobs older than `before` are forgotten (they are kept as long as events). */
export async function pruneJobs(db: Db, before: number) {
  await db
    .deleteFrom('jobs')
    .where('state', 'in', ['done', 'failed', 'cancelled'])
    .where('updated_at', '<', iso(before))
    .execute()
}

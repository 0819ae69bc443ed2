import { NotFoundError, StateConflictError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import type { Db } from '../storage/db.ts'
import { addGraphileJob, carriedByGraphile, removeGraphileJob } from './graphile.repository.ts'
import {
  cancelJob,
  countJobs,
  findJob,
  findJobView,
  insertJob,
  type JobFilter,
  listJobs,
  pruneJobs,
  retryJob,
} from './job.repository.ts'
import type { DatasetWork } from './job.schema.ts'
import { DEFAULT_ATTEMPTS, type JobKind, type JobState, type JobView, jobKey } from './job.ts'

/** What a change asks to be done: a kind's work on one dataset's version. */
export interface JobRequest {
  kind: string
  organizationId: string | null
  datasetId: string
  /** Part of the key: a new version is new work. Default 0. */
  version?: number | string
  payload?: Record<string, unknown>
}

/**
 * The queue as the rest of the service sees it (docs/jobs.md): enqueue inside the transaction of
 * the change that causes the work, and the admin's view (list, retry, cancel, counts).
 */
export class JobService {
  private readonly kinds = new Map<string, JobKind>()
  private readonly wakers: (() => void)[] = []

  constructor(private readonly deps: Deps) {}

  /** A kind of work this service knows (its attempts are the default of its jobs). */
  define(kind: JobKind): void {
    this.kinds.set(kind.kind, kind)
  }

  get defined(): JobKind[] {
    return [...this.kinds.values()]
  }

  /** A worker of this process: told when this process enqueued something. */
  onEnqueued(wake: () => void): void {
    this.wakers.push(wake)
  }

  /**
   * Enqueues in `trx`, the transaction of the change that causes the work: rolled back, no job.
   * Call {@link committed} after the commit. `again` queues anew a job of the same key that has
   * ended (a reindex); without it a second enqueue is the same job. Returns whether it queued.
   */
  async enqueue(trx: Db, r: JobRequest, again = false): Promise<boolean> {
    const kind = this.kinds.get(r.kind)
    const job = {
      kind: r.kind,
      key: jobKey(r.kind, r.datasetId, r.version ?? 0),
      organizationId: r.organizationId,
      datasetId: r.datasetId,
      payload: { dataset_id: r.datasetId, ...r.payload },
      maxAttempts: kind?.attempts ?? DEFAULT_ATTEMPTS,
    }
    const id = await insertJob(trx, this.deps.dialect, job, this.deps.clock.now(), again)
    // PostgreSQL: the record, and graphile-worker's row that carries it, in the same transaction.
    if (id && carriedByGraphile(this.deps.dialect)) await addGraphileJob(trx, { ...job, id })
    return id !== undefined
  }

  /**
   * Enqueues work on something other than a dataset (a release's export, docs/exports.md) under
   * its own key, in `trx` like {@link enqueue}; no `dataset.processed` event follows its end.
   */
  async enqueueKeyed(
    trx: Db,
    r: { kind: string; key: string; organizationId: string | null; payload: Record<string, unknown> },
  ): Promise<boolean> {
    const job = { ...r, datasetId: null, maxAttempts: this.kinds.get(r.kind)?.attempts ?? DEFAULT_ATTEMPTS }
    const id = await insertJob(trx, this.deps.dialect, job, this.deps.clock.now())
    if (id && carriedByGraphile(this.deps.dialect)) await addGraphileJob(trx, { ...job, id })
    return id !== undefined
  }

  /** The state of the job of a key, if there is one. */
  async stateOfKey(key: string) {
    return this.deps.db
      .selectFrom('jobs')
      .select(['state', 'last_error', 'progress'])
      .where('key', '=', key)
      .executeTakeFirst()
  }

  /** After the enqueuing transaction committed: this process's workers look at once. */
  committed(): void {
    for (const w of this.wakers) w()
  }

  /** Enqueues outside any other change (a command, a read that found work missing), and wakes. */
  async enqueueNow(r: JobRequest, again = false): Promise<boolean> {
    const queued = await this.deps.db.transaction().execute((trx) => this.enqueue(trx, r, again))
    if (queued) this.committed()
    return queued
  }

  /** The state of a kind's job for a dataset's version, if there is one. */
  async stateOf(kind: string, datasetId: string, version: number | string = 0) {
    return this.deps.db
      .selectFrom('jobs')
      .select(['state', 'last_error', 'progress'])
      .where('key', '=', jobKey(kind, datasetId, version))
      .executeTakeFirst()
  }

  /** Resolves when no job of these kinds is queued or running, or once `stop()` says so (tests, the demo's start). */
  async idle(kinds: readonly string[], stop: () => boolean = () => false): Promise<void> {
    for (;;) {
      const open = await this.deps.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', 'in', kinds)
        .where('state', 'in', ['queued', 'running'])
        .limit(1)
        .executeTakeFirst()
      if (!open || stop()) return
      await new Promise((r) => setTimeout(r, 50))
    }
  }

  /**
   * Per kind, the job of a dataset (any version) its page shows while it is processed: a queued or
   * running one first, else the one that ended last. Not the last created: a dataset keeps one
   * checks job per settings it was checked with, and settings changed back requeue an older one.
   */
  async workOn(datasetId: string): Promise<DatasetWork> {
    const rows = await this.deps.db
      .selectFrom('jobs')
      .select(['kind', 'state', 'progress', 'attempts', 'last_error', 'updated_at', 'created_at'])
      .where('dataset_id', '=', datasetId)
      .orderBy('created_at')
      .execute()
    const latest = new Map<string, (typeof rows)[number]>()
    const live = (r: { state: string }) => r.state === 'queued' || r.state === 'running'
    for (const r of rows) {
      const kept = latest.get(r.kind)
      if (!kept || live(r) || (!live(kept) && r.updated_at >= kept.updated_at)) latest.set(r.kind, r)
    }
    const work = [...latest.values()].map((r) => ({
      work: r.kind,
      state: r.state,
      progress: r.progress,
      attempts: r.attempts,
      last_error: r.last_error,
      updated_at: r.updated_at,
    }))
    return { busy: work.some((w) => w.state === 'queued' || w.state === 'running'), work }
  }

  list(filter: JobFilter): Promise<JobView[]> {
    return listJobs(this.deps.db, filter)
  }

  async retry(id: string): Promise<JobView> {
    const job = await findJob(this.deps.db, id)
    if (!job) throw new NotFoundError('Job not found')
    const retried = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await retryJob(trx, id, this.deps.clock.now()))) return false
      // graphile-worker's row, failed or gone, is reset or added (attempts counted afresh).
      if (carriedByGraphile(this.deps.dialect))
        await addGraphileJob(trx, {
          id,
          kind: job.kind,
          key: job.key,
          organizationId: job.organization_id,
          maxAttempts: job.max_attempts,
        })
      return true
    })
    if (!retried)
      throw new StateConflictError(`The job is ${job.state}: only a failed or cancelled job can be retried`)
    this.committed()
    return this.view(id)
  }

  async cancel(id: string): Promise<JobView> {
    const job = await findJob(this.deps.db, id)
    if (!job) throw new NotFoundError('Job not found')
    const cancelled = await this.deps.db.transaction().execute(async (trx) => {
      if (!(await cancelJob(trx, id, this.deps.clock.now()))) return false
      if (carriedByGraphile(this.deps.dialect)) await removeGraphileJob(trx, job.key)
      return true
    })
    if (!cancelled)
      throw new StateConflictError(`The job is ${job.state}: only a queued job can be cancelled`)
    return this.view(id)
  }

  private async view(id: string): Promise<JobView> {
    const v = await findJobView(this.deps.db, id)
    if (!v) throw new NotFoundError('Job not found')
    return v
  }

  counts(): Promise<{ kind: string; state: JobState; count: number }[]> {
    return countJobs(this.deps.db)
  }

  /** Ended jobs older than `days` are forgotten. */
  prune(days: number): Promise<void> {
    return pruneJobs(this.deps.db, this.deps.clock.now() - days * 86_400_000)
  }
}

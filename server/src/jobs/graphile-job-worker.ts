import { EventEmitter } from 'node:events'
import {
  type DbJob,
  type Job,
  type JobHelpers,
  Logger,
  runTaskList,
  type Task,
  type TaskList,
  type Worker,
  type WorkerEvents,
} from 'graphile-worker'
import { Kysely, PostgresDialect } from 'kysely'
import pg from 'pg'
import type { Deps } from '../deps.ts'
import type { Db } from '../storage/db.ts'
import { pgTypes } from '../storage/pg-types.ts'
import type { Database } from '../storage/tables.ts'
import { beat, forgetWorkers, rescheduleGraphileJob, takeOverDeadWorkers } from './graphile.repository.ts'
import { completeJob, failJob, handBackJob, type JobRow, startJob } from './job.repository.ts'
import { errorSentence, finalFailure, type JobKind, killedTooOften } from './job.ts'
import { type JobWorkerOptions, workerName } from './job-worker.ts'

export interface GraphileJobWorkerOptions extends JobWorkerOptions {
  /** The PostgreSQL database (DATABASE_URL): graphile-worker keeps connections of its own. */
  connectionString: string
  /**
   * graphile-worker's `gracefulShutdownAbortTimeout`: how long a stopping runner lets jobs run
   * before it aborts them (SHUTDOWN_GRACE_MS; default 10 s). `stop(graceMs)` may shorten it.
   */
  shutdownGraceMs?: number
}

class TakenOver extends Error {}
class HandedBack extends Error {}

type Outcome = 'done' | 'retry' | 'failed' | 'handed-back' | 'lost'

/**
 * Runs jobs of the given kinds on PostgreSQL with graphile-worker 0.16 (docs/jobs.md): the same
 * surface as {@link JobWorker}, the `jobs` table kept as the record. Each kind is a task; a run
 * loads its record, marks it running, runs the kind bounded by its time and by the runner's
 * shutdown, and writes the outcome to the record, while graphile-worker keeps the queue: retries
 * with its backoff, one job at a time per organization (`queue_name`), LISTEN/NOTIFY. Heartbeat
 * rows per worker id and a sweeper take over a dead process's jobs within JOB_LEASE_MS.
 */
export class GraphileJobWorker {
  readonly name = workerName()
  private readonly kinds: Map<string, JobKind>
  private readonly running = new Map<string, AbortController>()
  /** Writes to graphile-worker's rows after a run ended there (they refuse locked rows before). */
  private readonly after = new Set<Promise<void>>()
  private readonly workerIds: string[] = []
  private runner: GraphileRunner | undefined
  private starting: Promise<void> | undefined
  private pool: pg.Pool | undefined
  private side: Kysely<Database> | undefined
  private timers: NodeJS.Timeout[] = []
  private sweeping: Promise<void> | undefined
  private lastBeat = 0
  private stopping = true

  constructor(
    private readonly deps: Deps,
    kinds: readonly JobKind[],
    private readonly opts: GraphileJobWorkerOptions,
  ) {
    this.kinds = new Map(kinds.map((k) => [k.kind, k]))
  }

  private get leaseMs() {
    return this.opts.leaseMs ?? 30_000
  }

  start(): void {
    this.stopping = false
    // Heartbeats, sweeps and the record's "running" on a pool of their own (busy job connections
    // never delay them), whose commits do not wait for the disk: after a PostgreSQL crash a lost
    // one is redone (a beat, a sweep) or set right by the sweeper (a run marked running whose
    // holder is gone). The record's outcomes are written durably, on the service's pool.
    const sidePool = new pg.Pool({
      connectionString: this.opts.connectionString,
      max: 2 + this.opts.concurrency,
      types: pgTypes,
      options: '-c synchronous_commit=off',
    })
    sidePool.on('error', (err) => this.opts.onError?.(err))
    // A connection lost while checked out (mid-transaction) is told to its client, not its pool:
    // unheard, it would be an uncaught error that ends the process.
    sidePool.on('connect', (client) => client.on('error', (err) => this.opts.onError?.(err)))
    this.side = new Kysely<Database>({ dialect: new PostgresDialect({ pool: sidePool }) })
    this.lastBeat = Date.now()
    this.timers.push(setInterval(() => void this.beat(), this.leaseMs / 3))
    this.timers.push(setInterval(() => this.sweep(), Math.min(5000, this.leaseMs / 2)))
    for (const t of this.timers) t.unref()
    this.sweep()
    if (this.kinds.size > 0) this.launch()
  }

  /** Starts the runner; one that could not start, or stopped by itself, is started again in 5 s. */
  private launch() {
    this.starting = this.run().then(
      (runner) => {
        runner.promise.catch((err) => {
          this.opts.onError?.(err)
          if (this.stopping) return
          this.runner = undefined
          void this.pool?.end().catch(() => {})
          this.retryLater()
        })
      },
      (err) => {
        this.opts.onError?.(err)
        void this.pool?.end().catch(() => {})
        this.pool = undefined
        this.retryLater()
      },
    )
  }

  private retryLater() {
    if (this.stopping) return
    const t = setTimeout(() => {
      if (!this.stopping) this.launch()
    }, 5000)
    t.unref()
  }

  private async run(): Promise<GraphileRunner> {
    // A runner started again (the last one stopped by itself) beats only for its own workers: the
    // old ones' locks are left to the sweepers.
    this.workerIds.length = 0
    const events: WorkerEvents = new EventEmitter()
    const workers: Worker[] = []
    events.on('worker:create', ({ worker }) => {
      workers.push(worker)
      this.workerIds.push(worker.workerId)
      void this.beat()
    })
    events.on('job:complete', ({ worker, job, error }) => {
      this.ended(job, error)
      // A fetch finds nothing while another fetch holds the free organization queues (get_job
      // locks them all, skip locked), and an idle worker waits for the next poll: a job's end
      // frees its queue, so the others look again now.
      if (this.stopping) return
      for (const w of workers)
        if (w !== worker)
          try {
            w.nudge()
          } catch {
            // Released meanwhile (stopping).
          }
    })
    const taskList: TaskList = {}
    for (const kind of this.kinds.values()) taskList[kind.kind] = this.task(kind)
    // graphile-worker's own commits (taking a job, completing it) do not wait for the disk: one
    // lost in a PostgreSQL crash only makes the job run again, and jobs are at least once. The
    // record's outcomes and the enqueues (the caller's transaction) stay durable (docs/jobs.md).
    this.pool = new pg.Pool({
      connectionString: this.opts.connectionString,
      max: this.opts.concurrency + 2,
      options: '-c synchronous_commit=off',
    })
    this.pool.on('error', (err) => this.opts.onError?.(err))
    this.pool.on('connect', (client) => client.on('error', (err) => this.opts.onError?.(err)))
    // The worker pool alone, not `run()`: its cron part (Hangar has no cron items) queries the
    // database once at start, and a failure there left a rejected promise nobody handles in
    // graphile-worker 0.16 — a process crash on Node 20 when PostgreSQL drops connections while a
    // runner starts (postgres-connection-loss.test.ts, 28 Nov; fixed upstream in 0.17, which needs
    // Node 22). The schema is migrated by the database's opening (graphile-schema.ts).
    const pool = runTaskList(
      {
        concurrency: this.opts.concurrency,
        pollInterval: this.opts.pollMs ?? 2000,
        noHandleSignals: true,
        gracefulShutdownAbortTimeout: this.opts.shutdownGraceMs ?? 10_000,
        logger: this.logger(),
        events,
      },
      taskList,
      this.pool,
    )
    this.runner = { promise: pool.promise, stop: () => pool.gracefulShutdown('Hangar stops its job worker') }
    return this.runner
  }

  /** graphile-worker's own trouble goes to onError; its per-job lines are ours already (onEnd). */
  private logger() {
    return new Logger(() => (level, message, meta) => {
      if (level === 'error' && !(meta as { failure?: boolean } | undefined)?.failure)
        this.opts.onError?.(new Error(`graphile-worker: ${message.split('\n')[0]}`))
    })
  }

  private task(kind: JobKind): Task {
    return async (payload: unknown, helpers: JobHelpers) => {
      const g = helpers.job
      const worker = g.locked_by ?? this.name
      const id = (payload as { job_id?: unknown } | null)?.job_id
      // Not one of Hangar's (added by hand?): nothing to run.
      if (typeof id !== 'string') return
      const job = await startJob(this.side ?? this.deps.db, id, worker, g.attempts, this.deps.clock.now())
      // Cancelled, ended or gone meanwhile: nothing to run, and graphile-worker forgets the row.
      if (!job) return
      const outcome = await this.runRecord(kind, job, worker, g, helpers.abortSignal)
      // Anything but done is a failed run for graphile-worker: it retries with its backoff, and
      // hand-backs and lost runs are set right once the row is unlocked (ended()).
      if (outcome.kind !== 'done') throw new RunEnded(outcome.kind, outcome.error)
    }
  }

  private async runRecord(
    kind: JobKind,
    job: JobRow,
    worker: string,
    g: Job,
    shutdown: AbortSignal | undefined,
  ): Promise<{ kind: Outcome; error?: string }> {
    const mine = new AbortController()
    const bound = new AbortController()
    const timeout = setTimeout(
      () =>
        bound.abort(new Error(`The job took longer than its ${Math.round(kind.timeoutMs / 1000)} s bound.`)),
      kind.timeoutMs,
    )
    const onShutdown = () =>
      mine.abort(new HandedBack('The process stopped; the job goes back to the queue.'))
    shutdown?.addEventListener('abort', onShutdown, { once: true })
    const signal = AbortSignal.any([mine.signal, bound.signal])
    this.running.set(job.id, mine)
    const started = this.deps.clock.now()
    let progress: number | undefined
    const reporter = setInterval(() => {
      if (progress === undefined) return
      this.deps.db
        .updateTable('jobs')
        .set({ progress })
        .where('id', '=', job.id)
        .where('locked_by', '=', worker)
        .execute()
        .catch((err) => this.opts.onError?.(err))
    }, this.leaseMs / 3)
    reporter.unref()
    this.opts.onStart?.(job)
    let outcome: Outcome = 'done'
    let error: string | undefined
    try {
      await Promise.race([
        kind.run(this.deps.dialect.decodeJson<Record<string, unknown>>(job.payload), {
          signal,
          attempt: g.attempts,
          progress: (f) => {
            progress = Math.max(0, Math.min(1, f))
          },
        }),
        // A job that ignores its signal still ends its turn at the bound.
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(signal.reason), { once: true }),
        ),
      ])
      await completeJob(this.deps.db, this.opts.tellEnded, job.id, worker, this.deps.clock.now())
    } catch (err) {
      const reason = signal.aborted ? signal.reason : err
      const now = this.deps.clock.now()
      if (reason instanceof TakenOver || reason instanceof HandedBack) {
        outcome = reason instanceof TakenOver ? 'lost' : 'handed-back'
        // Nothing when another process took it over meanwhile (the record is no longer ours).
        await handBackJob(this.deps.db, job.id, worker, now)
      } else {
        error = errorSentence(reason)
        const last = g.attempts >= g.max_attempts
        outcome = last ? 'failed' : 'retry'
        const delay = this.opts.retryDelayMs?.(g.attempts) ?? Math.exp(Math.min(g.attempts, 10)) * 1000
        await failJob(
          this.deps.db,
          this.opts.tellEnded,
          job.id,
          worker,
          last ? finalFailure(g.attempts, error) : error,
          now,
          last ? null : now + delay,
        )
      }
    } finally {
      clearTimeout(timeout)
      clearInterval(reporter)
      shutdown?.removeEventListener('abort', onShutdown)
      this.running.delete(job.id)
      this.opts.onEnd?.(job, outcome, this.deps.clock.now() - started, error)
    }
    return { kind: outcome, ...(error === undefined ? {} : { error }) }
  }

  /** After graphile-worker released a row: a run that was not the job's fault is not counted. */
  private ended(job: DbJob | Job, error: unknown) {
    if (!(error instanceof RunEnded)) return
    let fix: { attempts?: number; delayMs?: number } | undefined
    if (error.outcome === 'handed-back' || error.outcome === 'lost')
      fix = { attempts: Math.max(0, job.attempts - 1) }
    else if (error.outcome === 'retry' && this.opts.retryDelayMs)
      fix = { delayMs: this.opts.retryDelayMs(job.attempts) }
    if (!fix) return
    const p = rescheduleGraphileJob(this.deps.db, job.id, fix)
      .catch((err) => this.opts.onError?.(err))
      .finally(() => this.after.delete(p))
    this.after.add(p)
  }

  private async beat() {
    if (!this.side || this.workerIds.length === 0) return
    try {
      await beat(this.side as unknown as Db, this.workerIds, this.name)
      this.lastBeat = Date.now()
    } catch (err) {
      this.opts.onError?.(err)
      // Unseen for a whole lease: another process may have taken these jobs over; stop them.
      if (Date.now() - this.lastBeat > this.leaseMs)
        for (const c of this.running.values())
          c.abort(new TakenOver('This process could not tell it was alive; the job may run elsewhere.'))
    }
  }

  private sweep() {
    if (this.sweeping || !this.side) return
    const side = this.side as unknown as Db
    this.sweeping = takeOverDeadWorkers(
      side,
      this.opts.tellEnded,
      this.leaseMs,
      this.deps.clock.now(),
      killedTooOften,
      this.workerIds,
    )
      .then((n) => {
        if (n > 0) this.opts.onTakeovers?.(n)
      })
      .catch((err) => this.opts.onError?.(err))
      .finally(() => {
        this.sweeping = undefined
      })
  }

  /** graphile-worker hears of enqueues by NOTIFY, this process's own included. */
  wake(): void {}

  /** Jobs running in this process now (tests, metrics). */
  get busy(): number {
    return this.running.size
  }

  /**
   * Stops taking jobs; running jobs get `graceMs` to finish, then are aborted and given back to the
   * queue, uncounted (another process, or this one's next start, runs them).
   */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.stopping) return
    this.stopping = true
    await this.starting
    const grace = setTimeout(() => {
      for (const c of this.running.values())
        c.abort(new HandedBack('The process stopped; the job goes back to the queue.'))
    }, graceMs)
    try {
      await this.runner?.stop()
    } catch (err) {
      this.opts.onError?.(err)
    } finally {
      clearTimeout(grace)
    }
    await Promise.all([...this.after])
    for (const t of this.timers) clearInterval(t)
    this.timers = []
    await this.sweeping
    if (this.side) {
      await forgetWorkers(this.side as unknown as Db, this.workerIds).catch((err) => this.opts.onError?.(err))
      await this.side.destroy()
    }
    await this.pool?.end().catch(() => {})
    this.runner = undefined
    this.pool = undefined
    this.side = undefined
  }
}

/** The worker pool as this worker drives it: its promise ends when it stops (rejects if by itself). */
interface GraphileRunner {
  promise: Promise<void>
  stop(): Promise<void>
}

/** How a run that did not end well is told to graphile-worker (it then fails the attempt). */
class RunEnded extends Error {
  constructor(
    readonly outcome: Outcome,
    error?: string,
  ) {
    super(error ?? outcome)
  }
}

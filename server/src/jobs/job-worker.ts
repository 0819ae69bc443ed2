import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Deps } from '../deps.ts'
import {
  claimJobs,
  completeJob,
  type EndedListener,
  failJob,
  handBackJob,
  type JobRow,
  renewLease,
  takeOverExpired,
} from './job.repository.ts'
import {
  DEFAULT_ATTEMPTS,
  errorSentence,
  finalFailure,
  type JobKind,
  killedTooOften,
  retryDelayMs,
} from './job.ts'

/** What a worker tells the service's metrics and logs. */
export interface JobWorkerEvents {
  onStart?: (job: JobRow) => void
  onEnd?: (
    job: JobRow,
    outcome: 'done' | 'retry' | 'failed' | 'handed-back' | 'lost',
    ms: number,
    error?: string,
  ) => void
  onTakeovers?: (count: number) => void
  /** The queue itself failed (the database did not answer): logged, tried again at the next poll. */
  onError?: (err: unknown) => void
}

export interface JobWorkerOptions extends JobWorkerEvents {
  /** Jobs run side by side in this process (JOB_CONCURRENCY). */
  concurrency: number
  /** How often an idle worker looks for due jobs another process enqueued; default 500 ms. */
  pollMs?: number
  /** A running job's lease; renewed every third of it. Another process takes the job over once it runs out. Default 30 s. */
  leaseMs?: number
  /** The wait before a failed job's next run (default {@link retryDelayMs}: 2 s, 8 s, 32 s …). */
  retryDelayMs?: (attemptsSoFar: number) => number
  /** Told of each job that ends for good, in the transaction that ends it (the feed's `dataset.processed`). */
  tellEnded?: EndedListener
}

/** A worker's name in `locked_by`: the machine, the process and a random part (pids are reused). */
export function workerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`
}

class TakenOver extends Error {}
class HandedBack extends Error {}

/**
 * Runs jobs of the given kinds in this process (docs/jobs.md): claims due jobs up to its
 * concurrency, keeps their leases, bounds each run's time, retries with backoff, takes over the
 * jobs of processes that died, and on stop lets running jobs finish within a grace period or
 * gives them back to the queue.
 */
export class JobWorker {
  readonly name = workerName()
  private readonly kinds: Map<string, JobKind>
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>()
  private timer: NodeJS.Timeout | undefined
  private ticking: Promise<void> | undefined
  private again = false
  /** Not working until started, and again once stopping. */
  private stopping = true
  private lastSweep = 0

  constructor(
    private readonly deps: Deps,
    kinds: readonly JobKind[],
    private readonly opts: JobWorkerOptions,
  ) {
    this.kinds = new Map(kinds.map((k) => [k.kind, k]))
  }

  private get leaseMs() {
    return this.opts.leaseMs ?? 30_000
  }

  start(): void {
    this.stopping = false
    this.schedule(0)
  }

  /** Something was enqueued in this process: look now rather than at the next poll. */
  wake(): void {
    if (this.stopping) return
    if (this.ticking) this.again = true
    else this.schedule(0)
  }

  private schedule(ms: number) {
    clearTimeout(this.timer)
    if (this.stopping) return
    this.timer = setTimeout(() => {
      this.ticking = this.tick().finally(() => {
        this.ticking = undefined
        if (this.again) {
          this.again = false
          this.schedule(0)
        } else this.schedule(this.opts.pollMs ?? 500)
      })
    }, ms)
    this.timer.unref()
  }

  private async tick(): Promise<void> {
    const now = this.deps.clock.now()
    try {
      if (now - this.lastSweep >= Math.min(5000, this.leaseMs / 2)) {
        this.lastSweep = now
        const taken = await takeOverExpired(this.deps.db, this.opts.tellEnded, now, killedTooOften, [
          ...this.running.keys(),
        ])
        if (taken > 0) this.opts.onTakeovers?.(taken)
      }
      while (!this.stopping && this.running.size < this.opts.concurrency) {
        const free = this.opts.concurrency - this.running.size
        const claimed = await claimJobs(
          this.deps.db,
          this.deps.dialect,
          this.name,
          [...this.kinds.keys()],
          this.deps.clock.now(),
          this.leaseMs,
          free,
        )
        for (const job of claimed) this.launch(job)
        if (claimed.length < free) break
      }
    } catch (err) {
      this.opts.onError?.(err)
    }
  }

  private launch(job: JobRow) {
    const kind = this.kinds.get(job.kind)!
    const controller = new AbortController()
    const started = this.deps.clock.now()
    let progress: number | undefined
    this.opts.onStart?.(job)
    const timeout = setTimeout(
      () =>
        controller.abort(
          new Error(`The job took longer than its ${Math.round(kind.timeoutMs / 1000)} s bound.`),
        ),
      kind.timeoutMs,
    )
    const heartbeat = setInterval(() => {
      renewLease(this.deps.db, job.id, this.name, this.deps.clock.now() + this.leaseMs, progress)
        .then((mine) => {
          if (!mine) controller.abort(new TakenOver('The job was taken over by another process.'))
        })
        .catch((err) => this.opts.onError?.(err))
    }, this.leaseMs / 3)
    heartbeat.unref()
    const payload = this.deps.dialect.decodeJson<Record<string, unknown>>(job.payload)
    const done = (async () => {
      let outcome: 'done' | 'retry' | 'failed' | 'handed-back' | 'lost' = 'done'
      let error: string | undefined
      try {
        await Promise.race([
          kind.run(payload, {
            signal: controller.signal,
            attempt: job.attempts,
            progress: (f) => {
              progress = Math.max(0, Math.min(1, f))
            },
          }),
          // A job that ignores its signal still ends its turn at the bound.
          new Promise((_, reject) =>
            controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
              once: true,
            }),
          ),
        ])
        await completeJob(this.deps.db, this.opts.tellEnded, job.id, this.name, this.deps.clock.now())
      } catch (err) {
        const reason = controller.signal.aborted ? controller.signal.reason : err
        const now = this.deps.clock.now()
        if (reason instanceof TakenOver) outcome = 'lost'
        else if (reason instanceof HandedBack) {
          outcome = 'handed-back'
          await handBackJob(this.deps.db, job.id, this.name, now)
        } else {
          error = errorSentence(reason)
          const max = job.max_attempts || kind.attempts || DEFAULT_ATTEMPTS
          const last = job.attempts >= max
          outcome = last ? 'failed' : 'retry'
          await failJob(
            this.deps.db,
            this.opts.tellEnded,
            job.id,
            this.name,
            last ? finalFailure(job.attempts, error) : error,
            now,
            last ? null : now + (this.opts.retryDelayMs ?? retryDelayMs)(job.attempts),
          )
        }
      } finally {
        clearTimeout(timeout)
        clearInterval(heartbeat)
        this.running.delete(job.id)
        this.opts.onEnd?.(job, outcome, this.deps.clock.now() - started, error)
        // A slot is free: the next job need not wait for the poll.
        this.wake()
      }
    })().catch((err) => this.opts.onError?.(err))
    this.running.set(job.id, { controller, done })
  }

  /** Jobs running in this process now (tests, metrics). */
  get busy(): number {
    return this.running.size
  }

  /**
   * Stops claiming; running jobs get `graceMs` to finish, then are aborted and given back to the
   * queue (another process, or this one's next start, runs them; their results are written whole
   * or not at all).
   */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true
    clearTimeout(this.timer)
    await this.ticking
    const all = () => Promise.all([...this.running.values()].map((r) => r.done))
    let timer: NodeJS.Timeout | undefined
    await Promise.race([all(), new Promise((r) => (timer = setTimeout(r, graceMs)))])
    clearTimeout(timer)
    for (const r of this.running.values())
      r.controller.abort(new HandedBack('The process stopped; the job goes back to the queue.'))
    await all()
  }
}

/**
 * # Jobs: work Hangar does after answering (docs/jobs.md)
 *
 * A job is one kind of work on one thing (a dataset's version), named by a key that makes it
 * idempotent: enqueued twice, it is one job; run twice, its result is written once, by whichever
 * run finishes (results are derived data, written whole or not at all). These are the domain's
 * rules, free of SQL and of the queue that carries them.
 */

export const JOB_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const
export type JobState = (typeof JOB_STATES)[number]

/** What a job's code is given while it runs. */
export interface JobContext {
  /** Aborted past the kind's time bound, or when the process stops and hands the job back. */
  signal: AbortSignal
  /** 1 for the first run. */
  attempt: number
  /** Reports how far along it is (0..1); kept on the job for the admin and the console. */
  progress(fraction: number): void
}

/** One kind of work: its code and its bounds. Adding a kind is one file that exports one of these. */
export interface JobKind<P = Record<string, unknown>> {
  kind: string
  /** Runs in all, the first included (default {@link DEFAULT_ATTEMPTS}). */
  attempts?: number
  /** A run is aborted past this and counts as a failed attempt. */
  timeoutMs: number
  run(payload: P, ctx: JobContext): Promise<void>
}

/** A job to enqueue, in the same transaction as the change that causes it. */
export interface NewJob {
  kind: string
  /** Idempotency: kind + the thing + its version (see {@link jobKey}). */
  key: string
  organizationId: string | null
  datasetId: string | null
  payload: Record<string, unknown>
  maxAttempts: number
}

/** A job as the admin sees it. */
export interface JobView {
  id: string
  kind: string
  key: string
  organization_id: string | null
  dataset_id: string | null
  state: JobState
  attempts: number
  max_attempts: number
  progress: number | null
  last_error: string | null
  /** The process holding it while it runs. */
  locked_by: string | null
  run_at: string
  created_at: string
  updated_at: string
  finished_at: string | null
}

/** Three runs by default: the first and two retries. */
export const DEFAULT_ATTEMPTS = 3

/** A job whose process died this many times holding it is not run again (it may be what kills it). */
export const MAX_TAKEOVERS = 2

/** The idempotency key of a kind's work on one dataset's version. */
export function jobKey(kind: string, datasetId: string, version: number | string = 0): string {
  return `${kind}:${datasetId}:${version}`
}

/**
 * How long a failed run waits before the next: 2 s, 8 s, 32 s … (×4), at most 10 minutes, with
 * up to a quarter more at random so that jobs failing together do not return together.
 */
export function retryDelayMs(attemptsSoFar: number, random: () => number = Math.random): number {
  const base = Math.min(600_000, 2000 * 4 ** Math.max(0, attemptsSoFar - 1))
  return Math.round(base * (1 + random() / 4))
}

/** The sentence a job ends with when its runs are used up. */
export function finalFailure(attempts: number, lastError: string): string {
  return `Failed ${attempts} time${attempts === 1 ? '' : 's'}; the last: ${lastError}`
}

/** The sentence a job ends with when it ended its process {@link MAX_TAKEOVERS} times. */
export function killedTooOften(kind: string): string {
  return `The process running this ${kind} job stopped ${MAX_TAKEOVERS} times while it ran (the job may be what ends it); it is not run again. Retry it once the cause is fixed.`
}

/** A thrown value as the sentence kept on the job. */
export function errorSentence(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err)
  const one = text.split('\n')[0]!.trim().slice(0, 500)
  return one.length > 0 ? one : 'The job failed without a message.'
}

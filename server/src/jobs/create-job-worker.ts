import type { Deps } from '../deps.ts'
import { carriedByGraphile } from './graphile.repository.ts'
import type { JobKind } from './job.ts'
import { JobWorker, type JobWorkerOptions } from './job-worker.ts'

/** What the service, the worker process and the tests hold of a worker, on either engine. */
export type QueueWorker = Pick<JobWorker, 'name' | 'start' | 'wake' | 'stop' | 'busy'>

export interface QueueWorkerOptions extends JobWorkerOptions {
  /** DATABASE_URL: on PostgreSQL graphile-worker opens connections of its own. */
  databaseUrl?: string | undefined
  /** SHUTDOWN_GRACE_MS: graphile-worker's own bound on a stopping runner (default 10 s). */
  shutdownGraceMs?: number
}

/**
 * This process's worker (docs/jobs.md): on SQLite {@link JobWorker}, which claims from the `jobs`
 * table; on PostgreSQL the graphile-worker one, loaded only there.
 */
export async function createJobWorker(
  deps: Deps,
  kinds: readonly JobKind[],
  opts: QueueWorkerOptions,
): Promise<QueueWorker> {
  const { databaseUrl, shutdownGraceMs, ...rest } = opts
  if (!carriedByGraphile(deps.dialect)) return new JobWorker(deps, kinds, rest)
  if (!databaseUrl) throw new Error('A PostgreSQL job worker needs the database URL')
  const { GraphileJobWorker } = await import('./graphile-job-worker.ts')
  return new GraphileJobWorker(deps, kinds, {
    ...rest,
    connectionString: databaseUrl,
    ...(shutdownGraceMs === undefined ? {} : { shutdownGraceMs }),
  })
}

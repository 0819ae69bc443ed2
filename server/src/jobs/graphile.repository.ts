import { sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import { type EndedListener, tellEnded } from './job.repository.ts'
import { MAX_TAKEOVERS } from './job.ts'

/**
 * graphile-worker 0.16's queue on PostgreSQL (docs/jobs.md#leases): its SQL
 * functions, called in the caller's transaction, and the heartbeat rows (`job_workers`) that tell
 * a dead holder's jobs from a live one's. The `jobs` table stays the record on both engines.
 */

/** Whether jobs travel on graphile-worker (PostgreSQL) rather than the `jobs` table itself (SQLite). */
export function carriedByGraphile(dialect: DialectInfo): boolean {
  return dialect.name === 'postgres'
}

/** What graphile-worker runs one at a time: one organization's jobs (docs/jobs.md#fairness). */
export function queueNameOf(organizationId: string | null): string {
  return organizationId === null ? 'platform' : `org:${organizationId}`
}

/**
 * Adds the graphile job that runs the record `jobId`. The task is the kind, so a process only
 * takes kinds it knows. `replace`: a permanently failed or waiting row of the same key is reset
 * (attempts 0) — a retry or a reindex; a running one loses its key and its retries, and the new
 * row runs after it (same organization queue). The record's unique key already makes a second
 * enqueue one job, so this is only called when the record was queued.
 */
export async function addGraphileJob(
  db: Db,
  job: { id: string; kind: string; key: string; organizationId: string | null; maxAttempts: number },
): Promise<void> {
  await sql`select graphile_worker.add_job(${job.kind}::text, ${JSON.stringify({ job_id: job.id })}::json,
    queue_name => ${queueNameOf(job.organizationId)}::text, max_attempts => ${job.maxAttempts}::int,
    job_key => ${job.key}::text, job_key_mode => 'replace')`.execute(db)
}

/** A cancelled job's graphile row: deleted, or, while it runs, left without retries. */
export async function removeGraphileJob(db: Db, key: string): Promise<void> {
  await sql`select graphile_worker.remove_job(${key}::text)`.execute(db)
}

/**
 * A run that did not end by its own fault (handed back, taken over) is not counted: the row's
 * attempts set back to the record's, due at once, or after `delayMs` (a retry's own backoff).
 * Refused by graphile-worker while the row is locked.
 */
export async function rescheduleGraphileJob(
  db: Db,
  id: string | number,
  opts: { attempts?: number; delayMs?: number },
): Promise<void> {
  await sql`select 1 from graphile_worker.reschedule_jobs(array[${String(id)}]::bigint[],
    run_at => now() + make_interval(secs => ${(opts.delayMs ?? 0) / 1000}),
    attempts => ${opts.attempts ?? null}::int)`.execute(db)
}

/** This process's worker ids are alive. */
export async function beat(db: Db, workerIds: readonly string[], process: string): Promise<void> {
  if (workerIds.length === 0) return
  await sql`insert into job_workers (worker_id, process, seen_at)
    select unnest(${workerIds}::text[]), ${process}, now()
    on conflict (worker_id) do update set seen_at = now(), process = excluded.process`.execute(db)
}

/** A process that stopped cleanly holds nothing: its rows go (and any a day old). */
export async function forgetWorkers(db: Db, workerIds: readonly string[]): Promise<void> {
  await sql`delete from job_workers where worker_id = any(${workerIds}::text[])
    or seen_at < now() - interval '1 day'`.execute(db)
}

/**
 * Takes over the jobs of dead holders: graphile worker ids holding a lock older than `leaseMs`
 * with no heartbeat fresher than that (a process killed before its first beat included). In one
 * transaction: their locks are freed (`force_unlock_workers`); each record they ran is queued
 * again, the dead run not counted, or failed with `failedSentence` when it has now outlived
 * {@link MAX_TAKEOVERS} processes (its graphile row then permanently failed); idle workers are
 * woken. Returns how many records were taken over.
 */
export async function takeOverDeadWorkers(
  db: Db,
  tell: EndedListener | undefined,
  leaseMs: number,
  now: number,
  failedSentence: (kind: string) => string,
  /** The sweeping process's own workers: alive, however late their last beat (takeOverExpired says why). */
  ownWorkers: readonly string[] = [],
): Promise<number> {
  const dead = await sql<{ locked_by: string }>`select distinct j.locked_by from graphile_worker.jobs j
    where j.locked_by is not null and j.locked_at < now() - make_interval(secs => ${leaseMs / 1000})
    and not (j.locked_by = any(${[...ownWorkers]}::text[]))
    and not exists (select 1 from job_workers w where w.worker_id = j.locked_by
      and w.seen_at > now() - make_interval(secs => ${leaseMs / 1000}))`.execute(db)
  const ids = dead.rows.map((r) => r.locked_by)
  if (ids.length === 0) return 0
  return db.transaction().execute(async (trx) => {
    const held = await sql<{ id: string; key: string | null }>`select id, key from graphile_worker.jobs
      where locked_by = any(${ids}::text[])`.execute(trx)
    await sql`select graphile_worker.force_unlock_workers(${ids}::text[])`.execute(trx)
    const at = new Date(now).toISOString()
    let taken = 0
    for (const g of held.rows) {
      if (g.key === null) continue
      const rec = await trx
        .selectFrom('jobs')
        .select([
          'id',
          'kind',
          'state',
          'attempts',
          'takeovers',
          'locked_by',
          'dataset_id',
          'organization_id',
        ])
        .where('key', '=', g.key)
        .forUpdate()
        .executeTakeFirst()
      if (!rec) continue
      if (rec.state !== 'running' || rec.locked_by === null || !ids.includes(rec.locked_by)) {
        // Died between taking the row and marking the record: the record never counted the run.
        await rescheduleGraphileJob(trx, g.id, { attempts: rec.attempts })
        continue
      }
      const last = rec.takeovers + 1 >= MAX_TAKEOVERS
      const attempts = Math.max(0, rec.attempts - 1)
      const sentence = last
        ? failedSentence(rec.kind)
        : `The process ${rec.locked_by} stopped while it ran this job; another took it over.`
      await trx
        .updateTable('jobs')
        .set({
          state: last ? 'failed' : 'queued',
          takeovers: rec.takeovers + 1,
          attempts,
          last_error: sentence,
          run_at: at,
          locked_by: null,
          locked_until: null,
          updated_at: at,
          finished_at: last ? at : null,
        })
        .where('id', '=', rec.id)
        .execute()
      if (last) await tellEnded(trx, tell, rec, 'failed', now)
      if (last)
        await sql`select 1 from graphile_worker.permanently_fail_jobs(array[${g.id}]::bigint[], ${sentence})`.execute(
          trx,
        )
      else await rescheduleGraphileJob(trx, g.id, { attempts })
      taken++
    }
    await sql`select pg_notify('jobs:insert', '{"count":1}')`.execute(trx)
    return taken
  })
}

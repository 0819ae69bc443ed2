import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * `job_workers`: a heartbeat row per graphile-worker worker id of a working process, renewed
 * every third of JOB_LEASE_MS, so that another process can tell a dead holder's jobs from a live
 * one's and take them over (docs/jobs.md#leases). Only PostgreSQL writes it;
 * on SQLite the `jobs` table's own leases do this.
 */
export function jobWorkers(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('job_workers')
        .addColumn('worker_id', 'text', (c) => c.primaryKey())
        .addColumn('process', 'text', (c) => c.notNull())
        .addColumn('seen_at', t.timestamp, (c) => c.notNull())
        .execute()
    },
  }
}

import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * `jobs`: work Hangar does after a request (docs/jobs.md), on both engines. On SQLite the table
 * is the queue itself (processes on one file claim from it); on PostgreSQL it is the record the
 * admin reads, beside the queue library's own tables.
 */
export function jobs(d: DialectInfo): Migration {
  const t = d.types
  const real = d.name === 'postgres' ? 'double precision' : 'real'
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('jobs')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull().unique())
        .addColumn('organization_id', t.uuid)
        .addColumn('dataset_id', t.uuid)
        .addColumn('payload', t.json, (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull())
        .addColumn('fair_rank', t.bigint, (c) => c.notNull().defaultTo(0))
        .addColumn('run_at', t.timestamp, (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', t.timestamp)
        .addColumn('takeovers', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('progress', real)
        .addColumn('last_error', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addColumn('finished_at', t.timestamp)
        .execute()
      // The claim: the lowest place among queued jobs that are due.
      await db.schema.createIndex('jobs_claim').on('jobs').columns(['state', 'fair_rank', 'run_at']).execute()
      // A new job's place: the last queued of its organization.
      await db.schema
        .createIndex('jobs_org_rank')
        .on('jobs')
        .columns(['organization_id', 'state', 'fair_rank'])
        .execute()
      await db.schema.createIndex('jobs_dataset').on('jobs').columns(['dataset_id']).execute()
      // Expired leases, and the admin's list of what runs.
      await db.schema.createIndex('jobs_lease').on('jobs').columns(['state', 'locked_until']).execute()
    },
  }
}

import { type Kysely, type Migration, sql } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * The shared review queue (docs/review-queue.md):
 * - `review_leases`: a pending dataset leased to one reviewer (`holder`: `user:<id>` or
 *   `api_key:<id>`) until `expires_at`; one row per dataset (two claims cannot both hold it) and
 *   one per holder (a reviewer holds one dataset at a time). A row whose time ran out, or whose
 *   dataset is no longer pending or changed status since `leased_at`, is an ended lease: the next
 *   claim takes it over.
 * - `datasets_review_queue`: the queue's order within an organization and verdict, oldest first,
 *   over pending datasets only (a partial index: decided datasets, most of them in time, are not
 *   in it).
 */
export function reviewLeases(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('review_leases')
        .addColumn('dataset_id', t.uuid, (c) => c.primaryKey().references('datasets.id'))
        .addColumn('organization_id', t.uuid, (c) => c.notNull())
        .addColumn('holder', 'text', (c) => c.notNull())
        .addColumn('leased_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('review_leases_holder')
        .on('review_leases')
        .columns(['organization_id', 'holder'])
        .unique()
        .execute()
      await db.schema
        .createIndex('datasets_review_queue')
        .on('datasets')
        .columns(['organization_id', 'verdict', 'date_created', 'id'])
        .where(sql.ref('status'), '=', 'pending')
        .execute()
    },
  }
}

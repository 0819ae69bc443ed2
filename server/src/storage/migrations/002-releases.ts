import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/** Releases: a stored, immutable manifest for a delivery of an organization's datasets. */
export function releases(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('releases')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('organization_id', t.uuid, (c) => c.notNull().references('organizations.id'))
        .addColumn('program', 'text', (c) => c.notNull())
        .addColumn('example_only', 'integer', (c) => c.notNull())
        .addColumn('dataset_count', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('manifest', t.json, (c) => c.notNull())
        .addColumn('date_created', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('releases_org_created')
        .on('releases')
        .columns(['organization_id', 'date_created desc', 'id desc'])
        .execute()
    },
  }
}

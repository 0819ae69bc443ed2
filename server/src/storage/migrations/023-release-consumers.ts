import { type Kysely, type Migration, sql } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * Lineage and recall of releases (docs/releases.md#lineage-and-recall):
 * - `release_datasets`: which datasets a release holds, with each one's version (its iteration
 *   version, null for recordings), so a dataset finds its releases without reading manifests;
 *   backfilled from the manifests of the releases already made.
 * - `release_consumers`: a training run (or any reader) that says it read the release.
 * - `release_recalls`: a dataset of the release reopened or rejected after it was released; one
 *   row per release and dataset, the first recall kept (a release is recalled once per dataset).
 */
export function releaseConsumers(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_datasets')
        .addColumn('release_id', t.uuid, (c) => c.notNull().references('releases.id'))
        .addColumn('dataset_id', t.uuid, (c) => c.notNull().references('datasets.id'))
        .addColumn('organization_id', t.uuid, (c) => c.notNull())
        .addColumn('version', 'integer')
        .addPrimaryKeyConstraint('release_datasets_pk', ['release_id', 'dataset_id'])
        .execute()
      await db.schema
        .createIndex('release_datasets_dataset')
        .on('release_datasets')
        .columns(['dataset_id'])
        .execute()
      await db.schema
        .createTable('release_consumers')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('release_id', t.uuid, (c) => c.notNull().references('releases.id'))
        .addColumn('organization_id', t.uuid, (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('uri', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('date_created', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('release_consumers_release')
        .on('release_consumers')
        .columns(['release_id', 'date_created', 'id'])
        .execute()
      await db.schema
        .createTable('release_recalls')
        .addColumn('release_id', t.uuid, (c) => c.notNull().references('releases.id'))
        .addColumn('dataset_id', t.uuid, (c) => c.notNull().references('datasets.id'))
        .addColumn('organization_id', t.uuid, (c) => c.notNull())
        .addColumn('at', t.timestamp, (c) => c.notNull())
        .addColumn('reason', 'text')
        .addPrimaryKeyConstraint('release_recalls_pk', ['release_id', 'dataset_id'])
        .execute()

      // Backfill: each record of each stored manifest whose dataset still exists.
      const records =
        d.name === 'postgres'
          ? sql`select r.id as release_id, r.organization_id, rec->>'record_id' as dataset_id
                  from releases r, jsonb_array_elements(r.manifest->'records') rec`
          : sql`select r.id as release_id, r.organization_id,
                       json_extract(rec.value, '$.record_id') as dataset_id
                  from releases r, json_each(r.manifest, '$.records') rec`
      await sql`
        insert into release_datasets (release_id, dataset_id, organization_id, version)
        select m.release_id, ds.id, m.organization_id, ds.version
          from (${records}) m join datasets ds on ${sql.raw(d.name === 'postgres' ? 'ds.id::text' : 'ds.id')} = m.dataset_id
        on conflict do nothing`.execute(db)
    },
  }
}

import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

export function initial(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('organizations')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('date_created', t.timestamp, (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('api_keys')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('organization_id', t.uuid, (c) => c.notNull().references('organizations.id'))
        .addColumn('name', 'text')
        .addColumn('prefix', 'text', (c) => c.notNull())
        .addColumn('digest', 'text', (c) => c.notNull().unique())
        .addColumn('date_created', t.timestamp, (c) => c.notNull())
        .addColumn('revoked_at', t.timestamp)
        .execute()

      await db.schema
        .createTable('files')
        .addColumn('path', 'text', (c) => c.primaryKey())
        .addColumn('data_byte_size', t.bigint, (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('date_created', t.timestamp, (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('datasets')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('organization_id', t.uuid, (c) => c.notNull().references('organizations.id'))
        .addColumn('data_type', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('data_byte_size', t.bigint, (c) => c.notNull())
        .addColumn('sha256', 'text')
        .addColumn('metadata', t.json, (c) => c.notNull())
        .addColumn('date_created', t.timestamp, (c) => c.notNull())
        .addColumn('date_updated', t.timestamp, (c) => c.notNull())
        .addColumn('iteration_group_id', t.uuid)
        .addColumn('version', 'integer')
        .addColumn('parent_dataset_id', t.uuid)
        .addColumn('prompt', 'text')
        .addColumn('regeneration_reason', 'text')
        .addColumn('superseded_reason', 'text')
        .addColumn('preview_gif', 'text')
        .addColumn('preview_pose_frame', 'text')
        .execute()
      // Newest-first pages, with and without the filters the list offers.
      await db.schema
        .createIndex('datasets_org_created')
        .on('datasets')
        .columns(['organization_id', 'date_created desc', 'id desc'])
        .execute()
      await db.schema
        .createIndex('datasets_org_status_created')
        .on('datasets')
        .columns(['organization_id', 'status', 'date_created desc', 'id desc'])
        .execute()
      await db.schema
        .createIndex('datasets_org_type_created')
        .on('datasets')
        .columns(['organization_id', 'data_type', 'date_created desc', 'id desc'])
        .execute()
      await db.schema
        .createIndex('datasets_iteration_group')
        .on('datasets')
        .columns(['iteration_group_id', 'version'])
        .unique()
        .execute()

      await db.schema
        .createTable('dataset_metadata')
        .addColumn('dataset_id', t.uuid, (c) => c.notNull().references('datasets.id'))
        .addColumn('organization_id', t.uuid, (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('dataset_metadata_pk', ['dataset_id', 'key'])
        .execute()
      await db.schema
        .createIndex('dataset_metadata_lookup')
        .on('dataset_metadata')
        .columns(['organization_id', 'key', 'value', 'dataset_id'])
        .execute()

      await db.schema
        .createTable('org_counters')
        .addColumn('organization_id', t.uuid, (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', t.bigint, (c) => c.notNull())
        .addPrimaryKeyConstraint('org_counters_pk', ['organization_id', 'name'])
        .execute()

      await db.schema
        .createTable('audit_log')
        .addColumn('id', d.name === 'postgres' ? 'bigserial' : 'integer', (c) =>
          d.name === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('at', t.timestamp, (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('organization_id', t.uuid)
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_type', 'text', (c) => c.notNull())
        .addColumn('target_id', 'text', (c) => c.notNull())
        .addColumn('detail', t.json, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('audit_log_org')
        .on('audit_log')
        .columns(['organization_id', 'id'])
        .execute()
      await db.schema.createIndex('audit_log_target').on('audit_log').columns(['target_id', 'id']).execute()

      await db.schema
        .createTable('meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()
    },
  }
}

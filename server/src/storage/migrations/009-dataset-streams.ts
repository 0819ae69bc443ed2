import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * Streams (docs/streams.md): `dataset_companions` lists the files that come with a dataset (an
 * episode's camera videos), named and in order; `dataset_streams` holds one row per indexed
 * dataset: its status and, once ready, its duration. The index itself (channel summaries, video
 * metadata) is derived data in files under `<DATA_DIR>/derived/streams/`, rebuilt from the blobs
 * whenever it is missing, never in these tables.
 */
export function datasetStreams(d: DialectInfo): Migration {
  const t = d.types
  const real = d.name === 'postgres' ? 'double precision' : 'real'
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('dataset_companions')
        .addColumn('dataset_id', t.uuid, (c) => c.notNull().references('datasets.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('data_byte_size', t.bigint, (c) => c.notNull())
        .addColumn('start_seconds', real)
        .addPrimaryKeyConstraint('dataset_companions_pk', ['dataset_id', 'position'])
        .execute()
      await db.schema
        .createTable('dataset_streams')
        .addColumn('dataset_id', t.uuid, (c) => c.primaryKey().references('datasets.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .addColumn('duration_seconds', real)
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute()
    },
  }
}

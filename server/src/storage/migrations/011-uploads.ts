import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * Resumable uploads (tus, `/admin/uploads`; docs/platform.md#resumable-uploads). `uploads` holds
 * one row per unfinished upload: where it goes, the sha256 it must have, its length and how many
 * bytes are stored so far (`received`, advanced only by a compare-and-set, so two clients
 * resuming one upload cannot both write at the same offset). `upload_parts` lists the pieces
 * received, each an object of the file store, in order. A finished or expired upload leaves
 * both tables, and its pieces the store.
 */
export function uploads(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('uploads')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('sha256', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text')
        .addColumn('size', t.bigint, (c) => c.notNull())
        .addColumn('received', t.bigint, (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema.createIndex('uploads_expires_at').on('uploads').column('expires_at').execute()
      await db.schema
        .createTable('upload_parts')
        .addColumn('upload_id', 'text', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
        .addColumn('start', t.bigint, (c) => c.notNull())
        .addColumn('size', t.bigint, (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('upload_parts_pk', ['upload_id', 'start'])
        .execute()
    },
  }
}

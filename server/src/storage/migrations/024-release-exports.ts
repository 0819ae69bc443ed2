import { type Kysely, type Migration, sql } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * `release_exports`: a release turned into what training code opens (docs/exports.md), built by
 * an `exports.build` job into the file store under `exports/<id>/`. `files` is the list of
 * `{path, size, sha256}` written, sorted by path; `sha256` is the digest of that list (the
 * export's manifest). One live export per release and format (a partial unique index): asking
 * again while one is queued, running or done answers that one; a failed one can be asked anew.
 */
export function releaseExports(d: DialectInfo): Migration {
  const t = d.types
  const real = d.name === 'postgres' ? 'double precision' : 'real'
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('release_exports')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('release_id', t.uuid, (c) => c.notNull().references('releases.id'))
        .addColumn('organization_id', t.uuid, (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', real, (c) => c.notNull().defaultTo(0))
        .addColumn('files', t.json)
        .addColumn('size', t.bigint)
        .addColumn('sha256', 'text')
        .addColumn('error', 'text')
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('finished_at', t.timestamp)
        .execute()
      await db.schema
        .createIndex('release_exports_live')
        .on('release_exports')
        .columns(['release_id', 'format'])
        .unique()
        .where(sql.ref('status'), '<>', 'failed')
        .execute()
      await db.schema
        .createIndex('release_exports_release')
        .on('release_exports')
        .columns(['release_id', 'created_at', 'id'])
        .execute()
    },
  }
}

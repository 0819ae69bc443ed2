import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * Each mecha's own broker credentials (docs/robots.md): the username and a PBKDF2 digest of the
 * password in Mosquitto's password-file format, so the service's embedded broker checks it and
 * a Mosquitto password file can be written from it. The password itself is never stored.
 */
export function mechaCredentials(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('mecha_credentials')
        .addColumn('mecha_id', t.uuid, (c) => c.primaryKey().references('mechas.id'))
        .addColumn('username', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('date_created', t.timestamp, (c) => c.notNull())
        .execute()
    },
  }
}

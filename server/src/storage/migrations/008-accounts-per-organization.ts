import { type Kysely, type Migration, sql } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * An address is unique within an organization, no longer across the service (docs/console.md#
 * who-an-address-belongs-to): addresses are never verified, so an account one organization made
 * for an address must not keep every other organization from inviting it.
 */
export function accountsPerOrganization(d: DialectInfo): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (d.name === 'postgres') {
        // The name PostgreSQL gave the column's `unique` in 004-people; no `if exists`, so a
        // schema that differs stops the migration instead of keeping the old rule.
        await sql`alter table users drop constraint users_email_key`.execute(db)
      } else {
        // SQLite cannot drop a column's `unique` (its automatic index): the table is rebuilt, as
        // SQLite's documentation describes. With foreign keys on, dropping the old table would
        // delete every session (on delete cascade), so they are off while it runs.
        const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)
        const wasOn = Number(fk.rows[0]?.foreign_keys ?? 0) === 1
        await sql`pragma foreign_keys = off`.execute(db)
        try {
          await sql`begin`.execute(db)
          await sql`
            create table users_new (
              id text primary key,
              organization_id text not null references organizations (id),
              email text not null,
              name text not null,
              password_hash text not null,
              role text not null,
              created_at text not null
            )`.execute(db)
          await sql`
            insert into users_new (id, organization_id, email, name, password_hash, role, created_at)
            select id, organization_id, email, name, password_hash, role, created_at from users`.execute(db)
          await sql`drop table users`.execute(db)
          await sql`alter table users_new rename to users`.execute(db)
          await sql`create index users_org on users (organization_id, created_at)`.execute(db)
          const broken = await sql`pragma foreign_key_check`.execute(db)
          if (broken.rows.length > 0) throw new Error('users: foreign keys broken by the rebuild')
          await sql`commit`.execute(db)
        } catch (err) {
          await sql`rollback`.execute(db).catch(() => {})
          throw err
        } finally {
          if (wasOn) await sql`pragma foreign_keys = on`.execute(db)
        }
      }
      await db.schema
        .createIndex('users_org_email')
        .on('users')
        .columns(['organization_id', 'email'])
        .unique()
        .execute()
      // Sign-in looks an address up across organizations.
      await db.schema.createIndex('users_email').on('users').column('email').execute()
    },
  }
}

import { type Kysely, type Migration, sql } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * People of organizations (docs/console.md): members with passwords, their sessions, one-time
 * invitations; who issued each API key and when it was last used; and audit entries that name
 * their actor (kind, id and the name at the time), so the log reads "Ada Lovelace" even after
 * Ada leaves.
 */
export function people(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('users')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('organization_id', t.uuid, (c) => c.notNull().references('organizations.id'))
        // Lower-cased; one account per address across the service, since sign-in names no organization.
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('users_org')
        .on('users')
        .columns(['organization_id', 'created_at'])
        .execute()

      await db.schema
        .createTable('sessions')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('user_id', t.uuid, (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('organization_id', t.uuid, (c) => c.notNull())
        // SHA-256 of the cookie's token, hex; the token itself is never stored.
        .addColumn('token_digest', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_seen_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('user_agent', 'text')
        .addColumn('ip', 'text')
        .execute()
      await db.schema.createIndex('sessions_user').on('sessions').columns(['user_id']).execute()

      await db.schema
        .createTable('invitations')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('organization_id', t.uuid, (c) => c.notNull().references('organizations.id'))
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('token_digest', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('accepted_at', t.timestamp)
        .addColumn('created_by', 'text')
        .execute()
      await db.schema
        .createIndex('invitations_org')
        .on('invitations')
        .columns(['organization_id', 'created_at'])
        .execute()

      await db.schema.alterTable('api_keys').addColumn('last_used_at', t.timestamp).execute()
      await db.schema.alterTable('api_keys').addColumn('created_by_user_id', 'text').execute()
      await db.schema.alterTable('api_keys').addColumn('created_by_name', 'text').execute()

      await db.schema
        .alterTable('audit_log')
        .addColumn('actor_kind', 'text', (c) => c.notNull().defaultTo('system'))
        .execute()
      await db.schema.alterTable('audit_log').addColumn('actor_id', 'text').execute()
      await db.schema.alterTable('audit_log').addColumn('actor_name', 'text').execute()
      // Entries written before people existed: `api_key:<id>`, `admin` or `system`.
      await sql`
        update audit_log set
          actor_kind = case when actor like 'api_key:%' then 'key' else actor end,
          actor_id = case when actor like 'api_key:%' then substr(actor, 9) else null end`.execute(db)
      await sql`
        update audit_log set actor_name = (
          select k.name from api_keys k where cast(k.id as text) = audit_log.actor_id)
        where actor_kind = 'key'`.execute(db)
    },
  }
}

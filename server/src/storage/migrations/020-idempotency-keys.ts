import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * Idempotency keys (docs/idempotency.md): one row per organization, credential and key (its
 * SHA-256: `key_digest`), taken by the first request with it (`INSERT … ON CONFLICT DO NOTHING`,
 * so two processes never both run it) and holding its answer once it has one: `status` in clear,
 * headers and body sealed under the key (`answer`, idempotency/sealed-answer.ts). `claim` names the
 * request that holds the row, so a request whose lease (`locked_until`) ran out and was taken over
 * cannot write over its successor. `expires_at` is when the key may be used afresh; the hourly
 * sweep deletes rows past it, by the index on it.
 */
export function idempotencyKeys(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('organization_id', t.uuid, (c) => c.notNull().references('organizations.id'))
        .addColumn('credential', 'text', (c) => c.notNull())
        .addColumn('key_digest', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('claim', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('locked_until', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('status', 'integer')
        .addColumn('answer', 'text')
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['organization_id', 'credential', 'key_digest'])
        .execute()
      await db.schema
        .createIndex('idempotency_keys_expires')
        .on('idempotency_keys')
        .column('expires_at')
        .execute()
    },
  }
}

import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * Webhooks (docs/events.md#webhooks): an organization's endpoints, and one delivery per event
 * and endpoint, with every attempt. An endpoint follows its organization's event numbers from
 * `cursor`: the deliverer turns the events after it into deliveries and moves it, in one
 * transaction, so every event reaches every endpoint subscribed when it committed exactly once
 * as a delivery. Deliveries are claimed by `locked_until` (a lease), so a process killed
 * mid-delivery leaves one that another process, or the restarted one, attempts again.
 */
export function webhooks(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('webhook_endpoints')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('organization_id', t.uuid, (c) => c.notNull().references('organizations.id'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('events', t.json, (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('previous_secret', 'text')
        .addColumn('previous_secret_until', t.timestamp)
        .addColumn('cursor', t.bigint, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('failing_since', t.timestamp)
        .addColumn('disabled_at', t.timestamp)
        .addColumn('disabled_reason', 'text')
        .execute()
      await db.schema
        .createIndex('webhook_endpoints_org')
        .on('webhook_endpoints')
        .column('organization_id')
        .execute()
      await db.schema
        .createTable('webhook_deliveries')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('endpoint_id', t.uuid, (c) =>
          c.notNull().references('webhook_endpoints.id').onDelete('cascade'),
        )
        .addColumn('organization_id', t.uuid, (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', t.timestamp)
        .addColumn('locked_until', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute()
      // The deliverer's claim: due pending deliveries, oldest due first.
      await db.schema
        .createIndex('webhook_deliveries_due')
        .on('webhook_deliveries')
        .columns(['status', 'next_attempt_at'])
        .execute()
      await db.schema
        .createIndex('webhook_deliveries_endpoint')
        .on('webhook_deliveries')
        .columns(['endpoint_id', 'created_at'])
        .execute()
      await db.schema
        .createTable('webhook_attempts')
        .addColumn('delivery_id', t.uuid, (c) =>
          c.notNull().references('webhook_deliveries.id').onDelete('cascade'),
        )
        .addColumn('attempt', 'integer', (c) => c.notNull())
        .addColumn('at', t.timestamp, (c) => c.notNull())
        .addColumn('status_code', 'integer')
        .addColumn('duration_ms', 'integer', (c) => c.notNull())
        .addColumn('response', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addPrimaryKeyConstraint('webhook_attempts_pk', ['delivery_id', 'attempt'])
        .execute()
    },
  }
}

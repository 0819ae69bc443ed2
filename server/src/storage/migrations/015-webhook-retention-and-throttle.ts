import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * Webhooks after the outside review (docs/events.md#webhooks):
 * - `webhook_deliveries_created`: the retention sweep deletes deliveries (their attempts go with
 *   them) older than EVENT_RETENTION_DAYS in batches, oldest first, by this index;
 * - `webhook_endpoints.manual_sends` and `manual_sends_since`: the tests and "send again"s of an
 *   endpoint in its current minute, counted in its row, so every process holds it to the same
 *   budget without Redis.
 * Secrets are sealed by the service when it starts, not here: the key is outside the database
 * and a migration is given none (webhooks/secret-keyring.ts).
 */
export function webhookRetentionAndThrottle(d: DialectInfo): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('webhook_deliveries_created')
        .on('webhook_deliveries')
        .column('created_at')
        .execute()
      await db.schema
        .alterTable('webhook_endpoints')
        .addColumn('manual_sends', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .alterTable('webhook_endpoints')
        .addColumn('manual_sends_since', d.types.timestamp)
        .execute()
    },
  }
}

import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * `events`: the changes feed (docs/events.md). Each organization's events are numbered 1, 2, 3…
 * by `seq`, taken from `org_versions.event_seq` in the transaction of the change they describe;
 * the upsert that takes it holds that row until the transaction ends, so one organization's
 * writers take their numbers one at a time, in commit order, without gaps.
 */
export function events(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('org_versions')
        .addColumn('event_seq', t.bigint, (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createTable('events')
        .addColumn('organization_id', t.uuid, (c) => c.notNull().references('organizations.id'))
        .addColumn('seq', t.bigint, (c) => c.notNull())
        .addColumn('id', t.uuid, (c) => c.notNull().unique())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('at', t.timestamp, (c) => c.notNull())
        .addColumn('data', t.json, (c) => c.notNull())
        .addPrimaryKeyConstraint('events_pk', ['organization_id', 'seq'])
        .execute()
      // The retention sweep finds what is old by time.
      await db.schema.createIndex('events_at').on('events').column('at').execute()
    },
  }
}

import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * Findings (docs/findings.md):
 * - `findings`: one observation about a span of a recording, by a check or a person; `streams` a
 *   JSON list of names, `frames` a JSON object `{stream: [first, last]}` derived when written;
 * - `dataset_checks`: the checks planned for a dataset and when each ran (`ran_at` null: planned,
 *   not run yet), so its verdict stays `pending` until they all ran;
 * - `decision_findings`: the findings a dataset's current rejection cites;
 * - `datasets.verdict`: pending | pass | review | exclude, kept with every change of its findings,
 *   and `datasets.finding_count`, its open and confirmed findings (the queue's cards show it),
 *   and indexed like the list's other filters (newest first within an organization).
 */
export function findings(d: DialectInfo): Migration {
  const t = d.types
  const real = d.name === 'postgres' ? 'double precision' : 'real'
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('findings')
        .addColumn('id', t.uuid, (c) => c.primaryKey())
        .addColumn('organization_id', t.uuid, (c) => c.notNull())
        .addColumn('dataset_id', t.uuid, (c) => c.notNull().references('datasets.id'))
        .addColumn('code', 'text', (c) => c.notNull())
        .addColumn('severity', 'text', (c) => c.notNull())
        .addColumn('start_seconds', real)
        .addColumn('end_seconds', real)
        .addColumn('streams', t.json, (c) => c.notNull())
        .addColumn('frames', t.json, (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('source_kind', 'text', (c) => c.notNull())
        .addColumn('source_check', 'text')
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('actor_name', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('note', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute()
      await db.schema.createIndex('findings_dataset').on('findings').columns(['dataset_id']).execute()
      await db.schema
        .createIndex('findings_org_dataset')
        .on('findings')
        .columns(['organization_id', 'dataset_id'])
        .execute()

      await db.schema
        .createTable('dataset_checks')
        .addColumn('dataset_id', t.uuid, (c) => c.notNull().references('datasets.id'))
        .addColumn('check_id', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('ran_at', t.timestamp)
        .addPrimaryKeyConstraint('dataset_checks_pk', ['dataset_id', 'check_id'])
        .execute()

      await db.schema
        .createTable('decision_findings')
        .addColumn('dataset_id', t.uuid, (c) => c.notNull().references('datasets.id'))
        .addColumn('finding_id', t.uuid, (c) => c.notNull().references('findings.id'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('decision_findings_pk', ['dataset_id', 'finding_id'])
        .execute()
      await db.schema
        .createIndex('decision_findings_finding')
        .on('decision_findings')
        .columns(['finding_id'])
        .execute()

      await db.schema
        .alterTable('datasets')
        .addColumn('verdict', 'text', (c) => c.notNull().defaultTo('pending'))
        .execute()
      await db.schema
        .alterTable('datasets')
        .addColumn('finding_count', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema
        .createIndex('datasets_org_verdict_created')
        .on('datasets')
        .columns(['organization_id', 'verdict', 'date_created desc', 'id desc'])
        .execute()
    },
  }
}

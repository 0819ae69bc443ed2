import type { Kysely, Migration } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * An organization's settings of its checks (docs/checks.md#settings-per-organization): one row per
 * check it changed — a check with no row runs on, with the defaults. `check_id` is the check's id
 * without version (`timestamp_gap`): settings outlive a version bump. `thresholds` a JSON object
 * of the check's own keys (what it leaves out keeps the default); `enabled` and `auto_reject` 0 or 1
 * on both engines, as `releases.example_only`.
 */
export function orgChecks(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('org_checks')
        .addColumn('organization_id', t.uuid, (c) => c.notNull().references('organizations.id'))
        .addColumn('check_id', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('thresholds', t.json, (c) => c.notNull())
        .addColumn('auto_reject', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('org_checks_pk', ['organization_id', 'check_id'])
        .execute()
    },
  }
}

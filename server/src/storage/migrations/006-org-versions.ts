import { type Kysely, type Migration, sql } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/** Every write to these tables can change what an organization sees (docs/performance.md#cache). */
const WATCHED = ['datasets', 'org_counters'] as const

/**
 * `org_versions`: one number per organization, bumped by triggers in the same transaction as
 * every insert, update and delete of its datasets and counters, whatever code makes them. The
 * response cache compares it (read with the API key, in one statement) with the version its
 * entry was made at, so a cached body is never older than the last committed write.
 */
export function orgVersions(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('org_versions')
        .addColumn('organization_id', t.uuid, (c) => c.primaryKey())
        .addColumn('version', t.bigint, (c) => c.notNull())
        .execute()
      if (d.name === 'postgres') {
        await sql`
          create function bump_org_version() returns trigger language plpgsql as $$
          begin
            insert into org_versions (organization_id, version)
              values (case when tg_op = 'DELETE' then old.organization_id else new.organization_id end, 1)
              on conflict (organization_id) do update set version = org_versions.version + 1;
            return null;
          end
          $$`.execute(db)
        for (const table of WATCHED)
          await sql`
            create trigger ${sql.raw(`${table}_bump_org_version`)}
              after insert or update or delete on ${sql.table(table)}
              for each row execute function bump_org_version()`.execute(db)
        return
      }
      for (const table of WATCHED)
        for (const [event, row] of [
          ['insert', 'new'],
          ['update', 'new'],
          ['delete', 'old'],
        ] as const)
          await sql`
            create trigger ${sql.raw(`${table}_${event}_bump_org_version`)}
              after ${sql.raw(event)} on ${sql.table(table)} for each row
            begin
              insert into org_versions (organization_id, version) values (${sql.raw(row)}.organization_id, 1)
                on conflict (organization_id) do update set version = version + 1;
            end`.execute(db)
    },
  }
}

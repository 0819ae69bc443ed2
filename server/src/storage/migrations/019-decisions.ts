import { type Kysely, type Migration, sql } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * `decisions`: the append-only log of review decisions (docs/review-workflow.md), one row per
 * accept, reject or reopen; a dataset's status is the last entry's consequence. The actor is
 * named as the audit log names it (`actor` `user:<id>`, and kind, id and the name at the time);
 * `finding_ids` a JSON list, what that entry cited (`decision_findings` stays the current
 * rejection's citations); `bulk_id` the bulk decision it was part of, null for one made alone.
 * `id` increases in append order: a dataset's history is its entries by id.
 *
 * Backfill: every dataset already accepted or rejected gets one entry, from the columns that hold
 * its decision — who and when from its latest `dataset.accept`/`dataset.reject` audit entry (or the
 * platform, at `date_updated`, for one imported decided), the reason from
 * `metadata.rejection_reason`, the findings from `decision_findings`.
 */
export function decisions(d: DialectInfo): Migration {
  const t = d.types
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('decisions')
        .addColumn('id', d.name === 'postgres' ? 'bigserial' : 'integer', (c) =>
          d.name === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('organization_id', t.uuid, (c) => c.notNull())
        .addColumn('dataset_id', t.uuid, (c) => c.notNull().references('datasets.id'))
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('actor_kind', 'text', (c) => c.notNull())
        .addColumn('actor_id', 'text')
        .addColumn('actor_name', 'text')
        .addColumn('at', t.timestamp, (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('finding_ids', t.json, (c) => c.notNull())
        .addColumn('bulk_id', t.uuid)
        .execute()
      await db.schema.createIndex('decisions_dataset').on('decisions').columns(['dataset_id', 'id']).execute()

      const reason =
        d.name === 'postgres'
          ? sql`ds.metadata->>'rejection_reason'`
          : sql`json_extract(ds.metadata, '$.rejection_reason')`
      const cited =
        d.name === 'postgres'
          ? sql`(select coalesce(jsonb_agg(df.finding_id order by df.position), '[]'::jsonb)
                   from decision_findings df where df.dataset_id = ds.id)`
          : sql`(select coalesce(json_group_array(finding_id), '[]')
                   from (select df.finding_id from decision_findings df
                          where df.dataset_id = ds.id order by df.position))`
      const emptyList = d.name === 'postgres' ? sql`'[]'::jsonb` : sql`'[]'`
      await sql`
        insert into decisions
          (organization_id, dataset_id, action, actor, actor_kind, actor_id, actor_name, at, reason, finding_ids, bulk_id)
        select ds.organization_id, ds.id,
               ds.status,
               coalesce(a.actor, 'admin'), coalesce(a.actor_kind, 'admin'), a.actor_id, a.actor_name,
               coalesce(a.at, ds.date_updated),
               case when ds.status = 'rejected' then ${reason} end,
               case when ds.status = 'rejected' then ${cited} else ${emptyList} end,
               null
          from datasets ds
          left join audit_log a on a.id = (
            select max(l.id) from audit_log l
             where l.target_id = cast(ds.id as text) and l.action in ('dataset.accept', 'dataset.reject'))
         where ds.status in ('accepted', 'rejected')
         order by coalesce(a.at, ds.date_updated), ds.id`.execute(db)
    },
  }
}

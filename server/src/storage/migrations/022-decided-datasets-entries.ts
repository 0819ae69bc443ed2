import { type Kysely, type Migration, sql } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * Every decided dataset has a decision entry (docs/review-workflow.md): from now on the platform
 * writes one when it creates a dataset already accepted or rejected; this gives one to those it
 * created so between migration 019's backfill and this change — the platform (`admin`) at their
 * `date_updated`, the reason from `metadata.rejection_reason`, citing nothing. A dataset with any
 * entry already is left as it is.
 */
export function decidedDatasetsEntries(d: DialectInfo): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const reason =
        d.name === 'postgres'
          ? sql`ds.metadata->>'rejection_reason'`
          : sql`json_extract(ds.metadata, '$.rejection_reason')`
      const emptyList = d.name === 'postgres' ? sql`'[]'::jsonb` : sql`'[]'`
      await sql`
        insert into decisions
          (organization_id, dataset_id, action, actor, actor_kind, actor_id, actor_name, at, reason, finding_ids, bulk_id)
        select ds.organization_id, ds.id, ds.status, 'admin', 'admin', null, null, ds.date_updated,
               case when ds.status = 'rejected' then ${reason} end, ${emptyList}, null
          from datasets ds
         where ds.status in ('accepted', 'rejected')
           and not exists (select 1 from decisions e where e.dataset_id = ds.id)
         order by ds.date_updated, ds.id`.execute(db)
    },
  }
}

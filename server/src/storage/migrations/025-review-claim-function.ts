import { type Kysely, type Migration, sql } from 'kysely'
import type { DialectInfo } from '../dialect.ts'

/**
 * `hangar_review_claim` (PostgreSQL only): a claim of the shared review queue in one call, for a
 * filter without metadata (docs/review-queue.md#claims-are-race-free-on-both-engines). It does
 * what `review-queue.service.ts` does on SQLite, statement by statement, without a round trip
 * between them, and its statements keep their generic plans for the session (`SET
 * plan_cache_mode`): PostgreSQL otherwise planned the claim afresh on every call, which cost
 * twice its running.
 *
 * Arguments: the organization, the holder, now and the new lease's end, the verdicts asked for as
 * text (`exclude,review,pass,pending`) with each one's tier (`0,1,2,2`), and the data type or null.
 * Answers one row, the dataset leased and its lease's end (the caller's own running lease when it
 * still matches, else a new one), or none when nothing is left. Each statement inside takes its
 * own snapshot (READ COMMITTED), so a claim that lost a dataset to another's committed lease looks
 * again and sees it.
 */
export function reviewClaimFunction(d: DialectInfo): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (d.name !== 'postgres') return
      await sql`
        create function hangar_review_claim(
          p_org uuid, p_holder text, p_now timestamptz, p_until timestamptz,
          p_verdicts text, p_tiers text, p_data_type text
        ) returns table (dataset_id uuid, expires_at timestamptz)
        language plpgsql
        set plan_cache_mode = force_generic_plan
        as $$
        #variable_conflict use_column
        declare
          verdicts text[] := string_to_array(p_verdicts, ',');
          tiers int[] := string_to_array(p_tiers, ',')::int[];
          tier int;
          i int;
          head_id uuid;
          head_created timestamptz;
          pick_id uuid;
          pick_created timestamptz;
          taken int;
        begin
          -- The caller's own lease, while it holds and its dataset still matches: given back.
          return query
            select l.dataset_id, l.expires_at
            from review_leases l join datasets ds on ds.id = l.dataset_id
            where l.organization_id = p_org and l.holder = p_holder and l.expires_at > p_now
              and l.leased_at >= ds.date_updated and ds.organization_id = p_org
              and ds.status = 'pending' and ds.verdict = any (verdicts)
              and (p_data_type is null or ds.data_type = p_data_type);
          if found then
            return;
          end if;
          for attempt in 1..10 loop
            pick_id := null;
            pick_created := null;
            foreach tier in array (select array_agg(distinct t order by t) from unnest(tiers) t) loop
              -- Each verdict's head of the tier (an index seek of datasets_review_queue), locked,
              -- rows other claims hold skipped; the tier's oldest is the pick.
              for i in 1..cardinality(verdicts) loop
                continue when tiers[i] <> tier;
                head_id := null;
                select ds.id, ds.date_created into head_id, head_created
                from datasets ds
                where ds.organization_id = p_org and ds.status = 'pending' and ds.verdict = verdicts[i]
                  and (p_data_type is null or ds.data_type = p_data_type)
                  and not exists (
                    select 1 from review_leases l
                    where l.dataset_id = ds.id and l.expires_at > p_now and l.leased_at >= ds.date_updated)
                order by ds.date_created, ds.id
                limit 1
                for update of ds skip locked;
                if head_id is not null and (pick_id is null or (head_created, head_id) < (pick_created, pick_id)) then
                  pick_id := head_id;
                  pick_created := head_created;
                end if;
              end loop;
              exit when pick_id is not null;
            end loop;
            -- A reviewer holds one dataset at a time: their other leases end.
            delete from review_leases l
            where l.organization_id = p_org and l.holder = p_holder
              and (pick_id is null or l.dataset_id <> pick_id);
            if pick_id is null then
              return;
            end if;
            insert into review_leases as l (dataset_id, organization_id, holder, leased_at, expires_at)
            values (pick_id, p_org, p_holder, p_now, p_until)
            on conflict (dataset_id) do update
              set holder = excluded.holder, leased_at = excluded.leased_at, expires_at = excluded.expires_at
              where l.expires_at <= p_now
                or l.leased_at < (select ds.date_updated from datasets ds where ds.id = pick_id);
            get diagnostics taken = row_count;
            if taken > 0 then
              return query select pick_id, p_until;
              return;
            end if;
          end loop;
        end
        $$`.execute(db)
    },
  }
}

import { sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { OrgCheckRow } from '../storage/tables.ts'

/** An organization's rows of `org_checks`: the checks it changed. */
export function orgCheckRows(db: Db, organizationId: string): Promise<OrgCheckRow[]> {
  return db.selectFrom('org_checks').selectAll().where('organization_id', '=', organizationId).execute()
}

export interface OrgCheckWrite {
  organization_id: string
  check_id: string
  enabled: boolean
  thresholds: Record<string, number>
  auto_reject: boolean
  updated_at: string
  updated_by: string
}

/** Inserts or replaces an organization's settings of one check. */
export async function upsertOrgCheck(db: Db, dialect: DialectInfo, w: OrgCheckWrite): Promise<void> {
  const values = {
    enabled: w.enabled ? 1 : 0,
    thresholds: dialect.encodeJson(w.thresholds),
    auto_reject: w.auto_reject ? 1 : 0,
    updated_at: w.updated_at,
    updated_by: w.updated_by,
  }
  await db
    .insertInto('org_checks')
    .values({ organization_id: w.organization_id, check_id: w.check_id, ...values })
    .onConflict((oc) => oc.columns(['organization_id', 'check_id']).doUpdateSet(values))
    .execute()
}

export interface PrecisionCounts {
  confirmed: number
  dismissed: number
  decided_datasets: number
  rejected_datasets: number
}

/**
 * Per check version (`timestamp_gap@1`), over the organization's warnings and errors that checks
 * found: how many a person confirmed and dismissed, the datasets where any was decided, and the
 * datasets rejected other than by a check. One grouped query (docs/checks.md#precision); `checks`
 * (`<id>@<version>` each) narrows it to those.
 */
export async function precisionByCheck(
  db: Db,
  organizationId: string,
  checks?: readonly string[],
): Promise<Map<string, PrecisionCounts>> {
  // A dataset whose current rejection is a check's own (its last entry) is not evidence for any
  // check: counting it would let auto_reject feed its own numbers (docs/checks.md#auto_reject).
  const rejectedNotByACheck = sql<boolean>`d.status = 'rejected' and not exists (
      select 1 from decisions e
       where e.dataset_id = d.id and e.actor_kind = 'check'
         and not exists (select 1 from decisions l where l.dataset_id = d.id and l.id > e.id))`
  let q = db
    .selectFrom('findings as f')
    .innerJoin('datasets as d', 'd.id', 'f.dataset_id')
    .select([
      'f.source_check as check',
      sql<number>`sum(case when f.status = 'confirmed' then 1 else 0 end)`.as('confirmed'),
      sql<number>`sum(case when f.status = 'dismissed' then 1 else 0 end)`.as('dismissed'),
      sql<number>`count(distinct case when f.status in ('confirmed', 'dismissed') then f.dataset_id end)`.as(
        'decided_datasets',
      ),
      sql<number>`count(distinct case when ${rejectedNotByACheck} then f.dataset_id end)`.as(
        'rejected_datasets',
      ),
    ])
    .where('f.organization_id', '=', organizationId)
    .where('f.source_kind', '=', 'check')
    .where('f.severity', 'in', ['warning', 'error'])
    .where('f.source_check', 'is not', null)
  if (checks) {
    if (checks.length === 0) return new Map()
    q = q.where('f.source_check', 'in', [...checks])
  }
  const rows = await q.groupBy('f.source_check').execute()
  return new Map(
    rows.map((r) => [
      r.check ?? '',
      {
        confirmed: Number(r.confirmed),
        dismissed: Number(r.dismissed),
        decided_datasets: Number(r.decided_datasets),
        rejected_datasets: Number(r.rejected_datasets),
      },
    ]),
  )
}

/**
 * The organization's pending datasets whose checks were planned before (newest first, at most
 * `limit`): those a change of a check's settings runs again. A dataset whose checks were never
 * queued (its streams still indexing) gets them with the new settings when its index ends.
 */
export async function pendingCheckedDatasets(
  db: Db,
  organizationId: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('datasets as d')
    .select('d.id')
    .where('d.organization_id', '=', organizationId)
    .where('d.status', '=', 'pending')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('dataset_checks as c').select('c.dataset_id').whereRef('c.dataset_id', '=', 'd.id'),
      ),
    )
    .orderBy('d.date_created', 'desc')
    .orderBy('d.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r) => r.id)
}

import type { ExpressionBuilder } from 'kysely'
import { CompiledOnce } from '../storage/compiled-once.ts'
import type { Db } from '../storage/db.ts'
import type { Database, WebhookDeliveryRow } from '../storage/tables.ts'

/**
 * The deliverer's claim, on every tick (docs/events.md#webhooks): which endpoints have due
 * deliveries, and taking some of one endpoint's with a lease. Compiled once per shape
 * (storage/compiled-once.ts): a busy endpoint is claimed for many times a second.
 */

/** No lease, or one that ran out at `now`: free to claim. */
const unleased = (eb: ExpressionBuilder<Database, 'webhook_deliveries'>, now: string) =>
  eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)])

const dueRead = new CompiledOnce<
  { now: string; limit: number; full_endpoints: readonly string[]; full_organizations: readonly string[] },
  { endpoint_id: string; organization_id: string; oldest: string }
>((db, v) =>
  db
    .selectFrom('webhook_deliveries')
    .select(['endpoint_id', 'organization_id', (eb) => eb.fn.min('next_attempt_at').as('oldest')])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', v.now)
    .where((eb) => unleased(eb, v.now))
    // The lists' lengths are the statement's shape (storage/compiled-once.ts).
    .$if(v.full_endpoints.length > 0, (q) => q.where('endpoint_id', 'not in', v.full_endpoints))
    .$if(v.full_organizations.length > 0, (q) => q.where('organization_id', 'not in', v.full_organizations))
    .groupBy(['endpoint_id', 'organization_id'])
    .orderBy('oldest')
    .limit(v.limit),
)

/**
 * Endpoints with deliveries due at `now` and not leased, the one whose oldest waited longest
 * first, leaving out endpoints and organizations already at their share.
 */
export async function endpointsWithDue(
  db: Db,
  q: { now: string; fullEndpoints: readonly string[]; fullOrganizations: readonly string[]; limit: number },
) {
  const { rows } = await dueRead.execute(db, {
    now: q.now,
    limit: q.limit,
    full_endpoints: q.fullEndpoints,
    full_organizations: q.fullOrganizations,
  })
  return rows
}

const claimUpdate = new CompiledOnce<
  { endpoint_id: string; now: string; lease: string; free: number },
  WebhookDeliveryRow
>((db, v, rowLocks) => {
  const due = db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('endpoint_id', '=', v.endpoint_id)
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', v.now)
    .where((eb) => unleased(eb, v.now))
    .orderBy('next_attempt_at')
    .limit(v.free)
    .$if(rowLocks === 'row locks', (q) => q.forUpdate().skipLocked())
  return (
    db
      .updateTable('webhook_deliveries')
      .set({ locked_until: v.lease })
      .where('id', 'in', due)
      // Claimed by another process between the read and this write (SQLite): not ours.
      .where((eb) => unleased(eb, v.now))
      .returningAll()
  )
})

/**
 * Leases up to `free` of an endpoint's due deliveries until `lease`, oldest due first, skipping
 * those another process holds (rows locked on PostgreSQL, the lease re-checked on SQLite).
 */
export async function claimDue(
  db: Db,
  c: { endpointId: string; now: string; lease: string; free: number; rowLocks: boolean },
): Promise<WebhookDeliveryRow[]> {
  const { rows } = await claimUpdate.execute(
    db,
    { endpoint_id: c.endpointId, now: c.now, lease: c.lease, free: c.free },
    c.rowLocks ? 'row locks' : '',
  )
  return rows
}

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

const list = (v: Record<string, unknown>, name: string, count: number) =>
  Array.from({ length: count }, (_, i) => v[`${name}${i}`] as string)

const dueRead = new CompiledOnce<
  Record<string, unknown>,
  { endpoint_id: string; organization_id: string; oldest: string }
>((db, v, shape) => {
  const [endpoints, organizations] = shape.split(',').map(Number) as [number, number]
  return db
    .selectFrom('webhook_deliveries')
    .select(['endpoint_id', 'organization_id', (eb) => eb.fn.min('next_attempt_at').as('oldest')])
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', v.now as string)
    .where((eb) => unleased(eb, v.now as string))
    .$if(endpoints > 0, (q) => q.where('endpoint_id', 'not in', list(v, 'endpoint', endpoints)))
    .$if(organizations > 0, (q) =>
      q.where('organization_id', 'not in', list(v, 'organization', organizations)),
    )
    .groupBy(['endpoint_id', 'organization_id'])
    .orderBy('oldest')
    .limit(v.limit as number)
})

/**
 * Endpoints with deliveries due at `now` and not leased, the one whose oldest waited longest
 * first, leaving out endpoints and organizations already at their share.
 */
export async function endpointsWithDue(
  db: Db,
  q: { now: string; fullEndpoints: readonly string[]; fullOrganizations: readonly string[]; limit: number },
) {
  const values: Record<string, unknown> = { now: q.now, limit: q.limit }
  q.fullEndpoints.forEach((id, i) => {
    values[`endpoint${i}`] = id
  })
  q.fullOrganizations.forEach((id, i) => {
    values[`organization${i}`] = id
  })
  const { rows } = await dueRead.execute(
    db,
    values,
    `${q.fullEndpoints.length},${q.fullOrganizations.length}`,
  )
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

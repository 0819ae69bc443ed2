import type { Db } from '../storage/db.ts'

/**
 * The webhooks' upkeep (docs/events.md#webhooks): the retention sweep, the per-endpoint budget of
 * tests and "send again"s, sealing stored secrets.
 */

/** Deliveries deleted per statement: each a short transaction, whatever the backlog. */
const SWEEP_BATCH = 1000

/**
 * Deletes the deliveries created before `before` that are no longer pending, with their attempts
 * (the foreign key cascades), a batch at a time, oldest first; returns how many.
 */
export async function sweepDeliveries(db: Db, before: string): Promise<number> {
  let deleted = 0
  for (;;) {
    const batch = db
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('created_at', '<', before)
      .where('status', '<>', 'pending')
      .orderBy('created_at')
      .limit(SWEEP_BATCH)
    const r = await db.deleteFrom('webhook_deliveries').where('id', 'in', batch).executeTakeFirst()
    const n = Number(r.numDeletedRows)
    deleted += n
    if (n < SWEEP_BATCH) return deleted
  }
}

/**
 * Counts one test or "send again" of an endpoint of `organizationId` in one statement: its
 * window started after `windowOpen` goes on, else a new one starts `now`. Answers the count and
 * when the window started, or undefined when there is no such endpoint.
 */
export async function countManualSend(
  db: Db,
  s: { endpointId: string; organizationId: string; now: string; windowOpen: string },
): Promise<{ manual_sends: number; manual_sends_since: string } | undefined> {
  const row = await db
    .updateTable('webhook_endpoints')
    .set((eb) => ({
      // Both read the row as it was (SQL's rule for SET), so they agree on the window.
      manual_sends: eb
        .case()
        .when('manual_sends_since', '>', s.windowOpen)
        .then(eb('manual_sends', '+', 1))
        .else(1)
        .end(),
      manual_sends_since: eb
        .case()
        .when('manual_sends_since', '>', s.windowOpen)
        .then(eb.ref('manual_sends_since'))
        .else(s.now)
        .end(),
    }))
    .where('id', '=', s.endpointId)
    .where('organization_id', '=', s.organizationId)
    .returning(['manual_sends', 'manual_sends_since'])
    .executeTakeFirst()
  return row
    ? { manual_sends: Number(row.manual_sends), manual_sends_since: row.manual_sends_since! }
    : undefined
}

/** Every endpoint's stored secrets. */
export function storedSecrets(db: Db) {
  return db.selectFrom('webhook_endpoints').select(['id', 'secret', 'previous_secret']).execute()
}

/**
 * Replaces an endpoint's stored secrets if they are still `from` (a rotation meanwhile, or
 * another process sealing them first, wins); answers whether it did.
 */
export async function replaceStoredSecrets(
  db: Db,
  id: string,
  from: { secret: string; previous_secret: string | null },
  to: { secret: string; previous_secret: string | null },
): Promise<boolean> {
  const r = await db
    .updateTable('webhook_endpoints')
    .set(to)
    .where('id', '=', id)
    .where('secret', '=', from.secret)
    .where((eb) =>
      from.previous_secret === null
        ? eb('previous_secret', 'is', null)
        : eb('previous_secret', '=', from.previous_secret),
    )
    .executeTakeFirst()
  return Number(r.numUpdatedRows) > 0
}

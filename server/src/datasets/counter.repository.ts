import { sql } from 'kysely'
import type { Db } from '../storage/database.ts'
import type { CounterDeltas } from './counters.ts'

/** Adds the deltas to an organization's counters (upsert; both engines speak ON CONFLICT). */
export async function applyCounterDeltas(
  db: Db,
  organizationId: string,
  deltas: CounterDeltas,
): Promise<void> {
  const rows = [...deltas]
    .filter(([, v]) => v !== 0)
    .map(([name, value]) => ({ organization_id: organizationId, name, value }))
  if (rows.length === 0) return
  await db
    .insertInto('org_counters')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['organization_id', 'name'])
        .doUpdateSet({ value: sql`org_counters.value + excluded.value` }),
    )
    .execute()
}

/** The named counters of an organization (absent ones read as 0); one primary-key lookup each. */
export async function readCounters(
  db: Db,
  organizationId: string,
  names: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('org_counters')
    .select(['name', 'value'])
    .where('organization_id', '=', organizationId)
    .where('name', 'in', names)
    .execute()
  return new Map(rows.map((r) => [r.name, r.value]))
}

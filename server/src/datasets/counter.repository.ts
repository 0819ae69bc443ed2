import { sql } from 'kysely'
import { CompiledOnce } from '../storage/compiled-once.ts'
import type { Db } from '../storage/db.ts'
import { hotReader } from '../storage/hot-statements.ts'
import type { CounterDeltas } from './counters.ts'

/** On every decision's path: compiled once per number of counters (storage/compiled-once.ts). */
const addToCounters = new CompiledOnce<{ organization_id: string; names: string[]; amounts: number[] }>(
  (db, v) =>
    db
      .insertInto('org_counters')
      .values(v.names.map((name, i) => ({ organization_id: v.organization_id, name, value: v.amounts[i]! })))
      .onConflict((oc) =>
        oc
          .columns(['organization_id', 'name'])
          .doUpdateSet({ value: sql`org_counters.value + excluded.value` }),
      ),
)

/** Adds the deltas to an organization's counters (upsert; both engines speak ON CONFLICT). */
export async function applyCounterDeltas(
  db: Db,
  organizationId: string,
  deltas: CounterDeltas,
): Promise<void> {
  const changed = [...deltas].filter(([, v]) => v !== 0)
  if (changed.length === 0) return
  await addToCounters.execute(db, {
    organization_id: organizationId,
    names: changed.map(([name]) => name),
    amounts: changed.map(([, amount]) => amount),
  })
}

/** The named counters of an organization (absent ones read as 0); one primary-key lookup each. */
export async function readCounters(
  db: Db,
  organizationId: string,
  names: readonly string[],
): Promise<Map<string, number>> {
  if (names.length === 0) return new Map()
  type Row = { name: string; value: number }
  // On every statistics request: a prepared statement (storage/hot-statements.ts), one text per
  // number of names (statistics always ask for the same number), the same query as below.
  const hot = hotReader(db)?.run<Row>(countersSql(names.length), [organizationId, ...names])
  const rows = hot
    ? await hot
    : await db
        .selectFrom('org_counters')
        .select(['name', 'value'])
        .where('organization_id', '=', organizationId)
        .where('name', 'in', names)
        .execute()
  return new Map(rows.map((r) => [r.name, r.value]))
}

const countersSqlByCount = new Map<number, string>()
function countersSql(n: number): string {
  let text = countersSqlByCount.get(n)
  if (!text) {
    text = `select name, value from org_counters where organization_id = ? and name in (${Array(n).fill('?').join(', ')})`
    countersSqlByCount.set(n, text)
  }
  return text
}

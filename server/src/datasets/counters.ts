import type { DatasetStatus, DataType } from './dataset.schema.ts'

/**
 * Names of the running per-organization counters behind statistics. Statistics read these
 * instead of scanning datasets; every write adjusts them in the same transaction.
 */
export const counterName = {
  total: 'total',
  bytes: 'bytes',
  status: (s: string) => `status:${s}`,
  type: (t: string) => `type:${t}`,
  day: (isoDay: string) => `day:${isoDay}`,
}

export type CounterDeltas = Map<string, number>

function add(d: CounterDeltas, name: string, by: number) {
  d.set(name, (d.get(name) ?? 0) + by)
}

/** What creating a dataset adds. */
export function creationDeltas(
  ds: { status: DatasetStatus; data_type: DataType; data_byte_size: number; date_created: string },
  into: CounterDeltas = new Map(),
): CounterDeltas {
  add(into, counterName.total, 1)
  add(into, counterName.bytes, ds.data_byte_size)
  add(into, counterName.status(ds.status), 1)
  add(into, counterName.type(ds.data_type), 1)
  add(into, counterName.day(ds.date_created.slice(0, 10)), 1)
  return into
}

/** What moving one dataset between statuses changes. */
export function statusChangeDeltas(
  from: DatasetStatus,
  to: DatasetStatus,
  into: CounterDeltas = new Map(),
): CounterDeltas {
  add(into, counterName.status(from), -1)
  add(into, counterName.status(to), 1)
  return into
}

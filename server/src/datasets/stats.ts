import { counterName } from './counters.ts'
import { DATA_TYPES, STATUSES, type Stats } from './dataset.schema.ts'

const DAY_MS = 86_400_000

/** The seven UTC calendar days ending with `today`, newest first, as YYYY-MM-DD. */
export function lastSevenDays(today: Date): readonly string[] {
  return daysOf(today).days
}

/** Every counter statistics read for `today`. */
export function statsCounterNames(today: Date): readonly string[] {
  return daysOf(today).counterNames
}

interface Days {
  midnight: number
  days: readonly string[]
  counterNames: readonly string[]
}
let lastDays: Days | undefined

/** Computed once per UTC day (every statistics request asked twice before, issue 13). */
function daysOf(today: Date): Days {
  const midnight = Math.floor(today.getTime() / DAY_MS) * DAY_MS
  if (lastDays?.midnight === midnight) return lastDays
  const days = Object.freeze(
    Array.from({ length: 7 }, (_, i) => new Date(midnight - i * DAY_MS).toISOString().slice(0, 10)),
  )
  const counterNames = Object.freeze([
    counterName.total,
    counterName.bytes,
    ...STATUSES.map(counterName.status),
    ...DATA_TYPES.map(counterName.type),
    ...days.map(counterName.day),
  ])
  lastDays = { midnight, days, counterNames }
  return lastDays
}

/** Builds the statistics object from counter values; every key is present, 0 when none. */
export function buildStats(counters: ReadonlyMap<string, number>, today: Date): Stats {
  const get = (name: string) => counters.get(name) ?? 0
  return {
    total_datasets: get(counterName.total),
    total_size_bytes: get(counterName.bytes),
    by_status: Object.fromEntries(STATUSES.map((s) => [s, get(counterName.status(s))])) as Stats['by_status'],
    by_data_type: Object.fromEntries(
      DATA_TYPES.map((t) => [t, get(counterName.type(t))]),
    ) as Stats['by_data_type'],
    daily_volume_last_7_days: lastSevenDays(today).map((date) => ({
      date,
      count: get(counterName.day(date)),
    })),
  }
}

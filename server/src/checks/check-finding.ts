/** What a check reports and which checks there are (docs/checks.md). */

export type CheckSeverity = 'info' | 'warning' | 'error'

/**
 * One observation of a check about a span of a recording, on the recording's own clock (seconds from
 * the dataset's start, as the readers give them); null times for findings about the whole dataset.
 */
export interface CheckFinding {
  /** The check's id, e.g. `timestamp_gap`; with {@link CHECK_VERSIONS} it names the check version. */
  code: string
  severity: CheckSeverity
  start_seconds: number | null
  end_seconds: number | null
  streams: string[]
  /** A sentence with the numbers. */
  message: string
}

/** Every check and its version; a change to what a check finds bumps its version. */
export const CHECK_VERSIONS = {
  timestamp_order: 1,
  timestamp_gap: 1,
  non_finite: 1,
  flat_signal: 2,
  jump: 2,
  zero_variance: 2,
  pose_drift: 1,
  duration_outlier: 1,
  duplicate_file: 2,
} as const

export type CheckId = keyof typeof CHECK_VERSIONS

/** `timestamp_gap` → `timestamp_gap@1`: the name a finding's source and an actor use. */
export function checkKey(id: CheckId): string {
  return `${id}@${CHECK_VERSIONS[id]}`
}

const RANK: Record<CheckSeverity, number> = { info: 0, warning: 1, error: 2 }

/** The graver of two severities. */
export function graver(a: CheckSeverity, b: CheckSeverity): CheckSeverity {
  return RANK[a] >= RANK[b] ? a : b
}

/** Seconds or values for a message: at most `digits` decimals, no trailing zeros (17.2, 0.41, 3). */
export function num(v: number, digits = 2): string {
  if (!Number.isFinite(v)) return String(v)
  const abs = Math.abs(v)
  if (abs !== 0 && (abs >= 1e6 || abs < 10 ** -digits)) return v.toPrecision(3)
  return String(Number(v.toFixed(digits)))
}

/** `1 gap`, `3 gaps`. */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`
}

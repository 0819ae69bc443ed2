/**
 * Findings and verdicts as the domain sees them (docs/findings.md): plain values and rules, no
 * HTTP, no SQL.
 */

export const SEVERITIES = ['info', 'warning', 'error'] as const
export type FindingSeverity = (typeof SEVERITIES)[number]

export const FINDING_STATUSES = ['open', 'confirmed', 'dismissed'] as const
export type FindingStatus = (typeof FINDING_STATUSES)[number]

export const SOURCE_KINDS = ['check', 'person'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]

export const VERDICTS = ['pending', 'pass', 'review', 'exclude'] as const
export type Verdict = (typeof VERDICTS)[number]

/** `timestamp_gap@1`: a check's id and version, as findings and `dataset_checks` name them. */
export const CHECK_REF_PATTERN = '^[a-z][a-z0-9_]{0,63}@[1-9][0-9]{0,8}$'

/** A check's id and version out of `id@version`; throws on anything else (a bug of the caller). */
export function parseCheckRef(ref: string): { id: string; version: number } {
  if (!new RegExp(CHECK_REF_PATTERN).test(ref)) throw new Error(`Not a check reference (id@version): ${ref}`)
  const at = ref.lastIndexOf('@')
  return { id: ref.slice(0, at), version: Number(ref.slice(at + 1)) }
}

/** What a verdict depends on: each finding's severity and status. */
export interface VerdictInput {
  severity: FindingSeverity
  status: FindingStatus
}

/**
 * A dataset's verdict: `pending` until its checks ran; then `exclude` if any open or confirmed
 * error, `review` if any open or confirmed warning, else `pass`. Dismissed findings and `info`
 * never count. A person's finding counts like a check's.
 */
export function verdictOf(findings: readonly VerdictInput[], checksRan: boolean): Verdict {
  if (!checksRan) return 'pending'
  const counts = (f: VerdictInput) => f.status !== 'dismissed'
  if (findings.some((f) => counts(f) && f.severity === 'error')) return 'exclude'
  if (findings.some((f) => counts(f) && f.severity === 'warning')) return 'review'
  return 'pass'
}

/**
 * Whether a dataset's checks ran: some were planned or recorded, and every one has run. A check
 * that cannot apply to the dataset (no stream of its kind) is recorded as run with no findings.
 */
export function checksRanOf(checks: readonly { ran_at: string | null }[]): boolean {
  return checks.length > 0 && checks.every((c) => c.ran_at !== null)
}

/**
 * The key a check's finding is known by across runs of the check: the same code, span and
 * streams. A rerun that finds it again keeps the finding (its id, status and note), so a person's
 * confirmation or dismissal outlives reruns.
 */
export function findingKey(f: {
  code: string
  start_seconds: number | null
  end_seconds: number | null
  streams: readonly string[]
}): string {
  return JSON.stringify([f.code, f.start_seconds, f.end_seconds, [...f.streams].sort()])
}

import { parseCheckRef } from '../findings/finding.ts'

/**
 * Which check rejects a dataset by itself (`auto_reject`, docs/checks.md#auto_reject), and how the
 * rejection reads. Pure: no HTTP, no SQL.
 */

/** An open error a check found on the dataset. */
export interface OpenCheckError {
  id: string
  /** `<id>@<version>` of the check that found it. */
  check: string
  message: string
  start_seconds: number | null
  end_seconds: number | null
  created_at: string
}

export interface AutoRejection {
  /** `<id>@<version>`: the rejection's actor. */
  check: string
  /** The check's open errors, in time order: what the rejection cites. */
  findingIds: string[]
  reason: string
}

/** Findings one rejection cites, at most (as `POST /datasets/{id}/reject`). */
export const MAX_AUTO_CITED = 100
/** Characters of finding messages a reason quotes before it counts the rest. */
const MAX_QUOTED = 4_000

/**
 * The rejection a dataset gets, or null: by the first check in `order` (check ids, the catalog's)
 * that is in `autoReject`, found at least one open error, and `mayReject` (its precision meets the
 * bar now). One check decides, so the decision has one actor; it cites only its own errors.
 */
export function autoRejection(
  errors: readonly OpenCheckError[],
  order: readonly string[],
  autoReject: ReadonlySet<string>,
  mayReject: (check: string) => boolean,
): AutoRejection | null {
  const byCheck = new Map<string, OpenCheckError[]>()
  for (const e of errors) {
    const { id } = parseCheckRef(e.check)
    if (!autoReject.has(id)) continue
    const list = byCheck.get(id) ?? []
    list.push(e)
    byCheck.set(id, list)
  }
  for (const id of order) {
    const found = byCheck.get(id)
    if (!found?.length) continue
    // A check's findings on one dataset all carry its current version once it ran.
    const check = found[0]!.check
    if (!mayReject(check)) continue
    const cited = inTimeOrder(found).slice(0, MAX_AUTO_CITED)
    return { check, findingIds: cited.map((e) => e.id), reason: autoRejectReason(check, cited) }
  }
  return null
}

/**
 * "The check non_finite@1 rejected this dataset by itself (auto_reject) for 2 errors: NaN in imu.x
 * between 3 s and 4 s. …" — the messages quoted until about 4,000 characters, the rest counted.
 */
export function autoRejectReason(check: string, errors: readonly Pick<OpenCheckError, 'message'>[]): string {
  const n = errors.length
  const quoted: string[] = []
  let length = 0
  for (const e of errors) {
    const m = e.message.trim()
    if (quoted.length > 0 && length + m.length > MAX_QUOTED) break
    quoted.push(m.length > MAX_QUOTED ? `${m.slice(0, MAX_QUOTED)}…` : m)
    length += m.length
  }
  const rest = n - quoted.length
  return (
    `The check ${check} rejected this dataset by itself (auto_reject) for ${n} error${n === 1 ? '' : 's'}: ` +
    quoted.join(' ') +
    (rest > 0 ? ` And ${rest} more.` : '')
  )
}

/** Whole-file findings first, then by start, end, and oldest first (as the findings list). */
function inTimeOrder(list: readonly OpenCheckError[]): OpenCheckError[] {
  const key = (t: number | null) => (t === null ? Number.NEGATIVE_INFINITY : t)
  return [...list].sort(
    (a, b) =>
      key(a.start_seconds) - key(b.start_seconds) ||
      key(a.end_seconds) - key(b.end_seconds) ||
      (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
}

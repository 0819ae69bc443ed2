/**
 * What a bulk decision's dry run counted, as sentences a person confirms (docs/review-workflow.md,
 * "In the console"): "Accept 340 of 352 matching (12 already decided)". Plain functions, so the
 * wording is tested without a browser.
 */

export type BulkAction = 'accept' | 'reject' | 'reopen'

const verbs: Record<BulkAction, string> = { accept: 'Accept', reject: 'Reject', reopen: 'Reopen' }
const done: Record<BulkAction, string> = { accept: 'Accepted', reject: 'Rejected', reopen: 'Reopened' }

/** How a skipped status reads after a count: "12 superseded", "3 in admin review". */
const skippedLabels: Record<string, string> = {
  pending: 'pending',
  accepted: 'accepted',
  rejected: 'rejected',
  for_admin_review: 'in admin review',
  superseded: 'superseded',
  discarded: 'discarded',
}

const datasets = (n: number) => `${n.toLocaleString('en')} dataset${n === 1 ? '' : 's'}`

/**
 * Why the other matches are left alone, grouped the way a reviewer thinks of them: accepting or
 * rejecting skips what is "already decided"; reopening skips what is "not decided" (pending).
 */
export function skippedParts(action: BulkAction, skipped: Record<string, number>): string[] {
  const parts: string[] = []
  const decided = action === 'reopen' ? 0 : (skipped.accepted ?? 0) + (skipped.rejected ?? 0)
  if (decided) parts.push(`${decided.toLocaleString('en')} already decided`)
  for (const [status, n] of Object.entries(skipped)) {
    if (!n || (action !== 'reopen' && (status === 'accepted' || status === 'rejected'))) continue
    const label =
      action === 'reopen' && status === 'pending' ? 'not decided' : (skippedLabels[status] ?? status)
    parts.push(`${n.toLocaleString('en')} ${label}`)
  }
  return parts
}

/** The count as the question the person confirms. */
export function countSentence(
  action: BulkAction,
  count: { matched: number; actionable: number; skipped: Record<string, number> },
): string {
  if (count.matched === 0) return 'No datasets match these filters'
  const why = skippedParts(action, count.skipped)
  const reasons = why.length ? ` (${why.join(', ')})` : ''
  const n = count.actionable.toLocaleString('en')
  if (count.actionable === 0)
    return `Nothing to ${verbs[action].toLowerCase()} among the ${count.matched.toLocaleString('en')} matching${reasons}`
  if (count.actionable === count.matched)
    return count.matched === 1
      ? `${verbs[action]} the 1 matching dataset`
      : `${verbs[action]} all ${n} matching`
  return `${verbs[action]} ${n} of ${count.matched.toLocaleString('en')} matching${reasons}`
}

/** Each skipped status alone, for the line under the count: "Left as they are: 10 accepted, 2 rejected". */
export function skippedDetail(skipped: Record<string, number>): string | null {
  const parts = Object.entries(skipped)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => `${n.toLocaleString('en')} ${skippedLabels[status] ?? status}`)
  return parts.length ? `Left as they are: ${parts.join(', ')}` : null
}

/** What a confirmed bulk decision did. */
export function doneSentence(
  action: BulkAction,
  result: { done: number; skipped: Record<string, number> },
): string {
  const left = Object.values(result.skipped).reduce((a, b) => a + b, 0)
  return `${done[action]} ${datasets(result.done)}${left ? `; ${left.toLocaleString('en')} left as they were` : ''}`
}

/** The confirm button: what exactly will happen. */
export function confirmLabel(action: BulkAction, actionable: number): string {
  return `${verbs[action]} ${datasets(actionable)}`
}

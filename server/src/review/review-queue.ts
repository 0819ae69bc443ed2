import { DomainError } from '../common/errors.ts'
import { VERDICTS, type Verdict } from '../findings/finding.ts'

/**
 * The shared review queue's rules (docs/review-queue.md), free of HTTP and SQL: which pending
 * dataset a reviewer is offered next, and for how long it is theirs.
 */

/** How long a claimed dataset stays a reviewer's, from the claim or the last renewal. */
export const LEASE_MS = 10 * 60_000

/**
 * The queue's tiers, first offered first: what the checks would exclude, then what they want a
 * person to look at, then every other verdict (not checked yet, passed). Within a tier, oldest
 * first — a tier of several verdicts is merged by age with {@link olderFirst}.
 */
export const REVIEW_TIERS: readonly (readonly Verdict[])[] = [
  ['exclude'],
  ['review'],
  VERDICTS.filter((v) => v !== 'exclude' && v !== 'review'),
]

/**
 * The tiers a filter leaves: each tier keeps only the verdicts asked for (all when none are),
 * and tiers left empty are dropped.
 */
export function tiersFor(verdicts: readonly Verdict[] | undefined): Verdict[][] {
  const wanted = verdicts?.length ? new Set(verdicts) : undefined
  return REVIEW_TIERS.map((tier) => tier.filter((v) => !wanted || wanted.has(v))).filter((t) => t.length > 0)
}

/** Oldest first, then by id, so two datasets created in the same millisecond keep one order. */
export function olderFirst(a: { date_created: string; id: string }, b: { date_created: string; id: string }) {
  const at = Date.parse(a.date_created) - Date.parse(b.date_created)
  return at !== 0 ? at : a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/** The oldest of the heads of one tier's verdicts (undefined when the tier has none). */
export function oldestOf<T extends { date_created: string; id: string }>(heads: readonly T[]): T | undefined {
  return [...heads].sort(olderFirst)[0]
}

/**
 * When a lease taken or renewed at `now` runs out. A lease holds until then, and only while its
 * dataset is pending and has not changed status since the lease was taken: a decision ends it
 * even before the decision's own transaction removes the row (the repository's statements say
 * so in SQL).
 */
export function leaseEnd(now: number): number {
  return now + LEASE_MS
}

/** A lease the caller held but which ran out, or whose dataset was decided: renewing it is too late. */
export class LeaseEndedError extends DomainError {
  override readonly name: string = 'LeaseEndedError'
}

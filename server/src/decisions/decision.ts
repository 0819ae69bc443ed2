import { DomainError, InvalidInputError } from '../common/errors.ts'
import type { DatasetStatus } from '../datasets/dataset.schema.ts'

/**
 * The review workflow's rules (DESIGN §11, docs/review-workflow.md): what each decision moves a
 * dataset from and to, what a reopen and a bulk decision may touch. Pure: no HTTP, no SQL.
 */

/** What a decision entry records. */
export const DECISION_ACTIONS = ['accepted', 'rejected', 'reopened'] as const
export type DecisionAction = (typeof DECISION_ACTIONS)[number]

/** What a bulk decision does to each dataset it changes. */
export const BULK_ACTIONS = ['accept', 'reject', 'reopen'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

/** Datasets one bulk decision may change, at most. */
export const MAX_BULK = 10_000

/** How long a bulk count's token may be committed, in seconds. */
export const BULK_TOKEN_TTL_SECONDS = 600

const MOVES: Record<
  BulkAction,
  { from: readonly DatasetStatus[]; to: DatasetStatus; entry: DecisionAction }
> = {
  accept: { from: ['pending'], to: 'accepted', entry: 'accepted' },
  reject: { from: ['pending'], to: 'rejected', entry: 'rejected' },
  // Only a review decision is taken back; the platform's own statuses are the platform's.
  reopen: { from: ['accepted', 'rejected'], to: 'pending', entry: 'reopened' },
}

/** The statuses `action` moves a dataset from, the one it moves it to, and the entry it writes. */
export function moveOf(action: BulkAction) {
  return MOVES[action]
}

/** A decision the dataset's state does not allow, answered 409 (the wording, not 422). */
export class DecisionConflictError extends DomainError {
  override readonly name: string = 'DecisionConflictError'
}

/** The datasets a bulk decision counted changed before it was committed: nothing was done. */
export class BulkCountChangedError extends DecisionConflictError {
  override readonly name: string = 'BulkCountChangedError'

  constructor(
    message: string,
    readonly matched: number,
    readonly actionable: number,
  ) {
    super(message)
  }
}

/** Only an accepted or rejected dataset is reopened. */
export function assertReopenable(status: DatasetStatus): void {
  if (!MOVES.reopen.from.includes(status))
    throw new DecisionConflictError(
      `Only accepted or rejected datasets can be reopened; this dataset is ${status}`,
    )
}

/** Reject and reopen say why; a reason of blanks says nothing. */
export function assertReasonGiven(action: BulkAction, reason: string | undefined): void {
  if (action === 'accept') return
  if (reason === undefined || reason.trim() === '')
    throw new InvalidInputError(`A reason is required to ${action}`)
}

/** At most MAX_BULK datasets change in one bulk decision. */
export function assertBulkSize(actionable: number): void {
  if (actionable > MAX_BULK)
    throw new InvalidInputError(
      `This bulk decision would change ${actionable} datasets; at most ${MAX_BULK} change in one — narrow the filter`,
    )
}

/**
 * The matching datasets a bulk decision leaves alone, by their status (`{"accepted": 12}`), and
 * how many it changes.
 */
export function tally(
  action: BulkAction,
  byStatus: ReadonlyMap<DatasetStatus, number>,
): { matched: number; actionable: number; skipped: Record<string, number> } {
  const { from } = MOVES[action]
  let matched = 0
  let actionable = 0
  const skipped: Record<string, number> = {}
  for (const [status, n] of byStatus) {
    matched += n
    if (from.includes(status)) actionable += n
    else skipped[status] = n
  }
  return { matched, actionable, skipped }
}

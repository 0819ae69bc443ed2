import type { Db } from '../storage/db.ts'
import type { DecisionAction } from './decision.ts'

/** Datasets a decision just changed: one alone, or every dataset of a bulk decision. */
export interface Decided {
  organizationId: string
  datasetIds: readonly string[]
  action: DecisionAction
  /** The bulk decision's id; null for a decision made alone. */
  bulkId: string | null
}

/**
 * Runs inside the decision's transaction, after its status change: what must end or change with a
 * decision does so atomically with it (a review lease ends, docs/review-workflow.md#hooks). A hook
 * that throws rolls the decision back.
 */
export type DecisionHook = (trx: Db, decided: Decided) => Promise<void>

/** The hooks of every decision, alone or in bulk, in the order they were added. */
export class DecisionHooks {
  readonly #hooks: DecisionHook[] = []

  add(hook: DecisionHook): void {
    this.#hooks.push(hook)
  }

  async run(trx: Db, decided: Decided): Promise<void> {
    for (const hook of this.#hooks) await hook(trx, decided)
  }
}

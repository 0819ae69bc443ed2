import { HangarApiError, must, type ResponseBody } from '@hangar/client'
import { queryOptions } from '@tanstack/react-query'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import type { BulkFilter } from './bulk-filter.ts'
import type { BulkAction } from './bulk-sentence.ts'

type BulkAnswer = ResponseBody<'/datasets/bulk', 'post'>
export type BulkCount = Extract<BulkAnswer, { token: string }>
export type BulkDone = Extract<BulkAnswer, { bulk_id: string }>

/**
 * The dry run: how many the action would change, and the token that commits exactly that count.
 * In the datasets family, so a decision made here invalidates it; never reused from the cache,
 * since a count shown must be the one the token carries. The service asks a reason of a rejection
 * or reopen's dry run too, but does not bind it to the token: the key holds only whether one is
 * given, so the count is not taken again at each keystroke, and the commit sends the reason as
 * it is then.
 */
export const bulkCountQuery = (filter: BulkFilter, action: BulkAction, reason: string | undefined) =>
  queryOptions({
    queryKey: [...queryKeys.datasets, 'bulk-count', filter, action, reason !== undefined] as const,
    queryFn: async () =>
      (await must(
        hangar.POST('/datasets/bulk', {
          body: { filter, action, ...(reason === undefined ? {} : { reason }), dry_run: true },
        }),
      )) as BulkCount,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })

/** What a commit came to: done, or the set changed since the count (nothing was done). */
export type BulkOutcome =
  | { kind: 'done'; result: BulkDone }
  | { kind: 'changed'; detail: string; matched: number; actionable: number }

/** Commits the count the person confirmed: its token and its `actionable` as `expected`. */
export async function commitBulk(
  filter: BulkFilter,
  action: BulkAction,
  reason: string | undefined,
  count: BulkCount,
): Promise<BulkOutcome> {
  const call = hangar.POST('/datasets/bulk', {
    body: {
      filter,
      action,
      ...(reason ? { reason } : {}),
      dry_run: false,
      token: count.token,
      expected: count.actionable,
    },
  })
  try {
    return { kind: 'done', result: (await must(call)) as BulkDone }
  } catch (err) {
    // The 409 carries the new counts (docs/review-workflow.md#the-token): said at once, then counted again.
    if (!(err instanceof HangarApiError) || err.status !== 409) throw err
    const { error } = await call
    const now = error as { matched?: number; actionable?: number }
    if (typeof now.matched !== 'number' || typeof now.actionable !== 'number') throw err
    return { kind: 'changed', detail: err.detail, matched: now.matched, actionable: now.actionable }
  }
}

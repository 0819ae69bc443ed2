import type { RequestBody } from '@hangar/client'
import type { BulkAction } from './bulk-sentence.ts'
import type { QueueView } from './queue-query.ts'

export type BulkFilter = RequestBody<'/datasets/bulk', 'post'>['filter']

/** The queue's filters (its address) as a bulk decision takes them: every page, not the one shown. */
export function bulkFilter(view: QueueView): BulkFilter {
  return {
    ...(view.dataType ? { data_type: view.dataType } : {}),
    ...(view.status ? { status: view.status } : {}),
    ...(view.metadata.length ? { metadata: view.metadata } : {}),
    ...(view.verdicts.length ? { verdict: view.verdicts } : {}),
  }
}

/** The statuses an action moves (docs/review-workflow.md#bulk): the rest of the matches are skipped. */
const ACTIONABLE: Record<BulkAction, readonly string[]> = {
  accept: ['pending'],
  reject: ['pending'],
  reopen: ['accepted', 'rejected'],
}

/** A list query's filter alone (no page), comparable whatever the order of its lists. */
function filterKey(f: {
  data_type?: string
  status?: string
  metadata?: string[]
  verdict?: string[]
}): string {
  return JSON.stringify([
    f.data_type ?? null,
    f.status ?? null,
    [...(f.metadata ?? [])].sort(),
    [...(f.verdict ?? [])].sort(),
  ])
}

/**
 * The cards cached for this very filter that the action will move: this tab's own decision, so
 * their events are not marked "decided elsewhere" (live/live-state.ts) and they leave the queue
 * as a decision made here does.
 */
export function shownIdsMoved(
  lists: Array<[readonly unknown[], { datasets: Array<{ id: string; status: string }> } | undefined]>,
  filter: BulkFilter,
  action: BulkAction,
): string[] {
  const wanted = filterKey(filter)
  const ids = new Set<string>()
  for (const [key, list] of lists) {
    const query = key[2] as Parameters<typeof filterKey>[0] | undefined
    if (!list || !query || filterKey(query) !== wanted) continue
    for (const d of list.datasets) if (ACTIONABLE[action].includes(d.status)) ids.add(d.id)
  }
  return [...ids]
}

import type { RequestBody } from '@hangar/client'
import type { QueueView } from './queue-query.ts'

export type ReviewFilter = NonNullable<RequestBody<'/review/next', 'post'>['filter']>

/** The queue's filters (its address) as the shared queue takes them: pending is implied. */
export function reviewFilter(view: QueueView): ReviewFilter {
  return {
    ...(view.dataType ? { data_type: view.dataType } : {}),
    ...(view.metadata.length ? { metadata: view.metadata } : {}),
    ...(view.verdicts.length ? { verdict: view.verdicts } : {}),
  }
}

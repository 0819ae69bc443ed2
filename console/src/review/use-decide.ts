import { HangarApiError, must } from '@hangar/client'
import { notifications } from '@mantine/notifications'
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { showDecidedElsewhere } from '../live/apply-event.ts'
import { decidingHere, notDecidedHere } from '../live/live-state.ts'
import { errorSentence } from '../ui/error-sentence.ts'
import { decisionQuery } from './decision-query.ts'
import type { ListQuery } from './queue-query.ts'

import type { DatasetList, DecisionRecord, QueueDataset } from './review-types.ts'

export type { DatasetList, DecisionRecord, QueueDataset } from './review-types.ts'

export type Decision =
  | { kind: 'accept' }
  /** `findingIds`: the dataset's findings the rejection cites (docs/findings.md#rejections-cite-findings). */
  | { kind: 'reject'; reason: string; findingIds?: string[] }

/** A decision someone else made first: what the service says happened, by whom and when. */
export interface Conflict {
  dataset: QueueDataset
  detail: string
  record: DecisionRecord | null
}

/** Shows a decided dataset in every cached queue page: gone where its new status is filtered out. */
function applyToCachedLists(
  entries: Array<[QueryKey, DatasetList | undefined]>,
  id: string,
  status: QueueDataset['status'],
): Array<[QueryKey, DatasetList]> {
  const updated: Array<[QueryKey, DatasetList]> = []
  for (const [key, list] of entries) {
    if (!list?.datasets.some((d) => d.id === id)) continue
    const query = key[2] as ListQuery
    const keep = !query.status || query.status === status
    updated.push([
      key,
      keep
        ? { ...list, datasets: list.datasets.map((d) => (d.id === id ? { ...d, status } : d)) }
        : { total: list.total - 1, datasets: list.datasets.filter((d) => d.id !== id) },
    ])
  }
  return updated
}

/**
 * Accept or reject. A 422 means the dataset was no longer pending: the queue fetches who decided
 * it and when, and says so — the other person's decision is never overwritten.
 */
export function useDecide(onConflict: (conflict: Conflict) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ dataset, decision }: { dataset: QueueDataset; decision: Decision }) => {
      decidingHere(dataset.id)
      const path = { params: { path: { dataset_id: dataset.id } } }
      return decision.kind === 'accept'
        ? must(hangar.POST('/datasets/{dataset_id}/accept', path))
        : must(
            hangar.POST('/datasets/{dataset_id}/reject', {
              ...path,
              body: {
                reason: decision.reason,
                ...(decision.findingIds?.length ? { finding_ids: decision.findingIds } : {}),
              },
            }),
          )
    },
    onSuccess: (result, { dataset }) => {
      const lists = queryClient.getQueriesData<DatasetList>({ queryKey: [...queryKeys.datasets, 'list'] })
      for (const [key, list] of applyToCachedLists(lists, dataset.id, result.status))
        queryClient.setQueryData(key, list)
      notifications.show({
        color: result.status === 'accepted' ? 'teal' : 'red',
        title: result.status === 'accepted' ? 'Accepted' : 'Rejected',
        message: dataset.name,
        autoClose: 2500,
      })
      // Pages read again are merged into what is shown (review/stable-page.ts): the next card
      // comes up at the end of a pending page, nothing moves.
      void queryClient.invalidateQueries({ queryKey: queryKeys.datasets })
    },
    onError: async (err, { dataset }) => {
      if (err instanceof HangarApiError && err.status === 422) {
        notDecidedHere(dataset.id)
        const record = await queryClient
          .fetchQuery({ ...decisionQuery(dataset.id), staleTime: 0 })
          .catch(() => null)
        onConflict({ dataset, detail: err.detail, record })
        // The card stays where it is, marked with the other decision, as the events stream does.
        if (record && record.status !== 'pending')
          showDecidedElsewhere(queryClient, dataset.id, {
            status: record.status,
            at: record.decided_at ?? new Date().toISOString(),
            ...(record.reason ? { reason: record.reason } : {}),
          })
        return
      }
      notifications.show({
        color: 'red',
        title: `Could not decide ${dataset.name}`,
        message: errorSentence(err),
      })
    },
  })
}

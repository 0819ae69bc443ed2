import { must } from '@hangar/client'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { takeEarly } from '../api/early-answers.ts'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { decidedElsewhereMarks } from '../live/live-state.ts'
import type { ListQuery } from './queue-query.ts'
import { stablePage } from './stable-page.ts'
import type { DatasetList } from './use-decide.ts'

/**
 * One page of the queue, cached per query. Read again while shown, it is merged into what is
 * shown (stable-page.ts): the reviewer's selection never moves because of a refetch.
 */
export const queueListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.datasetList(query),
    queryFn: async ({ client, queryKey }) => {
      const fresh =
        (await takeEarly<DatasetList>(`list ${JSON.stringify(query)}`)) ??
        (await must(hangar.GET('/datasets', { params: { query } })))
      const marks = decidedElsewhereMarks(client)
      return stablePage(client.getQueryData<DatasetList>(queryKey), fresh, (id) => id in marks)
    },
    placeholderData: keepPreviousData,
  })

/** A fresh page, as the service has it now: what "show new datasets" asks for. */
export async function readQueuePageAfresh(query: ListQuery): Promise<DatasetList> {
  return must(hangar.GET('/datasets', { params: { query } }))
}

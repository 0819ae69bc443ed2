import { must } from '@hangar/client'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { takeEarly } from '../api/early-requests.ts'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import type { ListQuery } from './queue-query.ts'
import type { DatasetList } from './use-decide.ts'

/** One page of the queue, cached per query. */
export const queueListQuery = (query: ListQuery) =>
  queryOptions({
    queryKey: queryKeys.datasetList(query),
    queryFn: () =>
      takeEarly<DatasetList>(`list ${JSON.stringify(query)}`) ??
      must(hangar.GET('/datasets', { params: { query } })),
    placeholderData: keepPreviousData,
  })

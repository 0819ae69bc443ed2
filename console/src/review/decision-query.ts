import { must } from '@hangar/client'
import { queryOptions } from '@tanstack/react-query'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import type { DecisionRecord } from './review-types.ts'

/** Who decided a dataset, when, and why (`GET /datasets/{id}/decision`). */
export const decisionQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.decision(id),
    queryFn: (): Promise<DecisionRecord> =>
      must(hangar.GET('/datasets/{dataset_id}/decision', { params: { path: { dataset_id: id } } })),
  })

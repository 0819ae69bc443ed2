import { must, type ResponseBody } from '@hangar/client'
import { useQuery } from '@tanstack/react-query'
import { earlyInitialData, takeEarly } from '../api/early-answers.ts'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'

export type Dataset = ResponseBody<'/datasets/dataset', 'get'>
export type IterationHistory = ResponseBody<'/datasets/{dataset_id}/iterations', 'get'>
export type Iteration = IterationHistory['iterations'][number]

export const isSynthetic = (dataType: string) => dataType.startsWith('synthetic')

export function useDataset(id: string) {
  return useQuery({
    queryKey: queryKeys.dataset(id),
    queryFn: async () =>
      (await takeEarly<Dataset>(`dataset ${id}`)) ??
      must(hangar.GET('/datasets/dataset', { params: { query: { id } } })),
    ...earlyInitialData<Dataset>(`dataset ${id}`),
  })
}

/** The version chain of a synthetic dataset (episodes and telemetry have none). */
export function useIterations(id: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.iterations(id),
    queryFn: () =>
      must(hangar.GET('/datasets/{dataset_id}/iterations', { params: { path: { dataset_id: id } } })),
    enabled,
  })
}

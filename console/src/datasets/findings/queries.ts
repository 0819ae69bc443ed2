import { must } from '@hangar/client'
import { notifications } from '@mantine/notifications'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { hangar } from '../../api/hangar.ts'
import { queryKeys } from '../../api/query-keys.ts'
import { errorSentence } from '../../ui/error-sentence.ts'
import type { Finding, FindingList, FindingStatus, NewFinding } from './finding-types.ts'

/** A dataset's findings in time order and its verdict; read again on its events (live/apply-event.ts). */
export const findingsQuery = (datasetId: string) =>
  queryOptions({
    queryKey: queryKeys.findings(datasetId),
    queryFn: (): Promise<FindingList> =>
      must(hangar.GET('/datasets/{dataset_id}/findings', { params: { path: { dataset_id: datasetId } } })),
  })

export const useFindings = (datasetId: string) => useQuery(findingsQuery(datasetId))

/** A filed or changed finding moves the verdict: the dataset and its findings are read again. */
function useRefresh(datasetId: string) {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: queryKeys.findings(datasetId) })
    void client.invalidateQueries({ queryKey: queryKeys.dataset(datasetId) })
  }
}

/** `POST /datasets/{id}/findings`; the service's sentence is the error (shown by the form). */
export function useFileFinding(datasetId: string) {
  const refresh = useRefresh(datasetId)
  return useMutation({
    mutationFn: (body: NewFinding): Promise<Finding> =>
      must(
        hangar.POST('/datasets/{dataset_id}/findings', {
          params: { path: { dataset_id: datasetId } },
          body,
        }),
      ),
    onSuccess: refresh,
  })
}

/** Confirm, dismiss or reopen, with a note (`PATCH /datasets/{id}/findings/{finding_id}`). */
export function useUpdateFinding(datasetId: string) {
  const refresh = useRefresh(datasetId)
  return useMutation({
    mutationFn: ({ finding, status, note }: { finding: Finding; status: FindingStatus; note?: string }) =>
      must(
        hangar.PATCH('/datasets/{dataset_id}/findings/{finding_id}', {
          params: { path: { dataset_id: datasetId, finding_id: finding.id } },
          body: { status, ...(note ? { note } : {}) },
        }),
      ),
    onSuccess: refresh,
    onError: (err, { finding }) =>
      notifications.show({
        color: 'red',
        title: `Could not change ${finding.code}`,
        message: errorSentence(err),
      }),
  })
}

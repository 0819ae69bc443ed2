import { must, type ResponseBody } from '@hangar/client'
import { notifications } from '@mantine/notifications'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { hangar } from '../../api/hangar.ts'
import { queryKeys } from '../../api/query-keys.ts'
import { errorSentence } from '../../ui/error-sentence.ts'

export type DecisionHistory = ResponseBody<'/datasets/{dataset_id}/decisions', 'get'>
export type DecisionEntry = DecisionHistory['decisions'][number]

/** A dataset's decisions, oldest first (docs/review-workflow.md). */
export const decisionsQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.decisions(id),
    queryFn: () =>
      must(hangar.GET('/datasets/{dataset_id}/decisions', { params: { path: { dataset_id: id } } })),
  })

/** Takes an accept or a rejection back; the dataset and its log are read again. */
export function useReopen() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; name: string; reason: string }) =>
      must(
        hangar.POST('/datasets/{dataset_id}/reopen', {
          params: { path: { dataset_id: id } },
          body: { reason },
        }),
      ),
    onSuccess: (_, { name }) => {
      notifications.show({ title: 'Reopened', message: `${name} is pending review again`, autoClose: 2500 })
      void queryClient.invalidateQueries({ queryKey: queryKeys.datasets })
    },
    onError: (err, { name }) => {
      notifications.show({ color: 'red', title: `Could not reopen ${name}`, message: errorSentence(err) })
      // A 409 means its status moved meanwhile: show it as it is now.
      void queryClient.invalidateQueries({ queryKey: queryKeys.datasets })
    },
  })
}

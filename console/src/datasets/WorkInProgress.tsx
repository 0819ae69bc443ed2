import { must } from '@hangar/client'
import { Alert, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { failedWork, pendingWork } from './work-summary.ts'

/**
 * What Hangar is still doing on the dataset (its streams, previews, checks), asked again every 2 s
 * while any of it runs; nothing once all of it is done. The `dataset.processed` event reads the
 * dataset again when each piece ends (console/src/live/apply-event.ts).
 */
export function WorkInProgress({ datasetId }: { datasetId: string }) {
  const { data } = useQuery({
    queryKey: queryKeys.work(datasetId),
    queryFn: () =>
      must(hangar.GET('/datasets/{dataset_id}/work', { params: { path: { dataset_id: datasetId } } })),
    refetchInterval: (q) => (q.state.data?.busy ? 2000 : false),
  })
  if (!data) return null
  const pending = pendingWork(data.work)
  const failed = failedWork(data.work)
  if (pending.length === 0 && failed.length === 0) return null
  return (
    <Alert
      color={failed.length > 0 ? 'red' : 'blue'}
      variant="light"
      title={pending.length > 0 ? 'Hangar is still processing this dataset' : 'Some of its processing failed'}
      icon={pending.length > 0 ? <Loader size="xs" /> : undefined}
      aria-live="polite"
      data-testid="work-in-progress"
    >
      <Stack gap={2}>
        {[...pending, ...failed].map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Stack>
    </Alert>
  )
}

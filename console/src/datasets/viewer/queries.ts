import { must } from '@hangar/client'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { earlyInitialData, takeEarly } from '../../api/early-answers.ts'
import { hangar } from '../../api/hangar.ts'
import { takeEarlySeries } from './early-series.ts'
import type { Streams } from './stream-types.ts'

export type { Channel, Series, Streams, Video } from './stream-types.ts'

/** What the dataset's files hold; asked again every 2 s while Hangar is still reading them. */
export function useStreams(datasetId: string) {
  return useQuery({
    queryKey: ['datasets', 'streams', datasetId],
    queryFn: async () =>
      (await takeEarly<Streams>(`streams ${datasetId}`)) ??
      must(hangar.GET('/datasets/{dataset_id}/streams', { params: { path: { dataset_id: datasetId } } })),
    ...earlyInitialData<Streams>(`streams ${datasetId}`),
    refetchInterval: (q) => (q.state.data?.status === 'indexing' ? 2000 : false),
    // The video links are signed for 60 minutes: fresh ones well before that.
    staleTime: 30 * 60_000,
  })
}

/** Reads a dataset's streams again, for freshly signed links (a video's expired). */
export function useRefreshStreams(): (datasetId: string) => void {
  const client = useQueryClient()
  return (datasetId) => void client.invalidateQueries({ queryKey: ['datasets', 'streams', datasetId] })
}

/** Whether the streams have anything to play or plot. */
export const viewable = (s: Streams | undefined): s is Streams =>
  s?.status === 'ready' && (s.videos.length > 0 || s.channels.length > 0)

/** Buckets of each channel over [from, to], about one per pixel (docs/streams.md#series). */
export function useSeries(
  datasetId: string,
  channels: string[],
  range: { from: number; to: number },
  points: number,
) {
  return useQuery({
    queryKey: ['datasets', 'series', datasetId, channels, range.from, range.to, points],
    queryFn: async () =>
      (await takeEarlySeries(datasetId, channels, range, points)) ??
      must(
        hangar.GET('/datasets/{dataset_id}/series', {
          params: {
            path: { dataset_id: datasetId },
            query: { channel: channels, from: range.from, to: range.to, points },
          },
        }),
      ),
    enabled: channels.length > 0 && points > 0,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

import type { ResponseBody } from '@hangar/client'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { queryKeys } from '../api/query-keys.ts'

export type HangarEvent = ResponseBody<'/events', 'get'>['events'][number]
type Status = Extract<HangarEvent, { type: 'dataset.created' }>['data']['status']

/** A dataset whose status changed outside this tab while it was shown: what the event said. */
export interface DecidedElsewhere {
  status: Status
  /** When the change was made (the event's timestamp). */
  at: string
  reason?: string
  /** A superseded dataset's new version. */
  replacedBy?: string
}
export type DecidedElsewhereMarks = Record<string, DecidedElsewhere>

/** A dataset created (or a new version made) since the queue was loaded: announced, not inserted. */
export interface NewDataset {
  id: string
  status: Status
  /** Unknown for a new version (its event does not carry it). */
  dataType: string | null
}

/**
 * Both live in the query cache like any server state, under keys nothing fetches: the events
 * stream writes them (apply-event.ts), the pages read them, sign-out clears them with the rest.
 */
const marksQuery = queryOptions({
  queryKey: queryKeys.decidedElsewhere,
  queryFn: ({ client }) => client.getQueryData<DecidedElsewhereMarks>(queryKeys.decidedElsewhere) ?? {},
  initialData: {} as DecidedElsewhereMarks,
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})

const newDatasetsQuery = queryOptions({
  queryKey: queryKeys.newDatasets,
  queryFn: ({ client }) => client.getQueryData<NewDataset[]>(queryKeys.newDatasets) ?? [],
  initialData: [] as NewDataset[],
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})

/** What happened elsewhere to one dataset, or undefined. */
export function useDecidedElsewhere(id: string): DecidedElsewhere | undefined {
  return useQuery({ ...marksQuery, select: (marks) => marks[id] }).data
}

export function useDecidedElsewhereMarks(): DecidedElsewhereMarks {
  return useQuery(marksQuery).data
}

export function useNewDatasets(): NewDataset[] {
  return useQuery(newDatasetsQuery).data
}

export function decidedElsewhereMarks(client: QueryClient): DecidedElsewhereMarks {
  return client.getQueryData<DecidedElsewhereMarks>(queryKeys.decidedElsewhere) ?? {}
}

export function markDecidedElsewhere(client: QueryClient, id: string, mark: DecidedElsewhere): void {
  client.setQueryData<DecidedElsewhereMarks>(queryKeys.decidedElsewhere, (marks = {}) => ({
    ...marks,
    [id]: mark,
  }))
}

/** A dataset reopened is no longer "decided elsewhere": its card and page act on it again. */
export function forgetDecidedElsewhere(client: QueryClient, id: string): void {
  const marks = client.getQueryData<DecidedElsewhereMarks>(queryKeys.decidedElsewhere)
  if (!marks || !(id in marks)) return
  const { [id]: _gone, ...rest } = marks
  client.setQueryData<DecidedElsewhereMarks>(queryKeys.decidedElsewhere, rest)
}

export function announceNewDataset(client: QueryClient, dataset: NewDataset): void {
  client.setQueryData<NewDataset[]>(queryKeys.newDatasets, (list = []) =>
    list.some((d) => d.id === dataset.id) ? list : [...list, dataset],
  )
}

/** Once the person has asked to see them, they are no longer new. */
export function forgetNewDatasets(client: QueryClient): void {
  client.setQueryData<NewDataset[]>(queryKeys.newDatasets, [])
}

/**
 * Datasets this tab decided itself (accept or reject sent from here): their events are this
 * tab's own news, not something to mark as decided elsewhere.
 */
const decidedHere = new Set<string>()

export function decidingHere(id: string): void {
  decidedHere.add(id)
}

export function wasDecidedHere(id: string): boolean {
  return decidedHere.has(id)
}

/** A decision from here that the service refused (someone else was first) was not this tab's. */
export function notDecidedHere(id: string): void {
  decidedHere.delete(id)
}

import type { QueryClient } from '@tanstack/react-query'
import { queryKeys } from '../api/query-keys.ts'
import type { FindingList } from '../datasets/findings/finding-types.ts'
import type { Dataset } from '../datasets/queries.ts'
import type { DatasetList } from '../review/review-types.ts'
import {
  announceNewDataset,
  type DecidedElsewhere,
  forgetDecidedElsewhere,
  type HangarEvent,
  markDecidedElsewhere,
  notDecidedHere,
  wasDecidedHere,
} from './live-state.ts'

const listKey = [...queryKeys.datasets, 'list'] as const

/**
 * One event from the stream, into the query cache. The queue's pages are changed in place and
 * never refetched here: a decided card keeps its place (and the reviewer's selection with it),
 * marked with its new status; new datasets are announced, not inserted above the cursor. What
 * no keyboard rests on (one dataset, its decision and versions, totals, keys, releases) is
 * simply read again.
 */
export function applyEvent(
  client: QueryClient,
  event: HangarEvent,
  /** Reads one dataset (the API's `GET /datasets/dataset`): for work that ended on a queue's card. */
  readDataset?: (id: string) => Promise<Dataset | undefined>,
): void {
  switch (event.type) {
    case 'dataset.accepted':
    case 'dataset.rejected':
    case 'dataset.status_changed':
      statusChanged(client, event.data.dataset_id, {
        status: event.data.status,
        at: event.timestamp,
        ...('reason' in event.data && event.data.reason ? { reason: event.data.reason } : {}),
      })
      return
    case 'dataset.reopened':
      reopened(client, event.data.dataset_id)
      return
    case 'dataset.superseded':
      statusChanged(client, event.data.dataset_id, {
        status: event.data.status,
        at: event.timestamp,
        reason: event.data.reason,
        replacedBy: event.data.replaced_by,
      })
      return
    case 'dataset.created':
      announceNewDataset(client, {
        id: event.data.dataset_id,
        status: event.data.status,
        dataType: event.data.data_type,
      })
      refreshSummaries(client)
      return
    case 'dataset.iterated':
      announceNewDataset(client, { id: event.data.dataset_id, status: event.data.status, dataType: null })
      void client.invalidateQueries({ queryKey: [...queryKeys.datasets, 'iterations'] })
      refreshSummaries(client)
      return
    case 'dataset.processed':
      void refreshProcessed(client, event.data.dataset_id, readDataset)
      return
    case 'finding.created':
    case 'finding.updated':
      // The open dataset's findings read again; a queue card's count from the dataset, in place.
      void client.invalidateQueries({ queryKey: queryKeys.findings(event.data.dataset_id) })
      void patchCards(client, event.data.dataset_id, readDataset)
      return
    case 'dataset.verdict_changed':
      verdictChanged(client, event.data.dataset_id, event.data.verdict)
      return
    case 'release.created':
      void client.invalidateQueries({ queryKey: queryKeys.releases })
      return
    case 'api_key.created':
    case 'api_key.revoked':
      void client.invalidateQueries({ queryKey: queryKeys.apiKeys })
      return
  }
}

type Verdict = Dataset['verdict']

/**
 * A dataset's verdict changed: in place wherever it is shown, as a status is — the card keeps its
 * place (the queue orders a page once, review/verdict-order.ts) and the selection with it.
 */
function verdictChanged(client: QueryClient, id: string, verdict: Verdict): void {
  for (const [key, list] of client.getQueriesData<DatasetList>({ queryKey: listKey }))
    if (list?.datasets.some((d) => d.id === id))
      client.setQueryData<DatasetList>(key, {
        ...list,
        datasets: list.datasets.map((d) => (d.id === id ? { ...d, verdict } : d)),
      })
  const one = client.getQueryData<Dataset>(queryKeys.dataset(id))
  if (one) client.setQueryData<Dataset>(queryKeys.dataset(id), { ...one, verdict })
  const findings = client.getQueryData<FindingList>(queryKeys.findings(id))
  if (findings) client.setQueryData<FindingList>(queryKeys.findings(id), { ...findings, verdict })
}

function statusChanged(client: QueryClient, id: string, change: DecidedElsewhere): void {
  // This tab's own decision: its mutation has already put the result where it belongs.
  if (!wasDecidedHere(id)) showDecidedElsewhere(client, id, change)
}

/**
 * A dataset decided outside this tab: its new status in place wherever it is shown, marked with
 * what happened. Also what a refused decision of this tab does (someone else was first).
 */
export function showDecidedElsewhere(client: QueryClient, id: string, change: DecidedElsewhere): void {
  let shown = false
  for (const [key, list] of client.getQueriesData<DatasetList>({ queryKey: listKey })) {
    if (!list?.datasets.some((d) => d.id === id)) continue
    shown = true
    client.setQueryData<DatasetList>(key, {
      ...list,
      datasets: list.datasets.map((d) => (d.id === id ? { ...d, status: change.status } : d)),
    })
  }
  const one = client.getQueryData<Dataset>(queryKeys.dataset(id))
  if (one) {
    shown = true
    client.setQueryData<Dataset>(queryKeys.dataset(id), { ...one, status: change.status })
    void client.invalidateQueries({ queryKey: queryKeys.dataset(id) })
  }
  // Who decided, for the card's and the page's "accepted elsewhere by …".
  if (shown) {
    markDecidedElsewhere(client, id, change)
    void client.invalidateQueries({ queryKey: queryKeys.decision(id) })
  }
  void client.invalidateQueries({ queryKey: [...queryKeys.datasets, 'iterations'] })
  refreshSummaries(client)
}

/**
 * A decision taken back, here or elsewhere: the dataset is pending again wherever it is shown,
 * in place like any status change, and no longer marked as decided elsewhere — it can be decided
 * again, from here too. A pending queue that does not show it learns it is back the way it
 * learns of a new dataset ("1 new dataset — show"). Its decision and history are read again.
 */
function reopened(client: QueryClient, id: string): void {
  let shown = false
  for (const [key, list] of client.getQueriesData<DatasetList>({ queryKey: listKey })) {
    if (!list?.datasets.some((d) => d.id === id)) continue
    shown = true
    client.setQueryData<DatasetList>(key, {
      ...list,
      datasets: list.datasets.map((d) => (d.id === id ? { ...d, status: 'pending' } : d)),
    })
  }
  const one = client.getQueryData<Dataset>(queryKeys.dataset(id))
  if (one) {
    client.setQueryData<Dataset>(queryKeys.dataset(id), { ...one, status: 'pending' })
    void client.invalidateQueries({ queryKey: queryKeys.dataset(id) })
  }
  if (!shown) announceNewDataset(client, { id, status: 'pending', dataType: null })
  forgetDecidedElsewhere(client, id)
  // A decision this tab made earlier is over: the next one on it is news again.
  notDecidedHere(id)
  void client.invalidateQueries({ queryKey: queryKeys.decision(id) })
  void client.invalidateQueries({ queryKey: queryKeys.decisions(id) })
  refreshSummaries(client)
}

/**
 * Work on a dataset ended (its streams indexed, its previews made): its page reads it again, and
 * a queue showing it gets its new previews in place — the card keeps its place and selection.
 */
async function refreshProcessed(
  client: QueryClient,
  id: string,
  readDataset?: (id: string) => Promise<Dataset | undefined>,
): Promise<void> {
  void client.invalidateQueries({ queryKey: queryKeys.dataset(id) })
  void client.invalidateQueries({ queryKey: [...queryKeys.datasets, 'streams', id] })
  void client.invalidateQueries({ queryKey: queryKeys.work(id) })
  await patchCards(client, id, readDataset)
}

/** The dataset read again, and the cards that show it given its previews and finding count in place. */
async function patchCards(
  client: QueryClient,
  id: string,
  readDataset?: (id: string) => Promise<Dataset | undefined>,
): Promise<void> {
  const lists = client.getQueriesData<DatasetList>({ queryKey: listKey })
  if (!readDataset || !lists.some(([, list]) => list?.datasets.some((d) => d.id === id))) return
  const data = await readDataset(id).catch(() => undefined)
  if (!data) return
  for (const [key, list] of client.getQueriesData<DatasetList>({ queryKey: listKey }))
    if (list?.datasets.some((d) => d.id === id))
      client.setQueryData<DatasetList>(key, {
        ...list,
        datasets: list.datasets.map((d) =>
          d.id === id ? { ...d, preview_urls: data.preview_urls, finding_count: data.finding_count } : d,
        ),
      })
}

function refreshSummaries(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: queryKeys.stats })
}

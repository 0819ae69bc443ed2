import { must } from '@hangar/client'
import { askSeriesEarly, forgetEarlySeries } from '../datasets/viewer/early-series.ts'
import { dropEarlyVideos, makeVideoEarly } from '../datasets/viewer/early-videos.ts'
import type { Streams } from '../datasets/viewer/stream-types.ts'
import { listQuery, viewFromParams } from '../review/queue-query.ts'
import { clearEarly, keepEarly } from './early-answers.ts'
import { hangar } from './hangar.ts'

/**
 * The first requests of a visit, sent by the tiny boot module before the app's code has even
 * loaded: who is signed in and, on the review queue, its first page; on a dataset's page, the
 * dataset and its streams (what the player waits for). The queries take them over once
 * (early-answers.ts; budgets: bench/RESULTS.md).
 */

/**
 * Sends them; resolves once a dataset page's cameras have their elements (their files
 * requested), at once on other pages.
 */
export function sendEarlyRequests(location: Location): Promise<void> {
  keepEarly('me', must(hangar.GET('/auth/me', {})))
  if (location.pathname.replace(/\/+$/, '') === '/console/review') {
    const query = listQuery(viewFromParams(new URLSearchParams(location.search)))
    keepEarly(`list ${JSON.stringify(query)}`, must(hangar.GET('/datasets', { params: { query } })))
  }
  const datasetPage = /^\/console\/datasets\/([^/]+)\/?$/.exec(location.pathname)
  if (datasetPage) {
    const id = decodeURIComponent(datasetPage[1]!)
    keepEarly(`dataset ${id}`, must(hangar.GET('/datasets/dataset', { params: { query: { id } } })))
    const streams: Promise<Streams> = must(
      hangar.GET('/datasets/{dataset_id}/streams', { params: { path: { dataset_id: id } } }),
    )
    keepEarly(`streams ${id}`, streams)
    // The cameras start loading and the default plots' buckets are asked for now, not once the
    // player's code has come (early-videos.ts, early-series.ts).
    const cameras = streams.then(
      (s) => {
        if (s.status !== 'ready') return
        for (const v of s.videos) makeVideoEarly(v.url)
        askSeriesEarly(id, s, document.documentElement.clientWidth)
      },
      () => {},
    )
    return cameras
  }
  return Promise.resolve()
}

/** After signing in or out the early answers describe another session: drop them. */
export function forgetEarlyRequests(): void {
  clearEarly()
  dropEarlyVideos()
  forgetEarlySeries()
}

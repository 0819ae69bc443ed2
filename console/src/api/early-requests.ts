import { must } from '@hangar/client'
import { askSeriesEarly, forgetEarlySeries } from '../datasets/viewer/early-series.ts'
import { dropEarlyVideos, makeVideoEarly } from '../datasets/viewer/early-videos.ts'
import type { Streams } from '../datasets/viewer/queries.ts'
import { listQuery, viewFromParams } from '../review/queue-query.ts'
import { hangar } from './hangar.ts'

/**
 * The first requests of a visit, sent by the tiny boot module before the app's code has even
 * loaded: who is signed in and, on the review queue, its first page; on a dataset's page, the
 * dataset and its streams (what the player waits for). The queries take them over once
 * (budgets: bench/RESULTS.md).
 */
const pending = new Map<string, Promise<unknown>>()

/**
 * Sends them; resolves once a dataset page's cameras have their elements (their files
 * requested), at once on other pages.
 */
export function sendEarlyRequests(location: Location): Promise<void> {
  pending.set('me', must(hangar.GET('/auth/me', {})))
  if (location.pathname.replace(/\/+$/, '') === '/console/review') {
    const query = listQuery(viewFromParams(new URLSearchParams(location.search)))
    pending.set(`list ${JSON.stringify(query)}`, must(hangar.GET('/datasets', { params: { query } })))
  }
  const datasetPage = /^\/console\/datasets\/([^/]+)\/?$/.exec(location.pathname)
  if (datasetPage) {
    const id = decodeURIComponent(datasetPage[1]!)
    pending.set(`dataset ${id}`, must(hangar.GET('/datasets/dataset', { params: { query: { id } } })))
    const streams: Promise<Streams> = must(
      hangar.GET('/datasets/{dataset_id}/streams', { params: { path: { dataset_id: id } } }),
    )
    pending.set(`streams ${id}`, streams)
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
    for (const p of pending.values()) p.catch(() => {})
    return cameras
  }
  // An early request nobody takes over must not become an unhandled rejection.
  for (const p of pending.values()) p.catch(() => {})
  return Promise.resolve()
}

/** The early answer for this key, once; later calls go to the service again. */
export function takeEarly<T>(key: string): Promise<T> | undefined {
  const p = pending.get(key)
  pending.delete(key)
  return p as Promise<T> | undefined
}

/** After signing in or out the early answers describe another session: drop them. */
export function forgetEarlyRequests(): void {
  pending.clear()
  dropEarlyVideos()
  forgetEarlySeries()
}

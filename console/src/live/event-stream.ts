import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { hangar } from '../api/hangar.ts'
import { queryKeys } from '../api/query-keys.ts'
import { applyEvent } from './apply-event.ts'
import type { HangarEvent } from './live-state.ts'

/** `connecting` until the stream is open, `live` while it is, `reconnecting` after it dropped. */
export type LiveState = 'off' | 'connecting' | 'live' | 'reconnecting'

const EVENT_TYPES = [
  'dataset.created',
  'dataset.accepted',
  'dataset.rejected',
  'dataset.reopened',
  'dataset.iterated',
  'dataset.superseded',
  'dataset.status_changed',
  'release.created',
  'api_key.created',
  'api_key.revoked',
] as const

let source: EventSource | null = null
let retry: ReturnType<typeof setTimeout> | null = null
let failures = 0
let state: LiveState = 'off'
const listeners = new Set<() => void>()

function setState(next: LiveState): void {
  if (next === state) return
  state = next
  for (const l of listeners) l()
}

/**
 * The tab's one events stream (`GET /events`, text/event-stream, docs/events.md), opened once
 * signed in, riding on the session cookie. It starts at `after=now`: the pages have just read
 * the state. The browser reconnects by itself with `Last-Event-ID`, so nothing is missed across
 * a dropped connection or a restarted service. Only when the service refuses the stream (a 401
 * after the session ended, a 410, a 5xx while it restarts) does the browser give up: then the
 * session is read again and a new stream opened, backing off; events missed in that gap are
 * not replayed, so the pages read their data again once it is back.
 */
export function startLiveEvents(client: QueryClient): void {
  if (source) return
  open(client, 'now')
}

function open(client: QueryClient, after: string | null): void {
  setState(state === 'off' ? 'connecting' : 'reconnecting')
  const es = new EventSource(`/events${after ? `?after=${after}` : ''}`, { withCredentials: true })
  source = es
  const resumedAfterGap = after === 'now' && failures > 0
  es.onopen = () => {
    failures = 0
    setState('live')
    if (resumedAfterGap) void client.invalidateQueries({ queryKey: queryKeys.datasets })
  }
  es.onerror = () => {
    if (source !== es) return
    if (es.readyState === EventSource.CONNECTING) return setState('reconnecting')
    // Closed for good: the service refused the stream.
    es.close()
    source = null
    setState('reconnecting')
    failures += 1
    void client.invalidateQueries({ queryKey: queryKeys.me })
    retry = setTimeout(() => open(client, 'now'), Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)))
  }
  for (const type of EVENT_TYPES)
    es.addEventListener(type, (message) => {
      try {
        applyEvent(client, JSON.parse((message as MessageEvent<string>).data) as HangarEvent, async (id) => {
          const { data } = await hangar.GET('/datasets/dataset', { params: { query: { id } } })
          return data
        })
      } catch {
        // A message this console does not understand changes nothing.
      }
    })
}

/** On sign-out: the stream belongs to the session that ends. */
export function stopLiveEvents(): void {
  if (retry) clearTimeout(retry)
  retry = null
  source?.close()
  source = null
  failures = 0
  setState('off')
}

export function useLiveState(): LiveState {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    () => state,
  )
}

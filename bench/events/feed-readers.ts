/**
 * The feed phase's readers, in a worker thread of their own: a pipeline that follows the feed is
 * another program, and in the load generator's event loop a reader's page waited behind the
 * thousand accepts a second that loop sends — time counted as the feed's lag that was the
 * benchmark's. Each reader follows `GET /events?after=…&types=dataset.accepted&limit=500&wait=5`
 * from `after=now`; every event is reported with when the page holding it arrived.
 *
 * Protocol: workerData `{base, headers, readers, progress}` (`progress`: an Int32Array on a
 * SharedArrayBuffer, one slot per reader, the distinct datasets it has seen); the worker posts
 * `{type: 'ready'}` once every reader has its cursor; on the message `'stop'` it posts
 * `{type: 'done', readers, retried}` and ends; `{type: 'error', message}` if a read fails.
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads'

export interface FeedReadersData {
  base: string
  headers: Record<string, string>
  readers: number
  progress: Int32Array
}

/** What one reader got: each event's dataset, when its page arrived (epoch ms) and its timestamp. */
export interface ReaderReport {
  got: Array<[datasetId: string, arrivedAt: number, timestamp: number]>
}

export type FeedReadersMessage =
  | { type: 'ready' }
  | { type: 'done'; readers: ReaderReport[]; retried: number }
  | { type: 'error'; message: string }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function run(data: FeedReadersData): Promise<void> {
  const port = parentPort!
  const { base, headers } = data
  const stop = new AbortController()
  port.on('message', (m) => {
    if (m === 'stop') stop.abort()
  })
  const readers = await Promise.all(
    Array.from({ length: data.readers }, async () => {
      const res = await fetch(`${base}/events?after=now&types=dataset.accepted`, { headers })
      const { next } = (await res.json()) as { next: string }
      return { after: next, seen: new Set<string>(), report: { got: [] } as ReaderReport }
    }),
  )
  port.postMessage({ type: 'ready' } satisfies FeedReadersMessage)
  let retried = 0
  await Promise.all(
    readers.map(async (reader, i) => {
      while (!stop.signal.aborted) {
        let page: { events: { timestamp: string; data: { dataset_id: string } }[]; next: string }
        try {
          const res = await fetch(
            `${base}/events?after=${reader.after}&types=dataset.accepted&limit=500&wait=5`,
            { headers, signal: stop.signal },
          )
          // 503 (no database connection within 2 s) or 429: read again shortly, counted.
          if (res.status === 503 || res.status === 429) {
            await res.arrayBuffer()
            retried++
            await sleep(100)
            continue
          }
          if (res.status !== 200) throw new Error(`GET /events: ${res.status} ${await res.text()}`)
          page = (await res.json()) as typeof page
        } catch (err) {
          if (stop.signal.aborted) return
          throw err
        }
        const at = performance.timeOrigin + performance.now()
        for (const e of page.events) {
          reader.report.got.push([e.data.dataset_id, at, Date.parse(e.timestamp)])
          reader.seen.add(e.data.dataset_id)
        }
        Atomics.store(data.progress, i, reader.seen.size)
        reader.after = page.next
      }
    }),
  )
  port.postMessage({
    type: 'done',
    readers: readers.map((r) => r.report),
    retried,
  } satisfies FeedReadersMessage)
}

if (!isMainThread && parentPort)
  run(workerData as FeedReadersData).catch((err: unknown) =>
    parentPort!.postMessage({
      type: 'error',
      message: err instanceof Error ? err.message : String(err),
    } satisfies FeedReadersMessage),
  )

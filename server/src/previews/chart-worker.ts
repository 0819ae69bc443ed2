import { isMainThread, parentPort, type Worker, workerData } from 'node:worker_threads'
import { type ChannelChartOptions, type ChartChannel, channelChartPng } from '@hangar/media'
import { spawnWorker } from '../common/spawn-worker.ts'

/**
 * Channel posters drawn off the event loop (docs/previews.md#when-and-how): pngjs encodes in
 * JavaScript, and the first posters of a process run its code before it is compiled — 30–55 ms
 * of CPU for the first, 15–30 ms for the second, 6 ms once warm — a block of the service's
 * thread just when an index is ready (bench/RESULTS.md#streams-on-a-quiet-machine-issue-17). So
 * the drawing runs in a worker thread of its own, kept between posters and ended after 30 s
 * idle, with a time bound per poster. This file is both sides, like streams/worker.ts.
 */

export class ChartTimeoutError extends Error {}

export const CHART_TIMEOUT_MS = 10_000
const TAG = 'hangar-channel-chart'
const IDLE_MS = 30_000

type Ask = { id: number; channels: { name: string; values: Float64Array }[]; options: ChannelChartOptions }
type Told = { id: number; png?: Uint8Array; error?: string }

interface Pending {
  resolve(png: Buffer): void
  reject(err: Error): void
  timer: NodeJS.Timeout
}

interface ChartWorker {
  worker: Worker
  pending: Map<number, Pending>
  idle?: NodeJS.Timeout
}

let current: ChartWorker | undefined
let nextId = 1

function endWorker(why: Error) {
  const c = current
  if (!c) return
  current = undefined
  clearTimeout(c.idle)
  for (const p of c.pending.values()) {
    clearTimeout(p.timer)
    p.reject(why)
  }
  void c.worker.terminate()
}

function workerState(): ChartWorker {
  if (current) {
    clearTimeout(current.idle)
    current.worker.ref()
    return current
  }
  const worker = spawnWorker(import.meta.url, {
    workerData: { tag: TAG },
    resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  })
  const state: ChartWorker = { worker, pending: new Map() }
  worker.on('message', (m: Told) => {
    const p = state.pending.get(m.id)
    if (!p) return
    state.pending.delete(m.id)
    clearTimeout(p.timer)
    if (m.png) p.resolve(Buffer.from(m.png.buffer, m.png.byteOffset, m.png.byteLength))
    else p.reject(new Error(m.error ?? 'the chart could not be drawn'))
    if (state.pending.size === 0 && current === state) {
      // An idle worker never keeps the process up.
      worker.unref()
      state.idle = setTimeout(() => endWorker(new Error('idle')), IDLE_MS).unref()
    }
  })
  worker.once('error', (err) => current === state && endWorker(err))
  worker.once(
    'exit',
    (code) => current === state && endWorker(new Error(`the chart worker stopped (exit ${code})`)),
  )
  current = state
  return state
}

/**
 * `channelChartPng` of @hangar/media, the same bytes, drawn in the chart worker. Rejects with
 * ChartTimeoutError past `timeoutMs` (the worker is then ended; the next poster starts a fresh one).
 */
export function channelChartPngOffThread(
  channels: readonly ChartChannel[],
  options: ChannelChartOptions = {},
  timeoutMs = CHART_TIMEOUT_MS,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const state = workerState()
    const id = nextId++
    const timer = setTimeout(() => {
      state.pending.delete(id)
      reject(new ChartTimeoutError(`Drawing the chart took longer than ${timeoutMs / 1000} s.`))
      if (current === state)
        endWorker(new ChartTimeoutError('the chart worker was ended (a chart took too long)'))
    }, timeoutMs)
    state.pending.set(id, { resolve, reject, timer })
    const ask: Ask = {
      id,
      channels: channels.map((c) => ({ name: c.name, values: Float64Array.from(c.values) })),
      options,
    }
    state.worker.postMessage(
      ask,
      ask.channels.map((c) => c.values.buffer as ArrayBuffer),
    )
  })
}

if (!isMainThread && (workerData as { tag?: string } | null)?.tag === TAG) {
  const port = parentPort!
  port.on('message', (m: Ask) => {
    try {
      // A copy of its own: the encoder's Buffer may be a view into a pool that must not be moved.
      const png = new Uint8Array(channelChartPng(m.channels, m.options))
      port.postMessage({ id: m.id, png } satisfies Told, [png.buffer])
    } catch (err) {
      port.postMessage({ id: m.id, error: String((err as Error).message ?? err) } satisfies Told)
    }
  })
}

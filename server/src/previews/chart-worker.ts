import { isMainThread, parentPort, workerData } from 'node:worker_threads'
import { type ChannelChartOptions, type ChartChannel, channelChartPng } from '@hangar/media'
import { KeptWorker } from '../common/kept-worker.ts'
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
const QUIT = 'quit'

type Ask = { id: number; channels: { name: string; values: Float64Array }[]; options: ChannelChartOptions }
type Told = { id: number; png?: Uint8Array; error?: string }

const chartWorker = new KeptWorker<Told>({
  spawn: () =>
    spawnWorker(import.meta.url, {
      workerData: { tag: TAG },
      resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8, stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    }),
  idleMs: IDLE_MS,
  name: 'the chart worker',
  // A drawing always ends, and its PNG goes through zlib: past its bound it finishes, then ends.
  quitMessage: QUIT,
})

/**
 * `channelChartPng` of @hangar/media, the same bytes, drawn in the chart worker. Rejects with
 * ChartTimeoutError past `timeoutMs` (the worker is then ended; the next poster starts a fresh one).
 */
export async function channelChartPngOffThread(
  channels: readonly ChartChannel[],
  options: ChannelChartOptions = {},
  timeoutMs = CHART_TIMEOUT_MS,
): Promise<Buffer> {
  const told = await chartWorker.request(
    (id) => {
      const ask: Ask = {
        id,
        channels: channels.map((c) => ({ name: c.name, values: Float64Array.from(c.values) })),
        options,
      }
      return { value: ask, transfer: ask.channels.map((c) => c.values.buffer as ArrayBuffer) }
    },
    {
      ms: timeoutMs,
      error: () => new ChartTimeoutError(`Drawing the chart took longer than ${timeoutMs / 1000} s.`),
      ended: () => new ChartTimeoutError('the chart worker was ended (a chart took too long)'),
    },
  )
  if (!told.png) throw new Error(told.error ?? 'the chart could not be drawn')
  return Buffer.from(told.png.buffer, told.png.byteOffset, told.png.byteLength)
}

if (!isMainThread && (workerData as { tag?: string } | null)?.tag === TAG) {
  const port = parentPort!
  port.on('message', (m: Ask | typeof QUIT) => {
    if (m === QUIT) return port.close()
    try {
      // A copy of its own: the encoder's Buffer may be a view into a pool that must not be moved.
      const png = new Uint8Array(channelChartPng(m.channels, m.options))
      port.postMessage({ id: m.id, png } satisfies Told, [png.buffer])
    } catch (err) {
      port.postMessage({ id: m.id, error: String((err as Error).message ?? err) } satisfies Told)
    }
  })
}

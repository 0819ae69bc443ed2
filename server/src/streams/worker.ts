import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'
import type { IndexJob, IndexOutcome } from './model.ts'

/**
 * Indexing off the event loop (docs/streams.md#limits): each job runs in a worker thread with a
 * heap bound (`resourceLimits`) and a time bound; a worker that runs out of either is ended and
 * the dataset's streams say so in a sentence. This file is both sides: `runIndexJob` on the
 * service's thread, and the worker's entry below.
 */

export interface WorkerLimits {
  /** Old-generation heap of the worker, MB. */
  heapMb: number
  timeoutMs: number
}

export const DEFAULT_LIMITS: WorkerLimits = { heapMb: 192, timeoutMs: 10 * 60_000 }

const TAG = 'hangar-stream-index'

const seconds = (ms: number) => String(Math.round(ms / 100) / 10)

export function runIndexJob(
  job: IndexJob,
  limits: WorkerLimits = DEFAULT_LIMITS,
  signal?: AbortSignal,
): Promise<IndexOutcome> {
  const self = new URL(import.meta.url)
  return new Promise((resolve) => {
    let settled = false
    const done = (o: IndexOutcome) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', stop)
      resolve(o)
    }
    // From TypeScript sources (tests, `npm run dev`) the worker registers the same loader first.
    const entry = self.pathname.endsWith('.ts')
      ? `import('tsx/esm/api').then((m) => m.register()).then(() => import(${JSON.stringify(self.href)}))`
      : self
    const worker = new Worker(entry, {
      eval: typeof entry === 'string',
      workerData: { tag: TAG, job },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      stdout: false,
      stderr: false,
    })
    const timer = setTimeout(() => {
      done({
        status: 'failed',
        detail: `Reading the file took longer than ${seconds(limits.timeoutMs)} s.`,
      })
      void worker.terminate()
    }, limits.timeoutMs)
    const stop = () => {
      done({ status: 'failed', detail: 'Reading the file was stopped with the service.' })
      void worker.terminate()
    }
    if (signal?.aborted) stop()
    signal?.addEventListener('abort', stop, { once: true })
    worker.once('message', (o: IndexOutcome) => {
      done(o)
      void worker.terminate()
    })
    worker.once('error', (err: Error & { code?: string }) => {
      done({
        status: 'failed',
        detail:
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `Reading the file needed more than ${limits.heapMb} MB of memory.`
            : `The file could not be read: ${String(err.message).slice(0, 200).replace(/\.$/, '')}.`,
      })
    })
    worker.once('exit', (code) =>
      done({ status: 'failed', detail: `Reading the file stopped (exit ${code}).` }),
    )
  })
}

if (!isMainThread && (workerData as { tag?: string } | null)?.tag === TAG) {
  const { buildIndex } = await import('./build.ts')
  const outcome = await buildIndex((workerData as { job: IndexJob }).job)
  parentPort!.postMessage(outcome)
}

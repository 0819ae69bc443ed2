import { isMainThread, parentPort, type Worker, workerData } from 'node:worker_threads'
import { spawnWorker } from '../common/spawn-worker.ts'
import type { IndexJob, IndexOutcome } from './model.ts'

/**
 * Indexing off the event loop (docs/streams.md#limits): jobs run in a worker thread with a heap
 * bound (`resourceLimits`) and a time bound per job; a worker that runs out of either is ended and
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
/** A worker left idle this long is ended, giving its memory back. */
const IDLE_MS = 30_000

const seconds = (ms: number) => String(Math.round(ms / 100) / 10)

/**
 * The process's indexing worker, kept between jobs: starting one loads the readers and their
 * libraries (from TypeScript sources, the loader too), which cost more than indexing a small file
 * — a demo start indexes some 60. Jobs run one at a time in the process, whichever service sent them; a job
 * that breaks a bound ends the worker, and the next job starts a fresh one.
 */
let current: { worker: Worker; heapMb: number; idle?: NodeJS.Timeout } | undefined

function workerFor(heapMb: number): Worker {
  if (current && current.heapMb !== heapMb) end(current.worker)
  if (current) {
    clearTimeout(current.idle)
    return current.worker
  }
  const worker = spawnWorker(import.meta.url, {
    workerData: { tag: TAG },
    resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    stdout: false,
    stderr: false,
  })
  // An idle worker never keeps the process up.
  worker.unref()
  worker.once('exit', () => {
    if (current?.worker === worker) current = undefined
  })
  current = { worker, heapMb }
  return worker
}

function end(worker: Worker): void {
  if (current?.worker === worker) current = undefined
  void worker.terminate()
}

/** Jobs of every stream service in the process (tests build several apps) pass one at a time. */
let queue: Promise<unknown> = Promise.resolve()

export function runIndexJob(
  job: IndexJob,
  limits: WorkerLimits = DEFAULT_LIMITS,
  signal?: AbortSignal,
): Promise<IndexOutcome> {
  const turn = queue.then(() => (signal?.aborted ? STOPPED : runOnWorker(job, limits, signal)))
  queue = turn
  return turn
}

const STOPPED: IndexOutcome = { status: 'failed', detail: 'Reading the file was stopped with the service.' }

function runOnWorker(job: IndexJob, limits: WorkerLimits, signal?: AbortSignal): Promise<IndexOutcome> {
  return new Promise((resolve) => {
    const worker = workerFor(limits.heapMb)
    let settled = false
    const done = (o: IndexOutcome, broken: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', stop)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      if (broken) end(worker)
      else if (current?.worker === worker) {
        worker.unref()
        current.idle = setTimeout(() => end(worker), IDLE_MS).unref()
      }
      resolve(o)
    }
    const timer = setTimeout(
      () =>
        done(
          { status: 'failed', detail: `Reading the file took longer than ${seconds(limits.timeoutMs)} s.` },
          true,
        ),
      limits.timeoutMs,
    )
    const stop = () =>
      done({ status: 'failed', detail: 'Reading the file was stopped with the service.' }, true)
    const onMessage = (o: IndexOutcome) => done(o, false)
    const onError = (err: Error & { code?: string }) =>
      done(
        {
          status: 'failed',
          detail:
            err.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? `Reading the file needed more than ${limits.heapMb} MB of memory.`
              : `The file could not be read: ${String(err.message).slice(0, 200).replace(/\.$/, '')}.`,
        },
        true,
      )
    const onExit = (code: number) =>
      done({ status: 'failed', detail: `Reading the file stopped (exit ${code}).` }, true)
    worker.on('message', onMessage)
    worker.once('error', onError)
    worker.once('exit', onExit)
    if (signal?.aborted) return stop()
    signal?.addEventListener('abort', stop, { once: true })
    // Working, the worker keeps the process up as any pending work does.
    worker.ref()
    worker.postMessage(job)
  })
}

if (!isMainThread && (workerData as { tag?: string } | null)?.tag === TAG) {
  const { buildIndex } = await import('./build.ts')
  parentPort!.on('message', async (job: IndexJob) => {
    parentPort!.postMessage(await buildIndex(job))
  })
}

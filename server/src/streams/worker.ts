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
 * The process's indexing workers, kept between jobs: starting one loads the readers and their
 * libraries (from TypeScript sources, the loader too), which cost more than indexing a small file
 * — a demo start indexes some 60. At most {@link setIndexWorkers} jobs run at once in the process
 * (two by default), each in a worker of its own, so one slow file does not hold every other
 * organization's (docs/jobs.md#fairness); a job that breaks a bound ends its worker, and the next
 * job in that place starts a fresh one.
 */
type Slot = { worker: Worker; heapMb: number; idle?: NodeJS.Timeout }
const slots = new Map<number, Slot>()
const inUse = new Set<number>()
const waiting: (() => void)[] = []
let width = 2

/** How many files the process reads side by side (each in its own worker thread); default 2. */
export function setIndexWorkers(n: number): void {
  width = Math.max(1, Math.floor(n))
}

function workerFor(place: number, heapMb: number): Worker {
  const slot = slots.get(place)
  if (slot && slot.heapMb !== heapMb) end(place, slot.worker)
  const kept = slots.get(place)
  if (kept) {
    clearTimeout(kept.idle)
    return kept.worker
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
    if (slots.get(place)?.worker === worker) slots.delete(place)
  })
  slots.set(place, { worker, heapMb })
  return worker
}

function end(place: number, worker: Worker): void {
  if (slots.get(place)?.worker === worker) slots.delete(place)
  void worker.terminate()
}

/** A free place among the `width` (waits for one). */
async function acquire(): Promise<number> {
  while (inUse.size >= width) await new Promise<void>((r) => waiting.push(r))
  let place = 0
  while (inUse.has(place)) place++
  inUse.add(place)
  return place
}

function release(place: number): void {
  inUse.delete(place)
  waiting.shift()?.()
}

/** Jobs of every stream service in the process (tests build several apps) share the places. */
export async function runIndexJob(
  job: IndexJob,
  limits: WorkerLimits = DEFAULT_LIMITS,
  signal?: AbortSignal,
): Promise<IndexOutcome> {
  const failed = (detail: string): IndexOutcome => ({ status: 'failed', detail })
  const place = await acquire()
  try {
    return signal?.aborted
      ? STOPPED
      : await runOnWorker(place, { task: 'index', job }, limits, failed, signal)
  } finally {
    release(place)
  }
}

/**
 * Other work that reads a dataset's files with the readers (the checks, server/src/checks/), in the
 * same worker places and bounds as indexing: the worker imports `module` (a file URL) and calls its
 * export `fn(job, options)`; its answer, or an Error with the sentence of what stopped it.
 */
export async function runReadingTask<T>(
  task: { module: string; fn: string; options: unknown },
  job: IndexJob,
  limits: WorkerLimits = DEFAULT_LIMITS,
  signal?: AbortSignal,
): Promise<T> {
  const place = await acquire()
  try {
    if (signal?.aborted) throw new Error(STOPPED.detail)
    const out = await runOnWorker<{ result: T } | { failed: string }>(
      place,
      { task: 'call', job, ...task },
      limits,
      (detail) => ({ failed: detail }),
      signal,
    )
    if ('failed' in out) throw new Error(out.failed)
    return out.result
  } finally {
    release(place)
  }
}

type Task =
  | { task: 'index'; job: IndexJob }
  | { task: 'call'; job: IndexJob; module: string; fn: string; options: unknown }

const STOPPED = { status: 'failed', detail: 'Reading the file was stopped with the service.' } as const

function runOnWorker<T>(
  place: number,
  task: Task,
  limits: WorkerLimits,
  failed: (detail: string) => T,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve) => {
    const worker = workerFor(place, limits.heapMb)
    let settled = false
    const done = (o: T, broken: boolean) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', stop)
      worker.off('message', onMessage)
      worker.off('error', onError)
      worker.off('exit', onExit)
      const slot = slots.get(place)
      if (broken) end(place, worker)
      else if (slot?.worker === worker) {
        worker.unref()
        slot.idle = setTimeout(() => end(place, worker), IDLE_MS).unref()
      }
      resolve(o)
    }
    const timer = setTimeout(
      () => done(failed(`Reading the file took longer than ${seconds(limits.timeoutMs)} s.`), true),
      limits.timeoutMs,
    )
    const stop = () => done(failed(STOPPED.detail), true)
    const onMessage = (o: T) => done(o, false)
    const onError = (err: Error & { code?: string }) =>
      done(
        failed(
          err.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `Reading the file needed more than ${limits.heapMb} MB of memory.`
            : `The file could not be read: ${String(err.message).slice(0, 200).replace(/\.$/, '')}.`,
        ),
        true,
      )
    const onExit = (code: number) => done(failed(`Reading the file stopped (exit ${code}).`), true)
    worker.on('message', onMessage)
    worker.once('error', onError)
    worker.once('exit', onExit)
    if (signal?.aborted) return stop()
    signal?.addEventListener('abort', stop, { once: true })
    // Working, the worker keeps the process up as any pending work does.
    worker.ref()
    worker.postMessage(task)
  })
}

if (!isMainThread && (workerData as { tag?: string } | null)?.tag === TAG) {
  const { buildIndex, sentenceOf } = await import('./build.ts')
  // Each module imported once: an import() of a loaded one still asks the loader (about 1 ms a
  // call from TypeScript sources), and an export calls this once per episode.
  const modules = new Map<string, Promise<unknown>>()
  parentPort!.on('message', async (task: Task) => {
    if (task.task === 'index') return parentPort!.postMessage(await buildIndex(task.job))
    try {
      let loading = modules.get(task.module)
      if (!loading) {
        loading = import(task.module)
        modules.set(task.module, loading)
      }
      const mod = (await loading) as Record<string, (job: IndexJob, options: unknown) => unknown>
      parentPort!.postMessage({ result: await mod[task.fn]!(task.job, task.options) })
    } catch (err) {
      parentPort!.postMessage({ failed: sentenceOf(err) })
    }
  })
}

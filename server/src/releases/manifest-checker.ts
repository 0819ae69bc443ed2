import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Worker } from 'node:worker_threads'
import { spawnWorker } from '../common/spawn-worker.ts'
import type { ManifestCheckOutcome } from './check-manifest-text.ts'

interface Waiting {
  resolve: (outcome: ManifestCheckOutcome) => void
  reject: (err: Error) => void
}

// The worker module beside this one, with this module's extension (.ts under tsx, .js compiled).
const workerUrl = new URL(
  `./manifest-check-worker${extname(fileURLToPath(import.meta.url))}`,
  import.meta.url,
)

/** How long an idle worker waits for the next check before it ends. */
const IDLE_MS = 60_000

interface CheckWorker {
  worker: Worker
  waiting: Map<number, Waiting>
  idle?: NodeJS.Timeout
}

/** The process's one worker, shared by every checker (tests build many apps in one process). */
let current: CheckWorker | undefined
let nextId = 0

/**
 * Parses and checks manifests on a worker thread. Parsing alone can take over a second for a
 * hostile body of a few MiB (millions of tiny values), so neither happens on the event loop
 * that answers every other request. One worker per process, started on first use and shared by
 * every checker: starting one costs about 2 s of CPU from the TypeScript sources, which a test
 * app per test paid again and again. Idle, it never keeps the process up, and it ends after a
 * minute; a worker that dies fails what it was doing and is replaced on the next check.
 */
export class ManifestChecker {
  check(text: string): Promise<ManifestCheckOutcome> {
    const state = workerState()
    const id = nextId++
    return new Promise((resolve, reject) => {
      state.waiting.set(id, { resolve, reject })
      state.worker.postMessage({ id, text })
    })
  }

  /** Checks under way finish; the shared worker ends on its own once idle. */
  async close(): Promise<void> {}
}

function workerState(): CheckWorker {
  if (current) {
    clearTimeout(current.idle)
    current.worker.ref()
    return current
  }
  const worker = spawnWorker(workerUrl.href, {})
  const state: CheckWorker = { worker, waiting: new Map() }
  worker.on('message', ({ id, outcome }: { id: number; outcome: ManifestCheckOutcome }) => {
    state.waiting.get(id)?.resolve(outcome)
    state.waiting.delete(id)
    if (state.waiting.size === 0 && current === state) {
      worker.unref()
      state.idle = setTimeout(() => end(state), IDLE_MS).unref()
    }
  })
  const fail = (err: Error) => {
    if (current === state) current = undefined
    clearTimeout(state.idle)
    for (const w of state.waiting.values()) w.reject(err)
    state.waiting.clear()
  }
  worker.on('error', fail)
  worker.on('exit', (code) => fail(new Error(`manifest check worker exited with code ${code}`)))
  current = state
  return state
}

function end(state: CheckWorker): void {
  if (current === state) current = undefined
  void state.worker.terminate()
}

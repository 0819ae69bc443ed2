import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
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

/**
 * Parses and checks manifests on a worker thread. Parsing alone can take over a second for a
 * hostile body of a few MiB (millions of tiny values), so neither happens on the event loop
 * that answers every other request. One worker per process, started on first use; a worker
 * that dies fails what it was doing and is replaced on the next check.
 */
export class ManifestChecker {
  private worker: Worker | undefined
  private readonly waiting = new Map<number, Waiting>()
  private nextId = 0

  check(text: string): Promise<ManifestCheckOutcome> {
    const worker = this.worker ?? this.start()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      worker.postMessage({ id, text })
    })
  }

  async close(): Promise<void> {
    const worker = this.worker
    this.worker = undefined
    await worker?.terminate()
  }

  private start(): Worker {
    const worker = spawnWorker()
    worker.on('message', ({ id, outcome }: { id: number; outcome: ManifestCheckOutcome }) => {
      this.waiting.get(id)?.resolve(outcome)
      this.waiting.delete(id)
    })
    const fail = (err: Error) => {
      if (this.worker === worker) this.worker = undefined
      for (const w of this.waiting.values()) w.reject(err)
      this.waiting.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`manifest check worker exited with code ${code}`)))
    this.worker = worker
    return worker
  }
}

/**
 * Compiled, the worker is plain JavaScript. Under tsx (development and tests) a worker thread
 * does not inherit the loader, so it registers tsx itself before importing the module.
 */
function spawnWorker(): Worker {
  if (!workerUrl.pathname.endsWith('.ts')) return new Worker(workerUrl)
  const load = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl.href)}) })`
  return new Worker(load, { eval: true })
}

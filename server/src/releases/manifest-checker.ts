import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { KeptWorker } from '../common/kept-worker.ts'
import { spawnWorker } from '../common/spawn-worker.ts'
import type { ManifestCheckOutcome } from './check-manifest-text.ts'

// The worker module beside this one, with this module's extension (.ts under tsx, .js compiled).
const workerUrl = new URL(
  `./manifest-check-worker${extname(fileURLToPath(import.meta.url))}`,
  import.meta.url,
)

/** How long an idle worker waits for the next check before it ends. */
const IDLE_MS = 60_000

/** The process's one worker, shared by every checker (tests build many apps in one process). */
const checkWorker = new KeptWorker<{ id: number; outcome: ManifestCheckOutcome }>({
  spawn: () => spawnWorker(workerUrl.href, {}),
  idleMs: IDLE_MS,
  name: 'the manifest check worker',
})

/**
 * Parses and checks manifests on a worker thread. Parsing alone can take over a second for a
 * hostile body of a few MiB (millions of tiny values), so neither happens on the event loop
 * that answers every other request. One worker per process, started on first use and shared by
 * every checker: starting one costs about 2 s of CPU from the TypeScript sources, which a test
 * app per test paid again and again. Idle, it never keeps the process up, and it ends after a
 * minute; a worker that dies fails what it was doing and is replaced on the next check.
 */
export class ManifestChecker {
  async check(text: string): Promise<ManifestCheckOutcome> {
    return (await checkWorker.request((id) => ({ value: { id, text } }))).outcome
  }

  /** Checks under way finish; the shared worker ends on its own once idle. */
  async close(): Promise<void> {}
}

import { parentPort } from 'node:worker_threads'
import { checkManifestText } from './check-manifest-text.ts'

/** The worker side of ManifestChecker: one job at a time, in the order they arrive. */
parentPort?.on('message', (job: { id: number; text: string }) => {
  parentPort?.postMessage({ id: job.id, outcome: checkManifestText(job.text) })
})

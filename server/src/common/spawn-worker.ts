import { Worker, type WorkerOptions } from 'node:worker_threads'

/**
 * A worker thread running the module at `moduleUrl`. From TypeScript sources (tests, `npm run
 * dev`) the worker registers the same loader first; compiled, it runs the module as is.
 */
export function spawnWorker(moduleUrl: string, options: WorkerOptions): Worker {
  const self = new URL(moduleUrl)
  const entry = self.pathname.endsWith('.ts')
    ? `import('tsx/esm/api').then((m) => m.register()).then(() => import(${JSON.stringify(self.href)}))`
    : self
  return new Worker(entry, { ...options, eval: typeof entry === 'string' })
}

import cluster from 'node:cluster'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { failedToStart } from './failed-to-start.ts'
import { banner, ensureDemo, withDemoAdminKey } from './seed/demo-start.ts'

/** Closes gracefully on SIGTERM/SIGINT: 503 to new requests, in-flight ones finish, database last. */
export function closeOnSignals(app: FastifyInstance): void {
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => process.exit(1), 15_000)
    force.unref()
    try {
      await app.close()
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'error while closing')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

/**
 * Starts the service: config, demo data on first start, listen, graceful shutdown. A worker of
 * `cluster.ts` neither seeds nor prints: its primary did both.
 */
async function main() {
  const worker = cluster.isWorker
  const { config, generatedAdminKey } = withDemoAdminKey(loadConfig())
  const app = await buildApp(config)
  const demo = worker ? null : await ensureDemo(app, config)
  closeOnSignals(app)
  const address = await app.listen({ port: config.port, host: config.host })
  if (!worker) process.stdout.write(banner(config, address, demo, generatedAdminKey))
  // Previews of datasets made before Hangar made them, or while it was stopped (docs/previews.md).
  if (!worker)
    void app.services.previews
      .backfill()
      .catch((err) => app.log.warn({ err }, 'previews: could not look for datasets without one'))
}

main().catch(failedToStart)

import pino, { type LoggerOptions } from 'pino'
import { buildServices } from './build-services.ts'
import { ConfigError, loadConfig } from './config.ts'
import { failedToStart } from './failed-to-start.ts'
import { serverOptions } from './server-options.ts'

/**
 * `npm run worker`: a process that only works on jobs (docs/jobs.md) — indexing, previews — and
 * serves no HTTP, for machines that should not answer requests. The same settings as the service
 * (DATABASE_URL, DATA_DIR, S3_*, JOB_CONCURRENCY). SIGTERM: running jobs finish within
 * SHUTDOWN_GRACE_MS or go back to the queue.
 */
async function main() {
  const config = { ...loadConfig(), mqtt: null }
  const log = pino(serverOptions(config).logger as LoggerOptions)
  const built = await buildServices(config, { log, working: true })
  if (!built.worker) {
    await built.close()
    throw new ConfigError('JOB_CONCURRENCY is 0: a worker process with nothing to run')
  }
  log.info({ worker: built.worker.name, concurrency: config.jobConcurrency }, 'working on jobs')
  // The worker's own timers do not hold a process up (a service's server does): this one does.
  const alive = setInterval(() => {}, 60_000)
  let closing = false
  const stop = async (signal: string) => {
    if (closing) return
    closing = true
    clearInterval(alive)
    log.info({ signal }, 'stopping: running jobs finish or go back to the queue')
    const force = setTimeout(() => process.exit(1), config.timeouts.shutdownGraceMs + 10_000)
    force.unref()
    try {
      await built.close()
      process.exit(0)
    } catch (err) {
      log.error({ err }, 'error while stopping')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch(failedToStart)

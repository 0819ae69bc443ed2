import cluster from 'node:cluster'
import { loadConfig } from './config.ts'
import { serveClusterMetrics } from './metrics/cluster-metrics.ts'
import { banner, ensureDemo, withDemoAdminKey } from './seed/demo-start.ts'
import { openDatabase } from './storage/database.ts'

/**
 * Runs WORKERS service processes on one port (node:cluster). The primary migrates and seeds once,
 * then forks; a crashed worker is replaced; SIGTERM stops every worker gracefully. Share
 * PostgreSQL (DATABASE_URL) and Redis (REDIS_URL) between workers: see docs/deployment.md.
 */
async function primary() {
  const { config, generatedAdminKey } = withDemoAdminKey(loadConfig())
  const { workers } = config
  if (config.mqtt?.listenPort !== undefined && workers > 1) {
    process.stderr.write(
      'MQTT_LISTEN_PORT hosts the broker in one process; with several workers run Mosquitto and set MQTT_URL\n',
    )
    process.exit(2)
  }
  // Migrating needs only the database; the whole app is built only to seed the demo, and the
  // primary stays small either way (it serves nothing).
  let demo = null
  if (config.demo) {
    const { buildApp } = await import('./app.ts')
    // It serves nothing, so it needs no broker: the workers connect to it.
    const app = await buildApp({ ...config, logLevel: 'warn', mqtt: null })
    demo = await ensureDemo(app, config)
    await app.close()
  } else {
    await (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })).close()
  }

  // A demo start generated the admin key into DATA_DIR; workers get it as if it had been set.
  const env = config.adminApiKey ? { ADMIN_API_KEY: config.adminApiKey } : {}
  let stopping = false
  let listening = 0
  const fork = () => cluster.fork(env)
  cluster.on('listening', (_w, address) => {
    listening++
    if (listening === workers) {
      const host = address.address ?? config.host
      process.stdout.write(
        banner(config, `http://${host}:${address.port} (${workers} workers)`, demo, generatedAdminKey),
      )
    }
  })
  cluster.on('exit', (w, code) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    process.stderr.write(`worker ${w.process.pid} exited with ${code}; starting another\n`)
    fork()
  })
  const stop = () => {
    stopping = true
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM')
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  // METRICS_PORT is the primary's: one scrape answers for every worker (docs/deployment.md#metrics).
  if (config.metricsPort !== undefined)
    await serveClusterMetrics({
      port: config.metricsPort,
      host: config.metricsHost,
      onError: (err) => process.stderr.write(`could not collect metrics: ${err}\n`),
    })
  for (let i = 0; i < workers; i++) fork()
}

if (cluster.isPrimary) {
  primary().catch((err) => {
    process.stderr.write(`${err?.stack ?? err}\n`)
    process.exit(1)
  })
} else {
  await import('./main.ts')
}

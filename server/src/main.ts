import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { persistentSecret } from './secrets.ts'
import { type DemoCredentials, demoAdminKey, seedDemo } from './seed/seed-demo.ts'

/** Starts the service: config, demo data on first start, listen, graceful shutdown. */
async function main() {
  const config = loadConfig()
  // A demo start without ADMIN_API_KEY gets a generated one, kept in the data folder.
  if (!config.adminApiKey && config.demo)
    config.adminApiKey = persistentSecret(config.dataDir, 'admin-key', demoAdminKey)
  const app = await buildApp(config)

  let demo: DemoCredentials | null = null
  if (config.demo) {
    // Demo-only convenience: the demo key is kept in plain text in the data folder so a restart can show it again.
    const file = join(config.dataDir, 'demo-credentials.json')
    const started = Date.now()
    const seeded = await seedDemo(app)
    if (seeded) {
      writeFileSync(file, JSON.stringify(seeded, null, 2), { mode: 0o600 })
      app.log.info({ ms: Date.now() - started }, 'demo data seeded')
    }
    try {
      demo = seeded ?? (JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials)
    } catch {
      demo = null
    }
  }

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    // Fastify answers new requests with 503 while closing and waits for in-flight ones;
    // onClose hooks stop mechas and close the database last.
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

  const address = await app.listen({ port: config.port, host: config.host })
  const base = config.publicBaseUrl
  const lines = [
    '',
    `Hangar is listening on ${address} (public base ${base})`,
    `  API docs:       ${base}/docs   (OpenAPI document: ${base}/openapi.json)`,
  ]
  if (demo) {
    lines.push(
      `  Demo org:       ${demo.organization_id}`,
      `  Demo API key:   ${demo.api_key}`,
      `  Try:            curl -H 'Service-Api-Key: ${demo.api_key}' ${base}/datasets`,
    )
  }
  if (config.adminApiKey && config.demo)
    lines.push(`  Admin key:      ${config.adminApiKey}   (header Service-Admin-Key)`)
  process.stdout.write(`${lines.join('\n')}\n\n`)
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`)
    process.exit(2)
  }
  process.stderr.write(`${err?.stack ?? err}\n`)
  process.exit(1)
})

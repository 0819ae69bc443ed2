import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'
import { persistentSecret } from '../secrets.ts'
import { type DemoCredentials, demoAdminKey, seedDemo } from './seed-demo.ts'

/** A demo start without ADMIN_API_KEY gets a generated admin key, kept in the data folder. */
export function withDemoAdminKey(config: Config): Config {
  if (config.adminApiKey || !config.demo) return config
  return { ...config, adminApiKey: persistentSecret(config.dataDir, 'admin-key', demoAdminKey) }
}

/**
 * Seeds the demo once and returns the credentials to show. Demo-only convenience: the demo key
 * is kept in plain text in `DATA_DIR/demo-credentials.json` (mode 600) so a restart can show it again.
 */
export async function ensureDemo(app: FastifyInstance, config: Config): Promise<DemoCredentials | null> {
  if (!config.demo) return null
  const file = join(config.dataDir, 'demo-credentials.json')
  const started = Date.now()
  const seeded = await seedDemo(app)
  if (seeded) {
    writeFileSync(file, JSON.stringify(seeded, null, 2), { mode: 0o600 })
    app.log.info({ ms: Date.now() - started }, 'demo data seeded')
    return seeded
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials
  } catch {
    return null
  }
}

/** The lines printed once the service listens. */
export function banner(config: Config, address: string, demo: DemoCredentials | null): string {
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
  if (config.mqtt)
    lines.push(
      config.mqtt.listenPort !== undefined
        ? `  Robot broker:   hosted on ${config.mqtt.listenHost}:${config.mqtt.listenPort}   (docs/robots.md)`
        : `  Robot broker:   ${config.mqtt.url}, topics ${config.mqtt.interfaceName}/v1/…   (docs/robots.md)`,
    )
  if (config.adminApiKey && config.demo)
    lines.push(`  Admin key:      ${config.adminApiKey}   (header Service-Admin-Key)`)
  return `${lines.join('\n')}\n\n`
}

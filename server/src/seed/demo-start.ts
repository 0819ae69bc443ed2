import { randomBytes } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { findMemberByEmail } from '../auth/user.repository.ts'
import type { Config } from '../config.ts'
import { persistentSecret } from '../secrets.ts'
import { type DemoCredentials, demoAdminKey, seedDemo } from './seed-demo.ts'

/**
 * A demo start without ADMIN_API_KEY gets a generated admin key, kept in the data folder. The
 * banner shows only such a key (`generatedAdminKey`), never one an operator set.
 */
export function withDemoAdminKey(config: Config): { config: Config; generatedAdminKey: string | undefined } {
  if (config.adminApiKey || !config.demo) return { config, generatedAdminKey: undefined }
  const key = persistentSecret(config.dataDir, 'admin-key', demoAdminKey)
  return { config: { ...config, adminApiKey: key }, generatedAdminKey: key }
}

export const DEMO_OWNER_EMAIL = 'demo@hangar.local'

/** What the start banner shows of the demo: its key, and the console owner's sign-in. */
export interface DemoStart extends DemoCredentials {
  owner: { email: string; password: string } | null
}

/**
 * Seeds the demo once and returns the credentials to show. Demo-only convenience: the demo key
 * is kept in plain text in `DATA_DIR/demo-credentials.json` and the demo owner's password in
 * `DATA_DIR/demo-password` (both mode 600) so a restart can show them again.
 */
export async function ensureDemo(app: FastifyInstance, config: Config): Promise<DemoStart | null> {
  if (!config.demo) return null
  const file = join(config.dataDir, 'demo-credentials.json')
  const started = Date.now()
  let creds = await seedDemo(app)
  if (creds) {
    writeFileSync(file, JSON.stringify(creds, null, 2), { mode: 0o600 })
    app.log.info({ ms: Date.now() - started }, 'demo data seeded')
  } else {
    try {
      creds = JSON.parse(readFileSync(file, 'utf8')) as DemoCredentials
    } catch {
      return null
    }
  }
  return { ...creds, owner: await ensureDemoOwner(app, config, creds.organization_id) }
}

/**
 * The demo organization's owner, so a new user can sign in to the console at once. The password
 * is generated once (96 random bits) into `DATA_DIR/demo-password`; data folders seeded before
 * people existed get their owner at the next start.
 */
async function ensureDemoOwner(app: FastifyInstance, config: Config, organizationId: string) {
  const password = persistentSecret(config.dataDir, 'demo-password', () =>
    randomBytes(12).toString('base64url'),
  )
  if (!(await findMemberByEmail(app.deps.db, organizationId, DEMO_OWNER_EMAIL))) {
    const orgs = await app.services.organizations.list()
    if (!orgs.some((o) => o.id === organizationId)) return null
    await app.services.members.add(
      organizationId,
      { email: DEMO_OWNER_EMAIL, name: 'Demo Owner', role: 'owner', password },
      { kind: 'system' },
    )
  }
  return { email: DEMO_OWNER_EMAIL, password }
}

/** The lines printed once the service listens. */
export function banner(
  config: Config,
  address: string,
  demo: DemoStart | null,
  generatedAdminKey?: string,
): string {
  const base = config.publicBaseUrl
  const lines = [
    '',
    `Hangar is listening on ${address} (public base ${base})`,
    `  API docs:       ${base}/docs   (OpenAPI document: ${base}/openapi.json)`,
  ]
  if (demo?.owner) {
    lines.push(
      `  Console:        ${base}/console/`,
      `  Sign in as:     ${demo.owner.email}   password: ${demo.owner.password}   (owner of the demo organization)`,
    )
  }
  if (config.demo)
    lines.push(
      '  Demo data:      ON — a demo organization whose owner password and keys are printed here;',
      '                  set DEMO=0 for a real install (docs/deployment.md#a-real-install)',
    )
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
  if (generatedAdminKey) lines.push(`  Admin key:      ${generatedAdminKey}   (header Service-Admin-Key)`)
  return `${lines.join('\n')}\n\n`
}

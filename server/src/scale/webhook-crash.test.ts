import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, type TestContext, test } from 'node:test'
import { Webhook } from 'standardwebhooks'
import { freePort, spawnService } from '../testing/spawn-service.ts'
import { createPostgresDatabase } from '../testing/test-database.ts'
import { eventually, WebhookReceiver } from '../testing/webhook-receiver.ts'

const ADMIN = 'webhook-crash-admin-key-0123456789abcdef'

// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire
async function call(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, init)
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

async function environment(t: TestContext, engine: 'postgres' | 'sqlite'): Promise<Record<string, string>> {
  const db = engine === 'postgres' ? await createPostgresDatabase() : undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-webhook-crash-'))
  t.after(async () => {
    await db?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })
  return {
    ...(db ? { DATABASE_URL: db.url } : {}),
    DATA_DIR: dataDir,
    DEMO: '0',
    ADMIN_API_KEY: ADMIN,
    SIGNING_SECRET: 's'.repeat(40),
    HOST: '127.0.0.1',
    RATE_LIMIT_MAX: '100000',
    WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
    // The lease of an attempt is the timeout and 5 s: a killed process's delivery is free again then.
    WEBHOOK_TIMEOUT_MS: '1000',
    WEBHOOK_RETRY_SECONDS: '0.5,0.5,0.5',
  }
}

for (const engine of ['postgres', 'sqlite'] as const) {
  const skip =
    engine === 'postgres' && !process.env.HANGAR_TEST_POSTGRES ? 'needs PostgreSQL on 127.0.0.1' : false
  describe(`webhooks across a SIGKILL (${engine})`, { skip }, () => {
    test('a service killed while its receiver holds the request delivers the event after restart', async (t) => {
      const env = await environment(t, engine)
      const start = async () => {
        const port = await freePort()
        const service = spawnService({ ...env, PORT: String(port) })
        t.after(() => service.stop())
        await service.banner
        return { service, base: `http://127.0.0.1:${port}` }
      }
      const receiver = await new WebhookReceiver().start()
      t.after(() => receiver.stop())
      let first = true
      // The first request is held, never answered: the service is killed meanwhile.
      const held = new Promise<void>((resolve) => {
        receiver.answer = () => {
          if (first) {
            first = false
            resolve()
            return { status: 200, hold: true }
          }
          return { status: 204 }
        }
      })

      let { service, base } = await start()
      const admin = { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/json' }
      const org = (
        await call(`${base}/admin/organizations`, {
          method: 'POST',
          headers: admin,
          body: '{"name":"Hooks"}',
        })
      ).body
      const key = (
        await call(`${base}/admin/organizations/${org.id}/api-keys`, {
          method: 'POST',
          headers: admin,
          body: '{}',
        })
      ).body.key as string
      const headers = { 'Service-Api-Key': key, 'Content-Type': 'application/json' }
      const hook = await call(`${base}/org/webhooks`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ url: receiver.url, events: ['dataset.created'] }),
      })
      assert.equal(hook.status, 201, JSON.stringify(hook.body))
      await call(`${base}/admin/files/hooks/a.bin`, {
        method: 'PUT',
        headers: { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/octet-stream' },
        body: 'bytes',
      })
      const d = await call(`${base}/admin/datasets`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          organization_id: org.id,
          data_type: 'episode',
          name: 'd',
          link: 'hooks/a.bin',
        }),
      })
      assert.equal(d.status, 201)

      await held
      service.child.kill('SIGKILL')
      await service.exit
      ;({ service, base } = await start())

      const received = await receiver.waitFor(2, 30_000)
      const wh = new Webhook(hook.body.secret)
      const events = received.map(
        (r) =>
          wh.verify(r.body, r.headers as Record<string, string>) as {
            type: string
            data: { dataset_id: string }
          },
      )
      assert.deepEqual(
        events.map((e) => [e.type, e.data.dataset_id]),
        [
          ['dataset.created', d.body.id],
          ['dataset.created', d.body.id],
        ],
      )
      assert.equal(
        received[1]!.headers['webhook-id'],
        received[0]!.headers['webhook-id'],
        'the same delivery',
      )
      const delivery = await eventually(async () => {
        const ds = (await call(`${base}/org/webhooks/${hook.body.id}/deliveries`, { headers })).body
          .deliveries
        return ds[0]?.status === 'succeeded' ? ds[0] : undefined
      })
      // The killed attempt left no record; the one after the restart did.
      assert.deepEqual(
        delivery.attempts.map((a: { status_code: number }) => a.status_code),
        [204],
      )
    })
  })
}

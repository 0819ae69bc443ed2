import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, type TestContext, test } from 'node:test'
import { freePort, spawnService } from '../testing/spawn-service.ts'
import { createPostgresDatabase } from '../testing/test-database.ts'
import { WsTestClient } from '../testing/ws-client.ts'

const ready = process.env.HANGAR_TEST_POSTGRES && process.env.HANGAR_TEST_REDIS
const ADMIN = 'two-process-admin-key-0123456789'

/** A fresh database, then two processes on it and on one Redis; everything is removed afterwards. */
async function startTwo(t: TestContext, env: Record<string, string>) {
  const db = await createPostgresDatabase()
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-2p-'))
  t.after(async () => {
    await db.drop()
    rmSync(dataDir, { recursive: true, force: true })
  })
  const common = {
    DATABASE_URL: db.url,
    REDIS_URL: 'redis://127.0.0.1:6379',
    DATA_DIR: dataDir,
    DEMO: '0',
    ADMIN_API_KEY: ADMIN,
    SIGNING_SECRET: 's'.repeat(40),
    HOST: '127.0.0.1',
    ...env,
  }
  // The first process migrates the empty database alone; the second finds it migrated.
  const bases: string[] = []
  for (let i = 0; i < 2; i++) {
    const port = await freePort()
    const p = spawnService({ ...common, PORT: String(port) })
    t.after(() => p.stop())
    await p.banner
    bases.push(`http://127.0.0.1:${port}`)
  }
  return bases as [string, string]
}

/** Two real service processes on one PostgreSQL database and one Redis, as behind a load balancer. */
describe('two service processes', { skip: ready ? false : 'needs PostgreSQL and Redis on 127.0.0.1' }, () => {
  test('share reviews, keys and rate limits', async (t) => {
    const [A, B] = await startTwo(t, { RATE_LIMIT_MAX: '100000' })
    const admin = { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/json' }
    // biome-ignore lint/suspicious/noExplicitAny: JSON from the wire
    const call = async (url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> => {
      const res = await fetch(url, init)
      const text = await res.text()
      return { status: res.status, body: text ? JSON.parse(text) : null }
    }

    const org = (
      await call(`${A}/admin/organizations`, { method: 'POST', headers: admin, body: '{"name":"Scale"}' })
    ).body
    const key = (
      await call(`${B}/admin/organizations/${org.id}/api-keys`, {
        method: 'POST',
        headers: admin,
        body: '{}',
      })
    ).body
    const file = await call(`${A}/admin/files/scale/a.bin`, {
      method: 'PUT',
      headers: { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/octet-stream' },
      body: 'bytes',
    })
    assert.equal(file.status, 201)
    const newDataset = async () =>
      (
        await call(`${A}/admin/datasets`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({
            organization_id: org.id,
            data_type: 'episode',
            name: 'd',
            link: 'scale/a.bin',
          }),
        })
      ).body
    const auth = { 'Service-Api-Key': key.key }

    const d1 = await newDataset()
    // A reads twice first, so its response cache holds the pending dataset, statistics and list.
    for (let i = 0; i < 2; i++) {
      assert.equal(
        (await call(`${A}/datasets/dataset?id=${d1.id}`, { headers: auth })).body.status,
        'pending',
      )
      assert.equal((await call(`${A}/datasets/stats`, { headers: auth })).body.by_status.pending, 1)
      assert.equal((await call(`${A}/datasets?status=pending`, { headers: auth })).body.total, 1)
    }
    assert.equal((await call(`${B}/datasets/${d1.id}/accept`, { method: 'POST', headers: auth })).status, 200)
    assert.equal((await call(`${A}/datasets/dataset?id=${d1.id}`, { headers: auth })).body.status, 'accepted')
    assert.equal((await call(`${A}/datasets/stats`, { headers: auth })).body.by_status.accepted, 1)
    assert.equal((await call(`${A}/datasets?status=pending`, { headers: auth })).body.total, 0)

    const d2 = await newDataset()
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(`${i % 2 ? A : B}/datasets/${d2.id}/accept`, { method: 'POST', headers: auth }),
      ),
    )
    assert.equal(results.filter((r) => r.status === 200).length, 1)
    assert.equal(results.filter((r) => r.status === 422).length, 49)

    assert.equal((await call(`${B}/datasets`, { headers: auth })).status, 200)
    assert.equal((await call(`${B}/datasets`, { headers: auth })).status, 200, 'B has the page cached')
    assert.equal(
      (
        await call(`${A}/admin/api-keys/${key.id}`, {
          method: 'DELETE',
          headers: { 'Service-Admin-Key': ADMIN },
        })
      ).status,
      204,
    )
    assert.equal(
      (await call(`${B}/datasets`, { headers: auth })).status,
      401,
      'revoked through A, refused by B at once',
    )
  })

  test('the rate limit counts requests to both processes', async (t) => {
    const [A, B] = await startTwo(t, { RATE_LIMIT_MAX: '10' })
    const admin = { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/json' }
    const org = await (
      await fetch(`${A}/admin/organizations`, {
        method: 'POST',
        headers: admin,
        body: '{"name":"RL"}',
      })
    ).json()
    const key = await (
      await fetch(`${A}/admin/organizations/${(org as { id: string }).id}/api-keys`, {
        method: 'POST',
        headers: admin,
        body: '{}',
      })
    ).json()
    const codes: number[] = []
    for (let i = 0; i < 14; i++) {
      const res = await fetch(`${i % 2 ? A : B}/datasets/stats`, {
        headers: { 'Service-Api-Key': (key as { key: string }).key },
      })
      codes.push(res.status)
    }
    assert.deepEqual(codes, [...Array(10).fill(200), 429, 429, 429, 429])
  })

  test('a key revoked through one process closes its WebSockets on the other within a second, and its tickets are refused', async (t) => {
    const [A, B] = await startTwo(t, {})
    const admin = { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/json' }
    const org = (await (
      await fetch(`${A}/admin/organizations`, { method: 'POST', headers: admin, body: '{"name":"WS"}' })
    ).json()) as { id: string }
    const key = (await (
      await fetch(`${A}/admin/organizations/${org.id}/api-keys`, {
        method: 'POST',
        headers: admin,
        body: '{}',
      })
    ).json()) as { id: string; key: string }
    const auth = { 'Service-Api-Key': key.key }
    const ticket = (await (
      await fetch(`${A}/mecha/ws/ticket`, { method: 'POST', headers: auth })
    ).json()) as {
      ticket: string
    }
    const wsB = `${B.replace('http', 'ws')}/mecha/ws`
    const c = await WsTestClient.open(wsB, auth)
    await c.next((m) => m.type === 'hello')
    const since = Date.now()
    const revoked = await fetch(`${A}/admin/api-keys/${key.id}`, {
      method: 'DELETE',
      headers: { 'Service-Admin-Key': ADMIN },
    })
    assert.equal(revoked.status, 204)
    const { code } = await c.closed
    const ms = Date.now() - since
    assert.equal(code, 4003)
    assert.ok(ms <= 1000, `closed ${ms} ms after the revocation`)
    await assert.rejects(WsTestClient.open(`${wsB}?ticket=${ticket.ticket}`), { status: 401 })
  })
})

import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import SQLite from 'better-sqlite3'
import { freePort, spawnService } from '../testing/spawn-service.ts'

/** Kills per run: small in `npm test`; CRASH_ROUNDS=20 for a longer run. */
const ROUNDS = Number(process.env['CRASH_ROUNDS'] ?? 2)
const DATASETS_PER_ROUND = 40
const ADMIN = 'crash-test-admin-key-0123456789abcdef'

// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire
async function call(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, init)
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

test(`SIGKILL during accept/reject load, ${ROUNDS} times: every acknowledged decision survives, the database is intact, counters match a recount`, async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-crash-'))
  t.after(() => rmSync(dataDir, { recursive: true, force: true }))
  const env = {
    DATA_DIR: dataDir,
    DEMO: '0',
    ADMIN_API_KEY: ADMIN,
    HOST: '127.0.0.1',
    RATE_LIMIT_MAX: '1000000',
    // What an install runs with (the test services' default is OFF).
    SQLITE_SYNCHRONOUS: 'FULL',
  }
  const start = async () => {
    const port = await freePort()
    const service = spawnService({ ...env, PORT: String(port) })
    t.after(() => service.stop())
    await service.banner
    return { service, base: `http://127.0.0.1:${port}` }
  }
  const admin = { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/json' }

  let { service, base } = await start()
  const org = (
    await call(`${base}/admin/organizations`, { method: 'POST', headers: admin, body: '{"name":"Crash"}' })
  ).body
  const key = (
    await call(`${base}/admin/organizations/${org.id}/api-keys`, {
      method: 'POST',
      headers: admin,
      body: '{}',
    })
  ).body.key as string
  const put = await call(`${base}/admin/files/crash/a.bin`, {
    method: 'PUT',
    headers: { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/octet-stream' },
    body: 'bytes',
  })
  assert.equal(put.status, 201)
  const acknowledged = new Map<string, 'accepted' | 'rejected'>()

  for (let round = 0; round < ROUNDS; round++) {
    const ids: string[] = []
    for (let i = 0; i < DATASETS_PER_ROUND; i++) {
      const made = await call(`${base}/admin/datasets`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          organization_id: org.id,
          data_type: 'episode',
          name: `r${round}-${i}`,
          link: 'crash/a.bin',
        }),
      })
      assert.equal(made.status, 201)
      ids.push(made.body.id)
    }
    // Decisions in flight from several clients at once; the process dies partway through.
    let firstAcknowledged: () => void = () => {}
    const acknowledgedOnce = new Promise<void>((r) => {
      firstAcknowledged = r
    })
    const decide = async (id: string, i: number) => {
      const accept = i % 2 === 0
      try {
        const res = await fetch(`${base}/datasets/${id}/${accept ? 'accept' : 'reject'}`, {
          method: 'POST',
          headers: { 'Service-Api-Key': key, 'Content-Type': 'application/json' },
          body: accept ? '' : JSON.stringify({ reason: `crash round ${round}` }),
        })
        if (res.status === 200) {
          acknowledged.set(id, accept ? 'accepted' : 'rejected')
          firstAcknowledged()
        }
        await res.text()
      } catch {
        // The connection died with the process: not acknowledged, so either outcome is fine.
      }
    }
    const load = Promise.all(
      ids.map((id, i) => new Promise((r) => setTimeout(r, i * 5)).then(() => decide(id, i))),
    )
    // The kill comes a little after the round's first acknowledged decision, while the others are
    // in flight — not at a fixed time, which on a busy machine came before any was answered.
    await Promise.race([acknowledgedOnce, new Promise((r) => setTimeout(r, 10_000))])
    await new Promise((r) => setTimeout(r, 5 + round * 17))
    service.child.kill('SIGKILL')
    await service.exit
    await load

    const db = new SQLite(join(dataDir, 'hangar.db'), { readonly: true })
    assert.equal(db.pragma('integrity_check', { simple: true }), 'ok', `round ${round}`)
    db.close()

    ;({ service, base } = await start())
    const headers = { 'Service-Api-Key': key }
    for (const [id, status] of acknowledged) {
      const got = await call(`${base}/datasets/dataset?id=${id}`, { headers })
      assert.equal(got.body.status, status, `round ${round}: acknowledged ${status} of ${id} was lost`)
    }
    const stats = (await call(`${base}/datasets/stats`, { headers })).body
    let recount = 0
    for (const status of Object.keys(stats.by_status)) {
      const listed = (await call(`${base}/datasets?status=${status}&limit=1`, { headers })).body.total
      assert.equal(stats.by_status[status], listed, `round ${round}: counter for ${status}`)
      recount += listed
    }
    assert.equal(stats.total_datasets, recount, `round ${round}: total`)
  }
  assert.ok(acknowledged.size > 0, 'some decisions were acknowledged before the kills')
})

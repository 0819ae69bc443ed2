// test-runner: this suite times its services' answers (scripts/test.mjs runs it at normal priority)
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { SseReader } from '../testing/sse-reader.ts'
import { TWO_ADMIN_KEY as ADMIN, startTwo, type TwoServices } from '../testing/start-two.ts'

// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire
async function call(url: string, init: RequestInit = {}): Promise<{ status: number; body: any }> {
  const res = await fetch(url, init)
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

for (const engine of ['postgres', 'sqlite'] as const) {
  const skip =
    engine === 'postgres' && !process.env.HANGAR_TEST_POSTGRES ? 'needs PostgreSQL on 127.0.0.1' : false
  describe(`the changes feed across two service processes (${engine})`, { skip }, () => {
    // Two processes on one database (PostgreSQL, or one SQLite file in a shared DATA_DIR), for
    // both tests: each reads the feed of organizations of its own.
    let two: TwoServices
    before(async () => {
      two = await startTwo({ engine, env: { RATE_LIMIT_MAX: '100000' } })
    })
    after(() => two?.stop())

    test('a waiting GET /events answers within 100 ms of a commit made by the other process', async () => {
      const { A, B } = two
      const admin = { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/json' }
      const org = (
        await call(`${A}/admin/organizations`, { method: 'POST', headers: admin, body: '{"name":"Feed"}' })
      ).body
      const key = (
        await call(`${A}/admin/organizations/${org.id}/api-keys`, {
          method: 'POST',
          headers: admin,
          body: '{}',
        })
      ).body.key as string
      const file = await call(`${A}/admin/files/feed/a.bin`, {
        method: 'PUT',
        headers: { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/octet-stream' },
        body: 'bytes',
      })
      assert.equal(file.status, 201)
      const headers = { 'Service-Api-Key': key }
      const latencies: number[] = []
      for (let i = 0; i < 3; i++) {
        const d = await call(`${A}/admin/datasets`, {
          method: 'POST',
          headers: admin,
          body: JSON.stringify({
            organization_id: org.id,
            data_type: 'episode',
            name: `d${i}`,
            link: 'feed/a.bin',
          }),
        })
        assert.equal(d.status, 201, JSON.stringify(d.body))
        const start = (await call(`${A}/events?after=now`, { headers })).body.next
        let answeredAt = 0
        const waiting = call(`${A}/events?after=${start}&types=dataset.accepted&wait=20`, { headers }).then(
          (r) => {
            answeredAt = performance.now()
            return r
          },
        )
        await new Promise((r) => setTimeout(r, 300))
        assert.equal(answeredAt, 0, 'nothing to answer yet')
        const accepted = await call(`${B}/datasets/${d.body.id}/accept`, { method: 'POST', headers })
        const committedAt = performance.now()
        assert.equal(accepted.status, 200)
        const page = await waiting
        assert.equal(page.status, 200)
        assert.deepEqual(
          page.body.events.map((e: { data: unknown }) => e.data),
          [{ dataset_id: d.body.id, status: 'accepted' }],
        )
        latencies.push(Math.max(0, Math.round(answeredAt - committedAt)))
      }
      const median = latencies.sort((a, b) => a - b)[1]!
      assert.ok(
        median < 100,
        `answered ${median} ms after the other process's commit (median of ${latencies})`,
      )
    })

    test('a stream on one process receives, within 100 ms, what the other process commits', async (t) => {
      const { A, B } = two
      const admin = { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/json' }
      const makeOrg = async (name: string) => {
        const org = (
          await call(`${A}/admin/organizations`, {
            method: 'POST',
            headers: admin,
            body: JSON.stringify({ name }),
          })
        ).body
        const key = (
          await call(`${A}/admin/organizations/${org.id}/api-keys`, {
            method: 'POST',
            headers: admin,
            body: '{}',
          })
        ).body.key as string
        return { id: org.id as string, key }
      }
      const mine = await makeOrg('Stream')
      const other = await makeOrg('Elsewhere')
      await call(`${A}/admin/files/feed/a.bin`, {
        method: 'PUT',
        headers: { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/octet-stream' },
        body: 'bytes',
      })
      const stop = new AbortController()
      t.after(() => stop.abort())
      const res = await fetch(`${A}/events?after=now&types=dataset.accepted`, {
        headers: { 'Service-Api-Key': mine.key, accept: 'text/event-stream' },
        signal: stop.signal,
      })
      assert.equal(res.status, 200)
      const stream = new SseReader(res)
      await stream.until((m) => m.length > 0)
      const latencies: number[] = []
      for (let i = 0; i < 3; i++) {
        for (const org of [other, mine]) {
          const d = await call(`${A}/admin/datasets`, {
            method: 'POST',
            headers: admin,
            body: JSON.stringify({
              organization_id: org.id,
              data_type: 'episode',
              name: `d${i}`,
              link: 'feed/a.bin',
            }),
          })
          assert.equal(d.status, 201)
          const before = stream.events().length
          const accepted = await call(`${B}/datasets/${d.body.id}/accept`, {
            method: 'POST',
            headers: { 'Service-Api-Key': org.key },
          })
          const committedAt = performance.now()
          assert.equal(accepted.status, 200)
          if (org === mine) {
            await stream.until((m) => m.filter((e) => e.data).length > before)
            latencies.push(Math.round(performance.now() - committedAt))
          }
        }
      }
      // The other organization's accepts never reached this stream.
      assert.equal(stream.events().length, 3)
      for (const e of stream.events()) assert.equal(JSON.parse(e.data!).organization_id, mine.id)
      const median = latencies.sort((a, b) => a - b)[1]!
      assert.ok(
        median < 100,
        `received ${median} ms after the other process's commit (median of ${latencies})`,
      )
    })
  })
}

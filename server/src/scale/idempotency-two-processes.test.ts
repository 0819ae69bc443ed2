import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { TWO_ADMIN_KEY as ADMIN, startTwo, type TwoServices } from '../testing/start-two.ts'

// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire
type Answer = { status: number; replayed: boolean; body: any }

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const res = await fetch(url, init)
  const text = await res.text()
  return {
    status: res.status,
    replayed: res.headers.get('idempotent-replayed') === 'true',
    body: text ? JSON.parse(text) : null,
  }
}

// One pair of processes, on PostgreSQL when it answers (else one SQLite file): the key's claim is
// one statement in the shared database, so it holds across processes (docs/idempotency.md).
const engine = process.env.HANGAR_TEST_POSTGRES ? 'postgres' : 'sqlite'

describe(`Idempotency-Key across two service processes (${engine})`, () => {
  let two: TwoServices
  before(async () => {
    two = await startTwo({ engine, env: { RATE_LIMIT_MAX: '100000' } })
  })
  after(() => two?.stop())

  test('the same request sent to both at once runs once; each then replays it, and refuses another body', async () => {
    const { A, B } = two
    const admin = { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/json' }
    const org = (
      await call(`${A}/admin/organizations`, { method: 'POST', headers: admin, body: '{"name":"Retry"}' })
    ).body
    const apiKey = (
      await call(`${B}/admin/organizations/${org.id}/api-keys`, {
        method: 'POST',
        headers: admin,
        body: '{}',
      })
    ).body.key as string
    await call(`${A}/admin/files/retry/a.bin`, {
      method: 'PUT',
      headers: { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/octet-stream' },
      body: 'bytes',
    })
    const dataset = (
      await call(`${A}/admin/datasets`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({
          organization_id: org.id,
          data_type: 'episode',
          name: 'd',
          link: 'retry/a.bin',
        }),
      })
    ).body
    const key = randomUUID()
    const file = (base: string, message = 'the left foot slides') =>
      call(`${base}/datasets/${dataset.id}/findings`, {
        method: 'POST',
        headers: { 'Service-Api-Key': apiKey, 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify({ code: 'feet_slip', severity: 'warning', message }),
      })

    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => file(i % 2 ? B : A)))
    const ran = answers.filter((a) => a.status === 201 && !a.replayed)
    assert.equal(ran.length, 1, JSON.stringify(answers.map((a) => [a.status, a.replayed])))
    for (const a of answers)
      assert.ok(a.status === 409 || (a.status === 201 && a.body.id === ran[0]!.body.id))
    for (const base of [A, B]) {
      const again = await file(base)
      assert.deepEqual([again.status, again.replayed, again.body.id], [201, true, ran[0]!.body.id])
    }
    assert.equal((await file(B, 'another finding')).status, 422)
    const list = await call(`${A}/datasets/${dataset.id}/findings`, {
      headers: { 'Service-Api-Key': apiKey },
    })
    assert.equal(list.body.findings.length, 1)
  })
})

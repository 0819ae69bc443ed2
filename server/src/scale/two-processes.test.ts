// test-runner: this suite times its services' answers (scripts/test.mjs runs it at normal priority)
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { TWO_ADMIN_KEY as ADMIN, startTwo, type TwoServices } from '../testing/start-two.ts'
import { WsTestClient } from '../testing/ws-client.ts'

const ready = process.env.HANGAR_TEST_POSTGRES && process.env.HANGAR_TEST_REDIS
/** Requests per key and window: above what any other test here makes with one key. */
const RATE_LIMIT = 100
const ORIGIN = 'http://hangar.test'

/** Two real service processes on one PostgreSQL database and one Redis, as behind a load balancer. */
describe('two service processes', { skip: ready ? false : 'needs PostgreSQL and Redis on 127.0.0.1' }, () => {
  // One pair for every test: none kills or reconfigures a process, each works in its own
  // organization, with its own keys and people (so its own rate-limit budgets).
  let two: TwoServices
  before(async () => {
    two = await startTwo({
      redis: true,
      env: { RATE_LIMIT_MAX: String(RATE_LIMIT), PUBLIC_BASE_URL: ORIGIN },
    })
  })
  after(() => two?.stop())

  test('share reviews, keys and rate limits', async () => {
    const { A, B } = two
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

  test('the rate limit counts requests to both processes', async () => {
    const { A, B } = two
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
    for (let i = 0; i < RATE_LIMIT + 4; i++) {
      const res = await fetch(`${i % 2 ? A : B}/datasets/stats`, {
        headers: { 'Service-Api-Key': (key as { key: string }).key },
      })
      codes.push(res.status)
    }
    assert.deepEqual(codes, [...Array(RATE_LIMIT).fill(200), 429, 429, 429, 429])
  })

  test('a key revoked through one process closes its WebSockets on the other within a second, and its tickets are refused', async () => {
    const { A, B } = two
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
  test("a person demoted through one process loses control on the other's socket within a second; an older ticket opens with the new role", async (t) => {
    const { A, B } = two
    const admin = { 'Service-Admin-Key': ADMIN, 'Content-Type': 'application/json' }
    const post = async (url: string, body: unknown, headers: Record<string, string> = admin) =>
      fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })
    const org = (await (await post(`${A}/admin/organizations`, { name: 'Roles' })).json()) as { id: string }
    /** Invited by the platform, accepted through A: the session's cookie and CSRF headers. */
    const person = async (role: string) => {
      const inv = (await (
        await post(`${A}/admin/organizations/${org.id}/invitations`, { email: `${role}@roles.test`, role })
      ).json()) as { url: string }
      const token = inv.url.split('/').pop()
      const res = await post(
        `${A}/auth/invitations/${token}/accept`,
        { name: `The ${role}`, password: `correct horse ${randomUUID()}` },
        { 'Content-Type': 'application/json', origin: ORIGIN },
      )
      assert.equal(res.status, 201, await res.clone().text())
      const body = (await res.json()) as { user: { id: string }; csrf_token: string }
      const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0]!
      return { id: body.user.id, write: { cookie, 'x-csrf-token': body.csrf_token, origin: ORIGIN } }
    }
    const owner = await person('owner')
    const operator = await person('operator')
    const mecha = (await (
      await post(`${A}/admin/mechas`, { organization_id: org.id, model: 'quadruped', name: 'Two-process' })
    ).json()) as { id: string }
    const ticket = async () =>
      (
        (await (await fetch(`${A}/mecha/ws/ticket`, { method: 'POST', headers: operator.write })).json()) as {
          ticket: string
        }
      ).ticket
    const [now, later] = [await ticket(), await ticket()]
    const wsB = `${B.replace('http', 'ws')}/mecha/ws`
    const c = await WsTestClient.open(`${wsB}?ticket=${now}`)
    t.after(() => c.close())
    assert.equal((await c.request({ type: 'acquire', mecha_id: mecha.id })).type, 'lease')
    assert.equal(
      (await c.request({ type: 'command', mecha_id: mecha.id, command: { name: 'initialize' } })).type,
      'result',
    )

    const since = Date.now()
    const demoted = await fetch(`${A}/org/members/${operator.id}`, {
      method: 'PATCH',
      headers: { ...owner.write, 'Content-Type': 'application/json' },
      body: '{"role":"viewer"}',
    })
    assert.equal(demoted.status, 200)
    const told = await c.next((m) => m.type === 'access_changed', 2000)
    const ms = Date.now() - since
    assert.equal(told.role, 'viewer')
    assert.ok(ms <= 1000, `told ${ms} ms after the demotion`)
    const refused = await c.request({ type: 'command', mecha_id: mecha.id, command: { name: 'estop' } })
    assert.deepEqual([refused.type, refused.status], ['error', 403])
    const status = await (
      await fetch(`${B}/mecha/diagnostic/status?mecha_id=${mecha.id}`, { headers: operator.write })
    ).json()
    assert.equal((status as { lease: unknown }).lease, null)

    const late = await WsTestClient.open(`${wsB}?ticket=${later}`)
    t.after(() => late.close())
    const answer = await late.request({ type: 'acquire', mecha_id: mecha.id })
    assert.deepEqual([answer.type, answer.status], ['error', 403])
  })
})

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance, RouteHandlerMethod } from 'fastify'
import {
  IDEMPOTENCY_CLAIM_LEASE_MS,
  IDEMPOTENCY_KEY_TTL_MS,
  requestFingerprint,
} from '../idempotency/idempotency-key.ts'
import { keyDigest } from '../idempotency/sealed-answer.ts'
import { createDataset, keyHeader } from '../testing/fixtures.ts'
import { addPerson, manualClock } from '../testing/people-fixtures.ts'
import { ADMIN_KEY, buildTestApp, NO_JOB_WORKER, type TestApp } from '../testing/test-app.ts'

/**
 * What the test does to `POST /datasets/{id}/accept` (the route all but the findings cases use):
 * hold its next request inside the handler until released, or make it fail with a 500.
 */
const accept = {
  hold: undefined as { entered: () => void; release: Promise<void> } | undefined,
  fail: false,
}

function controlAccept(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.method !== 'POST' || route.url !== '/datasets/:dataset_id/accept') return
    const handler = route.handler as RouteHandlerMethod
    route.handler = async function (this: FastifyInstance, req, reply) {
      const hold = accept.hold
      accept.hold = undefined
      if (hold) {
        hold.entered()
        await hold.release
      }
      if (accept.fail) {
        accept.fail = false
        throw new Error('this request fails, as the test asked')
      }
      return handler.call(this, req, reply)
    }
  })
}

const scopeOf = (t: TestApp) => ({ organizationId: t.org.id, credential: `key:${t.org.keyId}` })

describe('Idempotency-Key', () => {
  const clock = manualClock()
  const cleanups: (() => unknown)[] = []
  let t: TestApp
  before(async () => {
    t = await buildTestApp(
      { after: (fn: () => unknown) => cleanups.push(fn) },
      { clock, env: NO_JOB_WORKER, beforeRoutes: controlAccept },
    )
  })
  after(async () => {
    for (const fn of cleanups.reverse()) await fn()
  })

  const post = (
    url: string,
    key: string | undefined,
    opts: { payload?: object; auth?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: {
        ...(opts.auth ?? keyHeader(t.org.key)),
        ...(key === undefined ? {} : { 'idempotency-key': key }),
      },
      ...(opts.payload ? { payload: opts.payload } : {}),
    })
  const finding = { code: 'feet_slip', severity: 'warning', message: 'the left foot slides' }

  test('the same request with the same key answers the stored answer again, and runs once', async () => {
    const d = await createDataset(t.app, t.org.id)
    const key = randomUUID()
    const first = await post(`/datasets/${d.id}/accept`, key)
    assert.equal(first.statusCode, 200)
    assert.equal(first.headers['idempotent-replayed'], undefined)
    const again = await post(`/datasets/${d.id}/accept`, key)
    assert.equal(again.statusCode, 200, 'not 422 "no longer pending": the accept did not run again')
    assert.equal(again.headers['idempotent-replayed'], 'true')
    assert.equal(again.body, first.body)
    assert.equal(again.headers['content-type'], first.headers['content-type'])
    assert.equal((await post(`/datasets/${d.id}/accept`, undefined)).statusCode, 422, 'without a key it runs')
    // The database holds neither the key nor a readable answer (an answer may carry a new API key).
    const rows = JSON.stringify(await t.app.deps.db.selectFrom('idempotency_keys').selectAll().execute())
    assert.equal(rows.includes(key), false)
    assert.equal(rows.includes('accepted'), false)

    // A finding filed twice is one finding; the body's keys in another order are the same request.
    const fkey = randomUUID()
    const filed = await post(`/datasets/${d.id}/findings`, fkey, { payload: finding })
    assert.equal(filed.statusCode, 201)
    const reordered = Object.fromEntries(Object.entries(finding).reverse())
    const refiled = await post(`/datasets/${d.id}/findings`, fkey, { payload: reordered })
    assert.equal(refiled.statusCode, 201)
    assert.equal(refiled.headers['idempotent-replayed'], 'true')
    assert.equal(refiled.json().id, filed.json().id)
    const list = await t.app.inject({ url: `/datasets/${d.id}/findings`, headers: keyHeader(t.org.key) })
    assert.equal(list.json().findings.length, 1)
  })

  test('a refusal is kept and replayed; a request that failed validation takes no key', async () => {
    const d = await createDataset(t.app, t.org.id)
    const key = randomUUID()
    const refused = await post(`/datasets/${d.id}/findings`, key, {
      payload: { ...finding, streams: ['nope'] },
    })
    assert.equal(refused.statusCode, 422)
    const replayed = await post(`/datasets/${d.id}/findings`, key, {
      payload: { ...finding, streams: ['nope'] },
    })
    assert.equal(replayed.statusCode, 422)
    assert.equal(replayed.headers['idempotent-replayed'], 'true')
    assert.deepEqual(replayed.json(), refused.json())

    const fresh = randomUUID()
    const invalid = await post(`/datasets/${d.id}/findings`, fresh, {
      payload: { ...finding, severity: 'huge' },
    })
    assert.equal(invalid.statusCode, 422)
    const valid = await post(`/datasets/${d.id}/findings`, fresh, { payload: finding })
    assert.equal(valid.statusCode, 201, 'the key was not taken by the invalid request')
    assert.equal(valid.headers['idempotent-replayed'], undefined)
  })

  test('the key with another body or path answers 422, and nothing runs', async () => {
    const [d1, d2] = [await createDataset(t.app, t.org.id), await createDataset(t.app, t.org.id)]
    const key = randomUUID()
    assert.equal((await post(`/datasets/${d1.id}/findings`, key, { payload: finding })).statusCode, 201)
    const otherBody = await post(`/datasets/${d1.id}/findings`, key, {
      payload: { ...finding, message: 'other' },
    })
    assert.equal(otherBody.statusCode, 422)
    assert.match(otherBody.json().detail, /Idempotency-Key was used with another request/)
    const otherPath = await post(`/datasets/${d2.id}/accept`, key)
    assert.equal(otherPath.statusCode, 422)
    assert.match(otherPath.json().detail, /another request/)
    const list = await t.app.inject({ url: `/datasets/${d1.id}/findings`, headers: keyHeader(t.org.key) })
    assert.equal(list.json().findings.length, 1)
    const d2Now = await t.app.inject({ url: `/datasets/dataset?id=${d2.id}`, headers: keyHeader(t.org.key) })
    assert.equal(d2Now.json().status, 'pending')
  })

  test('while the first request runs the key answers 409, then the first one’s answer', async () => {
    const d = await createDataset(t.app, t.org.id)
    const key = randomUUID()
    let entered!: () => void
    let release!: () => void
    const inside = new Promise<void>((resolve) => {
      entered = resolve
    })
    accept.hold = { entered, release: new Promise<void>((resolve) => (release = resolve)) }
    const first = post(`/datasets/${d.id}/accept`, key)
    await inside
    const meanwhile = await post(`/datasets/${d.id}/accept`, key)
    assert.equal(meanwhile.statusCode, 409)
    assert.equal(meanwhile.headers['retry-after'], '1')
    assert.match(meanwhile.json().detail, /still running/)
    release()
    assert.equal((await first).statusCode, 200)
    const then = await post(`/datasets/${d.id}/accept`, key)
    assert.equal(then.statusCode, 200)
    assert.equal(then.headers['idempotent-replayed'], 'true')
  })

  test('a 5xx is not kept: the key is given back and the retry runs', async () => {
    const d = await createDataset(t.app, t.org.id)
    const key = randomUUID()
    accept.fail = true
    assert.equal((await post(`/datasets/${d.id}/accept`, key)).statusCode, 500)
    const retry = await post(`/datasets/${d.id}/accept`, key)
    assert.equal(retry.statusCode, 200)
    assert.equal(retry.headers['idempotent-replayed'], undefined)
    assert.equal(retry.json().status, 'accepted')
  })

  test('keys belong to one organization and one API key or person', async () => {
    const d = await createDataset(t.app, t.org.id)
    const key = randomUUID()
    assert.equal((await post(`/datasets/${d.id}/accept`, key)).statusCode, 200)
    const second = await t.app.services.organizations.issueKey(t.org.id, 'second')
    const byOtherKey = await post(`/datasets/${d.id}/accept`, key, { auth: keyHeader(second.key) })
    assert.equal(byOtherKey.statusCode, 422, 'it ran: the dataset is no longer pending')
    assert.equal(byOtherKey.headers['idempotent-replayed'], undefined)
    const reviewer = await addPerson(t.app, t.org.id, 'reviewer')
    const byPerson = await post(`/datasets/${d.id}/accept`, key, { auth: reviewer.session.write })
    assert.equal(byPerson.statusCode, 422)
    assert.equal(byPerson.headers['idempotent-replayed'], undefined)
    const byOtherOrg = await post(`/datasets/${d.id}/accept`, key, { auth: keyHeader(t.other.key) })
    assert.equal(byOtherOrg.statusCode, 403, 'another organization’s dataset')
    assert.equal(byOtherOrg.headers['idempotent-replayed'], undefined)
  })

  test('a malformed key is refused in the route’s shape status; reads and the admin API ignore it', async () => {
    const d = await createDataset(t.app, t.org.id)
    for (const bad of ['', 'k'.repeat(256)]) {
      const res = await post(`/datasets/${d.id}/accept`, bad)
      assert.equal(res.statusCode, 422, JSON.stringify(bad))
      assert.match(res.json().detail, /Idempotency-Key/)
    }
    assert.equal((await post(`/datasets/${d.id}/accept`, 'k'.repeat(255))).statusCode, 200)
    const mecha = await post(`/mecha/action/rest?mecha_id=${randomUUID()}`, '')
    assert.equal(mecha.statusCode, 400, 'the mecha routes answer request-shape errors with 400')
    const read = await t.app.inject({
      url: `/datasets/dataset?id=${d.id}`,
      headers: { ...keyHeader(t.org.key), 'idempotency-key': '' },
    })
    assert.equal(read.statusCode, 200)
    const admin = { 'service-admin-key': ADMIN_KEY, 'idempotency-key': 'same' }
    const created = await Promise.all(
      [1, 2].map(() =>
        t.app.inject({
          method: 'POST',
          url: '/admin/organizations',
          headers: admin,
          payload: { name: 'Twice' },
        }),
      ),
    )
    assert.deepEqual(
      created.map((r) => [r.statusCode, r.headers['idempotent-replayed']]),
      [
        [201, undefined],
        [201, undefined],
      ],
    )
    assert.notEqual(created[0]?.json().id, created[1]?.json().id, 'the platform side takes no key')
  })

  test('keys last 24 hours, then are swept; a request that never answered gives its key up after its lease', async () => {
    const db = t.app.deps.db
    const [d1, d2] = [await createDataset(t.app, t.org.id), await createDataset(t.app, t.org.id)]
    const key = randomUUID()
    assert.equal((await post(`/datasets/${d1.id}/accept`, key)).statusCode, 200)
    clock.advance(IDEMPOTENCY_KEY_TTL_MS - 1000)
    assert.equal((await t.app.idempotency.sweep()) >= 0, true)
    assert.equal((await post(`/datasets/${d2.id}/accept`, key)).statusCode, 422, 'still the first request’s')
    clock.advance(1000)
    const afresh = await post(`/datasets/${d2.id}/accept`, key)
    assert.equal(afresh.statusCode, 200, 'expired: the key starts afresh')
    assert.equal(afresh.headers['idempotent-replayed'], undefined)
    clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1)
    assert.ok((await t.app.idempotency.sweep()) >= 1)
    const left = await db
      .selectFrom('idempotency_keys')
      .select('claim')
      .where('key_digest', '=', keyDigest(key))
      .execute()
    assert.deepEqual(left, [])

    // A process that stopped mid-request: its claim is taken over once the lease has run out.
    const scope = { ...scopeOf(t), key: randomUUID() }
    const fp = requestFingerprint('POST', '/anything', { a: 1 })
    assert.equal((await t.app.idempotency.begin(scope, fp)).kind, 'claimed')
    assert.equal((await t.app.idempotency.begin(scope, fp)).kind, 'in-flight')
    clock.advance(IDEMPOTENCY_CLAIM_LEASE_MS)
    assert.equal(
      (await t.app.idempotency.begin(scope, requestFingerprint('POST', '/other', {}))).kind,
      'mismatch',
    )
    assert.equal((await t.app.idempotency.begin(scope, fp)).kind, 'claimed')
  })
})

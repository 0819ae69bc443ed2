import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { Verdict } from '../../findings/finding.ts'
import type { Db } from '../../storage/db.ts'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson, MINUTE, manualClock } from '../../testing/people-fixtures.ts'
import { buildTestApp, NO_JOB_WORKER } from '../../testing/test-app.ts'
import { TEST_ENGINE } from '../../testing/test-database.ts'

type Headers = Record<string, string>

/**
 * The shared review queue (docs/review-queue.md): one app for the file, an organization per test,
 * and the app's clock moved by hand — a lease runs out without waiting for it.
 */
describe(`the shared review queue (${TEST_ENGINE})`, () => {
  const clock = manualClock('2026-03-02T09:00:00.000Z')
  let app: FastifyInstance
  const cleanups: (() => unknown)[] = []
  before(async () => {
    // No worker: the checks would set the verdicts these tests set themselves.
    const built = await buildTestApp(
      { after: (fn: () => unknown) => cleanups.push(fn) },
      { clock, env: NO_JOB_WORKER },
    )
    app = built.app
  })
  after(async () => {
    for (const fn of cleanups.reverse()) await fn()
  })

  /** A new organization and `keys` API keys of it: each key is a reviewer of its own. */
  async function team(keys: number) {
    const org = await app.services.organizations.create(`Team ${randomUUID().slice(0, 8)}`)
    const issued = []
    for (let i = 0; i < keys; i++)
      issued.push((await app.services.organizations.issueKey(org.id, `r${i}`)).key)
    return { id: org.id, keys: issued.map((k): Headers => keyHeader(k)) }
  }

  /** A pending dataset with this verdict, a second younger than the one made before it. */
  async function dataset(orgId: string, verdict: Verdict = 'pending', overrides = {}) {
    clock.advance(1000)
    const d = await createDataset(app, orgId, overrides)
    await (app.deps.db as Db).updateTable('datasets').set({ verdict }).where('id', '=', d.id).execute()
    return d.id
  }

  const next = (headers: Headers, payload?: object) =>
    app.inject({ method: 'POST', url: '/review/next', headers, ...(payload ? { payload } : {}) })
  const renew = (headers: Headers, id: string) =>
    app.inject({ method: 'POST', url: `/review/leases/${id}/renew`, headers })
  const release = (headers: Headers, id: string) =>
    app.inject({ method: 'DELETE', url: `/review/leases/${id}`, headers })

  test('20 reviewers asking at once get 20 different datasets', async () => {
    const t = await team(20)
    for (let i = 0; i < 25; i++) await dataset(t.id)
    const answers = await Promise.all(t.keys.map((k) => next(k)))
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      answers.map(() => 200),
    )
    assert.equal(new Set(answers.map((a) => a.json().id)).size, 20)
  })

  test('20 reviewers asking at once with a metadata filter get 20 different datasets of it, exclude first', async () => {
    // A filter with metadata is claimed by another statement than the plain queue (PostgreSQL).
    const t = await team(20)
    for (let i = 0; i < 5; i++) await dataset(t.id, 'pending', { metadata: { site: 'other' } })
    const excluded = new Set<string>()
    for (let i = 0; i < 5; i++) excluded.add(await dataset(t.id, 'exclude', { metadata: { site: 'north' } }))
    for (let i = 0; i < 20; i++) await dataset(t.id, 'pending', { metadata: { site: 'north' } })
    const answers = await Promise.all(t.keys.map((k) => next(k, { filter: { metadata: ['site:north'] } })))
    assert.deepEqual(
      answers.map((a) => a.statusCode),
      answers.map(() => 200),
    )
    const ids = answers.map((a) => a.json().id as string)
    assert.equal(new Set(ids).size, 20)
    for (const id of excluded) assert.ok(ids.includes(id), 'every excluded dataset was offered first')
    assert.ok(answers.every((a) => a.json().metadata.site === 'north'))
  })

  test('exclude first, then review, then the rest oldest first; 204 when nothing is left', async () => {
    const t = await team(6)
    const oldest = await dataset(t.id, 'pending')
    const passed = await dataset(t.id, 'pass')
    const review = await dataset(t.id, 'review')
    const exclude = await dataset(t.id, 'exclude')
    const review2 = await dataset(t.id, 'review')
    await dataset((await team(0)).id, 'exclude')
    const got = []
    for (const k of t.keys.slice(0, 5)) got.push((await next(k)).json().id)
    assert.deepEqual(got, [exclude, review, review2, oldest, passed])
    const none = await next(t.keys[5]!)
    assert.equal(none.statusCode, 204)
    assert.equal(none.body, '')
  })

  test('the answer is the dataset as GET /datasets/dataset shows it, with the lease', async () => {
    const t = await team(1)
    const id = await dataset(t.id)
    const res = await next(t.keys[0]!)
    assert.equal(res.statusCode, 200)
    const { lease, ...shown } = res.json()
    assert.deepEqual(lease, { expires_at: new Date(clock.now() + 10 * MINUTE).toISOString() })
    const got = await app.inject({ url: `/datasets/dataset?id=${id}`, headers: t.keys[0] })
    assert.deepEqual(Object.keys(shown).sort(), Object.keys(got.json()).sort())
    assert.equal(shown.id, id)
    assert.equal(shown.status, 'pending')
  })

  test('asking again while holding a lease gives it back; a filter it no longer matches ends it', async () => {
    const t = await team(1)
    const [me] = t.keys as [Headers]
    const episode = await dataset(t.id, 'pending', { data_type: 'episode', metadata: { site: 'north' } })
    const telemetry = await dataset(t.id, 'pending', {
      data_type: 'telemetry',
      metadata: { site: 'south', rig: 'b' },
    })
    const first = (await next(me)).json()
    assert.equal(first.id, episode)
    clock.advance(MINUTE)
    const again = (await next(me)).json()
    assert.equal(again.id, episode)
    assert.equal(again.lease.expires_at, first.lease.expires_at, 'asking again does not renew')
    const other = (await next(me, { filter: { metadata: ['site:south', 'rig:b'] } })).json()
    assert.equal(other.id, telemetry)
    // Its lease on the episode ended with the claim: the episode is free for anyone.
    assert.equal((await renew(me, episode)).statusCode, 404)
    assert.equal((await next(me, { filter: { data_type: 'episode' } })).json().id, episode)
    assert.equal((await next(me, { filter: { verdict: ['exclude'] } })).statusCode, 204)
  })

  test('a lease that runs out returns the dataset to the queue; renewing keeps it', async () => {
    const t = await team(2)
    const [ada, bob] = t.keys as [Headers, Headers]
    const id = await dataset(t.id)
    assert.equal((await next(ada)).json().id, id)
    assert.equal((await next(bob)).statusCode, 204)
    clock.advance(9 * MINUTE)
    const renewed = await renew(ada, id)
    assert.equal(renewed.statusCode, 200)
    assert.deepEqual(renewed.json(), { expires_at: new Date(clock.now() + 10 * MINUTE).toISOString() })
    clock.advance(9 * MINUTE)
    assert.equal((await next(bob)).statusCode, 204, 'renewed: still Ada’s')
    clock.advance(MINUTE)
    const late = await renew(ada, id)
    assert.equal(late.statusCode, 409)
    assert.match(late.json().detail, /ended/)
    assert.equal((await next(bob)).json().id, id, 'ran out: offered again')
    assert.equal((await renew(ada, id)).statusCode, 404, 'taken over: no longer Ada’s')
    assert.equal((await renew(bob, id)).statusCode, 200)
  })

  test('a decided dataset is not offered, and its lease has ended', async () => {
    const t = await team(2)
    const [ada, bob] = t.keys as [Headers, Headers]
    const first = await dataset(t.id)
    const second = await dataset(t.id)
    assert.equal((await next(ada)).json().id, first)
    const accepted = await app.inject({ method: 'POST', url: `/datasets/${first}/accept`, headers: ada })
    assert.equal(accepted.statusCode, 200)
    // The decision's transaction removed the lease: Ada holds none on it.
    const left = await app.deps.db
      .selectFrom('review_leases')
      .select('dataset_id')
      .where('dataset_id', '=', first)
      .execute()
    assert.deepEqual(left, [])
    assert.equal((await renew(ada, first)).statusCode, 404)
    assert.equal((await release(ada, first)).statusCode, 404)
    assert.equal((await next(ada)).json().id, second)
    assert.equal((await next(bob)).statusCode, 204)
  })

  test('a lease ends with its dataset’s change of status, even back to pending', async () => {
    const t = await team(2)
    const [ada, bob] = t.keys as [Headers, Headers]
    const id = await dataset(t.id)
    assert.equal((await next(ada)).json().id, id)
    // The platform takes it out of review and puts it back: nothing removed Ada's lease row.
    clock.advance(1000)
    await app.services.datasetAdmin.setStatus(id, { status: 'for_admin_review' })
    assert.equal((await renew(ada, id)).statusCode, 409)
    clock.advance(1000)
    await app.services.datasetAdmin.setStatus(id, { status: 'pending' })
    assert.equal((await next(bob)).json().id, id, 'offered again')
    assert.equal((await renew(ada, id)).statusCode, 404)
  })

  test('handing a dataset back offers it to the next reviewer', async () => {
    const t = await team(2)
    const [ada, bob] = t.keys as [Headers, Headers]
    const id = await dataset(t.id)
    await next(ada)
    const released = await release(ada, id)
    assert.equal(released.statusCode, 204)
    assert.equal((await next(bob)).json().id, id)
    const again = await release(ada, id)
    assert.equal(again.statusCode, 404)
    assert.deepEqual(again.json(), { detail: 'You hold no lease on this dataset' })
    assert.equal((await release(bob, id)).statusCode, 204)
  })

  test('another organization’s dataset, an unknown one and hostile input get the error shape', async () => {
    const [t, them] = [await team(1), await team(1)]
    const [me] = t.keys as [Headers]
    const theirs = await dataset(them.id)
    assert.equal((await next(them.keys[0]!)).json().id, theirs)
    for (const res of [
      await release(me, theirs),
      await renew(me, theirs),
      await renew(me, randomUUID()),
      await release(me, randomUUID()),
    ]) {
      assert.equal(res.statusCode, 404)
      assert.equal(typeof res.json().detail, 'string')
    }
    for (const res of [
      await release(me, 'not-an-id'),
      await next(me, { filter: { verdict: ['maybe'] } }),
      await next(me, { filter: { metadata: ['no colon'] } }),
      await next(me, { filter: { data_type: 7 } }),
      await app.inject({
        method: 'POST',
        url: '/review/next',
        headers: { ...me, 'content-type': 'application/json' },
        payload: '{"filter":',
      }),
    ]) {
      assert.equal(res.statusCode, res.statusCode === 400 ? 400 : 422, res.body)
      assert.equal(typeof res.json().detail, 'string')
    }
    const anonymous = await app.inject({ method: 'POST', url: '/review/next' })
    assert.equal(anonymous.statusCode, 401)
  })

  test('owners and reviewers claim; viewers and operators get 403', async () => {
    const t = await team(0)
    await dataset(t.id)
    await dataset(t.id)
    for (const role of ['owner', 'reviewer'] as const) {
      const person = await addPerson(app, t.id, role)
      assert.equal((await next(person.session.write)).statusCode, 200, role)
    }
    for (const role of ['viewer', 'operator'] as const) {
      const person = await addPerson(app, t.id, role)
      const res = await next(person.session.write)
      assert.equal(res.statusCode, 403, role)
      assert.match(res.json().detail, new RegExp(`\\(${role}\\) cannot review datasets`))
      assert.equal((await release(person.session.write, randomUUID())).statusCode, 403)
    }
  })
})

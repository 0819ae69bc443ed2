import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson, HOUR, manualClock } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

describe('GET /org/audit', () => {
  test('names the person for console actions and the key for API calls; every role and keys may read', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const ada = await addPerson(app, org.id, 'reviewer', { name: 'Ada Lovelace' })
    const viewer = await addPerson(app, org.id, 'viewer')
    const [a, b] = [await createDataset(app, org.id), await createDataset(app, org.id)]
    await app.inject({ method: 'POST', url: `/datasets/${a.id}/accept`, headers: ada.session.write })
    await app.inject({ method: 'POST', url: `/datasets/${b.id}/accept`, headers: keyHeader(org.key) })
    await createDataset(app, other.id)

    for (const headers of [viewer.session.read, keyHeader(org.key)]) {
      const res = await app.inject({ url: '/org/audit?action=dataset.accept', headers })
      assert.equal(res.statusCode, 200)
      const body = res.json()
      assert.equal(body.total, 2)
      assert.deepEqual(
        body.entries.map((e: { actor: unknown; target_id: string }) => [e.target_id, e.actor]),
        [
          [b.id, { kind: 'key', id: org.keyId, name: 'test' }],
          [a.id, { kind: 'user', id: ada.id, name: 'Ada Lovelace' }],
        ],
      )
      assert.deepEqual(Object.keys(body.entries[0]).sort(), [
        'action',
        'actor',
        'at',
        'detail',
        'id',
        'target_id',
        'target_type',
      ])
    }
    const all = (await app.inject({ url: '/org/audit?limit=500', headers: viewer.session.read })).json()
    assert.ok(all.entries.every((e: { target_id: string }) => e.target_id !== other.id))
    assert.ok(all.entries.some((e: { action: string }) => e.action === 'organization.create'))
  })

  test("people's emails and sessions are for owners, as in the member list; other roles and keys read entries without them", async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const viewer = await addPerson(app, org.id, 'viewer')
    const reviewer = await addPerson(app, org.id, 'reviewer')
    const leaving = await addPerson(app, org.id, 'operator', { email: 'grace@example.test' })
    await app.inject({ method: 'POST', url: '/auth/sign-out', headers: leaving.session.write })
    const read = async (headers: Record<string, string>) =>
      (await app.inject({ url: '/org/audit?limit=500', headers })).body
    const ownersView = await read(owner.session.read)
    assert.match(ownersView, /grace@example\.test/)
    assert.match(ownersView, /"session_id"/)
    for (const headers of [viewer.session.read, reviewer.session.read, keyHeader(org.key)]) {
      const body = await read(headers)
      assert.doesNotMatch(body, /@example\.test/, 'no email address')
      assert.doesNotMatch(body, /"session_id"|"invitation_id"/, 'no session or invitation')
      assert.match(body, /"session\.sign_out"/, 'the entries themselves are there')
    }
  })

  test('filters: actor by id or part of the name, action by prefix, from/to as inclusive UTC days; paging', async (t) => {
    const clock = manualClock('2026-03-01T23:30:00.000Z')
    const { app, org } = await buildTestApp(t, {
      clock,
      env: { SESSION_IDLE_MINUTES: '43200', SESSION_MAX_AGE_HOURS: '8760' },
    })
    const ada = await addPerson(app, org.id, 'reviewer', { name: 'Ada Lovelace' })
    const grace = await addPerson(app, org.id, 'reviewer', { name: 'Grace Hopper' })
    const ids: string[] = []
    for (const [who, day] of [
      [ada, 0],
      [grace, 0],
      [ada, 1],
      [ada, 2],
    ] as const) {
      const d = await createDataset(app, org.id)
      ids.push(d.id)
      await app.inject({
        method: 'POST',
        url: `/datasets/${d.id}/reject`,
        headers: who.session.write,
        payload: { reason: `day ${day}` },
      })
      clock.advance(day === 0 && who === ada ? 0 : 24 * HOUR)
    }
    const get = async (q: string) => {
      const res = await app.inject({ url: `/org/audit?${q}`, headers: ada.session.read })
      assert.equal(res.statusCode, 200, q)
      return res.json() as { total: number; entries: { action: string; target_id: string; at: string }[] }
    }
    assert.equal((await get('action=dataset.reject')).total, 4)
    assert.equal((await get('action=dataset.reject&actor=lovelace')).total, 3, 'part of the name, any case')
    assert.equal((await get(`action=dataset.reject&actor=${grace.id}`)).total, 1, 'an id')
    assert.equal((await get('action=dataset.reject&actor=%25')).total, 0, '% is not a wildcard')
    assert.equal((await get('action=dataset.re')).total, 4, 'a prefix')
    assert.equal((await get('action=dataset._eject')).total, 0, '_ is not a wildcard')
    assert.equal((await get('action=reject')).total, 0, 'a prefix, not a substring')
    // Ada's first rejection at 23:30 on March 1st; then one per day.
    assert.equal((await get('action=dataset.reject&from=2026-03-01&to=2026-03-01')).total, 2)
    assert.equal((await get('action=dataset.reject&from=2026-03-02')).total, 2)
    assert.equal((await get('action=dataset.reject&to=2026-03-02')).total, 3)
    const page = await get('action=dataset.reject&limit=2&offset=1')
    assert.equal(page.total, 4)
    assert.deepEqual(
      page.entries.map((e) => e.target_id),
      [ids[2], ids[1]],
      'newest first',
    )
  })

  test('bad filters answer 422 with a detail; hostile strings are just text', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'viewer')
    for (const q of [
      'from=yesterday',
      'to=2026-02-30',
      'from=2026-03-02&to=2026-03-01',
      'limit=0',
      'limit=501',
      'offset=-1',
      `actor=${'x'.repeat(201)}`,
      `action=${'x'.repeat(101)}`,
      'actor=',
      'limit=1&limit=2',
      'actor=%00',
      'action=a%0Ab',
    ]) {
      const res = await app.inject({ url: `/org/audit?${q}`, headers: p.session.read })
      assert.equal(res.statusCode, 422, q)
      assert.equal(typeof res.json().detail, 'string')
    }
    for (const q of ["actor=' or 1=1 --", 'action=%F0%9F%A4%96', 'actor=\\', 'actor=%E6%9D%B1%E4%BA%AC']) {
      const res = await app.inject({ url: `/org/audit?${q}`, headers: p.session.read })
      assert.equal(res.statusCode, 200, q)
      assert.equal(res.json().total, 0)
    }
    assert.equal((await app.inject({ url: '/org/audit' })).statusCode, 401)
  })
})

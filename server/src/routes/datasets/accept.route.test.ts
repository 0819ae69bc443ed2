import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson, ORIGIN } from '../../testing/people-fixtures.ts'
import { ADMIN_KEY, buildTestApp } from '../../testing/test-app.ts'

describe('POST /datasets/{dataset_id}/accept', () => {
  test('a pending dataset becomes accepted, with a confirming message and an audit entry', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const res = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/accept`,
      headers: keyHeader(org.key),
    })
    assert.equal(res.statusCode, 200)
    const body = res.json()
    assert.equal(body.id, d.id)
    assert.equal(body.status, 'accepted')
    assert.match(body.message, /accepted/i)
    const after = await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
    assert.equal(after.json().status, 'accepted')
    const audit = await app.inject({
      url: `/admin/audit?target_id=${d.id}`,
      headers: { 'service-admin-key': ADMIN_KEY },
    })
    const entry = audit.json().entries.find((e: { action: string }) => e.action === 'dataset.accept')
    assert.equal(entry.actor, `api_key:${org.keyId}`)
    assert.equal(entry.organization_id, org.id)
  })

  test('anything but pending answers 422 and stays unchanged', async (t) => {
    const { app, org } = await buildTestApp(t)
    for (const status of ['accepted', 'for_admin_review', 'discarded'] as const) {
      const d = await createDataset(app, org.id, { status })
      const res = await app.inject({
        method: 'POST',
        url: `/datasets/${d.id}/accept`,
        headers: keyHeader(org.key),
      })
      assert.equal(res.statusCode, 422, status)
      assert.match(res.json().detail, /pending/)
      const after = await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
      assert.equal(after.json().status, status)
    }
  })

  test('401, then 422 for a bad id, 404 unknown, 403 other organization (before the state check)', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const theirs = await createDataset(app, other.id, { status: 'accepted' })
    const post = (id: string, headers = keyHeader(org.key)) =>
      app.inject({ method: 'POST', url: `/datasets/${id}/accept`, headers })
    assert.equal((await post(theirs.id, {} as never)).statusCode, 401)
    assert.equal((await post('not-a-uuid')).statusCode, 422)
    assert.equal((await post(randomUUID())).statusCode, 404)
    assert.equal((await post(theirs.id)).statusCode, 403)
    const mine = await app.inject({ url: `/datasets/dataset?id=${theirs.id}`, headers: keyHeader(other.key) })
    assert.equal(mine.json().status, 'accepted')
  })

  test('50 concurrent accepts of one dataset: exactly one 200, the rest 422', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({ method: 'POST', url: `/datasets/${d.id}/accept`, headers: keyHeader(org.key) }),
      ),
    )
    const codes = results.map((r) => r.statusCode)
    assert.equal(codes.filter((c) => c === 200).length, 1)
    assert.equal(codes.filter((c) => c === 422).length, 49)
    const s = (await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })).json()
    assert.equal(s.by_status.accepted, 1, 'counted once')
    assert.equal(s.by_status.pending, 0)
  })

  test('concurrent accept and reject: exactly one wins', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? app.inject({ method: 'POST', url: `/datasets/${d.id}/accept`, headers: keyHeader(org.key) })
          : app.inject({
              method: 'POST',
              url: `/datasets/${d.id}/reject`,
              headers: keyHeader(org.key),
              payload: { reason: 'r' },
            }),
      ),
    )
    assert.equal(results.filter((r) => r.statusCode === 200).length, 1)
    const s = (await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })).json()
    assert.equal(s.by_status.accepted + s.by_status.rejected, 1)
  })

  test('people accept by role: reviewer and owner may, operator and viewer get 403; the audit names the person', async (t) => {
    const { app, org } = await buildTestApp(t)
    const accept = (id: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/datasets/${id}/accept`, headers })
    for (const role of ['viewer', 'operator'] as const) {
      const p = await addPerson(app, org.id, role)
      const d = await createDataset(app, org.id)
      const res = await accept(d.id, p.session.write)
      assert.equal(res.statusCode, 403, role)
      assert.deepEqual(res.json(), { detail: `Your role (${role}) cannot accept datasets` })
      const after = await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: p.session.read })
      assert.equal(after.json().status, 'pending', 'unchanged')
    }
    for (const role of ['reviewer', 'owner'] as const) {
      const p = await addPerson(app, org.id, role, { name: `Ada the ${role}` })
      const d = await createDataset(app, org.id)
      const res = await accept(d.id, p.session.write)
      assert.equal(res.statusCode, 200, role)
      const audit = await app.inject({
        url: `/admin/audit?target_id=${d.id}`,
        headers: { 'service-admin-key': ADMIN_KEY },
      })
      const entry = audit.json().entries.find((e: { action: string }) => e.action === 'dataset.accept')
      assert.equal(entry.actor, `user:${p.id}`)
    }
  })

  test('with a session the check order holds: 422 id, 404 unknown, 403 organization, 403 role, 422 state', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const viewer = await addPerson(app, org.id, 'viewer')
    const reviewer = await addPerson(app, org.id, 'reviewer')
    const theirs = await createDataset(app, other.id)
    const done = await createDataset(app, org.id, { status: 'accepted' })
    const post = (id: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/datasets/${id}/accept`, headers })
    assert.equal((await post(theirs.id, { cookie: 'hangar_session=stale', origin: ORIGIN })).statusCode, 401)
    assert.equal((await post('not-a-uuid', viewer.session.write)).statusCode, 422)
    assert.equal((await post(randomUUID(), viewer.session.write)).statusCode, 404)
    const foreign = await post(theirs.id, viewer.session.write)
    assert.equal(foreign.statusCode, 403)
    assert.match(foreign.json().detail, /another organization/)
    assert.match((await post(done.id, viewer.session.write)).json().detail, /Your role \(viewer\)/)
    assert.equal((await post(done.id, reviewer.session.write)).statusCode, 422)
  })

  test('a cookie-authenticated accept without the CSRF token or from another origin is refused', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'reviewer')
    const d = await createDataset(app, org.id)
    const cookie = p.session.read.cookie!
    for (const headers of [
      { cookie },
      { cookie, origin: ORIGIN },
      { cookie, origin: 'https://evil.example', 'x-csrf-token': p.session.csrf },
      { cookie, 'sec-fetch-site': 'cross-site', 'x-csrf-token': p.session.csrf },
      // What a cross-site HTML form post looks like.
      { cookie, origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    ]) {
      const res = await app.inject({ method: 'POST', url: `/datasets/${d.id}/accept`, headers, payload: '' })
      assert.equal(res.statusCode, 403, JSON.stringify(headers))
      assert.deepEqual(res.json(), { detail: 'Cross-site request refused' })
    }
    const after = await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: p.session.read })
    assert.equal(after.json().status, 'pending')
    // An API key is not a cookie: no CSRF token, no Origin needed.
    assert.equal(
      (await app.inject({ method: 'POST', url: `/datasets/${d.id}/accept`, headers: keyHeader(org.key) }))
        .statusCode,
      200,
    )
  })
})

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

const json = { 'content-type': 'application/json' }

describe('POST /datasets/{dataset_id}/reject', () => {
  test('stores the reason under metadata.rejection_reason, keeping the other metadata', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id, { metadata: { robot: 'q2' } })
    const reason = 'Feet clip through the third step — 見てください '.repeat(20)
    const res = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/reject`,
      headers: { ...keyHeader(org.key), ...json },
      payload: JSON.stringify({ reason }),
    })
    assert.equal(res.statusCode, 200)
    assert.deepEqual(Object.keys(res.json()).sort(), ['id', 'message', 'status'])
    assert.equal(res.json().status, 'rejected')
    const after = (
      await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
    ).json()
    assert.equal(after.status, 'rejected')
    assert.deepEqual(after.metadata, { robot: 'q2', rejection_reason: reason })
    const found = await app.inject({
      url: `/datasets?metadata=${encodeURIComponent(`rejection_reason:${reason}`)}`,
      headers: keyHeader(org.key),
    })
    assert.equal(found.json().total, 1, 'the reason is filterable like any metadata')
  })

  test('missing, empty, blank or non-string reason → 422 and nothing changes', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const bodies = [
      undefined,
      '{}',
      '{"reason":""}',
      '{"reason":"   "}',
      '{"reason":42}',
      '{"reason":null}',
      '[]',
      '"text"',
    ]
    for (const payload of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: `/datasets/${d.id}/reject`,
        headers: { ...keyHeader(org.key), ...(payload === undefined ? {} : json) },
        ...(payload === undefined ? {} : { payload }),
      })
      assert.equal(res.statusCode, 422, String(payload))
      assert.equal(typeof res.json().detail, 'string')
    }
    const after = (
      await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
    ).json()
    assert.equal(after.status, 'pending')
    assert.deepEqual(after.metadata, {})
  })

  test('malformed JSON → 400, wrong Content-Type → 415, oversized body → 413', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const url = `/datasets/${d.id}/reject`
    const bad = await app.inject({
      method: 'POST',
      url,
      headers: { ...keyHeader(org.key), ...json },
      payload: '{"reason": ',
    })
    assert.equal(bad.statusCode, 400)
    assert.match(bad.json().detail, /JSON/)
    const form = await app.inject({
      method: 'POST',
      url,
      headers: { ...keyHeader(org.key), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'reason=x',
    })
    assert.equal(form.statusCode, 415)
    assert.match(form.json().detail, /application\/json/)
    const huge = await app.inject({
      method: 'POST',
      url,
      headers: { ...keyHeader(org.key), ...json },
      payload: JSON.stringify({ reason: 'x'.repeat(10 * 1024 * 1024) }),
    })
    assert.equal(huge.statusCode, 413)
    const after = (
      await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
    ).json()
    assert.equal(after.status, 'pending')
  })

  test('status table: 401, 404, 403, 422 not pending', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const theirs = await createDataset(app, other.id)
    const done = await createDataset(app, org.id, { status: 'accepted' })
    const post = (id: string, headers: Record<string, string> = keyHeader(org.key)) =>
      app.inject({
        method: 'POST',
        url: `/datasets/${id}/reject`,
        headers: { ...headers, ...json },
        payload: '{"reason":"r"}',
      })
    assert.equal((await post(theirs.id, {})).statusCode, 401)
    assert.equal((await post(randomUUID())).statusCode, 404)
    assert.equal((await post(theirs.id)).statusCode, 403)
    const notPending = await post(done.id)
    assert.equal(notPending.statusCode, 422)
    assert.match(notPending.json().detail, /accepted/)
  })

  test('a revoked key is refused at once', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    await app.services.organizations.revokeKey(org.keyId)
    const res = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/reject`,
      headers: { ...keyHeader(org.key), ...json },
      payload: '{"reason":"r"}',
    })
    assert.equal(res.statusCode, 401)
  })

  test('a viewer or operator cannot reject (403, nothing stored); a reviewer can, named in the audit', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const reject = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/datasets/${d.id}/reject`, headers, payload: { reason: 'blurry' } })
    for (const role of ['viewer', 'operator'] as const) {
      const p = await addPerson(app, org.id, role)
      const res = await reject(p.session.write)
      assert.equal(res.statusCode, 403)
      assert.deepEqual(res.json(), { detail: `Your role (${role}) cannot reject datasets` })
    }
    const before = await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
    assert.equal(before.json().status, 'pending')
    assert.equal(before.json().metadata.rejection_reason, undefined)
    const ada = await addPerson(app, org.id, 'reviewer', { name: 'Ada Lovelace' })
    assert.equal((await reject(ada.session.write)).statusCode, 200)
    const audit = await app.inject({ url: '/org/audit?action=dataset.reject', headers: ada.session.read })
    assert.deepEqual(audit.json().entries[0].actor, { kind: 'user', id: ada.id, name: 'Ada Lovelace' })
  })
})

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
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
})

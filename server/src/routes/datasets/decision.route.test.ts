import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson, manualClock } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

describe('GET /datasets/{dataset_id}/decision', () => {
  test('says who decided, when and why, so a late reviewer sees who was first', async (t) => {
    const clock = manualClock('2026-03-02T14:02:00.000Z')
    const { app, org } = await buildTestApp(t, { clock })
    const ada = await addPerson(app, org.id, 'reviewer', { name: 'Ada Lovelace' })
    const late = await addPerson(app, org.id, 'reviewer')
    const d = await createDataset(app, org.id)
    const pending = await app.inject({ url: `/datasets/${d.id}/decision`, headers: late.session.read })
    assert.deepEqual(pending.json(), {
      status: 'pending',
      decided_by: null,
      decided_at: null,
      reason: null,
      finding_ids: [],
    })

    await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/reject`,
      headers: ada.session.write,
      payload: { reason: 'feet slide on the third step' },
    })
    const lost = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/accept`,
      headers: late.session.write,
    })
    assert.equal(lost.statusCode, 422)
    const res = await app.inject({ url: `/datasets/${d.id}/decision`, headers: late.session.read })
    assert.equal(res.statusCode, 200)
    assert.deepEqual(res.json(), {
      status: 'rejected',
      decided_by: { kind: 'user', id: ada.id, name: 'Ada Lovelace' },
      decided_at: '2026-03-02T14:02:00.000Z',
      reason: 'feet slide on the third step',
      finding_ids: [],
    })

    const byKey = await createDataset(app, org.id)
    await app.inject({ method: 'POST', url: `/datasets/${byKey.id}/accept`, headers: keyHeader(org.key) })
    const k = (await app.inject({ url: `/datasets/${byKey.id}/decision`, headers: late.session.read })).json()
    assert.deepEqual(k.decided_by, { kind: 'key', id: org.keyId, name: 'test' })
    assert.equal(k.reason, null)
  })

  test('a dataset imported already decided has its status, the platform’s time and no decider', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id, {
      status: 'rejected',
      metadata: { rejection_reason: 'blurry' },
    })
    const res = await app.inject({ url: `/datasets/${d.id}/decision`, headers: keyHeader(org.key) })
    assert.deepEqual(res.json(), {
      status: 'rejected',
      decided_by: null,
      decided_at: d.date_created,
      reason: 'blurry',
      finding_ids: [],
    })
  })

  test('401, 422, 404 and 403 like the other dataset routes', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const theirs = await createDataset(app, other.id)
    const get = (id: string, headers: Record<string, string> = keyHeader(org.key)) =>
      app.inject({ url: `/datasets/${id}/decision`, headers })
    assert.equal((await get(theirs.id, {})).statusCode, 401)
    assert.equal((await get('nope')).statusCode, 422)
    assert.equal((await get(randomUUID())).statusCode, 404)
    const foreign = await get(theirs.id)
    assert.equal(foreign.statusCode, 403)
    assert.match(foreign.json().detail, /another organization/)
  })
})

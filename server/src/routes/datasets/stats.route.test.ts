import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createDataset, createIteration, keyHeader } from '../../testing/fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

describe('GET /datasets/stats', () => {
  test('counts the caller organization by status, type and UTC day, newest day first', async (t) => {
    const now = new Date('2026-11-25T08:00:00Z')
    const { app, org, other } = await buildTestApp(t, { clock: { now: () => now.getTime() } })
    await createDataset(app, org.id, { data_type: 'episode', date_created: '2026-11-25T01:00:00.000Z' })
    await createDataset(app, org.id, {
      data_type: 'telemetry',
      date_created: '2026-11-24T23:59:59.000Z',
      status: 'accepted',
    })
    const syn = await createDataset(app, org.id, {
      data_type: 'synthetic_pov',
      date_created: '2026-11-19T00:00:00.000Z',
    })
    await createIteration(app, syn.id, { date_created: '2026-11-20T00:00:00.000Z' })
    await createDataset(app, org.id, {
      data_type: 'episode',
      date_created: '2026-11-01T00:00:00.000Z',
      status: 'discarded',
    })
    await createDataset(app, other.id)
    const res = await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })
    assert.equal(res.statusCode, 200)
    const s = res.json()
    assert.equal(s.total_datasets, 5)
    assert.ok(s.total_size_bytes > 0)
    assert.deepEqual(s.by_status, {
      pending: 2,
      accepted: 1,
      rejected: 0,
      for_admin_review: 0,
      superseded: 1,
      discarded: 1,
    })
    assert.deepEqual(s.by_data_type, {
      episode: 2,
      synthetic_pov: 2,
      synthetic_third_person: 0,
      telemetry: 1,
    })
    assert.deepEqual(s.daily_volume_last_7_days, [
      { date: '2026-11-25', count: 1 },
      { date: '2026-11-24', count: 1 },
      { date: '2026-11-23', count: 0 },
      { date: '2026-11-22', count: 0 },
      { date: '2026-11-21', count: 0 },
      { date: '2026-11-20', count: 1 },
      { date: '2026-11-19', count: 1 },
    ])
  })

  test('total_size_bytes is the sum of data_byte_size', async (t) => {
    const { app, org } = await buildTestApp(t)
    const a = await createDataset(app, org.id)
    const b = await createDataset(app, org.id)
    const s = (await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })).json()
    assert.equal(s.total_size_bytes, a.data_byte_size + b.data_byte_size)
  })

  test('reviews move counts between statuses', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    await app.inject({ method: 'POST', url: `/datasets/${d.id}/accept`, headers: keyHeader(org.key) })
    const s = (await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })).json()
    assert.equal(s.by_status.pending, 0)
    assert.equal(s.by_status.accepted, 1)
  })

  test('an empty organization gets every key with 0; no key → 401', async (t) => {
    const { app, org } = await buildTestApp(t)
    const s = (await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })).json()
    assert.equal(s.total_datasets, 0)
    assert.equal(Object.keys(s.by_status).length, 6)
    assert.equal(Object.keys(s.by_data_type).length, 4)
    assert.equal(s.daily_volume_last_7_days.length, 7)
    assert.equal((await app.inject({ url: '/datasets/stats' })).statusCode, 401)
  })
})

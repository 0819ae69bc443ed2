import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

describe('GET /datasets/metadata-keys', () => {
  test("the organization's keys, most used first, each with its values by frequency", async (t) => {
    const { app, org, other } = await buildTestApp(t)
    for (const [perspective, seconds] of [
      ['pov', 12],
      ['pov', 8],
      ['pov', 12],
      ['third_person', 12],
    ] as const) {
      await createDataset(app, org.id, { metadata: { perspective, duration_seconds: seconds, robot: 'q2' } })
    }
    await createDataset(app, org.id, { metadata: { rare: true, nested: { a: 1 }, long: 'x'.repeat(300) } })
    await createDataset(app, other.id, { metadata: { secret_key: 'their value' } })
    const viewer = await addPerson(app, org.id, 'viewer')
    for (const headers of [keyHeader(org.key), viewer.session.read]) {
      const res = await app.inject({ url: '/datasets/metadata-keys', headers })
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.json(), {
        keys: [
          {
            key: 'duration_seconds',
            values: [
              { value: '12', count: 3 },
              { value: '8', count: 1 },
            ],
          },
          {
            key: 'perspective',
            values: [
              { value: 'pov', count: 3 },
              { value: 'third_person', count: 1 },
            ],
          },
          { key: 'robot', values: [{ value: 'q2', count: 4 }] },
          // Long values are indexed as digests: the key is suggested, the digest is not.
          { key: 'long', values: [] },
          { key: 'rare', values: [{ value: 'true', count: 1 }] },
        ],
      })
    }
    assert.equal((await app.inject({ url: '/datasets/metadata-keys' })).statusCode, 401)
  })

  test('at most 50 keys and 20 values per key', async (t) => {
    const { app, org } = await buildTestApp(t)
    const wide: Record<string, number> = {}
    for (let k = 0; k < 60; k++) wide[`k${String(k).padStart(2, '0')}`] = k
    await createDataset(app, org.id, { metadata: wide })
    for (let v = 0; v < 25; v++) await createDataset(app, org.id, { metadata: { k00: `value ${v}` } })
    const body = (await app.inject({ url: '/datasets/metadata-keys', headers: keyHeader(org.key) })).json()
    assert.equal(body.keys.length, 50)
    assert.equal(body.keys[0].key, 'k00', 'the most used key first')
    assert.equal(body.keys[0].values.length, 20)
  })

  test('an organization without datasets has no keys', async (t) => {
    const { app, org } = await buildTestApp(t)
    const res = await app.inject({ url: '/datasets/metadata-keys', headers: keyHeader(org.key) })
    assert.deepEqual(res.json(), { keys: [] })
  })
})

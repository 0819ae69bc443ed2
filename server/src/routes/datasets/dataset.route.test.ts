import assert from 'node:assert/strict'
import { createHash, randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { createDataset, keyHeader, uploadFile } from '../../testing/fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

describe('GET /datasets/dataset', () => {
  test('returns the dataset with every field and a signed_url', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id, {
      name: 'Stair run ⛰ 1',
      description: 'desc',
      metadata: { robot: 'q2', n: 3 },
    })
    const res = await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
    assert.equal(res.statusCode, 200)
    const body = res.json()
    assert.deepEqual(Object.keys(body).sort(), [
      'data_byte_size',
      'data_sha256',
      'data_type',
      'date_created',
      'date_updated',
      'description',
      'finding_count',
      'id',
      'link',
      'metadata',
      'name',
      'organization_id',
      'signed_url',
      'status',
      'verdict',
    ])
    assert.equal(body.name, 'Stair run ⛰ 1')
    assert.deepEqual(body.metadata, { robot: 'q2', n: 3 })
    assert.equal(body.status, 'pending')
    assert.match(
      body.signed_url,
      /^http:\/\/hangar\.test\/files\/test\/.+\?expires=\d+&signature=[0-9a-f]{64}$/,
    )
  })

  test('data_sha256 is the recorded sha256 of the file: a download checks against it, by id and in the list', async (t) => {
    const { app, org } = await buildTestApp(t)
    const bytes = Buffer.from(`episode bytes ${randomUUID()}`)
    const d = await createDataset(app, org.id, { link: await uploadFile(app, bytes) })
    const body = (
      await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
    ).json()
    const expected = createHash('sha256').update(bytes).digest('hex')
    assert.equal(body.data_sha256, expected)
    assert.equal(d.data_sha256, expected, 'the platform gets it back when it creates the dataset')
    const download = await app.inject({
      url: new URL(body.signed_url).pathname + new URL(body.signed_url).search,
    })
    assert.equal(download.statusCode, 200)
    assert.equal(createHash('sha256').update(download.rawPayload).digest('hex'), body.data_sha256)
    const listed = (await app.inject({ url: '/datasets', headers: keyHeader(org.key) })).json()
    assert.equal(listed.datasets[0].data_sha256, expected)

    // A dataset whose file has no recorded digest says so with null, never a made-up value.
    await app.deps.db.updateTable('datasets').set({ sha256: null }).where('id', '=', d.id).execute()
    const unknown = await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
    assert.equal(unknown.json().data_sha256, null)
  })

  test('unknown id → 404, another organization → 403, bad or missing id → 422', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const theirs = await createDataset(app, other.id)
    const get = (q: string) => app.inject({ url: `/datasets/dataset${q}`, headers: keyHeader(org.key) })
    assert.equal((await get(`?id=${randomUUID()}`)).statusCode, 404)
    const forbidden = await get(`?id=${theirs.id}`)
    assert.equal(forbidden.statusCode, 403)
    assert.match(forbidden.json().detail, /another organization/)
    for (const q of ['', '?id=', '?id=not-a-uuid', `?id=${theirs.id}x`])
      assert.equal((await get(q)).statusCode, 422, q)
  })

  test('401 comes before 422 and 404', async (t) => {
    const { app } = await buildTestApp(t)
    const res = await app.inject({ url: '/datasets/dataset?id=bad' })
    assert.equal(res.statusCode, 401)
  })
})

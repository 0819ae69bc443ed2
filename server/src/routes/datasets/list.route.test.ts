import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createDataset, keyHeader, uploadFile } from '../../testing/fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

describe('GET /datasets', () => {
  test('lists only the caller organization, newest first, without signed_url', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const a = await createDataset(app, org.id, { date_created: '2026-01-01T00:00:00.000Z' })
    const b = await createDataset(app, org.id, { date_created: '2026-01-02T00:00:00.000Z' })
    await createDataset(app, other.id)
    const res = await app.inject({ url: '/datasets', headers: keyHeader(org.key) })
    assert.equal(res.statusCode, 200)
    const body = res.json()
    assert.equal(body.total, 2)
    assert.deepEqual(
      body.datasets.map((d: { id: string }) => d.id),
      [b.id, a.id],
    )
    assert.equal('signed_url' in body.datasets[0], false)
    assert.equal(body.datasets[0].organization_id, org.id)
  })

  test('synthetic datasets carry signed preview links, so a review queue needs no request per card', async (t) => {
    const { app, org } = await buildTestApp(t)
    const gif = await uploadFile(app, 'GIF89a', 'gif')
    const png = await uploadFile(app, 'png', 'png')
    await createDataset(app, org.id, { data_type: 'synthetic_pov', previews: { gif, pose_frame: png } })
    await createDataset(app, org.id, { data_type: 'episode' })
    const res = await app.inject({ url: '/datasets', headers: keyHeader(org.key) })
    const byType = Object.fromEntries(
      res.json().datasets.map((d: { data_type: string; preview_urls?: unknown }) => [d.data_type, d]),
    )
    assert.equal('preview_urls' in byType.episode, false, 'nothing to preview, no empty object')
    const urls = byType.synthetic_pov.preview_urls
    for (const url of [urls.gif, urls.pose_frame]) {
      const file = await app.inject({ url: new URL(url).pathname + new URL(url).search })
      assert.equal(file.statusCode, 200, 'the link is signed and served without a key')
    }
  })

  test('limit and offset page through results; total ignores them', async (t) => {
    const { app, org } = await buildTestApp(t)
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      ids.unshift((await createDataset(app, org.id, { date_created: `2026-01-0${i + 1}T00:00:00.000Z` })).id)
    }
    const page = await app.inject({ url: '/datasets?limit=2&offset=1', headers: keyHeader(org.key) })
    assert.equal(page.statusCode, 200)
    assert.equal(page.json().total, 5)
    assert.deepEqual(
      page.json().datasets.map((d: { id: string }) => d.id),
      ids.slice(1, 3),
    )
    const past = await app.inject({ url: '/datasets?offset=10', headers: keyHeader(org.key) })
    assert.deepEqual(past.json(), { datasets: [], total: 5 })
  })

  test('data_type, status and repeated metadata filters combine with AND', async (t) => {
    const { app, org } = await buildTestApp(t)
    const match = await createDataset(app, org.id, {
      data_type: 'synthetic_pov',
      metadata: { perspective: 'pov', duration_seconds: 12, tag: 'a:b' },
    })
    await createDataset(app, org.id, {
      data_type: 'synthetic_pov',
      metadata: { perspective: 'pov', duration_seconds: 13 },
    })
    await createDataset(app, org.id, {
      data_type: 'episode',
      metadata: { perspective: 'pov', duration_seconds: 12 },
    })
    await createDataset(app, org.id, {
      data_type: 'synthetic_pov',
      status: 'accepted',
      metadata: { perspective: 'pov', duration_seconds: 12 },
    })
    const q =
      '/datasets?data_type=synthetic_pov&status=pending&metadata=perspective:pov&metadata=duration_seconds:12'
    const res = await app.inject({ url: q, headers: keyHeader(org.key) })
    assert.equal(res.statusCode, 200)
    assert.deepEqual(
      res.json().datasets.map((d: { id: string }) => d.id),
      [match.id],
    )
    assert.equal(res.json().total, 1)
    const colon = await app.inject({ url: '/datasets?metadata=tag:a:b', headers: keyHeader(org.key) })
    assert.equal(colon.json().total, 1, 'value may contain colons: split at the first one')
    const none = await app.inject({
      url: '/datasets?metadata=perspective:third_person',
      headers: keyHeader(org.key),
    })
    assert.deepEqual(none.json(), { datasets: [], total: 0 })
  })

  test('invalid query parameters answer 422 with a detail', async (t) => {
    const { app, org } = await buildTestApp(t)
    for (const q of [
      'limit=0',
      'limit=1001',
      'limit=abc',
      'limit=1.5',
      'offset=-1',
      'status=approved',
      'data_type=video',
      'metadata=novalue',
      'metadata=:x',
      'limit=1&limit=2',
    ]) {
      const res = await app.inject({ url: `/datasets?${q}`, headers: keyHeader(org.key) })
      assert.equal(res.statusCode, 422, q)
      assert.equal(typeof res.json().detail, 'string', q)
    }
  })

  test('limit 1000 is allowed and the default is 100', async (t) => {
    const { app, org } = await buildTestApp(t)
    assert.equal(
      (await app.inject({ url: '/datasets?limit=1000', headers: keyHeader(org.key) })).statusCode,
      200,
    )
  })

  test('a missing, malformed or unknown key answers 401 before anything else', async (t) => {
    const { app } = await buildTestApp(t)
    for (const headers of [{}, keyHeader('nope'), keyHeader('hgr_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')]) {
      const res = await app.inject({ url: '/datasets?limit=0', headers })
      assert.equal(res.statusCode, 401)
      assert.match(res.json().detail, /key/i)
    }
  })

  test('the key header is read without regard to letter case', async (t) => {
    const { app, org } = await buildTestApp(t)
    for (const name of ['Service-Api-Key', 'service-api-key', 'SERVICE-API-KEY']) {
      const res = await app.inject({ url: '/datasets', headers: { [name]: org.key } })
      assert.equal(res.statusCode, 200, name)
    }
  })

  test('at most 20 metadata filters: more answer 422 before any query runs', async (t) => {
    const { app, org } = await buildTestApp(t)
    const filters = (n: number) => Array.from({ length: n }, (_, i) => `metadata=k${i}:v`).join('&')
    const ok = await app.inject({ url: `/datasets?${filters(20)}`, headers: keyHeader(org.key) })
    assert.equal(ok.statusCode, 200)
    const over = await app.inject({ url: `/datasets?${filters(21)}`, headers: keyHeader(org.key) })
    assert.equal(over.statusCode, 422)
    assert.match(over.json().detail, /metadata .*20/)
  })

  test('an offset too large for any database answers 422, on /datasets and /releases alike', async (t) => {
    const { app, org } = await buildTestApp(t)
    for (const path of ['/datasets', '/releases']) {
      const res = await app.inject({
        url: `${path}?offset=100000000000000000000`,
        headers: keyHeader(org.key),
      })
      assert.equal(res.statusCode, 422, path)
      assert.match(res.json().detail, /offset/, path)
      const last = await app.inject({ url: `${path}?offset=1000000000`, headers: keyHeader(org.key) })
      assert.equal(last.statusCode, 200, path)
    }
  })
})

import assert from 'node:assert/strict'
import { createHash, randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { croissantViolations } from '../../testing/croissant-check.ts'
import { createDataset, keyHeader, uploadFile } from '../../testing/fixtures.ts'
import { buildTestApp, NO_JOB_WORKER } from '../../testing/test-app.ts'

describe('GET /releases/{id}/croissant', () => {
  test('a release as Croissant 1.1: its media type, every file linked by a working signed link with its sha256', async (t) => {
    const { app, org, other } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const front = await uploadFile(app, 'front camera bytes', 'mp4')
    const ep = await createDataset(app, org.id, {
      data_type: 'episode',
      link: await uploadFile(app, 'episode bytes', 'parquet'),
      companions: [{ name: 'observation.images.front', link: front }],
    })
    const clip = await createDataset(app, org.id, {
      data_type: 'synthetic_pov',
      link: await uploadFile(app, 'clip bytes', 'mp4'),
    })
    for (const id of [ep.id, clip.id])
      await app.inject({ method: 'POST', url: `/datasets/${id}/accept`, headers: keyHeader(org.key) })
    const rel = (
      await app.inject({
        method: 'POST',
        url: '/releases',
        headers: keyHeader(org.key),
        payload: { program: 'software', dataset_ids: [ep.id, clip.id] },
      })
    ).json()

    const res = await app.inject({ url: `/releases/${rel.id}/croissant`, headers: keyHeader(org.key) })
    assert.equal(res.statusCode, 200, res.body)
    assert.equal(
      res.headers['content-type'],
      'application/ld+json; profile="http://mlcommons.org/croissant/1.1"',
    )
    const doc = res.json()
    assert.deepEqual(croissantViolations(doc), [])
    assert.equal(doc.version, rel.version)
    assert.equal(doc.datePublished, rel.date_created)

    const objects = doc.distribution.filter((d: { '@type': string }) => d['@type'] === 'cr:FileObject')
    assert.equal(objects.length, 3, 'two datasets and one companion')
    for (const o of objects) {
      const url = new URL(o.contentUrl)
      const file = await app.inject({ url: url.pathname + url.search })
      assert.equal(file.statusCode, 200, o.contentUrl)
      assert.equal(`${file.rawPayload.length} B`, o.contentSize)
      assert.equal(createHash('sha256').update(file.rawPayload).digest('hex'), o.sha256, o['@id'])
    }
    const camera = doc.distribution.find(
      (d: { '@id': string }) => d['@id'] === 'cameras/observation.images.front',
    )
    assert.equal(camera['@type'], 'cr:FileSet')
    const episodes = doc.recordSet.find((r: { '@id': string }) => r['@id'] === 'episodes')
    assert.ok(episodes.field.some((f: { dataType: string }) => f.dataType === 'sc:VideoObject'))
    const clips = doc.recordSet.find((r: { '@id': string }) => r['@id'] === 'clips')
    assert.ok(clips.field.some((f: { dataType: string }) => f.dataType === 'sc:VideoObject'))

    // Hostile callers get the documented error shapes.
    const theirs = await createDataset(app, other.id, { status: 'accepted' })
    const theirRelease = (
      await app.inject({
        method: 'POST',
        url: '/releases',
        headers: keyHeader(other.key),
        payload: { program: 'software', dataset_ids: [theirs.id] },
      })
    ).json()
    for (const [url, status] of [
      [`/releases/${theirRelease.id}/croissant`, 403],
      [`/releases/${randomUUID()}/croissant`, 404],
      ['/releases/nope/croissant', 422],
    ] as const) {
      const r = await app.inject({ url, headers: keyHeader(org.key) })
      assert.equal(r.statusCode, status, url)
      assert.equal(typeof r.json().detail, 'string')
    }
    assert.equal((await app.inject({ url: `/releases/${rel.id}/croissant` })).statusCode, 401)
  })
})

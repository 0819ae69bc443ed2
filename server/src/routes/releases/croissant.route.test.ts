import assert from 'node:assert/strict'
import { createHash, randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../app.ts'
import { ManualClock } from '../../common/clock.ts'
import { loadConfig } from '../../config.ts'
import { croissantViolations } from '../../testing/croissant-check.ts'
import { createDataset, keyHeader, uploadFile } from '../../testing/fixtures.ts'
import { ADMIN_KEY, buildTestApp, NO_JOB_WORKER, type TestApp } from '../../testing/test-app.ts'

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

  /** A second app on the same database: a second process, sharing nothing in memory. */
  async function secondApp(t: { after: (fn: () => unknown) => void }, first: TestApp, clock: ManualClock) {
    const app: FastifyInstance = await buildApp(
      loadConfig({
        DATA_DIR: first.dataDir,
        ...(first.app.config.databaseUrl ? { DATABASE_URL: first.app.config.databaseUrl } : {}),
        DEMO: '0',
        ADMIN_API_KEY: ADMIN_KEY,
        LOG_LEVEL: 'silent',
        PUBLIC_BASE_URL: 'http://hangar.test',
        JOB_CONCURRENCY: '0',
        // The signing secret is the first app's, kept in DATA_DIR.
      }),
      { clock },
    )
    t.after(() => app.close())
    return app
  }

  test('kept between requests, yet a recall changes the answer at once, in every process; links last 60 to 61 minutes', async (t) => {
    // 30 s into a minute: the links of this minute expire at the next minute plus 60 minutes.
    const clock = new ManualClock(Date.UTC(2026, 10, 28, 12, 0, 30))
    const built = await buildTestApp(t, { clock, env: NO_JOB_WORKER })
    const { app, org } = built
    const other = await secondApp(t, built, clock)
    const ids: string[] = []
    for (let i = 0; i < 3; i++) ids.push((await createDataset(app, org.id, { status: 'accepted' })).id)
    const rel = (
      await app.inject({
        method: 'POST',
        url: '/releases',
        headers: keyHeader(org.key),
        payload: { program: 'software', dataset_ids: ids },
      })
    ).json()
    const get = async (via: FastifyInstance) => {
      const res = await via.inject({ url: `/releases/${rel.id}/croissant`, headers: keyHeader(org.key) })
      assert.equal(res.statusCode, 200, res.body)
      return res.body
    }
    const expiries = (body: string) =>
      new Set(
        JSON.parse(body)
          .distribution.filter((d: { '@type': string }) => d['@type'] === 'cr:FileObject')
          .map((o: { contentUrl: string }) => Number(new URL(o.contentUrl).searchParams.get('expires'))),
      )

    const first = await get(app)
    assert.deepEqual(expiries(first), new Set([Date.UTC(2026, 10, 28, 13, 1, 0) / 1000]))
    assert.equal(await get(other), first, 'the same bytes from another process in the same minute')
    clock.advance(25_000)
    assert.equal(await get(app), first, 'kept: the links still last over 60 minutes')

    const reopen = await app.inject({
      method: 'POST',
      url: `/datasets/${ids[1]}/reopen`,
      headers: keyHeader(org.key),
      payload: { reason: 'gripper camera was dark' },
    })
    assert.equal(reopen.statusCode, 200, reopen.body)
    for (const via of [app, other]) {
      const doc = JSON.parse(await get(via))
      assert.match(doc.description, new RegExp(`1 of its datasets were recalled .*: ${ids[1]}\\.`))
      assert.deepEqual(croissantViolations(doc), [])
    }
    assert.notEqual(await get(other), first)

    // The next minute: new links, each verified by the service, the rest of the document as it was.
    clock.advance(10_000)
    const next = await get(other)
    assert.deepEqual(expiries(next), new Set([Date.UTC(2026, 10, 28, 13, 2, 0) / 1000]))
    const withoutLinks = (body: string) => body.replace(/"contentUrl":"[^"]*"/g, '')
    assert.equal(withoutLinks(next), withoutLinks(await get(app)))
    for (const o of JSON.parse(next).distribution.filter(
      (d: { '@type': string }) => d['@type'] === 'cr:FileObject',
    )) {
      const url = new URL(o.contentUrl)
      assert.equal((await app.inject({ url: url.pathname + url.search })).statusCode, 200, o.contentUrl)
    }
  })
})

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { recording } from '../../streams/readers/mcap-fixtures.ts'
import { readIndex } from '../../streams/summary-store.ts'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { datasetWithFile, settledStreams } from '../../testing/stream-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

const csv = (rows: number) =>
  [
    't,battery_v,current_a',
    ...Array.from({ length: rows }, (_, i) => `${i / 10},${24 - i / 1000},${i % 7}`),
  ].join('\n')

describe('GET /datasets/{dataset_id}/streams and /series', () => {
  test('a CSV: its columns are channels with units, series buckets hold min, max and mean', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { dataset, streams } = await datasetWithFile(app, org, csv(1000), 'run.csv')
    assert.equal(streams.status, 'ready')
    assert.equal(streams.detail, null)
    assert.equal(streams.duration_seconds, 99.9)
    assert.deepEqual(streams.videos, [])
    assert.deepEqual(streams.images, [])
    assert.deepEqual(streams.channels, [
      { name: 'battery_v', unit: 'V', samples: 1000, start_seconds: 0, end_seconds: 99.9 },
      { name: 'current_a', unit: 'A', samples: 1000, start_seconds: 0, end_seconds: 99.9 },
    ])
    const url = `/datasets/${dataset.id}/series?channel=battery_v&channel=current_a&points=10`
    const res = await app.inject({ url, headers: keyHeader(org.key) })
    assert.equal(res.statusCode, 200, res.body)
    const s = res.json()
    assert.equal(s.from, 0)
    assert.equal(s.to, 99.9)
    const [battery, current] = s.channels
    assert.equal(battery.name, 'battery_v')
    assert.equal(battery.samples, 1000)
    assert.ok(battery.t.length <= 10)
    assert.equal(battery.max[0], 24)
    assert.equal(current.max[3], 6)
    assert.equal(current.min[3], 0)
    // A tenth of the range, every sample: one point per sample.
    const narrow = (
      await app.inject({
        url: `/datasets/${dataset.id}/series?channel=current_a&from=10&to=10.95&points=100`,
        headers: keyHeader(org.key),
      })
    ).json()
    assert.deepEqual(narrow.channels[0].t, [10, 10.1, 10.2, 10.3, 10.4, 10.5, 10.6, 10.7, 10.8, 10.9])
    assert.deepEqual(narrow.channels[0].mean, [2, 3, 4, 5, 6, 0, 1, 2, 3, 4])
  })

  test('JSON Lines: nested fields are channels by path; ISO 8601 times count from the first', async (t) => {
    const { app, org } = await buildTestApp(t)
    const lines = [0, 1, 2].map((i) =>
      JSON.stringify({
        timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
        base: { x: i, y: -i },
        joint_pos: { lf_knee: i / 2 },
        foot_contact: { lf: i % 2 === 0 },
        label: 'walk',
      }),
    )
    const { streams } = await datasetWithFile(app, org, lines.join('\n'), 'episode.jsonl', {
      data_type: 'episode',
    })
    assert.equal(streams.status, 'ready')
    assert.deepEqual(
      streams.channels.map((c) => [c.name, c.samples, c.end_seconds]),
      [
        ['base.x', 3, 2],
        ['base.y', 3, 2],
        ['joint_pos.lf_knee', 3, 2],
        ['foot_contact.lf', 3, 2],
      ],
    )
  })

  test('hostile tables: ragged, empty, no time column, not JSON → failed with a sentence; NaN and Infinity dropped', async (t) => {
    const { app, org } = await buildTestApp(t)
    const cases: [string, string, RegExp][] = [
      ['t,a,b\n0,1,2\n1,2\n', 'ragged.csv', /^Line 3 of the table has 2 fields where the header has 3\.$/],
      ['', 'empty.csv', /^The file is empty\.$/],
      ['', 'empty.jsonl', /^The file is empty\.$/],
      ['a,b\n1,2\n', 'notime.csv', /^The table has no t, time or timestamp column\.$/],
      ['{"t":0,"a":1}\n{"t":1,"a":NaN}\n', 'nan.jsonl', /^Line 2 of the file is not JSON\.$/],
      ['[1,2]\n', 'array.jsonl', /^Line 1 of the file is not a JSON object\.$/],
    ]
    for (const [content, name, detail] of cases) {
      const { dataset, streams } = await datasetWithFile(app, org, content, name)
      assert.equal(streams.status, 'failed', name)
      assert.match(streams.detail ?? '', detail, name)
      assert.deepEqual(streams.channels, [])
      // Still reviewable as before.
      const got = await app.inject({ url: `/datasets/dataset?id=${dataset.id}`, headers: keyHeader(org.key) })
      assert.equal(got.statusCode, 200)
    }
    const { dataset, streams } = await datasetWithFile(
      app,
      org,
      't,a\n0,1\n1,NaN\n2,inf\n3,-Infinity\n4,1e999\n5,2\nNaN,7\n',
      'nan.csv',
    )
    assert.equal(streams.status, 'ready')
    assert.deepEqual(streams.channels, [
      { name: 'a', unit: null, samples: 2, start_seconds: 0, end_seconds: 5 },
    ])
    const s = (
      await app.inject({ url: `/datasets/${dataset.id}/series?channel=a`, headers: keyHeader(org.key) })
    ).json()
    assert.deepEqual(s.channels[0].mean, [1, 2])
  })

  test('a format Hangar does not read is none; reading it again is the same', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const res = await app.inject({ url: `/datasets/${d.id}/streams`, headers: keyHeader(org.key) })
    assert.deepEqual(res.json(), {
      status: 'none',
      detail: null,
      duration_seconds: null,
      videos: [],
      channels: [],
      images: [],
    })
    const series = await app.inject({
      url: `/datasets/${d.id}/series?channel=a`,
      headers: keyHeader(org.key),
    })
    assert.equal(series.statusCode, 404)
  })

  test('404 for an unknown channel, 422 for a bad range or too many points', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { dataset } = await datasetWithFile(app, org, csv(10), 'run.csv')
    const get = (q: string) =>
      app.inject({ url: `/datasets/${dataset.id}/series?${q}`, headers: keyHeader(org.key) })
    const unknown = await get('channel=battery_v&channel=nope')
    assert.equal(unknown.statusCode, 404)
    assert.equal(unknown.json().detail, 'Unknown channel: nope')
    assert.equal((await get('channel=battery_v&from=5&to=1')).statusCode, 422)
    assert.equal((await get('channel=battery_v&from=x')).statusCode, 422)
    assert.equal((await get('channel=battery_v&points=5001')).statusCode, 422)
    assert.equal((await get('channel=battery_v&points=0')).statusCode, 422)
    assert.equal((await get('')).statusCode, 422)
    assert.equal((await get('channel=battery_v&points=5000')).statusCode, 200)
  })

  test('401, 403 and 404 as on every dataset route', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const theirs = await createDataset(app, other.id)
    for (const path of ['streams', 'series?channel=a']) {
      assert.equal((await app.inject({ url: `/datasets/${theirs.id}/${path}` })).statusCode, 401)
      const forbidden = await app.inject({
        url: `/datasets/${theirs.id}/${path}`,
        headers: keyHeader(org.key),
      })
      assert.equal(forbidden.statusCode, 403)
      const missing = await app.inject({
        url: `/datasets/${randomUUID()}/${path}`,
        headers: keyHeader(org.key),
      })
      assert.equal(missing.statusCode, 404)
    }
  })
})

describe('GET /datasets/{dataset_id}/image', () => {
  test("an MCAP camera's frame at a time, as recorded; 404 for an unknown stream", async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const { dataset, streams } = await datasetWithFile(app, org, Buffer.from(await recording()), 'run.mcap', {
      data_type: 'episode',
    })
    assert.equal(streams.status, 'ready', streams.detail ?? '')
    assert.deepEqual(streams.images, [{ name: '/camera/front', count: 10 }])
    const get = (q: string, key = org.key) =>
      app.inject({ url: `/datasets/${dataset.id}/image?${q}`, headers: keyHeader(key) })
    // Frames every 0.2 s; at 0.5 s the last one is the frame of 0.4 s (message 40).
    const res = await get('stream=/camera/front&t=0.5')
    assert.equal(res.statusCode, 200, res.body)
    assert.equal(res.headers['content-type'], 'image/jpeg')
    assert.equal(res.headers['hangar-frame-time'], '0.4')
    assert.deepEqual([...res.rawPayload], [0xff, 0xd8, 40, 0xff, 0xd9])
    assert.equal((await get('stream=/camera/front&t=-3')).headers['hangar-frame-time'], '0')
    assert.equal((await get('stream=/nope&t=1')).statusCode, 404)
    assert.equal((await get('stream=/camera/front&t=x')).statusCode, 422)
    assert.equal((await get('stream=/camera/front&t=1', other.key)).statusCode, 403)
  })
})

describe('rebuilding an index', () => {
  test('reads that find no index at the same time build it once', async (t) => {
    const { app, org } = await buildTestApp(t)
    // Large enough that a second reading of the file would still run when the first is ready.
    const { dataset } = await datasetWithFile(app, org, csv(150_000), 'run.csv')
    await app.services.previews.idle()
    await app.services.streams.forget({ ids: [dataset.id] })
    // Both find no row (as a new dataset's first read and its poster's may): each starts a rebuild.
    const url = `/datasets/${dataset.id}/streams`
    const reads = await Promise.all([1, 2].map(() => app.inject({ url, headers: keyHeader(org.key) })))
    assert.deepEqual(
      reads.map((r) => r.json().status),
      ['indexing', 'indexing'],
    )
    assert.equal((await settledStreams(app, org.key, dataset.id)).status, 'ready')
    const dir = join(app.config.dataDir, 'derived', 'streams', dataset.id)
    const built = (await readIndex(dir))?.build
    await app.services.streams.idle()
    assert.equal((await readIndex(dir))?.build, built, 'the file was indexed a second time')
  })

  test('a forgotten index (rows and derived files gone) is built again at the next read', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { dataset, streams } = await datasetWithFile(app, org, 't,a\n0,1\n1,2\n', 'run.csv')
    assert.equal(streams.status, 'ready')
    // The poster drawn from the channels reads the index too: done first, or its read may build
    // the index again between the two forgets (seen on a loaded machine).
    await app.services.previews.idle()
    assert.equal(await app.services.streams.forget({ status: 'ready' }), 1)
    const again = await settledStreams(app, org.key, dataset.id)
    assert.deepEqual(again, streams)
  })

  test('an index job run twice at once (a takeover while the first still ran) leaves one result', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { dataset, streams } = await datasetWithFile(app, org, csv(20_000), 'run.csv')
    assert.equal(streams.status, 'ready')
    const signal = new AbortController().signal
    await Promise.all([1, 2].map(() => app.services.streams.indexNow(dataset.id, signal)))
    const rows = await app.deps.db
      .selectFrom('dataset_streams')
      .selectAll()
      .where('dataset_id', '=', dataset.id)
      .execute()
    assert.equal(rows.length, 1)
    assert.equal(rows[0]?.status, 'ready')
    const derived = join(app.config.dataDir, 'derived', 'streams')
    assert.deepEqual(
      readdirSync(derived).filter((name) => name.includes(dataset.id)),
      [dataset.id],
      'no half-built folder is left beside the index',
    )
    assert.deepEqual(await settledStreams(app, org.key, dataset.id), streams)
  })
})

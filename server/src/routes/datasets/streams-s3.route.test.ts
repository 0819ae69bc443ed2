import assert from 'node:assert/strict'
import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { encodeVideo } from '@hangar/media'
import { NotStoredError } from '../../files/blob-store.ts'
import { CopyTooLargeError, localCopy } from '../../files/local-copy.ts'
import { recording } from '../../streams/readers/mcap-fixtures.ts'
import { keyHeader } from '../../testing/fixtures.ts'
import { startTestS3, type TestS3 } from '../../testing/s3-server.ts'
import { datasetWithFile } from '../../testing/stream-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

/** Nothing of the dataset's files is left on this machine: neither in the blob folder nor a copy. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
}

describe('streams and previews of files in an S3 bucket (S3_BUCKET)', () => {
  let s3: TestS3
  before(async () => {
    s3 = await startTestS3()
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: s3.settings.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: s3.settings.credentials.secretAccessKey,
    })
  })
  after(() => s3.close())

  test('a CSV in the bucket only is indexed, plotted and drawn as a poster; no copy is left behind', async (t) => {
    const { app, org, dataDir } = await buildTestApp(t, { env: s3.env })
    const rows = Array.from({ length: 500 }, (_, i) => `${i / 10},${24 - i / 100}`)
    const { dataset, streams } = await datasetWithFile(
      app,
      org,
      ['t,battery_v', ...rows].join('\n'),
      'run.csv',
    )
    assert.equal(app.deps.blobs.localPath(dataset.link), undefined)
    assert.deepEqual(filesUnder(join(dataDir, 'blobs')), [], 'the file is in the bucket only')
    assert.equal(streams.status, 'ready', streams.detail ?? '')
    assert.deepEqual(
      streams.channels.map((c) => [c.name, c.samples]),
      [['battery_v', 500]],
    )
    const series = await app.inject({
      url: `/datasets/${dataset.id}/series?channel=battery_v&points=5`,
      headers: keyHeader(org.key),
    })
    assert.equal(series.json().channels[0].max[0], 24)
    await app.services.previews.idle()
    const res = await app.inject({ url: `/datasets/dataset?id=${dataset.id}`, headers: keyHeader(org.key) })
    assert.equal(res.statusCode, 200, res.body)
    const poster: string = res.json().preview_urls.poster
    assert.ok(poster.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/previews/`), poster)
    assert.equal((await fetch(poster)).headers.get('content-type'), 'image/png')
    // The checks read a copy of the same file: nothing is left once they are done too.
    await app.services.checks.idle()
    assert.deepEqual(filesUnder(join(dataDir, 'derived', 'streams', '.scratch')), [])
  })

  test('an index is built once for the cluster: a process without it locally fetches it from the bucket', async (t) => {
    const { app, org, dataDir } = await buildTestApp(t, { env: s3.env })
    const rows = Array.from({ length: 300 }, (_, i) => `${i / 10},${24 - i / 100}`)
    const { dataset, streams } = await datasetWithFile(
      app,
      org,
      ['t,battery_v', ...rows].join('\n'),
      'run.csv',
    )
    assert.equal(streams.status, 'ready', streams.detail ?? '')
    assert.ok(await app.deps.blobs.exists(`derived/streams/${dataset.id}/manifest.json`), 'published')
    // Another machine: its own DATA_DIR holds no index.
    rmSync(join(dataDir, 'derived', 'streams', dataset.id), { recursive: true, force: true })
    const series = await app.inject({
      url: `/datasets/${dataset.id}/series?channel=battery_v&points=5`,
      headers: keyHeader(org.key),
    })
    assert.equal(series.statusCode, 200, series.body)
    assert.equal(series.json().channels[0].max[0], 24)
    const [job] = await app.services.jobs.list({ datasetId: dataset.id, kind: 'streams.index' })
    assert.equal(job?.state, 'done')
    assert.equal(job?.attempts, 1, 'indexed once: the second reader fetched it')
    // A reindex takes the published copy away with the rest.
    assert.equal(await app.services.streams.forget({ ids: [dataset.id] }), 1)
    assert.equal(await app.deps.blobs.exists(`derived/streams/${dataset.id}/manifest.json`), false)
  })

  test("an MCAP recording in the bucket: its camera's frames are read by ranges through the store", async (t) => {
    const { app, org } = await buildTestApp(t, { env: s3.env })
    const { dataset, streams } = await datasetWithFile(app, org, Buffer.from(await recording()), 'run.mcap', {
      data_type: 'episode',
    })
    assert.equal(streams.status, 'ready', streams.detail ?? '')
    assert.deepEqual(streams.images, [{ name: '/camera/front', count: 10 }])
    const res = await app.inject({
      url: `/datasets/${dataset.id}/image?stream=/camera/front&t=0.5`,
      headers: keyHeader(org.key),
    })
    assert.equal(res.statusCode, 200, res.body)
    assert.equal(res.headers['hangar-frame-time'], '0.4')
    assert.deepEqual([...res.rawPayload], [0xff, 0xd8, 40, 0xff, 0xd9])
  })

  test('a video in the bucket gets its poster and animated preview (ffmpeg reads a bounded copy)', async (t) => {
    const { app, org, dataDir } = await buildTestApp(t, { env: s3.env })
    const frames = Array.from({ length: 8 }, (_, i) => Buffer.alloc(64 * 36 * 3, i * 30))
    const clip = await encodeVideo({ width: 64, height: 36, fps: 8, codec: 'h264', frames })
    const { dataset, streams } = await datasetWithFile(app, org, clip, 'clip.mp4', {
      data_type: 'synthetic_pov',
      prompt: 'a clip',
    })
    assert.equal(streams.status, 'ready', streams.detail ?? '')
    assert.equal(streams.videos[0]?.width, 64)
    await app.services.previews.idle()
    const res = await app.inject({ url: `/datasets/dataset?id=${dataset.id}`, headers: keyHeader(org.key) })
    const urls = res.json().preview_urls
    assert.equal((await fetch(urls.poster)).headers.get('content-type'), 'image/jpeg')
    assert.equal((await fetch(urls.gif)).headers.get('content-type'), 'image/gif')
    assert.equal((await fetch(urls.webp)).headers.get('content-type'), 'image/webp')
    // The video checks scan the same copy's folder too: nothing is left once both are done.
    await app.services.checks.idle()
    assert.deepEqual(filesUnder(join(dataDir, 'derived', 'previews-scratch')), [])
  })

  test('a copy is bounded: a larger file is refused and leaves nothing', async (t) => {
    const { app, dataDir } = await buildTestApp(t, { env: s3.env })
    const blobs = app.deps.blobs
    await blobs.put('bound/big.csv', Buffer.alloc(10_000, 'a'), 1 << 20)
    const scratchRoot = join(dataDir, 'scratch')
    await assert.rejects(
      localCopy(blobs, 'bound/big.csv', { scratchRoot, maxBytes: 9_999 }),
      CopyTooLargeError,
    )
    await assert.rejects(localCopy(blobs, 'bound/none.csv', { scratchRoot }), NotStoredError)
    const copy = await localCopy(blobs, 'bound/big.csv', { scratchRoot, maxBytes: 10_000 })
    assert.ok(copy.path.endsWith('.csv'))
    assert.equal(filesUnder(scratchRoot).length, 1)
    await copy.release()
    assert.deepEqual(filesUnder(scratchRoot), [])
  })
})

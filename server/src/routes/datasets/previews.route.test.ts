import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { encodeVideo } from '@hangar/media'
import type { FastifyInstance } from 'fastify'
import { PNG } from 'pngjs'
import { keyHeader } from '../../testing/fixtures.ts'
import { datasetWithFile, uploadNamed } from '../../testing/stream-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

const W = 128
const H = 72

/** A tiny clip encoded here: a bar sweeping across a gradient. */
function clip(codec: 'h264' | 'vp9'): Promise<Buffer> {
  const frames = Array.from({ length: 10 }, (_, i) => {
    const b = Buffer.alloc(W * H * 3)
    for (let p = 0; p < W * H; p++) {
      const x = p % W
      const bar = Math.abs(x - i * 12) < 6
      b[p * 3] = bar ? 255 : x * 2
      b[p * 3 + 1] = bar ? 255 : 60
      b[p * 3 + 2] = 120
    }
    return b
  })
  return encodeVideo({ width: W, height: H, fps: 10, codec, frames })
}

async function get(app: FastifyInstance, key: string, id: string) {
  await app.services.previews.idle()
  const res = await app.inject({ url: `/datasets/dataset?id=${id}`, headers: keyHeader(key) })
  assert.equal(res.statusCode, 200, res.body)
  return res.json() as {
    preview_urls?: { gif?: string; webp?: string; poster?: string; pose_frame?: string }
  }
}

async function fetchLink(app: FastifyInstance, url: string) {
  const res = await app.inject({ url: url.replace(/^https?:\/\/[^/]+/, '') })
  assert.equal(res.statusCode, 200, res.body)
  return { type: res.headers['content-type'], body: res.rawPayload }
}

describe('previews Hangar makes', () => {
  for (const [codec, name] of [
    ['h264', 'clip.mp4'],
    ['vp9', 'clip.webm'],
  ] as const) {
    test(`a ${name.split('.')[1]} dataset gets a JPEG poster, an animated GIF and WebP in the background`, async (t) => {
      const { app, org } = await buildTestApp(t)
      const link = await uploadNamed(app, await clip(codec), name)
      const created = await app.services.datasetAdmin.create({
        organization_id: org.id,
        data_type: 'synthetic_pov',
        name,
        link,
        prompt: 'a clip',
      })
      const { preview_urls: urls } = await get(app, org.key, created.id)
      assert.ok(urls?.poster && urls.gif && urls.webp, JSON.stringify(urls))
      const poster = await fetchLink(app, urls.poster)
      assert.equal(poster.type, 'image/jpeg')
      assert.deepEqual([...poster.body.subarray(0, 3)], [0xff, 0xd8, 0xff])
      // `gif` is a GIF, as the interface names it; `webp` the same frames, smaller.
      const gif = await fetchLink(app, urls.gif)
      assert.equal(gif.type, 'image/gif')
      assert.equal(gif.body.subarray(0, 6).toString('latin1'), 'GIF89a')
      const webp = await fetchLink(app, urls.webp)
      assert.equal(webp.type, 'image/webp')
      assert.equal(webp.body.subarray(0, 4).toString('latin1'), 'RIFF')
      assert.equal(webp.body.subarray(8, 12).toString('latin1'), 'WEBP')
      assert.ok(webp.body.includes(Buffer.from('ANIM')))
      // The list carries them too, for the review queue's cards.
      const list = await app.inject({ url: '/datasets', headers: keyHeader(org.key) })
      const item = list.json().datasets.find((d: { id: string }) => d.id === created.id)
      assert.ok(item.preview_urls.poster)
    })
  }

  test("the platform's own animated preview is kept; Hangar adds the poster", async (t) => {
    const { app, org } = await buildTestApp(t)
    const link = await uploadNamed(app, await clip('h264'), 'v.mp4')
    const gif = await uploadNamed(app, Buffer.from('GIF89a'), 'p.gif')
    const created = await app.services.datasetAdmin.create({
      organization_id: org.id,
      data_type: 'synthetic_third_person',
      name: 'v',
      link,
      prompt: 'p',
      previews: { gif },
    })
    const { preview_urls: urls } = await get(app, org.key, created.id)
    assert.ok(urls?.poster)
    assert.match(urls.gif ?? '', /p\.gif/)
    assert.equal(urls.webp, undefined, 'no WebP of the platform’s GIF')
  })

  test('a corrupt or empty video gets no preview, and the dataset answers 200 as before', async (t) => {
    const { app, org } = await buildTestApp(t)
    const good = await clip('h264')
    for (const [bytes, name] of [
      [Buffer.concat([good.subarray(0, 40), Buffer.alloc(3000, 0x33)]), 'corrupt.mp4'],
      [Buffer.alloc(0), 'empty.webm'],
      [Buffer.from('<html>not a video</html>'), 'page.mp4'],
    ] as const) {
      const link = await uploadNamed(app, bytes, name)
      const created = await app.services.datasetAdmin.create({
        organization_id: org.id,
        data_type: 'telemetry',
        name,
        link,
      })
      const body = await get(app, org.key, created.id)
      assert.equal(body.preview_urls?.poster, undefined)
      const list = await app.inject({ url: '/datasets', headers: keyHeader(org.key) })
      assert.equal(list.statusCode, 200)
    }
  })

  test('telemetry gets its main channels drawn small as a PNG poster', async (t) => {
    const { app, org } = await buildTestApp(t)
    const csv = [
      't,battery_v,current_a',
      ...Array.from({ length: 500 }, (_, i) => `${i / 10},${24 - i / 100},${i % 9}`),
    ].join('\n')
    const { dataset } = await datasetWithFile(app, org, csv, 'run.csv')
    const { preview_urls: urls } = await get(app, org.key, dataset.id)
    assert.ok(urls?.poster)
    assert.equal(urls.gif, undefined)
    const poster = await fetchLink(app, urls.poster)
    assert.equal(poster.type, 'image/png')
    assert.equal(PNG.sync.read(poster.body).width, 320)
  })
})

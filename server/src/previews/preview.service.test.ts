// Hostile videos through the whole service (docs/previews.md#limits-and-bad-input): organization
// B's `.mp4` that is really a playlist or a concat script naming organization A's private clip
// in the file store gets no poster, and nothing of A's clip is stored for B.
import assert from 'node:assert/strict'
import { dirname, relative } from 'node:path'
import { test } from 'node:test'
import { encodeVideo } from '@hangar/media'
import type { FastifyInstance } from 'fastify'
import { keyHeader } from '../testing/fixtures.ts'
import { uploadNamed } from '../testing/stream-fixtures.ts'
import { buildTestApp } from '../testing/test-app.ts'

async function previewsOf(app: FastifyInstance, key: string, id: string) {
  await app.services.previews.idle()
  const res = await app.inject({ url: `/datasets/dataset?id=${id}`, headers: keyHeader(key) })
  assert.equal(res.statusCode, 200, res.body)
  return (res.json() as { preview_urls?: { gif?: string; poster?: string } }).preview_urls
}

test('a .mp4 that is a playlist or a concat script naming another organization’s clip gets no poster', async (t) => {
  const { app, org, other } = await buildTestApp(t)
  const frames = Array.from({ length: 12 }, (_, i) => Buffer.alloc(64 * 48 * 3, 40 + i * 10))
  const secret = await uploadNamed(
    app,
    await encodeVideo({ width: 64, height: 48, fps: 8, frames }),
    'clip.mp4',
  )
  const mine = await app.services.datasetAdmin.create({
    organization_id: org.id,
    data_type: 'telemetry',
    name: 'private clip',
    link: secret,
  })
  assert.ok((await previewsOf(app, org.key, mine.id))?.poster, 'the clip itself gets its poster')

  const secretFile = app.deps.blobs.localPath(secret)
  assert.ok(secretFile, 'a local file store')
  const hostile = (to: string) => ({
    'absolute.mp4': `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:2,\nfile://${secretFile}\n#EXT-X-ENDLIST\n`,
    'relative.mp4': `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:2,\n${to}\n#EXT-X-ENDLIST\n`,
    'concat.mov': `ffconcat version 1.0\nfile ${to}\n`,
  })
  for (const name of Object.keys(hostile(''))) {
    // Uploaded first to learn where it lies, so the relative path from it to the clip is right.
    const probe = await uploadNamed(app, 'x', name)
    const to = relative(dirname(app.deps.blobs.localPath(probe) as string), secretFile)
    const link = await uploadNamed(app, hostile(to)[name as keyof ReturnType<typeof hostile>], name)
    const theirs = await app.services.datasetAdmin.create({
      organization_id: other.id,
      data_type: 'telemetry',
      name,
      link,
    })
    assert.equal(await previewsOf(app, other.key, theirs.id), undefined, name)
    const row = await app.deps.db
      .selectFrom('datasets')
      .select(['preview_poster', 'preview_gif'])
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow()
    // Tried once, refused, never tried again; and nothing stored under its previews.
    assert.deepEqual(row, { preview_poster: '', preview_gif: null }, name)
    for (const file of ['poster.jpg', 'animated.gif', 'animated.webp'])
      assert.equal(await app.deps.blobs.exists(`previews/${theirs.id}/${file}`), false, `${name}: ${file}`)
  }
})

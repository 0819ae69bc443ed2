import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { test } from 'node:test'
import { buildTestApp } from '../../testing/test-app.ts'

test('/healthz and /readyz answer without a key', async (t) => {
  const { app } = await buildTestApp(t)
  assert.deepEqual((await app.inject({ url: '/healthz' })).json(), { status: 'ok' })
  const ready = (await app.inject({ url: '/readyz' })).json()
  assert.equal(ready.status, 'ready')
  assert.ok(['env', 'system', 'bundled', 'missing'].includes(ready.ffmpeg.source), JSON.stringify(ready))
})

test("/readyz says which ffmpeg makes previews: Debian's, not the bundled 2018 build", {
  skip: !existsSync('/usr/bin/ffmpeg') || process.env.FFMPEG_PATH !== undefined,
}, async (t) => {
  const { app } = await buildTestApp(t)
  const { ffmpeg } = (await app.inject({ url: '/readyz' })).json()
  assert.equal(ffmpeg.source, 'system')
  assert.match(ffmpeg.path, /\/ffmpeg$/)
  assert.match(ffmpeg.version, /^\d+\.\d+/)
  assert.equal(ffmpeg.warning, undefined)
})

test('unknown routes answer 404 in the documented shape', async (t) => {
  const { app } = await buildTestApp(t)
  const res = await app.inject({ url: '/nope' })
  assert.equal(res.statusCode, 404)
  assert.equal(typeof res.json().detail, 'string')
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { buildTestApp } from '../../testing/test-app.ts'

test('/healthz and /readyz answer without a key', async (t) => {
  const { app } = await buildTestApp(t)
  assert.deepEqual((await app.inject({ url: '/healthz' })).json(), { status: 'ok' })
  assert.deepEqual((await app.inject({ url: '/readyz' })).json(), { status: 'ready' })
})

test('unknown routes answer 404 in the documented shape', async (t) => {
  const { app } = await buildTestApp(t)
  const res = await app.inject({ url: '/nope' })
  assert.equal(res.statusCode, 404)
  assert.equal(typeof res.json().detail, 'string')
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { buildTestApp } from '../testing/test-app.ts'

test('the OpenAPI 3.1 document describes every interface path with its key and errors', async (t) => {
  const { app } = await buildTestApp(t)
  const res = await app.inject({ url: '/openapi.json' })
  assert.equal(res.statusCode, 200)
  const doc = res.json()
  assert.equal(doc.openapi, '3.1.0')
  for (const p of [
    '/datasets',
    '/datasets/dataset',
    '/datasets/stats',
    '/datasets/{dataset_id}/iterations',
    '/datasets/{dataset_id}/accept',
    '/datasets/{dataset_id}/reject',
  ]) {
    assert.ok(doc.paths[p], p)
  }
  const reject = doc.paths['/datasets/{dataset_id}/reject'].post
  assert.deepEqual(reject.security, [{ ApiKey: [] }])
  assert.ok(reject.responses['422'])
  assert.equal(doc.components.securitySchemes.ApiKey.name, 'Service-Api-Key')
  const docs = await app.inject({ url: '/docs/' })
  assert.equal(docs.statusCode, 200)
  assert.match(docs.body, /swagger/i)
})

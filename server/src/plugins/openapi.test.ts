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
  assert.deepEqual(reject.security, [{ ApiKey: [] }, { SessionCookie: [] }])
  assert.equal(doc.components.securitySchemes.SessionCookie.in, 'cookie')
  assert.equal(doc.components.securitySchemes.SessionCookie.name, 'hangar_session')
  assert.ok(reject.responses['422'])
  assert.equal(doc.components.securitySchemes.ApiKey.name, 'Service-Api-Key')
  const docs = await app.inject({ url: '/docs/' })
  assert.equal(docs.statusCode, 200)
  assert.match(docs.body, /swagger/i)
})

// Every operation has a unique camelCase operationId: route-rules.test.ts.
test('the typed client keeps the names of its methods (the operationIds)', async (t) => {
  const { app } = await buildTestApp(t)
  const doc = (await app.inject({ url: '/openapi.json' })).json()
  const seen = new Set<string>()
  for (const item of Object.values<Record<string, { operationId?: string }>>(doc.paths))
    for (const op of Object.values(item)) if (op.operationId) seen.add(op.operationId)
  for (const id of [
    'listDatasets',
    'getDataset',
    'getDatasetStats',
    'getDatasetIterations',
    'acceptDataset',
  ]) {
    assert.ok(seen.has(id), id)
  }
  for (const id of ['rejectDataset', 'signIn', 'signOut', 'getMe', 'listSessions', 'acceptInvitation']) {
    assert.ok(seen.has(id), id)
  }
})

// Optional parameters with defaults, bounded lists and inputs, {detail} errors: route-rules.test.ts.
test('the document tells the truth: the file route, null, schema type, limits, errors, public routes', async (t) => {
  const { app } = await buildTestApp(t)
  const doc = (await app.inject({ url: '/openapi.json' })).json()
  assert.equal(doc.paths['/files/{*}'], undefined, 'no tool can match {*}')
  const file = doc.paths['/files/{path}'].get
  assert.ok(file.parameters.some((p: { in: string; name: string }) => p.in === 'path' && p.name === 'path'))
  assert.ok(file.responses['200'].content['application/octet-stream'])
  assert.ok(file.responses['206'])
  assert.deepEqual(file.security, [])
  assert.deepEqual(doc.paths['/mecha/action/move'].post.responses['200'].content['application/json'].schema, {
    type: 'null',
  })
  assert.ok(
    doc.paths['/schemas/release-manifest.schema.json'].get.responses['200'].content[
      'application/schema+json'
    ],
  )
  const list = doc.paths['/datasets'].get
  for (const status of ['401', '429', '500', '503']) assert.ok(list.responses[status], status)
  assert.ok(list.responses['429'].headers['Retry-After'])
  assert.ok(list.responses['200'].headers.RateLimit)
  assert.ok(list.responses['200'].headers['RateLimit-Policy'])
  for (const [path, method] of [
    ['/healthz', 'get'],
    ['/readyz', 'get'],
    ['/auth/sign-in', 'post'],
    ['/schemas/release-manifest.schema.json', 'get'],
  ] as const)
    assert.deepEqual(doc.paths[path][method].security, [], `${method} ${path} is public`)
  assert.equal(doc.paths['/healthz'].get.responses['429'], undefined, 'health checks are not rate limited')
})

// The document is written once per process for each set of routes and settings (openapi.ts).
test('apps with the same settings share one document; settings that shape it give another', async (t) => {
  type Doc = {
    servers: { url: string }[]
    paths: Record<string, Record<string, { description?: string }>>
    components: { securitySchemes: { SessionCookie: { name: string } } }
  }
  const first = (await buildTestApp(t)).app
  const same = (await buildTestApp(t)).app
  const otherUrl = (await buildTestApp(t, { env: { PUBLIC_BASE_URL: 'https://hangar.example' } })).app
  const smallUploads = (await buildTestApp(t, { env: { UPLOAD_LIMIT_BYTES: '4096' } })).app
  const noAdmin = (await buildTestApp(t, { env: { ADMIN_API_KEY: '' } })).app
  const apps = [first, same, otherUrl, smallUploads, noAdmin]
  for (const app of apps) await app.ready()
  const docs = apps.map((app) => app.swagger() as unknown as Doc)
  assert.equal(docs[1], docs[0], 'the same settings: the same document, written once')
  assert.equal(new Set(docs).size, 4)
  // What each app serves is what would be written for it afresh.
  for (const [i, app] of apps.entries()) assert.deepEqual(docs[i], app.writeOpenApi(), `app ${i}`)
  const [doc, , url, small, admin] = docs as [Doc, Doc, Doc, Doc, Doc]
  assert.equal(doc.servers[0]?.url, 'http://hangar.test')
  assert.equal(url.servers[0]?.url, 'https://hangar.example')
  assert.equal(url.components.securitySchemes.SessionCookie.name, '__Host-hangar_session')
  assert.match(small.paths['/admin/files/{path}']?.put?.description ?? '', /at most 4096 bytes/)
  assert.match(doc.paths['/admin/files/{path}']?.put?.description ?? '', /at most 1073741824 bytes/)
  assert.equal(admin.paths['/admin/files/{path}'], undefined)
  assert.ok(Object.isFrozen(doc.paths), 'a shared document cannot be changed by one app')
  // /openapi.json serves it.
  assert.deepEqual((await same.inject({ url: '/openapi.json' })).json(), JSON.parse(JSON.stringify(doc)))
})

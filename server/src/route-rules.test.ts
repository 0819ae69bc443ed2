import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Document } from './testing/openapi-check.ts'
import { addPerson } from './testing/people-fixtures.ts'
import { holdConnection } from './testing/raw-connection.ts'
import { credentialsFor, DOCUMENT_RULES, operationsOf, pagedLists, urlFor } from './testing/route-rules.ts'
import { ADMIN_KEY, buildTestApp } from './testing/test-app.ts'

/**
 * Routes the service serves outside the OpenAPI document, on purpose; any other route must be in
 * it, so that the rules below (and the fuzzer, and the answer check) reach it.
 */
const OUTSIDE_THE_DOCUMENT = [
  'OPTIONS *', // CORS preflight (@fastify/cors)
  'GET /openapi.json', // the document itself
  'GET /docs', // its viewer (Swagger UI) and the viewer's files
  'GET /docs/json',
  'GET /docs/yaml',
  'GET /docs/static/index.html',
  'GET /docs/static/swagger-initializer.js',
  'GET /docs/static/*',
  'HEAD /docs/',
  'GET /metrics', // Prometheus text, behind the admin key (docs/deployment.md#metrics)
  'GET /mecha/ws', // the WebSocket (docs/mecha-ws.md)
  'GET /', // the console's pages (console.route.ts)
  'GET /console',
  'GET /console/*',
]

test('rules every route of the served document keeps', async (t) => {
  const served: string[] = []
  const { app } = await buildTestApp(t, {
    beforeRoutes: (app) =>
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) served.push(`${method} ${route.url}`)
      }),
  })
  const doc = (await app.inject({ url: '/openapi.json' })).json() as Document

  await t.test('every route the service serves is in the document, but those named outside it', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    )
    const outside = new Set(OUTSIDE_THE_DOCUMENT)
    const has = (route: string) => documented.has(route.replace(/\*$/, ':path')) || outside.has(route)
    // Fastify answers HEAD for every GET by itself.
    const missing = served.filter(
      (r) => !has(r) && !(r.startsWith('HEAD ') && has(r.replace(/^HEAD/, 'GET'))),
    )
    assert.deepEqual(missing, [], 'routes outside the document: document them, or name them above')
  })

  for (const [rule, check] of Object.entries(DOCUMENT_RULES))
    await t.test(rule, () => assert.deepEqual(check(doc), []))

  await t.test('the paged lists are found (the bounds rule looks at them)', () => {
    const found = pagedLists(doc).map((o) => o.where)
    for (const list of ['GET /datasets', 'GET /releases', 'GET /org/audit', 'GET /admin/audit'])
      assert.ok(found.includes(list), `${list} is not recognised as a paged list: ${found.join(', ')}`)
  })
})

test('on every route that takes a body, one that stops arriving is cut off', async (t) => {
  // The whole-request deadline (5 minutes by default) left long: what is held here is the idle
  // socket's (server-options.ts), which a route could lift for its own requests (a long upload, a
  // long poll) and so let a stalled body hold a connection until that deadline.
  const { app, org } = await buildTestApp(t, {
    env: { CONNECTION_TIMEOUT_MS: '600', REQUEST_TIMEOUT_MS: '10000' },
  })
  const owner = await addPerson(app, org.id, 'owner')
  const callers = { apiKey: org.key, adminKey: ADMIN_KEY, session: owner.session.write }
  const doc = (await app.inject({ url: '/openapi.json' })).json() as Document
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  const writes = operationsOf(doc).filter((o) => ['post', 'put', 'patch', 'delete'].includes(o.method))
  const held = await Promise.all(
    writes.map(async ({ method, path, where, op }) => {
      const type = Object.keys(op.requestBody?.content ?? {})[0] ?? 'application/json'
      const headers = Object.entries({ ...credentialsFor(op, callers), 'content-type': type })
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('')
      const { ms } = await holdConnection(
        port,
        `${method.toUpperCase()} ${urlFor(path, op)} HTTP/1.1\r\nHost: x\r\n${headers}Content-Length: 100000\r\n\r\n{`,
      )
      return { where, ms }
    }),
  )
  assert.ok(
    held.length > 20,
    `only ${held.length} routes take a body: the document's operations were not found`,
  )
  const slow = held.filter((h) => h.ms > 3000).map((h) => `${h.where}: ${Math.round(h.ms)} ms`)
  assert.deepEqual(slow, [], 'routes where an unsent body held the connection')
})

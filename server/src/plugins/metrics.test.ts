import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { keyHeader } from '../testing/fixtures.ts'
import { buildMechaTestApp } from '../testing/mecha-fixtures.ts'
import { sample } from '../testing/prometheus.ts'
import { ADMIN_KEY, buildTestApp } from '../testing/test-app.ts'
import { WsTestClient } from '../testing/ws-client.ts'

describe('GET /metrics', () => {
  test('needs the admin key on the main port', async (t) => {
    const { app, org } = await buildTestApp(t)
    assert.equal((await app.inject({ url: '/metrics' })).statusCode, 401)
    assert.equal((await app.inject({ url: '/metrics', headers: keyHeader(org.key) })).statusCode, 401)
    const res = await app.inject({ url: '/metrics', headers: { 'service-admin-key': ADMIN_KEY } })
    assert.equal(res.statusCode, 200)
    assert.match(String(res.headers['content-type']), /^text\/plain; version=0\.0\.4/)
  })

  test('counts requests by route pattern, method and status, refusals, statements, sockets and mechas', async (t) => {
    const m = await buildMechaTestApp(t, { RATE_LIMIT_MAX: '3' })
    const { app } = m
    for (let i = 0; i < 5; i++) await app.inject({ url: '/datasets?limit=1', headers: keyHeader(m.org.key) })
    await app.inject({
      url: '/datasets/dataset?id=00000000-0000-0000-0000-000000000000',
      headers: keyHeader(m.other.key),
    })
    await app.inject({
      method: 'POST',
      url: `/mecha/action/initialize?mecha_id=${m.theirs}`,
      headers: keyHeader(m.other.key),
    })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const c = await WsTestClient.open(`${address.replace('http', 'ws')}/mecha/ws`, keyHeader(m.other.key))
    t.after(() => c.close())
    await c.request({ type: 'ping' })

    const text = (await app.inject({ url: '/metrics', headers: { 'service-admin-key': ADMIN_KEY } })).body
    assert.equal(
      sample(text, 'hangar_http_requests_total{route="/datasets",method="GET",status_code="200"}'),
      3,
    )
    assert.equal(
      sample(text, 'hangar_http_requests_total{route="/datasets",method="GET",status_code="429"}'),
      2,
    )
    assert.equal(
      sample(text, 'hangar_http_requests_total{route="/datasets/dataset",method="GET",status_code="404"}'),
      1,
      'the route pattern, never the raw URL',
    )
    assert.equal(
      sample(
        text,
        'hangar_http_request_duration_seconds_count{route="/datasets",method="GET",status_code="200"}',
      ),
      3,
    )
    assert.equal(sample(text, 'hangar_rate_limit_refusals_total{scope="http"}'), 2)
    assert.equal(sample(text, 'hangar_ws_connections'), 1)
    assert.equal(sample(text, 'hangar_ws_messages_total{direction="in"}'), 1)
    assert.equal(sample(text, 'hangar_ws_messages_total{direction="out"}'), 2, 'hello and pong')
    assert.equal(sample(text, 'hangar_mechas{state="ready"}'), 1)
    assert.equal(sample(text, 'hangar_mechas{state="offline"}'), 2)
    assert.ok((sample(text, 'hangar_db_query_duration_seconds_count') ?? 0) > 5)
    assert.ok(sample(text, 'nodejs_eventloop_lag_seconds') !== undefined, 'event-loop lag')
    assert.ok(sample(text, 'hangar_mechas_online') !== undefined)
  })

  test('with METRICS_PORT, served on that port alone and without a key', async (t) => {
    const { app } = await buildTestApp(t, { env: { METRICS_PORT: '0' } })
    assert.equal(
      (await app.inject({ url: '/metrics', headers: { 'service-admin-key': ADMIN_KEY } })).statusCode,
      404,
    )
    const port = app.metricsPort
    const res = await fetch(`http://127.0.0.1:${port}/metrics`)
    assert.equal(res.status, 200)
    assert.match(await res.text(), /hangar_http_requests_total/)
    assert.equal((await fetch(`http://127.0.0.1:${port}/other`)).status, 404)
  })
})

import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { gunzipSync } from 'node:zlib'
import { createDataset, keyHeader } from '../testing/fixtures.ts'
import { buildTestApp, NO_JOB_WORKER } from '../testing/test-app.ts'

describe('HTTP conventions', () => {
  test('security headers on every answer; a Content-Security-Policy on the docs and the console', async (t) => {
    const { app, org } = await buildTestApp(t)
    for (const url of ['/healthz', '/datasets', '/docs/', '/nowhere']) {
      const res = await app.inject({ url, headers: keyHeader(org.key) })
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url)
      assert.equal(res.headers['x-frame-options'], 'DENY', url)
      assert.equal(res.headers['referrer-policy'], 'no-referrer', url)
    }
    const docs = await app.inject({ url: '/docs/' })
    assert.equal(docs.statusCode, 200)
    const csp = String(docs.headers['content-security-policy'])
    assert.match(csp, /script-src 'self'/)
    assert.match(csp, /frame-ancestors 'none'/)
    assert.doesNotMatch(csp, /script-src[^;]*unsafe-inline/)
  })

  test('CORS: same origin only by default; the origins in CORS_ORIGINS when set', async (t) => {
    const preflight = {
      method: 'OPTIONS' as const,
      url: '/datasets',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'service-api-key',
      },
    }
    const closed = await buildTestApp(t)
    const none = await closed.app.inject(preflight)
    assert.equal(none.headers['access-control-allow-origin'], undefined)
    const simple = await closed.app.inject({ url: '/healthz', headers: { origin: 'https://app.example' } })
    assert.equal(simple.headers['access-control-allow-origin'], undefined)

    const open = await buildTestApp(t, {
      env: { CORS_ORIGINS: 'https://app.example, https://other.example' },
    })
    const allowed = await open.app.inject(preflight)
    assert.equal(allowed.statusCode, 204)
    assert.equal(allowed.headers['access-control-allow-origin'], 'https://app.example')
    assert.match(String(allowed.headers['access-control-allow-headers']), /Service-Api-Key/i)
    const get = await open.app.inject({
      url: '/datasets',
      headers: { origin: 'https://app.example', ...keyHeader(open.org.key) },
    })
    assert.equal(get.headers['access-control-allow-origin'], 'https://app.example')
    assert.match(String(get.headers['access-control-expose-headers']), /RateLimit/)
    const stranger = await open.app.inject({
      ...preflight,
      headers: { ...preflight.headers, origin: 'https://evil.example' },
    })
    assert.equal(stranger.headers['access-control-allow-origin'], undefined)
  })

  test('answers are compressed when the client asks', async (t) => {
    // No background work: a check finishing between the two reads changed a verdict (a full run).
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    for (let i = 0; i < 20; i++) await createDataset(app, org.id)
    const plain = await app.inject({ url: '/datasets', headers: keyHeader(org.key) })
    assert.equal(plain.headers['content-encoding'], undefined)
    const gz = await app.inject({
      url: '/datasets',
      headers: { ...keyHeader(org.key), 'accept-encoding': 'gzip' },
    })
    assert.equal(gz.headers['content-encoding'], 'gzip')
    const raw = gz.rawPayload
    assert.ok(raw.length < plain.rawPayload.length / 3, `${raw.length} of ${plain.rawPayload.length} bytes`)
    assert.deepEqual(JSON.parse(gunzipSync(raw).toString()), plain.json())
  })

  test('a body that is not JSON where JSON is required answers 415', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await app.inject({
        method: 'POST',
        url: `/datasets/${d.id}/reject`,
        headers: { ...keyHeader(org.key), 'content-type': type },
        payload: type === 'text/plain' ? '{"reason":"blurry"}' : 'reason=blurry',
      })
      assert.equal(res.statusCode, 415, type)
      assert.match(res.json().detail, /Unsupported Content-Type/)
    }
  })
})

import assert from 'node:assert/strict'
import { connect } from 'node:net'
import { describe, test } from 'node:test'
import Fastify from 'fastify'
import { loadConfig } from './config.ts'
import { redactUrl, serverOptions } from './server-options.ts'
import { buildTestApp } from './testing/test-app.ts'

/** Anonymous requests from one socket address, each claiming another client address. */
async function rotatingClaims(env: Record<string, string>, t: Parameters<typeof buildTestApp>[0]) {
  const { app } = await buildTestApp(t, { env: { RATE_LIMIT_ANON_MAX: '3', ...env } })
  const statuses: number[] = []
  for (let i = 0; i < 5; i++) {
    const res = await app.inject({
      url: '/datasets',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': `203.0.113.${i}` },
    })
    statuses.push(res.statusCode)
  }
  return statuses
}

describe('TRUST_PROXY', () => {
  test('by default X-Forwarded-For is ignored: rotating it does not escape the per-address limit', async (t) => {
    assert.deepEqual(await rotatingClaims({}, t), [401, 401, 401, 429, 429])
  })

  test('a configured proxy address or hop count makes X-Forwarded-For the client address', async (t) => {
    assert.deepEqual(await rotatingClaims({ TRUST_PROXY: '10.0.0.0/8' }, t), [401, 401, 401, 401, 401])
    assert.deepEqual(await rotatingClaims({ TRUST_PROXY: '1' }, t), [401, 401, 401, 401, 401])
    // A header from an address that is not the proxy's is not believed.
    assert.deepEqual(await rotatingClaims({ TRUST_PROXY: '192.0.2.1' }, t), [401, 401, 401, 429, 429])
  })
})

/** Opens a raw connection, writes `text`, and resolves with what the server said and when it hung up. */
function holdConnection(port: number, text: string): Promise<{ ms: number; reply: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    let reply = ''
    const socket = connect(port, '127.0.0.1', () => socket.write(text))
    socket.on('data', (d) => {
      reply += d
    })
    socket.on('error', reject)
    socket.on('close', () => resolve({ ms: performance.now() - started, reply }))
  })
}

describe('timeouts', () => {
  test('a body that never arrives and headers that never end are cut off (slowloris)', async (t) => {
    const { app } = await buildTestApp(t, {
      env: { CONNECTION_TIMEOUT_MS: '600', HEADERS_TIMEOUT_MS: '400', REQUEST_TIMEOUT_MS: '800' },
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const [body, headers] = await Promise.all([
      // The issue's: a body declared as 100,000 bytes and never sent held a connection 95 s.
      holdConnection(
        port,
        'POST /auth/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{',
      ),
      holdConnection(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: '),
    ])
    assert.ok(body.ms < 3000, `an unsent body held the connection ${Math.round(body.ms)} ms`)
    assert.ok(headers.ms < 3000, `unfinished headers held the connection ${Math.round(headers.ms)} ms`)
  })

  test('the timeouts are configuration, checked at start', () => {
    assert.throws(
      () => loadConfig({ HEADERS_TIMEOUT_MS: '5000', REQUEST_TIMEOUT_MS: '1000' }),
      /HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS/,
    )
    assert.deepEqual(loadConfig({}).timeouts, {
      connectionMs: 60_000,
      headersMs: 10_000,
      requestMs: 300_000,
      keepAliveMs: 72_000,
    })
  })
})

describe('request logs', () => {
  test('carry no signed-link signature and no WebSocket ticket', async () => {
    const lines: string[] = []
    const config = loadConfig({ LOG_LEVEL: 'info', DEMO: '0' })
    const options = serverOptions(config)
    const app = Fastify({
      ...options,
      logger: { ...(options.logger as object), stream: { write: (l: string) => lines.push(l) } },
    })
    app.get('/*', async () => 'ok')
    await app.inject({ url: '/files/a/b.csv?expires=99&signature=0123abcdef' })
    await app.inject({ url: '/mecha/ws?ticket=tkt_secret&x=1' })
    await app.close()
    const text = lines.join('')
    assert.match(text, /signature=\[redacted\]/)
    assert.match(text, /ticket=\[redacted\]&x=1/)
    assert.doesNotMatch(text, /0123abcdef|tkt_secret/)
    assert.equal(redactUrl('/x?Signature=a&ticket=b#f'), '/x?Signature=[redacted]&ticket=[redacted]#f')
  })
})

describe('errors before any route', () => {
  test('a malformed URL (400), a too long path segment (414) and too large headers (431) answer {detail}', async (t) => {
    const { app } = await buildTestApp(t)
    const bad = await app.inject({ url: '/datasets/%E0%A4%A' })
    assert.equal(bad.statusCode, 400)
    assert.match(bad.json().detail, /malformed/)
    const long = await app.inject({ url: `/datasets/${'a'.repeat(600)}/accept`, method: 'POST' })
    assert.equal(long.statusCode, 414)
    assert.match(long.json().detail, /too long/)
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const big = await holdConnection(
      port,
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    assert.match(big.reply, /^HTTP\/1.1 431 /)
    assert.deepEqual(JSON.parse(big.reply.split('\r\n\r\n')[1]!), {
      detail: 'Request headers (URL included) are too large',
    })
    const garbage = await holdConnection(port, 'NOT HTTP AT ALL\r\n\r\n')
    assert.match(garbage.reply, /^HTTP\/1.1 400 /)
    assert.equal(typeof JSON.parse(garbage.reply.split('\r\n\r\n')[1]!).detail, 'string')
  })
})

import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { MECHA_MODEL_SLUGS } from '@hangar/mecha'
import Fastify from 'fastify'
import mqtt from 'mqtt'
import { loadConfig } from './config.ts'
import { redactLine, redactUrl, serverOptions } from './server-options.ts'
import { holdConnection } from './testing/raw-connection.ts'
import { freePort, spawnService } from './testing/spawn-service.ts'
import { buildTestApp } from './testing/test-app.ts'
import { WsTestClient } from './testing/ws-client.ts'

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
      shutdownGraceMs: 5_000,
    })
  })

  test('closing the service waits for a request under way at most SHUTDOWN_GRACE_MS, not its timeouts', async (t) => {
    // Headers that never end would hold the close until HEADERS_TIMEOUT_MS (10 s here); a client
    // that went quiet after its request, until CONNECTION_TIMEOUT_MS (60 s).
    const { app } = await buildTestApp(t, { env: { SHUTDOWN_GRACE_MS: '300' } })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const held = holdConnection(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ')
    for (;;) {
      const open = await new Promise<number>((r) => app.server.getConnections((_e, n) => r(n)))
      if (open === 1) break
      await new Promise((r) => setTimeout(r, 10))
    }
    const started = performance.now()
    await app.close()
    const closedIn = performance.now() - started
    assert.ok(closedIn < 5000, `closing waited ${Math.round(closedIn)} ms for an unfinished request`)
    assert.ok((await held).ms < 5000, 'the unfinished request was ended with the service')
  })
})

describe('request logs', () => {
  test('no secret the service made or was given reaches any log line, in any flow, at the most verbose level', async (t) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hangar-logs-'))
    t.after(() => rmSync(dataDir, { recursive: true, force: true }))
    const [port, brokerPort] = [await freePort(), await freePort()]
    const base = `http://127.0.0.1:${port}`
    /** Every secret made or given during the run, by what it is. */
    const secrets = new Map<string, string>()
    const keep = (what: string, value: string | undefined | null): string => {
      assert.ok(value, `${what} was made`)
      secrets.set(`${what} (${secrets.size})`, value)
      return value
    }
    const adminKey = keep('admin key', `hga_${randomBytes(24).toString('base64url')}`)
    const signingSecret = keep('signing secret', randomBytes(32).toString('hex'))
    const servicePassword = keep('the service’s broker password', randomBytes(18).toString('base64url'))
    const service = spawnService({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: base,
      DEMO: '0',
      LOG_LEVEL: 'trace',
      ADMIN_API_KEY: adminKey,
      SIGNING_SECRET: signingSecret,
      MQTT_LISTEN_PORT: String(brokerPort),
      MQTT_LISTEN_HOST: '127.0.0.1',
      MQTT_USERNAME: 'hangar-service',
      MQTT_PASSWORD: servicePassword,
    })
    t.after(() => service.child.kill('SIGKILL'))
    await service.banner

    const call = async (
      method: string,
      path: string,
      o: { headers?: Record<string, string>; body?: unknown } = {},
      // biome-ignore lint/suspicious/noExplicitAny: JSON from the wire
    ): Promise<{ status: number; json: any; cookie?: string }> => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...o.headers,
        },
        ...(o.body !== undefined
          ? { body: typeof o.body === 'string' ? o.body : JSON.stringify(o.body) }
          : {}),
      })
      const text = await res.text()
      const cookie = res.headers.get('set-cookie')?.split(';')[0]
      return { status: res.status, json: text.startsWith('{') ? JSON.parse(text) : text, cookie }
    }
    const admin = { 'service-admin-key': adminKey }

    // The platform: an organization, its key, an owner's invitation.
    const org = (
      await call('POST', '/admin/organizations', { headers: admin, body: { name: 'Log Robotics' } })
    ).json
    const key = keep(
      'API key',
      (await call('POST', `/admin/organizations/${org.id}/api-keys`, { headers: admin, body: {} })).json.key,
    )
    const invitation = await call('POST', `/admin/organizations/${org.id}/invitations`, {
      headers: admin,
      body: { email: 'owner@log.test', role: 'owner' },
    })
    const token = keep('invitation token', new URL(invitation.json.url).pathname.split('/').pop())

    // The person opens the link in the console, the page previews it, they accept it.
    assert.equal((await call('GET', `/console/invitations/${token}`)).status < 500, true)
    assert.equal((await call('GET', `/auth/invitations/${token}`)).status, 200)
    const password = keep('password', `keeper of logs ${randomBytes(8).toString('hex')}`)
    const accepted = await call('POST', `/auth/invitations/${token}/accept`, {
      body: { name: 'Log Owner', password },
    })
    assert.equal(accepted.status, 201)
    keep('session token', accepted.cookie!.split('=')[1])
    keep('CSRF token', accepted.json.csrf_token)
    assert.equal((await call('GET', `/auth/invitations/${token}`)).status, 404, 'used up')

    // Sign-in: wrong, malformed (the password inside broken JSON), right.
    const wrong = keep('wrong password', `not the passphrase ${randomBytes(8).toString('hex')}`)
    assert.equal(
      (await call('POST', '/auth/sign-in', { body: { email: 'owner@log.test', password: wrong } })).status,
      401,
    )
    const broken = keep('password in a malformed body', `broken ${randomBytes(8).toString('hex')}`)
    assert.equal(
      (await call('POST', '/auth/sign-in', { body: `{"email":"owner@log.test","password":"${broken}"` }))
        .status,
      400,
    )
    const signedIn = await call('POST', '/auth/sign-in', { body: { email: 'owner@log.test', password } })
    assert.equal(signedIn.status, 200)
    const cookie = signedIn.cookie!
    keep('session token', cookie.split('=')[1])
    const csrf = keep('CSRF token', signedIn.json.csrf_token)
    const write = { cookie, 'x-csrf-token': csrf, origin: base }
    assert.equal((await call('GET', '/auth/me', { headers: { cookie } })).status, 200)
    assert.equal((await call('GET', '/auth/sessions', { headers: { cookie } })).status, 200)

    // The owner's own key and invitation, made and taken back.
    const own = await call('POST', '/org/api-keys', { headers: write, body: { name: 'ci' } })
    keep('API key', own.json.key)
    assert.equal((await call('DELETE', `/org/api-keys/${own.json.id}`, { headers: write })).status, 204)
    const second = await call('POST', '/org/invitations', {
      headers: write,
      body: { email: 'v@log.test', role: 'viewer' },
    })
    const secondToken = keep('invitation token', new URL(second.json.url).pathname.split('/').pop())
    assert.equal((await call('GET', `/auth/invitations/${secondToken}`)).status, 200)
    assert.equal((await call('DELETE', `/org/invitations/${second.json.id}`, { headers: write })).status, 204)

    // A file, a dataset, its signed link followed (and tampered with).
    const upload = await fetch(`${base}/admin/files/logs/run.bin`, {
      method: 'PUT',
      headers: admin,
      body: 'bytes',
    })
    assert.equal(upload.status, 201)
    const dataset = await call('POST', '/admin/datasets', {
      headers: admin,
      body: { organization_id: org.id, data_type: 'episode', name: 'run', link: 'logs/run.bin' },
    })
    const one = await call('GET', `/datasets/dataset?id=${dataset.json.id}`, {
      headers: { 'service-api-key': key },
    })
    const signed = new URL(one.json.signed_url)
    keep('link signature', signed.searchParams.get('signature'))
    assert.equal((await fetch(`${base}${signed.pathname}${signed.search}`)).status, 200)
    // Another last character (a signature that already ended in 0 would pass unchanged one time in 16).
    const tampered = signed.search.replace(/.$/, (c) => (c === '0' ? '1' : '0'))
    assert.equal((await fetch(`${base}${signed.pathname}${tampered}`)).status, 403)

    // A robot: its broker credentials, a login with them and one with a wrong password; rotated.
    const mecha = await call('POST', '/admin/mechas', {
      headers: admin,
      body: { organization_id: org.id, model: MECHA_MODEL_SLUGS[0] },
    })
    assert.equal(mecha.status, 201, JSON.stringify(mecha.json))
    const robot = mecha.json.broker_credentials
    keep('robot broker password', robot.password)
    const login = async (pw: string) => {
      const client = await mqtt.connectAsync(`mqtt://127.0.0.1:${brokerPort}`, {
        username: robot.username,
        password: pw,
        reconnectPeriod: 0,
        connectTimeout: 3000,
      })
      await client.endAsync()
    }
    await login(robot.password)
    await assert.rejects(login(keep('wrong broker password', `hgm_${randomBytes(32).toString('base64url')}`)))
    const rotated = await call('POST', `/admin/mechas/${mecha.json.id}/broker-credentials`, {
      headers: admin,
    })
    keep('robot broker password', rotated.json.password)

    // The WebSocket: a ticket, a socket opened with it, a second use refused.
    const ticket = await call('POST', '/mecha/ws/ticket', { headers: write })
    keep('WebSocket ticket', ticket.json.ticket)
    const ws = await WsTestClient.open(`ws://127.0.0.1:${port}/mecha/ws?ticket=${ticket.json.ticket}`, {
      origin: base,
    })
    ws.socket.close()
    await ws.closed
    await assert.rejects(WsTestClient.open(`ws://127.0.0.1:${port}/mecha/ws?ticket=${ticket.json.ticket}`))

    // Secrets where they do not belong: a key in a query string, a token-shaped path.
    assert.equal((await call('GET', `/datasets?api_key=${key}`)).status, 401)
    const stray = keep('token-shaped path segment', randomBytes(32).toString('base64url'))
    assert.equal((await call('GET', `/auth/invitations/${stray}`)).status, 404)

    // A password change: the old and the new one.
    const changed = keep('new password', `violet kettle ${randomBytes(8).toString('hex')} orbit`)
    const change = await call('POST', '/auth/password', {
      headers: write,
      body: { current_password: password, new_password: changed },
    })
    assert.equal(change.status, 200, JSON.stringify(change.json))

    // Sign-out, then the service stops (its shutdown logs included).
    assert.equal((await call('POST', '/auth/sign-out', { headers: write })).status, 204)
    assert.equal(await service.stop(), 0)

    const output = service.output()
    const leaked = [...secrets]
      .filter(([, value]) => output.includes(value))
      .map(([what, value]) => `${what}: ${output.split('\n').find((l) => l.includes(value))}`)
    assert.deepEqual(leaked, [], 'secrets in the log')
    // The run was logged at all: request lines with their (redacted) URLs, a refused robot.
    for (const expected of [
      `"url":"/auth/invitations/[redacted]/accept"`,
      `"url":"/console/invitations/[redacted]"`,
      `"url":"/mecha/ws?ticket=[redacted]"`,
      'signature=[redacted]',
      'refused a robot login',
    ])
      assert.ok(output.includes(expected), `the log has ${expected}`)
  })

  test('a credential in a URL anywhere in a line is taken out; ids, paths and plain values stay', () => {
    assert.equal(
      redactUrl('/auth/invitations/Qx3v9JkT0aZ_-b7Yp2LmN4sR8uW1eC6dF5gH0iJ2kL3/accept'),
      '/auth/invitations/[redacted]/accept',
    )
    assert.equal(
      redactUrl('/console/invitations/Qx3v9JkT0aZ_-b7Yp2LmN4sR8uW1eC6dF5gH0iJ2kL3?next=%2F'),
      '/console/invitations/[redacted]?next=%2F',
    )
    const id = '6f1c7e2a-1d2b-4c3d-8e4f-5a6b7c8d9e0f'
    assert.equal(redactUrl(`/datasets/${id}/iterations?limit=10`), `/datasets/${id}/iterations?limit=10`)
    assert.equal(
      redactUrl('/files/imports/day1/run_1.jsonl?expires=99'),
      '/files/imports/day1/run_1.jsonl?expires=99',
    )
    assert.equal(
      redactUrl('/x?X-Amz-Signature=abc&X-Amz-Credential=AKIA%2F1&api_key=k&access_token=t&status=pending'),
      '/x?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]&api_key=[redacted]&access_token=[redacted]&status=pending',
    )
    assert.equal(
      redactUrl(`/a?cursor=${'a1'.repeat(20)}`),
      '/a?cursor=[redacted]',
      'a secret-shaped value, whatever its name',
    )
    assert.equal(
      redactLine('{"broker":"mqtt://svc:s3cr3t@broker.local:1883","msg":"x"}'),
      '{"broker":"mqtt://svc:[redacted]@broker.local:1883","msg":"x"}',
    )
    assert.equal(
      redactLine('connect to redis://:hunter2@10.0.0.1:6379 failed; see https://h/f?signature=ab12&x=1'),
      'connect to redis://:[redacted]@10.0.0.1:6379 failed; see https://h/f?signature=[redacted]&x=1',
    )
    assert.equal(
      redactLine('mail ada@example.test at mqtt://broker:1883'),
      'mail ada@example.test at mqtt://broker:1883',
    )
  })

  test('carry no signed-link signature, no WebSocket ticket, no password in a broker address', async () => {
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
    app.log.warn({ broker: 'mqtt://hangar:brokerpw@broker.local:1883' }, 'lost the message broker')
    await app.close()
    const text = lines.join('')
    assert.match(text, /mqtt:\/\/hangar:\[redacted\]@broker\.local/)
    assert.doesNotMatch(text, /brokerpw/)
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

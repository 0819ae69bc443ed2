import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { addPerson, MINUTE, manualClock, ORIGIN } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

const INCORRECT = 'Email or password is incorrect'

describe('POST /auth/sign-in', () => {
  test('the right password opens a session: an HttpOnly, SameSite=Lax cookie and a CSRF token', async (t) => {
    const { app, org } = await buildTestApp(t)
    const ada = await addPerson(app, org.id, 'reviewer', { name: 'Ada Lovelace', email: 'ada@example.test' })
    const res = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: '  ADA@Example.test ', password: ada.password },
    })
    assert.equal(res.statusCode, 200)
    const body = res.json()
    assert.deepEqual(Object.keys(body).sort(), ['csrf_token', 'user'])
    assert.equal(body.user.email, 'ada@example.test')
    assert.equal(body.user.name, 'Ada Lovelace')
    assert.equal(body.user.role, 'reviewer')
    assert.equal(body.user.organization_id, org.id)
    assert.equal('password_hash' in body.user, false)
    const setCookie = String(res.headers['set-cookie'])
    assert.match(setCookie, /^hangar_session=[A-Za-z0-9_-]{43};/)
    assert.match(setCookie, /HttpOnly/)
    assert.match(setCookie, /SameSite=Lax/)
    assert.match(setCookie, /Path=\//)
    assert.doesNotMatch(setCookie, /Secure/, 'plain http in tests')
    const cookie = res.cookies.find((c) => c.name === 'hangar_session')!
    const me = await app.inject({ url: '/auth/me', headers: { cookie: `hangar_session=${cookie.value}` } })
    assert.equal(me.statusCode, 200)
    assert.equal(me.json().csrf_token, body.csrf_token)
    assert.deepEqual(me.json().organization, { id: org.id, name: 'Acme Robotics' })
  })

  test('over https the cookie is __Host-hangar_session and Secure', async (t) => {
    const { app, org } = await buildTestApp(t, { env: { PUBLIC_BASE_URL: 'https://hangar.example' } })
    const p = await addPerson(app, org.id, 'viewer')
    const res = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: p.email, password: p.password },
    })
    assert.equal(res.statusCode, 200)
    const setCookie = String(res.headers['set-cookie'])
    assert.match(setCookie, /^__Host-hangar_session=/)
    assert.match(setCookie, /Secure/)
    assert.doesNotMatch(setCookie, /Domain=/i)
    const token = res.cookies[0]!.value
    const me = await app.inject({ url: '/auth/me', headers: { cookie: `__Host-hangar_session=${token}` } })
    assert.equal(me.statusCode, 200)
    const plain = await app.inject({ url: '/auth/me', headers: { cookie: `hangar_session=${token}` } })
    assert.equal(plain.statusCode, 401, 'only the configured cookie name counts')
  })

  test('a wrong password and an unknown email answer the same sentence, in similar time', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'viewer')
    // The process's CPU time (the hash runs on libuv's threads, counted with it), not the wall
    // time: on a loaded machine a wall-clock median swung past the bound (28 Nov, load 8).
    const attempt = async (email: string) => {
      const started = process.cpuUsage()
      const res = await app.inject({
        method: 'POST',
        url: '/auth/sign-in',
        payload: { email, password: 'not the password at all' },
      })
      const used = process.cpuUsage(started)
      return { res, ms: (used.user + used.system) / 1000 }
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      const a = await attempt(p.email)
      const b = await attempt(`nobody-${i}@example.test`)
      for (const { res } of [a, b]) {
        assert.equal(res.statusCode, 401)
        assert.deepEqual(res.json(), { detail: INCORRECT })
        assert.equal(res.headers['set-cookie'], undefined)
      }
      known.push(a.ms)
      unknown.push(b.ms)
    }
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[1]!
    t.diagnostic(
      `CPU ms: known ${known.map((x) => x.toFixed(1))}, unknown ${unknown.map((x) => x.toFixed(1))}`,
    )
    // An unknown email still costs one password verification (a dummy hash): not a fast path.
    assert.ok(
      median(unknown) > median(known) * 0.3,
      `unknown ${median(unknown).toFixed(0)} ms vs known ${median(known).toFixed(0)} ms of CPU`,
    )
  })

  test('hostile bodies answer 4xx with a detail, never 500, and open no session', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'viewer')
    const cases: [unknown, number][] = [
      [{}, 422],
      [{ email: p.email }, 422],
      [{ email: 42, password: p.password }, 422],
      [{ email: [p.email], password: p.password }, 422],
      [{ email: p.email, password: { $ne: '' } }, 422],
      [{ email: p.email, password: 'x'.repeat(5000) }, 422],
      [{ email: 'x'.repeat(100_000), password: 'y' }, 422],
      [{ email: '', password: '' }, 422],
      [{ email: `${p.email}\u0000`, password: p.password }, 422],
      // NUL is refused in every text input (422), a password too.
      [{ email: p.email, password: `${p.password}\u0000` }, 422],
      [{ email: 'Ünïcødé@例え.jp', password: 'パスワードパスワード' }, 401],
      [[p.email, p.password], 422],
      ['just a string', 415],
    ]
    for (const [payload, status] of cases) {
      const res = await app.inject({ method: 'POST', url: '/auth/sign-in', payload: payload as object })
      assert.equal(res.statusCode, status, JSON.stringify(payload).slice(0, 80))
      assert.equal(typeof res.json().detail, 'string')
      assert.equal(res.headers['set-cookie'], undefined)
    }
    const malformed = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    })
    assert.equal(malformed.statusCode, 400)
    const form = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(p.email)}&password=${encodeURIComponent(p.password)}`,
    })
    assert.equal(form.statusCode, 415, 'a plain HTML form cannot sign anyone in')
  })

  test('a browser post from another site is refused; the console origin and programs are not', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'viewer')
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/auth/sign-in',
        headers,
        payload: { email: p.email, password: p.password },
      })
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
    ]
    for (const headers of crossSite) {
      const res = await post(headers)
      assert.equal(res.statusCode, 403, JSON.stringify(headers))
      assert.deepEqual(res.json(), { detail: 'Cross-site request refused' })
    }
    assert.equal((await post({ origin: ORIGIN })).statusCode, 200)
    assert.equal((await post({ 'sec-fetch-site': 'same-origin' })).statusCode, 200)
    assert.equal((await post({})).statusCode, 200)
  })

  test('failed attempts per account are limited, for unknown emails too; the window passes', async (t) => {
    const clock = manualClock()
    const { app, org } = await buildTestApp(t, {
      clock,
      env: { SIGN_IN_MAX_PER_ACCOUNT: '3', SIGN_IN_WINDOW_MINUTES: '15' },
    })
    const p = await addPerson(app, org.id, 'viewer')
    const post = (email: string, password: string) =>
      app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email, password } })
    for (const email of [p.email, 'ghost@example.test']) {
      for (let i = 0; i < 3; i++) assert.equal((await post(email, 'wrong password!')).statusCode, 401)
      const limited = await post(email, email === p.email ? p.password : 'wrong password!')
      assert.equal(limited.statusCode, 429, `${email}: even the right password waits`)
      assert.match(limited.json().detail, /Too many sign-in attempts; retry in \d+ s/)
      const retry = Number(limited.headers['retry-after'])
      assert.ok(retry > 0 && retry <= 15 * 60, `Retry-After ${retry}`)
    }
    // Another account from the same address is not held back by these.
    const other = await addPerson(app, org.id, 'viewer')
    assert.equal((await post(other.email, other.password)).statusCode, 200)
    clock.advance(15 * MINUTE + 1)
    assert.equal((await post(p.email, p.password)).statusCode, 200)
  })

  test('attempts per address are limited whatever the account', async (t) => {
    const clock = manualClock()
    const { app, org } = await buildTestApp(t, {
      clock,
      env: { SIGN_IN_MAX_PER_ADDRESS: '4', SIGN_IN_WINDOW_MINUTES: '10', TRUST_PROXY: '127.0.0.1' },
    })
    const p = await addPerson(app, org.id, 'viewer')
    const post = (email: string, password: string, ip = '203.0.113.7') =>
      app.inject({
        method: 'POST',
        url: '/auth/sign-in',
        headers: { 'x-forwarded-for': ip },
        payload: { email, password },
      })
    for (let i = 0; i < 4; i++)
      assert.equal((await post(`guess-${i}@example.test`, 'wrong password!')).statusCode, 401)
    const limited = await post(p.email, p.password)
    assert.equal(limited.statusCode, 429)
    assert.ok(Number(limited.headers['retry-after']) > 0)
    assert.equal((await post(p.email, p.password, '198.51.100.9')).statusCode, 200, 'another address')
    clock.advance(10 * MINUTE + 1)
    assert.equal((await post(p.email, p.password)).statusCode, 200)
  })

  test('with REDIS_URL the per-account limit is shared by every process', {
    skip: process.env.HANGAR_TEST_REDIS ? false : 'no Redis at 127.0.0.1:6379',
  }, async (t) => {
    const env = { SIGN_IN_MAX_PER_ACCOUNT: '3', REDIS_URL: 'redis://127.0.0.1:6379' }
    const one = await buildTestApp(t, { env })
    const two = await buildTestApp(t, { env })
    const email = `shared-${Date.now()}-${Math.random().toString(36).slice(2)}@example.test`
    const post = (app: typeof one.app) =>
      app.inject({ method: 'POST', url: '/auth/sign-in', payload: { email, password: 'wrong password!' } })
    assert.equal((await post(one.app)).statusCode, 401)
    assert.equal((await post(two.app)).statusCode, 401)
    assert.equal((await post(one.app)).statusCode, 401)
    const limited = await post(two.app)
    assert.equal(limited.statusCode, 429, 'the fourth attempt, in another process')
    assert.ok(Number(limited.headers['retry-after']) > 0)
  })
})

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { keyHeader } from '../../testing/fixtures.ts'
import { addPerson, HOUR, MINUTE, manualClock, ORIGIN, signIn } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

describe('/auth/me and /auth/sessions', () => {
  test('GET /auth/me: 401 without a session, with a made-up cookie, and with an API key', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'operator', { name: 'Grace Hopper' })
    const me = await app.inject({ url: '/auth/me', headers: p.session.read })
    assert.equal(me.statusCode, 200)
    assert.equal(me.json().user.name, 'Grace Hopper')
    assert.equal(me.json().user.role, 'operator')
    assert.equal(me.json().csrf_token, p.session.csrf)
    for (const headers of [
      {},
      { cookie: 'hangar_session=' },
      { cookie: `hangar_session=${'A'.repeat(43)}` },
      { cookie: `hangar_session=${'x'.repeat(5000)}` },
      { cookie: 'hangar_session=%00%00' },
      keyHeader(org.key),
    ]) {
      const res = await app.inject({ url: '/auth/me', headers })
      assert.equal(res.statusCode, 401, JSON.stringify(headers).slice(0, 60))
      assert.equal(typeof res.json().detail, 'string')
    }
  })

  test('sessions are listed per person with the current one marked; each can be ended', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'viewer')
    const laptop = await signIn(app, p.email, p.password)
    const phone = await signIn(app, p.email, p.password)
    const other = await addPerson(app, org.id, 'viewer')

    const list = await app.inject({ url: '/auth/sessions', headers: laptop.read })
    assert.equal(list.statusCode, 200)
    const sessions = list.json().sessions
    assert.equal(sessions.length, 3, 'the invitation session, the laptop and the phone')
    assert.equal(sessions.filter((s: { current: boolean }) => s.current).length, 1)
    for (const s of sessions) {
      assert.deepEqual(Object.keys(s).sort(), [
        'created_at',
        'current',
        'expires_at',
        'id',
        'ip',
        'last_seen_at',
        'user_agent',
      ])
    }
    const phoneId = (await app.inject({ url: '/auth/sessions', headers: phone.read }))
      .json()
      .sessions.find((s: { current: boolean }) => s.current).id

    // Another person's session id is not mine to end.
    const theirs = await app.inject({
      method: 'DELETE',
      url: `/auth/sessions/${phoneId}`,
      headers: other.session.write,
    })
    assert.equal(theirs.statusCode, 404)
    assert.equal(
      (await app.inject({ method: 'DELETE', url: `/auth/sessions/${randomUUID()}`, headers: laptop.write }))
        .statusCode,
      404,
    )
    assert.equal(
      (await app.inject({ method: 'DELETE', url: '/auth/sessions/not-a-uuid', headers: laptop.write }))
        .statusCode,
      422,
    )
    const end = await app.inject({
      method: 'DELETE',
      url: `/auth/sessions/${phoneId}`,
      headers: laptop.write,
    })
    assert.equal(end.statusCode, 204)
    assert.equal((await app.inject({ url: '/auth/me', headers: phone.read })).statusCode, 401)
    assert.equal((await app.inject({ url: '/auth/me', headers: laptop.read })).statusCode, 200)

    const others = await app.inject({
      method: 'POST',
      url: '/auth/sessions/revoke-others',
      headers: laptop.write,
    })
    assert.deepEqual(others.json(), { revoked: 1 })
    assert.equal((await app.inject({ url: '/auth/me', headers: p.session.read })).statusCode, 401)
    assert.equal((await app.inject({ url: '/auth/me', headers: laptop.read })).statusCode, 200)
    assert.equal((await app.inject({ url: '/auth/me', headers: other.session.read })).statusCode, 200)
  })

  test('sign-out ends the session on the server: the old cookie is refused afterwards', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'reviewer')
    const res = await app.inject({ method: 'POST', url: '/auth/sign-out', headers: p.session.write })
    assert.equal(res.statusCode, 204)
    assert.match(String(res.headers['set-cookie']), /^hangar_session=;.*Expires=Thu, 01 Jan 1970/)
    for (const url of ['/auth/me', '/datasets']) {
      const after = await app.inject({ url, headers: p.session.read })
      assert.equal(after.statusCode, 401, url)
      assert.match(after.json().detail, /session has ended/)
    }
    // Signing out again, or without any session, only clears the cookie.
    assert.equal(
      (await app.inject({ method: 'POST', url: '/auth/sign-out', headers: p.session.write })).statusCode,
      204,
    )
    assert.equal((await app.inject({ method: 'POST', url: '/auth/sign-out' })).statusCode, 204)
  })

  test('cookie-authenticated writes need the CSRF token and the console origin', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'viewer')
    const cookie = p.session.read.cookie!
    const refused: Record<string, string>[] = [
      { cookie, origin: ORIGIN },
      { cookie, origin: ORIGIN, 'x-csrf-token': 'forged' },
      { cookie, origin: ORIGIN, 'x-csrf-token': `${p.session.csrf}x` },
      { cookie, origin: 'https://evil.example', 'x-csrf-token': p.session.csrf },
      { cookie, origin: 'http://hangar.test.evil.example', 'x-csrf-token': p.session.csrf },
      { cookie, 'x-csrf-token': p.session.csrf },
      { cookie, 'sec-fetch-site': 'cross-site', 'x-csrf-token': p.session.csrf },
      { cookie, 'sec-fetch-site': 'same-site', 'x-csrf-token': p.session.csrf },
    ]
    for (const headers of refused) {
      const res = await app.inject({ method: 'POST', url: '/auth/sessions/revoke-others', headers })
      assert.equal(res.statusCode, 403, JSON.stringify(headers))
      assert.deepEqual(res.json(), { detail: 'Cross-site request refused' })
      const out = await app.inject({ method: 'POST', url: '/auth/sign-out', headers })
      assert.equal(out.statusCode, 403, 'a cross-site sign-out is refused too')
    }
    assert.equal(
      (await app.inject({ url: '/auth/me', headers: p.session.read })).statusCode,
      200,
      'still signed in',
    )
    const sameOrigin = await app.inject({
      method: 'POST',
      url: '/auth/sessions/revoke-others',
      headers: { cookie, 'sec-fetch-site': 'same-origin', 'x-csrf-token': p.session.csrf },
    })
    assert.equal(sameOrigin.statusCode, 200)
    // Another session's CSRF token does not fit this session.
    const second = await signIn(app, p.email, p.password)
    const mixed = await app.inject({
      method: 'POST',
      url: '/auth/sessions/revoke-others',
      headers: { ...p.session.write, 'x-csrf-token': second.csrf },
    })
    assert.equal(mixed.statusCode, 403)
  })

  test('a session ends after the idle timeout, and at its absolute end even when active', async (t) => {
    const clock = manualClock()
    const { app, org } = await buildTestApp(t, {
      clock,
      env: { SESSION_IDLE_MINUTES: '30', SESSION_MAX_AGE_HOURS: '2' },
    })
    const p = await addPerson(app, org.id, 'viewer')
    const me = (h = p.session.read) => app.inject({ url: '/auth/me', headers: h })

    // Active every 20 minutes: the idle timeout never hits, the absolute end does.
    for (let elapsed = 0; elapsed < 2 * HOUR - 20 * MINUTE; elapsed += 20 * MINUTE) {
      clock.advance(20 * MINUTE)
      assert.equal((await me()).statusCode, 200, `after ${(elapsed + 20 * MINUTE) / MINUTE} min`)
    }
    clock.advance(20 * MINUTE)
    const ended = await me()
    assert.equal(ended.statusCode, 401, 'past the absolute lifetime')
    assert.match(ended.json().detail, /session has ended/)

    const idle = await signIn(app, p.email, p.password)
    clock.advance(29 * MINUTE)
    assert.equal((await me(idle.read)).statusCode, 200)
    clock.advance(30 * MINUTE)
    assert.equal((await me(idle.read)).statusCode, 401, 'idle for 30 minutes')
    const list = await app.inject({
      url: '/auth/sessions',
      headers: (await signIn(app, p.email, p.password)).read,
    })
    assert.equal(list.json().sessions.length, 1, 'ended sessions are not listed')
  })

  test('the session list records the client, without control characters', async (t) => {
    // The address comes from X-Forwarded-For only behind a trusted proxy (here: the test client).
    const { app, org } = await buildTestApp(t, { env: { TRUST_PROXY: '127.0.0.1' } })
    const p = await addPerson(app, org.id, 'viewer')
    const res = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      headers: { 'user-agent': 'Firefox/140 \u0001\u0007probe', 'x-forwarded-for': '192.0.2.44' },
      payload: { email: p.email, password: p.password },
    })
    const cookie = `hangar_session=${res.cookies[0]!.value}`
    const mine = (await app.inject({ url: '/auth/sessions', headers: { cookie } }))
      .json()
      .sessions.find((s: { current: boolean }) => s.current)
    assert.equal(mine.user_agent, 'Firefox/140 probe')
    assert.equal(mine.ip, '192.0.2.44')
  })
})

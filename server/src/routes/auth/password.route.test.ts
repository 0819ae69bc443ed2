import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { PASSWORD_CHANGE_TRIES } from '../../auth/account.service.ts'
import { keyHeader } from '../../testing/fixtures.ts'
import { addPerson, signIn } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

const NEW_PASSWORD = 'a brand new passphrase for Hangar 4471'

describe('POST /auth/password', () => {
  test('a person changes their password: the old one stops working, every other session ends, this one goes on', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'reviewer')
    const elsewhere = await signIn(app, p.email, p.password)
    const res = await app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: p.session.write,
      payload: { current_password: p.password, new_password: NEW_PASSWORD },
    })
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(res.json(), { other_sessions_ended: 1 })
    assert.equal((await app.inject({ url: '/datasets', headers: p.session.read })).statusCode, 200)
    assert.equal((await app.inject({ url: '/datasets', headers: elsewhere.read })).statusCode, 401)
    await assert.rejects(signIn(app, p.email, p.password), /401/)
    await signIn(app, p.email, NEW_PASSWORD)
    const audit = await app.inject({ url: '/org/audit?action=member.password', headers: p.session.read })
    assert.deepEqual(audit.json().entries[0].detail, { other_sessions_ended: 1 })
  })

  test('a wrong current password, a weak new one or the same one answer 422 and change nothing', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'viewer')
    const change = (current_password: string, new_password: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/password',
        headers: p.session.write,
        payload: { current_password, new_password },
      })
    const wrong = await change('not my password at all', NEW_PASSWORD)
    assert.deepEqual([wrong.statusCode, wrong.json().detail], [422, 'The current password is incorrect'])
    const weak = await change(p.password, 'short')
    assert.equal(weak.statusCode, 422)
    assert.match(weak.json().detail, /password/i)
    const same = await change(p.password, p.password)
    assert.equal(same.statusCode, 422)
    await signIn(app, p.email, p.password)
  })

  test('only a signed-in person, with the CSRF token: API keys and cookie writes without it are refused', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'owner')
    const payload = { current_password: p.password, new_password: NEW_PASSWORD }
    const byKey = await app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: keyHeader(org.key),
      payload,
    })
    assert.ok([401, 403].includes(byKey.statusCode), byKey.body)
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: p.session.read,
      payload,
    })
    assert.equal(noCsrf.statusCode, 403)
    await signIn(app, p.email, p.password)
  })

  test(`a stolen session cannot guess the password: past ${PASSWORD_CHANGE_TRIES} tries in parallel the rest answer 429 unchecked`, async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'operator')
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/auth/password',
          headers: p.session.write,
          payload: { current_password: `guess number ${i}`, new_password: NEW_PASSWORD },
        }),
      ),
    )
    const codes = answers.map((a) => a.statusCode)
    assert.equal(codes.filter((c) => c === 422).length, PASSWORD_CHANGE_TRIES, codes.join(' '))
    assert.equal(codes.filter((c) => c === 429).length, 20 - PASSWORD_CHANGE_TRIES)
    // Even the right password waits for the window now.
    const right = await app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: p.session.write,
      payload: { current_password: p.password, new_password: NEW_PASSWORD },
    })
    assert.equal(right.statusCode, 429)
    assert.ok(Number(right.headers['retry-after']) > 0)
  })
})

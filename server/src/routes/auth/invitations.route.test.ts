import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { keyHeader } from '../../testing/fixtures.ts'
import { addPerson, HOUR, manualClock, ORIGIN } from '../../testing/people-fixtures.ts'
import { ADMIN_KEY, buildTestApp } from '../../testing/test-app.ts'

const admin = { 'service-admin-key': ADMIN_KEY }
const GONE = 'This invitation does not exist, was already used, or has expired'
const tokenOf = (url: string) => url.split('/').pop()!

describe('invitations', () => {
  test('the platform invites a first owner, who sets a password, is signed in, and can act', async (t) => {
    const { app, org } = await buildTestApp(t)
    const created = await app.inject({
      method: 'POST',
      url: `/admin/organizations/${org.id}/invitations`,
      headers: admin,
      payload: { email: 'Owner@Acme.test', role: 'owner' },
    })
    assert.equal(created.statusCode, 201)
    const inv = created.json()
    assert.match(inv.url, /^http:\/\/hangar\.test\/console\/invitations\/[A-Za-z0-9_-]{43}$/)
    const token = tokenOf(inv.url)

    const preview = await app.inject({ url: `/auth/invitations/${token}` })
    assert.equal(preview.statusCode, 200)
    assert.deepEqual(preview.json(), {
      email: 'owner@acme.test',
      role: 'owner',
      organization: { id: org.id, name: 'Acme Robotics' },
      expires_at: inv.expires_at,
    })

    const accepted = await app.inject({
      method: 'POST',
      url: `/auth/invitations/${token}/accept`,
      payload: { name: '  Ada Lovelace ', password: 'analytical engine 1843' },
    })
    assert.equal(accepted.statusCode, 201)
    assert.equal(accepted.json().user.name, 'Ada Lovelace')
    assert.equal(accepted.json().user.role, 'owner')
    assert.equal(accepted.json().user.email, 'owner@acme.test')
    const cookie = `hangar_session=${accepted.cookies[0]!.value}`
    assert.equal(
      (await app.inject({ url: '/auth/me', headers: { cookie } })).json().user.name,
      'Ada Lovelace',
    )
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: 'owner@acme.test', password: 'analytical engine 1843' },
    })
    assert.equal(signIn.statusCode, 200)

    const audit = await app.inject({ url: `/admin/audit?organization_id=${org.id}`, headers: admin })
    const actions = audit.json().entries.map((e: { action: string }) => e.action)
    assert.ok(actions.includes('invitation.create'))
    assert.ok(actions.includes('member.join'))
    assert.ok(actions.includes('session.sign_in'))
  })

  test('a link works once; unknown, used and expired links all answer the same 404', async (t) => {
    const clock = manualClock()
    const { app, org } = await buildTestApp(t, { clock })
    const make = async (email: string) =>
      tokenOf(
        (await app.services.invitations.create(org.id, { email, role: 'viewer' }, { kind: 'admin' })).url,
      )
    const once = await make('once@example.test')
    const accept = (token: string, password = 'a long enough passphrase') =>
      app.inject({
        method: 'POST',
        url: `/auth/invitations/${token}/accept`,
        payload: { name: 'Someone', password },
      })
    assert.equal((await accept(once)).statusCode, 201)
    const reuse = await accept(once, 'another long passphrase')
    assert.equal(reuse.statusCode, 404)
    assert.deepEqual(reuse.json(), { detail: GONE })
    assert.equal((await app.inject({ url: `/auth/invitations/${once}` })).statusCode, 404)

    const late = await make('late@example.test')
    clock.advance(7 * 24 * HOUR - 1000)
    assert.equal(
      (await app.inject({ url: `/auth/invitations/${late}` })).statusCode,
      200,
      'still within 7 days',
    )
    clock.advance(2000)
    for (const res of [await app.inject({ url: `/auth/invitations/${late}` }), await accept(late)]) {
      assert.equal(res.statusCode, 404)
      assert.deepEqual(res.json(), { detail: GONE })
    }
    for (const token of ['nope', 'A'.repeat(43), `${once.slice(0, -1)}x`, '%00'.repeat(10), 'é'.repeat(20)]) {
      const res = await app.inject({ url: `/auth/invitations/${encodeURIComponent(token)}` })
      assert.equal(res.statusCode, 404, token)
      assert.deepEqual(res.json(), { detail: GONE })
    }
    assert.equal((await app.inject({ url: `/auth/invitations/${'x'.repeat(300)}` })).statusCode, 422)
  })

  test('two people racing to accept one link: exactly one account', async (t) => {
    const { app, org } = await buildTestApp(t)
    const token = tokenOf(
      (
        await app.services.invitations.create(
          org.id,
          { email: 'race@example.test', role: 'viewer' },
          { kind: 'admin' },
        )
      ).url,
    )
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/auth/invitations/${token}/accept`,
          payload: { name: `Racer ${i}`, password: `passphrase number ${i}` },
        }),
      ),
    )
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 404, 404, 404, 404])
  })

  test('weak passwords and hostile names are refused with a sentence; the link stays usable', async (t) => {
    const { app, org } = await buildTestApp(t)
    const token = tokenOf(
      (
        await app.services.invitations.create(
          org.id,
          { email: 'grace@navy.test', role: 'viewer' },
          { kind: 'admin' },
        )
      ).url,
    )
    const cases: [unknown, RegExp][] = [
      [{ name: 'Grace', password: 'short' }, /password must NOT have fewer than 12 characters/],
      [{ name: 'Grace', password: 'x'.repeat(201) }, /password must NOT have more than 200 characters/],
      [{ name: 'Grace', password: 'aaaaaaaaaaaaaaaa' }, /at least 5 different characters/],
      [{ name: 'Grace', password: 'password1234' }, /too common/],
      [{ name: 'Grace', password: '123456789012345' }, /too common/],
      [{ name: 'Grace', password: 'grace likes cobol' }, /email address/],
      [{ name: 'Admiral Hopper', password: 'xx admiral hopper xx' }, /your name/],
      [{ name: 'Grace', password: 'tab\there is bad!' }, /control characters/],
      [{ name: 'Grace', password: 'nul\u0000inside password' }, /control characters/],
      [{ name: '', password: 'a long enough passphrase' }, /name/],
      [{ name: '   ', password: 'a long enough passphrase' }, /name/],
      [{ name: 'x'.repeat(101), password: 'a long enough passphrase' }, /name/],
      [{ name: 'Bad\u0000Name', password: 'a long enough passphrase' }, /name/],
      [{ name: 42, password: 'a long enough passphrase' }, /name/],
      [{ name: 'Grace', password: 123456789012 }, /password/],
      [{ name: 'Grace' }, /password/],
    ]
    for (const [payload, detail] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: `/auth/invitations/${token}/accept`,
        payload: payload as object,
      })
      assert.equal(res.statusCode, 422, JSON.stringify(payload))
      assert.match(res.json().detail, detail)
    }
    const ok = await app.inject({
      method: 'POST',
      url: `/auth/invitations/${token}/accept`,
      payload: { name: 'グレース・ホッパー 👩‍💻', password: 'ナノ秒 is about a foot of wire' },
    })
    assert.equal(ok.statusCode, 201)
    assert.equal(ok.json().user.name, 'グレース・ホッパー 👩‍💻')
  })

  test('an email that already has an account cannot be invited again, anywhere', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'viewer', { email: 'taken@example.test' })
    for (const orgId of [org.id, other.id]) {
      const res = await app.inject({
        method: 'POST',
        url: `/admin/organizations/${orgId}/invitations`,
        headers: admin,
        payload: { email: p.email.toUpperCase(), role: 'viewer' },
      })
      assert.equal(res.statusCode, 409)
      assert.match(res.json().detail, /already has a Hangar account/)
    }
  })

  test('accepting from another site is refused', async (t) => {
    const { app, org } = await buildTestApp(t)
    const token = tokenOf(
      (
        await app.services.invitations.create(
          org.id,
          { email: 'x@example.test', role: 'viewer' },
          { kind: 'admin' },
        )
      ).url,
    )
    const post = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/auth/invitations/${token}/accept`,
        headers,
        payload: { name: 'X', password: 'a long enough passphrase' },
      })
    assert.equal((await post({ origin: 'https://evil.example' })).statusCode, 403)
    assert.equal((await post({ 'sec-fetch-site': 'cross-site' })).statusCode, 403)
    assert.equal((await post({ origin: ORIGIN })).statusCode, 201)
  })

  test('POST /admin/organizations/{id}/invitations: admin key only, checked input, known organization', async (t) => {
    const { app, org } = await buildTestApp(t)
    const url = `/admin/organizations/${org.id}/invitations`
    const payload = { email: 'x@example.test', role: 'owner' }
    assert.equal((await app.inject({ method: 'POST', url, payload })).statusCode, 401)
    assert.equal(
      (await app.inject({ method: 'POST', url, payload, headers: keyHeader(org.key) })).statusCode,
      401,
    )
    for (const bad of [
      {},
      { email: 'x@example.test' },
      { email: 'x@example.test', role: 'admin' },
      { email: 'not-an-email', role: 'viewer' },
      { email: `${'x'.repeat(250)}@example.test`, role: 'viewer' },
      { email: 'x\u0000@example.test', role: 'viewer' },
      { email: ['x@example.test'], role: 'viewer' },
    ]) {
      const res = await app.inject({ method: 'POST', url, payload: bad, headers: admin })
      assert.equal(res.statusCode, 422, JSON.stringify(bad).slice(0, 60))
    }
    const unknown = await app.inject({
      method: 'POST',
      url: '/admin/organizations/00000000-0000-4000-8000-000000000000/invitations',
      payload,
      headers: admin,
    })
    assert.equal(unknown.statusCode, 404)
    // A newer invitation for the same address replaces the older one.
    const first = (await app.inject({ method: 'POST', url, payload, headers: admin })).json()
    const second = (await app.inject({ method: 'POST', url, payload, headers: admin })).json()
    assert.equal((await app.inject({ url: `/auth/invitations/${tokenOf(first.url)}` })).statusCode, 404)
    assert.equal((await app.inject({ url: `/auth/invitations/${tokenOf(second.url)}` })).statusCode, 200)
  })
})

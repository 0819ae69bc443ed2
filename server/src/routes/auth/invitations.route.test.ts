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

  test('an address is invited once per organization: again in the same one answers 409', async (t) => {
    const { app, org } = await buildTestApp(t)
    const p = await addPerson(app, org.id, 'viewer', { email: 'taken@example.test' })
    const res = await app.inject({
      method: 'POST',
      url: `/admin/organizations/${org.id}/invitations`,
      headers: admin,
      payload: { email: p.email.toUpperCase(), role: 'viewer' },
    })
    assert.equal(res.statusCode, 409)
    assert.deepEqual(res.json(), { detail: 'taken@example.test is already a member of this organization' })
  })

  test('an owner cannot claim an address for the service: the platform still invites it elsewhere, and the squatter gets nothing of it', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const squatter = await addPerson(app, org.id, 'owner')
    // The owner of one organization invites someone else's address and accepts the link themself.
    const claimed = await app.inject({
      method: 'POST',
      url: '/org/invitations',
      headers: squatter.session.write,
      payload: { email: 'grace@navy.test', role: 'owner' },
    })
    assert.equal(claimed.statusCode, 201)
    const squat = await app.inject({
      method: 'POST',
      url: `/auth/invitations/${tokenOf(claimed.json().url)}/accept`,
      payload: { name: 'Not Grace', password: 'squatter passphrase one' },
    })
    assert.equal(squat.statusCode, 201)

    // The platform invites the real person to another organization: not blocked.
    const invited = await app.inject({
      method: 'POST',
      url: `/admin/organizations/${other.id}/invitations`,
      headers: admin,
      payload: { email: 'Grace@Navy.test', role: 'owner' },
    })
    assert.equal(invited.statusCode, 201)
    const joined = await app.inject({
      method: 'POST',
      url: `/auth/invitations/${tokenOf(invited.json().url)}/accept`,
      payload: { name: 'Grace Hopper', password: 'nanoseconds of wire' },
    })
    assert.equal(joined.statusCode, 201)
    const grace = joined.json().user
    assert.equal(grace.organization_id, other.id)
    assert.notEqual(grace.id, squat.json().user.id)

    const signIn = (password: string, organization_id?: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/sign-in',
        payload: { email: 'grace@navy.test', password, ...(organization_id ? { organization_id } : {}) },
      })
    // Each password opens its own account; neither opens the other's.
    const real = await signIn('nanoseconds of wire')
    assert.equal(real.statusCode, 200)
    assert.deepEqual([real.json().user.id, real.json().user.organization_id], [grace.id, other.id])
    const fake = await signIn('squatter passphrase one')
    assert.equal(fake.statusCode, 200)
    assert.equal(fake.json().user.organization_id, org.id)
    for (const [password, orgId] of [
      ['squatter passphrase one', other.id],
      ['nanoseconds of wire', org.id],
    ] as const) {
      const res = await signIn(password, orgId)
      assert.equal(res.statusCode, 401, `${password} in ${orgId}`)
      assert.deepEqual(res.json(), { detail: 'Email or password is incorrect' })
    }
    // The squatting organization neither sees nor reaches the real person.
    const squatterMembers = await app.inject({ url: '/org/members', headers: squatter.session.read })
    assert.ok(squatterMembers.json().members.every((m: { id: string }) => m.id !== grace.id))
    const graceCookie = `hangar_session=${real.cookies[0]!.value}`
    const me = await app.inject({ url: '/auth/me', headers: { cookie: graceCookie } })
    assert.deepEqual(me.json().organization, { id: other.id, name: 'Other Org' })
    const removeGrace = await app.inject({
      method: 'DELETE',
      url: `/org/members/${grace.id}`,
      headers: squatter.session.write,
    })
    assert.equal(removeGrace.statusCode, 404)
    // Another invitation from the squatter changes nothing for her.
    const again = await app.inject({
      method: 'POST',
      url: '/org/invitations',
      headers: squatter.session.write,
      payload: { email: 'grace@navy.test', role: 'viewer' },
    })
    assert.equal(again.statusCode, 409, 'the squatting account is a member of its own organization')
    assert.equal((await app.inject({ url: '/auth/me', headers: { cookie: graceCookie } })).statusCode, 200)
  })

  test('an owner inviting an address that has an account in another organization hears what a new address hears', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const elsewhere = await addPerson(app, other.id, 'reviewer', { email: 'ada@example.test' })
    const invite = (email: string) =>
      app.inject({
        method: 'POST',
        url: '/org/invitations',
        headers: owner.session.write,
        payload: { email, role: 'viewer' },
      })
    const known = await invite('ADA@example.test')
    const fresh = await invite('nobody-yet@example.test')
    for (const res of [known, fresh]) {
      assert.equal(res.statusCode, 201, res.body)
      assert.deepEqual(Object.keys(res.json()).sort(), ['expires_at', 'id', 'url'])
    }
    const previews = await Promise.all(
      [known, fresh].map((r) => app.inject({ url: `/auth/invitations/${tokenOf(r.json().url)}` })),
    )
    assert.deepEqual(
      previews.map((r) => [r.statusCode, r.json().role, r.json().organization.id]),
      [
        [200, 'viewer', org.id],
        [200, 'viewer', org.id],
      ],
    )
    // Accepting makes a new account in the inviting organization; the other one is untouched.
    const accepted = await app.inject({
      method: 'POST',
      url: `/auth/invitations/${tokenOf(known.json().url)}/accept`,
      payload: { name: 'Someone', password: 'a long enough passphrase' },
    })
    assert.equal(accepted.statusCode, 201)
    assert.equal(accepted.json().user.organization_id, org.id)
    assert.notEqual(accepted.json().user.id, elsewhere.id)
    const theirs = await app.inject({ url: '/auth/me', headers: elsewhere.session.read })
    assert.deepEqual(
      [theirs.statusCode, theirs.json().user.role, theirs.json().organization.id],
      [200, 'reviewer', other.id],
    )
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: elsewhere.email, password: elsewhere.password },
    })
    assert.equal(signIn.json().user.id, elsewhere.id)
    // The other organization's audit log says nothing of it (only the sign-in just made).
    const log = await app.inject({ url: `/admin/audit?organization_id=${other.id}`, headers: admin })
    assert.deepEqual(
      log.json().entries.map((e: { action: string }) => e.action),
      ['session.sign_in', 'member.join', 'invitation.create', 'api_key.issue', 'organization.create'],
    )
  })

  test('one password in two organizations: sign-in opens the older account, or the one it names', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const password = 'the same passphrase twice'
    const first = await addPerson(app, other.id, 'viewer', { email: 'two@example.test', password })
    const second = await addPerson(app, org.id, 'operator', { email: 'two@example.test', password })
    const signIn = (organization_id?: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/sign-in',
        payload: { email: 'two@example.test', password, ...(organization_id ? { organization_id } : {}) },
      })
    assert.equal((await signIn()).json().user.id, first.id)
    assert.equal((await signIn(other.id)).json().user.id, first.id)
    assert.equal((await signIn(org.id)).json().user.id, second.id)
    const nowhere = await signIn('00000000-0000-4000-8000-000000000000')
    assert.equal(nowhere.statusCode, 401)
    assert.deepEqual(nowhere.json(), { detail: 'Email or password is incorrect' })
    assert.equal((await signIn('not-a-uuid')).statusCode, 422)
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

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { keyHeader } from '../../testing/fixtures.ts'
import { addPerson, ORIGIN, type Person, sessionHeaders, signIn } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

describe('/org/members and /org/invitations', () => {
  test('an owner lists members with their last activity and the pending invitations', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner', { name: 'Olive Owner' })
    const viewer = await addPerson(app, org.id, 'viewer', { name: 'Vera Viewer' })
    await addPerson(app, other.id, 'owner', { name: 'Somebody Else' })
    const invited = await app.inject({
      method: 'POST',
      url: '/org/invitations',
      headers: owner.session.write,
      payload: { email: 'New.Person@Example.test', role: 'reviewer' },
    })
    assert.equal(invited.statusCode, 201)
    assert.match(invited.json().url, /^http:\/\/hangar\.test\/console\/invitations\/[A-Za-z0-9_-]{43}$/)

    const res = await app.inject({ url: '/org/members', headers: owner.session.read })
    assert.equal(res.statusCode, 200)
    const body = res.json()
    assert.deepEqual(
      body.members.map((m: { name: string; role: string }) => [m.name, m.role]),
      [
        ['Olive Owner', 'owner'],
        ['Vera Viewer', 'viewer'],
      ],
    )
    for (const m of body.members) {
      assert.deepEqual(Object.keys(m).sort(), [
        'created_at',
        'email',
        'id',
        'last_seen_at',
        'name',
        'organization_id',
        'role',
      ])
      assert.ok(m.last_seen_at, 'each signed in when accepting')
    }
    assert.equal(body.members[1].id, viewer.id)
    assert.deepEqual(
      body.invitations.map((i: { email: string; role: string; id: string }) => [i.id, i.email, i.role]),
      [[invited.json().id, 'new.person@example.test', 'reviewer']],
    )

    const link = invited.json().url.split('/').pop()
    const preview = await app.inject({ url: `/auth/invitations/${link}` })
    assert.equal(preview.json().organization.id, org.id)
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/org/invitations/${invited.json().id}`,
      headers: owner.session.write,
    })
    assert.equal(revoked.statusCode, 204)
    assert.equal((await app.inject({ url: `/auth/invitations/${link}` })).statusCode, 404, 'the link is dead')
    const again = await app.inject({
      method: 'DELETE',
      url: `/org/invitations/${invited.json().id}`,
      headers: owner.session.write,
    })
    assert.equal(again.statusCode, 404)
    assert.deepEqual(
      (await app.inject({ url: '/org/members', headers: owner.session.read })).json().invitations,
      [],
    )
  })

  test('only owners, signed in, manage people: other roles and API keys get 403', async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const target = await addPerson(app, org.id, 'viewer')
    const calls = (id: string) => [
      { method: 'GET' as const, url: '/org/members' },
      {
        method: 'POST' as const,
        url: '/org/invitations',
        payload: { email: 'z@example.test', role: 'owner' },
      },
      { method: 'PATCH' as const, url: `/org/members/${id}`, payload: { role: 'owner' } },
      { method: 'DELETE' as const, url: `/org/members/${id}` },
    ]
    for (const role of ['reviewer', 'operator', 'viewer'] as const) {
      const p = await addPerson(app, org.id, role)
      for (const c of calls(target.id)) {
        const res = await app.inject({ ...c, headers: p.session.write })
        assert.equal(res.statusCode, 403, `${role} ${c.method} ${c.url}`)
        assert.match(res.json().detail, new RegExp(`^Your role \\(${role}\\) cannot`))
      }
    }
    for (const c of calls(target.id)) {
      const res = await app.inject({ ...c, headers: keyHeader(org.key) })
      assert.equal(res.statusCode, 403, `key ${c.method} ${c.url}`)
      assert.match(res.json().detail, /^An API key cannot/)
    }
    for (const c of calls(target.id)) assert.equal((await app.inject(c)).statusCode, 401)
    const still = (await app.inject({ url: '/org/members', headers: owner.session.read })).json().members
    assert.equal(still.find((m: { id: string }) => m.id === target.id).role, 'viewer', 'nothing changed')
  })

  test('a role change applies to the person’s open sessions at once', async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const p = await addPerson(app, org.id, 'viewer')
    const patch = await app.inject({
      method: 'PATCH',
      url: `/org/members/${p.id}`,
      headers: owner.session.write,
      payload: { role: 'reviewer' },
    })
    assert.equal(patch.statusCode, 200)
    assert.equal(patch.json().user.role, 'reviewer')
    assert.equal(
      (await app.inject({ url: '/auth/me', headers: p.session.read })).json().user.role,
      'reviewer',
    )
    const audit = await app.inject({ url: '/org/audit?action=member.role', headers: p.session.read })
    assert.deepEqual(audit.json().entries[0].detail, { name: p.name, from: 'viewer', to: 'reviewer' })
  })

  test('a removed member’s sessions end at once and their email can be invited again', async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const p = await addPerson(app, org.id, 'reviewer', { email: 'leaver@example.test' })
    const second = await signIn(app, p.email, p.password)
    const ended: string[] = []
    const stop = app.services.accessEvents.on((e) => ended.push(e.type))
    t.after(stop)
    const res = await app.inject({
      method: 'DELETE',
      url: `/org/members/${p.id}`,
      headers: owner.session.write,
    })
    assert.equal(res.statusCode, 204)
    for (const s of [p.session, second]) {
      assert.equal((await app.inject({ url: '/datasets', headers: s.read })).statusCode, 401)
    }
    assert.deepEqual(ended.sort(), ['session_ended', 'session_ended', 'user_removed'])
    const signInAgain = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: p.email, password: p.password },
    })
    assert.equal(signInAgain.statusCode, 401)
    const reinvite = await app.inject({
      method: 'POST',
      url: '/org/invitations',
      headers: owner.session.write,
      payload: { email: p.email, role: 'viewer' },
    })
    assert.equal(reinvite.statusCode, 201)
    const audit = (
      await app.inject({ url: '/org/audit?action=member.remove', headers: owner.session.read })
    ).json()
    assert.equal(audit.entries[0].detail.name, p.name)
    assert.equal(audit.entries[0].target_id, p.id)
  })

  test('an owner’s unused invitations are revoked when they stop being an owner; other owners’ and the platform’s stay', async (t) => {
    const { app, org } = await buildTestApp(t)
    const a = await addPerson(app, org.id, 'owner', { name: 'Ada Owner' })
    const b = await addPerson(app, org.id, 'owner', { name: 'Bea Owner' })
    const c = await addPerson(app, org.id, 'owner', { name: 'Cy Owner' })
    const invite = async (by: Person, email: string, role: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/org/invitations',
        headers: by.session.write,
        payload: { email, role },
      })
      assert.equal(res.statusCode, 201, res.body)
      return { id: res.json().id as string, token: res.json().url.split('/').pop() as string }
    }
    const alive = async (token: string) =>
      (await app.inject({ url: `/auth/invitations/${token}` })).statusCode
    const byA = [
      await invite(a, 'new-owner@example.test', 'owner'),
      await invite(a, 'v@example.test', 'viewer'),
    ]
    // Accepted while Ada was an owner: that person stays what they were invited as.
    const usedByA = await invite(a, 'joined@example.test', 'reviewer')
    const joined = await app.services.invitations.accept(
      usedByA.token,
      { name: 'Joined Early', password: 'correct horse battery staple early' },
      { ip: '127.0.0.1', userAgent: 'test' },
    )
    const byB = await invite(b, 'from-b@example.test', 'owner')
    const byC = await invite(c, 'from-c@example.test', 'owner')
    const platform = await app.services.invitations.create(
      org.id,
      { email: 'from-platform@example.test', role: 'owner' },
      { kind: 'admin' },
    )
    const byPlatform = platform.url.split('/').pop()!

    // Bea demotes Ada: Ada's links die in the same step, as unknown or used ones answer.
    const demoted = await app.inject({
      method: 'PATCH',
      url: `/org/members/${a.id}`,
      headers: b.session.write,
      payload: { role: 'reviewer' },
    })
    assert.equal(demoted.statusCode, 200)
    for (const { token } of byA) {
      const preview = await app.inject({ url: `/auth/invitations/${token}` })
      assert.deepEqual(
        [preview.statusCode, preview.json()],
        [404, { detail: 'This invitation does not exist, was already used, or has expired' }],
      )
      const accept = await app.inject({
        method: 'POST',
        url: `/auth/invitations/${token}/accept`,
        payload: { name: 'Too Late', password: 'correct horse battery staple late' },
      })
      assert.equal(accept.statusCode, 404)
    }
    assert.deepEqual(
      [await alive(byB.token), await alive(byC.token), await alive(byPlatform)],
      [200, 200, 200],
      'other owners’ and the platform’s invitations stay',
    )
    const me = await app.inject({
      url: '/auth/me',
      headers: sessionHeaders(joined.token, joined.csrfToken).read,
    })
    assert.equal(me.json().user.role, 'reviewer', 'an accepted invitation is not undone')
    const audit = await app.inject({ url: '/org/audit?action=invitation.revoke', headers: b.session.read })
    assert.deepEqual(
      audit
        .json()
        .entries.map((e: { actor: { id: string }; target_id: string; detail: Record<string, string> }) => [
          e.actor.id,
          e.target_id,
          e.detail.created_by,
          e.detail.reason,
        ])
        .sort(),
      byA.map((i) => [b.id, i.id, a.id, 'its creator Ada Owner is no longer an owner (now reviewer)']).sort(),
    )

    // Removing Cy takes Cy's invitation; Bea's and the platform's still stay.
    const removed = await app.inject({
      method: 'DELETE',
      url: `/org/members/${c.id}`,
      headers: b.session.write,
    })
    assert.equal(removed.statusCode, 204)
    assert.deepEqual(
      [await alive(byC.token), await alive(byB.token), await alive(byPlatform)],
      [404, 200, 200],
    )
    const pending = (await app.inject({ url: '/org/members', headers: b.session.read })).json().invitations
    assert.deepEqual(pending.map((i: { id: string }) => i.id).sort(), [byB.id, platform.id].sort())
    const cyAudit = (
      await app.inject({ url: '/org/audit?action=invitation.revoke', headers: b.session.read })
    )
      .json()
      .entries.find((e: { target_id: string }) => e.target_id === byC.id)
    assert.equal(cyAudit?.detail.reason, 'its creator Cy Owner was removed from the organization')
  })

  test('an invitation made by someone no longer an owner is refused, even if their request passed the role check before the demotion', async (t) => {
    const { app, org } = await buildTestApp(t)
    const a = await addPerson(app, org.id, 'owner', { name: 'Ada Owner' })
    const b = await addPerson(app, org.id, 'owner')
    const asA = { kind: 'user' as const, userId: a.id, organizationId: org.id, name: a.name }
    await app.services.invitations.create(org.id, { email: 'ok@example.test', role: 'viewer' }, asA)
    const patch = await app.inject({
      method: 'PATCH',
      url: `/org/members/${a.id}`,
      headers: b.session.write,
      payload: { role: 'viewer' },
    })
    assert.equal(patch.statusCode, 200)
    // What a request let in as owner just before the demotion reaches: the service, as Ada.
    await assert.rejects(
      app.services.invitations.create(org.id, { email: 'late@example.test', role: 'owner' }, asA),
      { name: 'NotAllowedError', message: 'Your role (viewer) cannot invite members' },
    )
    await app.inject({ method: 'DELETE', url: `/org/members/${a.id}`, headers: b.session.write })
    await assert.rejects(
      app.services.invitations.create(org.id, { email: 'later@example.test', role: 'owner' }, asA),
      { name: 'UnauthenticatedError' },
    )
    const pending = (await app.inject({ url: '/org/members', headers: b.session.read })).json().invitations
    assert.deepEqual(pending, [], 'the one made while an owner was revoked with the demotion; none after')
  })

  test('the last owner can be neither demoted nor removed; with two, either can go', async (t) => {
    const { app, org } = await buildTestApp(t)
    const a = await addPerson(app, org.id, 'owner')
    for (const req of [
      { method: 'PATCH' as const, url: `/org/members/${a.id}`, payload: { role: 'reviewer' } },
      { method: 'DELETE' as const, url: `/org/members/${a.id}` },
    ]) {
      const res = await app.inject({ ...req, headers: a.session.write })
      assert.equal(res.statusCode, 422)
      assert.match(res.json().detail, /^The last owner cannot be (demoted|removed)/)
    }
    const b = await addPerson(app, org.id, 'owner')
    // Both demote each other at the same moment: the organization keeps one owner.
    const [x, y] = await Promise.all([
      app.inject({
        method: 'PATCH',
        url: `/org/members/${b.id}`,
        headers: a.session.write,
        payload: { role: 'viewer' },
      }),
      app.inject({
        method: 'PATCH',
        url: `/org/members/${a.id}`,
        headers: b.session.write,
        payload: { role: 'viewer' },
      }),
    ])
    const codes = [x.statusCode, y.statusCode]
    assert.equal(codes.filter((c) => c === 200).length, 1, String(codes))
    // The loser was either already demoted when it came in (403) or is now the last owner (422).
    assert.ok(
      codes.some((c) => c === 403 || c === 422),
      String(codes),
    )
    const members = (
      await app.inject({ url: '/org/members', headers: (x.statusCode === 200 ? a : b).session.read })
    ).json().members
    assert.equal(members.filter((m: { role: string }) => m.role === 'owner').length, 1)
  })

  test('other organizations’ people and invitations answer 404; bad ids and bodies 422', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const theirs = await addPerson(app, other.id, 'owner')
    const theirInvitation = await app.services.invitations.create(
      other.id,
      { email: 'their@example.test', role: 'viewer' },
      { kind: 'admin' },
    )
    const h = owner.session.write
    for (const req of [
      { method: 'PATCH' as const, url: `/org/members/${theirs.id}`, payload: { role: 'viewer' } },
      { method: 'DELETE' as const, url: `/org/members/${theirs.id}` },
      { method: 'DELETE' as const, url: `/org/members/${randomUUID()}` },
      { method: 'DELETE' as const, url: `/org/invitations/${theirInvitation.id}` },
      { method: 'DELETE' as const, url: `/org/invitations/${randomUUID()}` },
    ]) {
      const res = await app.inject({ ...req, headers: h })
      assert.equal(res.statusCode, 404, `${req.method} ${req.url}`)
    }
    assert.equal(
      (await app.inject({ url: '/auth/me', headers: theirs.session.read })).json().user.role,
      'owner',
    )
    const bad: { method: 'PATCH' | 'DELETE' | 'POST'; url: string; payload?: unknown }[] = [
      { method: 'PATCH', url: '/org/members/not-a-uuid', payload: { role: 'viewer' } },
      { method: 'PATCH', url: `/org/members/${owner.id}`, payload: { role: 'admin' } },
      { method: 'PATCH', url: `/org/members/${owner.id}`, payload: { role: ['owner'] } },
      { method: 'PATCH', url: `/org/members/${owner.id}`, payload: {} },
      { method: 'DELETE', url: '/org/invitations/%00' },
      { method: 'POST', url: '/org/invitations', payload: { email: 'x'.repeat(10_000), role: 'viewer' } },
      { method: 'POST', url: '/org/invitations', payload: { email: 'x@example.test', role: 'superuser' } },
      {
        method: 'POST',
        url: '/org/invitations',
        payload: { email: 'x\u0000y@example.test', role: 'viewer' },
      },
      { method: 'POST', url: '/org/invitations', payload: { email: 'ü@exämple.test', role: 'viewer' } },
      { method: 'POST', url: '/org/invitations', payload: { email: null, role: 'viewer' } },
    ]
    for (const req of bad) {
      const res = await app.inject({
        method: req.method,
        url: req.url,
        headers: h,
        payload: req.payload as object,
      })
      assert.equal(
        res.statusCode,
        422,
        `${req.method} ${req.url} ${JSON.stringify(req.payload)?.slice(0, 40)}`,
      )
      assert.equal(typeof res.json().detail, 'string')
    }
    const taken = await app.inject({
      method: 'POST',
      url: '/org/invitations',
      headers: h,
      payload: { email: owner.email, role: 'viewer' },
    })
    assert.equal(taken.statusCode, 409, 'a member of this organization')
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/org/invitations',
      headers: h,
      payload: { email: theirs.email, role: 'viewer' },
    })
    assert.equal(elsewhere.statusCode, 201, 'an account in another organization is not told')
  })

  test('CSRF: an owner’s cookie alone cannot remove anyone', async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const p = await addPerson(app, org.id, 'viewer')
    const cookie = owner.session.read.cookie!
    for (const headers of [
      { cookie },
      { cookie, origin: ORIGIN },
      { cookie, origin: 'https://evil.example', 'x-csrf-token': owner.session.csrf },
      { cookie, 'sec-fetch-site': 'cross-site', 'x-csrf-token': owner.session.csrf },
    ]) {
      const res = await app.inject({ method: 'DELETE', url: `/org/members/${p.id}`, headers })
      assert.equal(res.statusCode, 403)
      assert.deepEqual(res.json(), { detail: 'Cross-site request refused' })
    }
    assert.equal((await app.inject({ url: '/auth/me', headers: p.session.read })).statusCode, 200)
  })
})

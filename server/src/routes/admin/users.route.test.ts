import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { keyHeader } from '../../testing/fixtures.ts'
import { addPerson } from '../../testing/people-fixtures.ts'
import { ADMIN_KEY, buildTestApp } from '../../testing/test-app.ts'

const admin = { 'service-admin-key': ADMIN_KEY }

describe('/admin/users', () => {
  test("GET finds an address's accounts in every organization, oldest first", async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const first = await addPerson(app, other.id, 'viewer', { email: 'ada@example.test', name: 'Ada' })
    const second = await addPerson(app, org.id, 'owner', { email: 'ada@example.test', name: 'Not Ada' })
    await addPerson(app, org.id, 'viewer', { email: 'someone@example.test' })
    const res = await app.inject({ url: '/admin/users?email=ADA@Example.test', headers: admin })
    assert.equal(res.statusCode, 200)
    const accounts = res.json().accounts
    assert.deepEqual(
      accounts.map((a: { id: string; organization: { id: string; name: string }; role: string }) => [
        a.id,
        a.organization,
        a.role,
      ]),
      [
        [first.id, { id: other.id, name: 'Other Org' }, 'viewer'],
        [second.id, { id: org.id, name: 'Acme Robotics' }, 'owner'],
      ],
    )
    assert.equal(typeof accounts[0].last_seen_at, 'string', 'the invitation opened a session')
    assert.equal('password_hash' in accounts[0], false)
    const none = await app.inject({ url: '/admin/users?email=nobody@example.test', headers: admin })
    assert.deepEqual(none.json(), { accounts: [] })
    for (const url of ['/admin/users', '/admin/users?email=not-an-address'])
      assert.equal((await app.inject({ url, headers: admin })).statusCode, 422, url)
  })

  test('DELETE removes an account, even an organization’s last owner; its sessions end at once', async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const res = await app.inject({ method: 'DELETE', url: `/admin/users/${owner.id}`, headers: admin })
    assert.equal(res.statusCode, 204)
    assert.equal((await app.inject({ url: '/auth/me', headers: owner.session.read })).statusCode, 401)
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: owner.email, password: owner.password },
    })
    assert.equal(signIn.statusCode, 401)
    const again = await app.inject({ method: 'DELETE', url: `/admin/users/${owner.id}`, headers: admin })
    assert.equal(again.statusCode, 404)
    assert.equal(
      (await app.inject({ method: 'DELETE', url: '/admin/users/not-a-uuid', headers: admin })).statusCode,
      422,
    )
    // The address can be invited again, and the log says the platform did it.
    const invited = await app.services.invitations.create(
      org.id,
      { email: owner.email, role: 'owner' },
      { kind: 'admin' },
    )
    assert.ok(invited.url)
    const log = await app.inject({ url: `/admin/audit?organization_id=${org.id}`, headers: admin })
    const removed = log.json().entries.find((e: { action: string }) => e.action === 'member.remove')
    assert.equal(removed.actor, 'admin')
    assert.equal(removed.target_id, owner.id)
  })

  test('POST …/move re-homes an account: same name and password, the new role, new sessions only', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const person = await addPerson(app, org.id, 'owner', { name: 'Grace Hopper' })
    const move = (userId: string, payload: object) =>
      app.inject({ method: 'POST', url: `/admin/users/${userId}/move`, headers: admin, payload })
    const res = await move(person.id, { organization_id: other.id, role: 'reviewer' })
    assert.equal(res.statusCode, 200)
    assert.deepEqual(
      [res.json().id, res.json().name, res.json().organization_id, res.json().role],
      [person.id, 'Grace Hopper', other.id, 'reviewer'],
    )
    assert.equal((await app.inject({ url: '/auth/me', headers: person.session.read })).statusCode, 401)
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/sign-in',
      payload: { email: person.email, password: person.password },
    })
    assert.equal(signIn.statusCode, 200)
    assert.deepEqual([signIn.json().user.organization_id, signIn.json().user.role], [other.id, 'reviewer'])
    for (const orgId of [org.id, other.id]) {
      const log = await app.inject({ url: `/admin/audit?organization_id=${orgId}`, headers: admin })
      const moved = log.json().entries.find((e: { action: string }) => e.action === 'member.move')
      assert.equal(moved?.actor, 'admin', orgId)
      assert.deepEqual(
        [moved.detail.from_organization_id, moved.detail.to_organization_id],
        [org.id, other.id],
      )
    }

    // Where the address already has an account: 409; where it already is: 422; unknown: 404.
    const twin = await addPerson(app, org.id, 'viewer', { email: person.email })
    const taken = await move(twin.id, { organization_id: other.id, role: 'viewer' })
    assert.equal(taken.statusCode, 409)
    assert.deepEqual(taken.json(), { detail: 'This address is already a member of that organization' })
    assert.equal((await app.inject({ url: '/auth/me', headers: twin.session.read })).statusCode, 200)
    assert.equal((await move(twin.id, { organization_id: org.id, role: 'owner' })).statusCode, 422)
    assert.equal((await move(randomUUID(), { organization_id: org.id, role: 'owner' })).statusCode, 404)
    const noOrg = await move(twin.id, { organization_id: randomUUID(), role: 'owner' })
    assert.deepEqual([noOrg.statusCode, noOrg.json()], [404, { detail: 'Organization not found' }])
    for (const bad of [{}, { organization_id: other.id }, { organization_id: other.id, role: 'admin' }])
      assert.equal((await move(twin.id, bad)).statusCode, 422, JSON.stringify(bad))
  })

  test('an owner the platform removes or moves away leaves no usable invitation behind; the platform’s and other owners’ stay', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const stays = await addPerson(app, org.id, 'owner')
    const removed = await addPerson(app, org.id, 'owner', { name: 'Rita Removed' })
    const moved = await addPerson(app, org.id, 'owner', { name: 'Max Moved' })
    const invite = async (by: { session: { write: Record<string, string> } }, email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/org/invitations',
        headers: by.session.write,
        payload: { email, role: 'owner' },
      })
      assert.equal(res.statusCode, 201, res.body)
      return res.json().url.split('/').pop() as string
    }
    const status = async (token: string) =>
      (await app.inject({ url: `/auth/invitations/${token}` })).statusCode
    const byRemoved = await invite(removed, 'r@example.test')
    const byMoved = await invite(moved, 'm@example.test')
    const byStays = await invite(stays, 's@example.test')
    const byPlatform = (
      await app.services.invitations.create(
        org.id,
        { email: 'p@example.test', role: 'owner' },
        { kind: 'admin' },
      )
    ).url
      .split('/')
      .pop()!
    assert.equal(
      (await app.inject({ method: 'DELETE', url: `/admin/users/${removed.id}`, headers: admin })).statusCode,
      204,
    )
    // Moved to another organization as its owner: no longer an owner of this one.
    const move = await app.inject({
      method: 'POST',
      url: `/admin/users/${moved.id}/move`,
      headers: admin,
      payload: { organization_id: other.id, role: 'owner' },
    })
    assert.equal(move.statusCode, 200)
    assert.deepEqual(
      [await status(byRemoved), await status(byMoved), await status(byStays), await status(byPlatform)],
      [404, 404, 200, 200],
    )
    const log = await app.inject({ url: `/admin/audit?organization_id=${org.id}`, headers: admin })
    const revokes = log
      .json()
      .entries.filter((e: { action: string }) => e.action === 'invitation.revoke')
      .map((e: { actor: string; detail: { reason: string } }) => [e.actor, e.detail.reason])
      .sort()
    assert.deepEqual(revokes, [
      ['admin', 'its creator Max Moved moved to another organization'],
      ['admin', 'its creator Rita Removed was removed from the organization'],
    ])
  })

  test('only the platform: no admin key, an API key or an owner’s session answer 401', async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const viewer = await addPerson(app, org.id, 'viewer')
    for (const headers of [{}, keyHeader(org.key), owner.session.write]) {
      const calls = [
        app.inject({ url: `/admin/users?email=${viewer.email}`, headers }),
        app.inject({ method: 'DELETE', url: `/admin/users/${viewer.id}`, headers }),
        app.inject({
          method: 'POST',
          url: `/admin/users/${viewer.id}/move`,
          headers,
          payload: { organization_id: org.id, role: 'owner' },
        }),
      ]
      for (const res of await Promise.all(calls)) assert.equal(res.statusCode, 401)
    }
    assert.equal((await app.inject({ url: '/auth/me', headers: viewer.session.read })).statusCode, 200)
  })
})

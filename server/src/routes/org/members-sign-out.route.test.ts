import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { keyHeader } from '../../testing/fixtures.ts'
import { addPerson, signIn } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

describe('POST /org/members/{user_id}/sign-out', () => {
  test('an owner signs a member out of every session without removing them; they can sign in again', async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const p = await addPerson(app, org.id, 'operator')
    const second = await signIn(app, p.email, p.password)
    const ended: string[] = []
    t.after(app.services.accessEvents.on((e) => ended.push(e.type)))
    const res = await app.inject({
      method: 'POST',
      url: `/org/members/${p.id}/sign-out`,
      headers: owner.session.write,
    })
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(res.json(), { sessions_ended: 2 })
    assert.deepEqual(ended, ['session_ended', 'session_ended'])
    for (const s of [p.session, second])
      assert.equal((await app.inject({ url: '/datasets', headers: s.read })).statusCode, 401)
    const members = (await app.inject({ url: '/org/members', headers: owner.session.read })).json()
    assert.ok(
      members.members.some((m: { id: string; role: string }) => m.id === p.id && m.role === 'operator'),
    )
    await signIn(app, p.email, p.password)
    const audit = await app.inject({ url: '/org/audit?action=member.sign_out', headers: owner.session.read })
    assert.deepEqual(audit.json().entries[0].detail, { name: p.name, sessions_ended: 2 })
  })

  test('only owners; another organization’s person answers 404 like an unknown one', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const reviewer = await addPerson(app, org.id, 'reviewer')
    const stranger = await addPerson(app, other.id, 'viewer')
    const post = (id: string, headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/org/members/${id}/sign-out`, headers })
    assert.equal((await post(owner.id, reviewer.session.write)).statusCode, 403)
    assert.equal((await post(reviewer.id, keyHeader(org.key))).statusCode, 403)
    assert.equal((await post(stranger.id, owner.session.write)).statusCode, 404)
    assert.equal((await post('00000000-0000-4000-8000-000000000000', owner.session.write)).statusCode, 404)
    assert.equal((await app.inject({ url: '/datasets', headers: stranger.session.read })).statusCode, 200)
  })
})

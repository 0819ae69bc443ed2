import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { keyHeader } from '../../testing/fixtures.ts'
import { addPerson, MINUTE, manualClock } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

describe('/org/api-keys', () => {
  test('an owner creates a key (shown once), it works, is listed, then revoked and refused at once', async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner', { name: 'Olive Owner' })
    const created = await app.inject({
      method: 'POST',
      url: '/org/api-keys',
      headers: owner.session.write,
      payload: { name: ' nightly pipeline ' },
    })
    assert.equal(created.statusCode, 201)
    const k = created.json()
    assert.deepEqual(Object.keys(k).sort(), ['created_at', 'id', 'key', 'name', 'prefix'])
    assert.match(k.key, /^hgr_[0-9A-Za-z]{36}$/)
    assert.equal(k.name, 'nightly pipeline')
    assert.ok(k.key.startsWith(k.prefix))

    assert.equal((await app.inject({ url: '/datasets', headers: keyHeader(k.key) })).statusCode, 200)
    const list = await app.inject({ url: '/org/api-keys', headers: owner.session.read })
    assert.equal(list.statusCode, 200)
    const mine = list.json().api_keys.find((x: { id: string }) => x.id === k.id)
    assert.deepEqual(Object.keys(mine).sort(), [
      'created_at',
      'created_by',
      'id',
      'last_used_at',
      'name',
      'prefix',
      'revoked_at',
    ])
    assert.deepEqual(mine.created_by, { id: owner.id, name: 'Olive Owner' })
    assert.equal(mine.revoked_at, null)
    assert.equal(JSON.stringify(list.json()).includes(k.key), false, 'never the key itself')
    const platformKey = list.json().api_keys.find((x: { id: string }) => x.id === org.keyId)
    assert.equal(platformKey.created_by, null, 'issued by the platform')

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/org/api-keys/${k.id}`,
      headers: owner.session.write,
    })
    assert.equal(revoked.statusCode, 204)
    const refused = await app.inject({ url: '/datasets', headers: keyHeader(k.key) })
    assert.equal(refused.statusCode, 401)
    const again = await app.inject({
      method: 'DELETE',
      url: `/org/api-keys/${k.id}`,
      headers: owner.session.write,
    })
    assert.equal(again.statusCode, 204, 'revoking twice is fine')
    const after = (await app.inject({ url: '/org/api-keys', headers: owner.session.read })).json()
    assert.ok(after.api_keys.find((x: { id: string }) => x.id === k.id).revoked_at)
    const audit = (
      await app.inject({ url: '/org/audit?action=api_key.', headers: owner.session.read })
    ).json()
    assert.deepEqual(
      audit.entries.map((e: { action: string; actor: { name: string } }) => [e.action, e.actor.name]),
      [
        ['api_key.revoke', 'Olive Owner'],
        ['api_key.issue', 'Olive Owner'],
        ['api_key.issue', 'Platform'],
      ],
    )
  })

  test('last_used_at is recorded without a write per request: at most once a minute per key', async (t) => {
    const clock = manualClock()
    const { app, org } = await buildTestApp(t, { clock })
    const owner = await addPerson(app, org.id, 'owner')
    const usedAt = async () => {
      // The write is not awaited by the request; give it a moment to land.
      await new Promise((r) => setTimeout(r, 50))
      return (await app.inject({ url: '/org/api-keys', headers: owner.session.read }))
        .json()
        .api_keys.find((x: { id: string }) => x.id === org.keyId).last_used_at
    }
    assert.equal(await usedAt(), null)
    await app.inject({ url: '/datasets', headers: keyHeader(org.key) })
    const first = await usedAt()
    assert.equal(first, new Date(clock.now()).toISOString())
    clock.advance(30_000)
    for (let i = 0; i < 5; i++) await app.inject({ url: '/datasets', headers: keyHeader(org.key) })
    assert.equal(await usedAt(), first, 'within the minute: no new write')
    clock.advance(MINUTE)
    await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })
    assert.equal(await usedAt(), new Date(clock.now()).toISOString())
  })

  test('reviewers, operators, viewers and API keys cannot manage keys (403); other organizations’ keys 404', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    const calls = [
      { method: 'GET' as const, url: '/org/api-keys' },
      { method: 'POST' as const, url: '/org/api-keys', payload: { name: 'sneaky' } },
      { method: 'DELETE' as const, url: `/org/api-keys/${org.keyId}` },
    ]
    for (const role of ['reviewer', 'operator', 'viewer'] as const) {
      const p = await addPerson(app, org.id, role)
      for (const c of calls) {
        const res = await app.inject({ ...c, headers: p.session.write })
        assert.equal(res.statusCode, 403, `${role} ${c.method}`)
        assert.deepEqual(res.json(), { detail: `Your role (${role}) cannot manage API keys` })
      }
    }
    for (const c of calls) {
      const res = await app.inject({ ...c, headers: keyHeader(org.key) })
      assert.equal(res.statusCode, 403, `key ${c.method}`)
      assert.match(res.json().detail, /^An API key cannot manage API keys/)
    }
    assert.equal(
      (await app.inject({ url: '/datasets', headers: keyHeader(org.key) })).statusCode,
      200,
      'not revoked',
    )
    for (const id of [other.keyId, randomUUID()]) {
      const res = await app.inject({
        method: 'DELETE',
        url: `/org/api-keys/${id}`,
        headers: owner.session.write,
      })
      assert.equal(res.statusCode, 404)
    }
    assert.equal((await app.inject({ url: '/datasets', headers: keyHeader(other.key) })).statusCode, 200)
    const listed = (await app.inject({ url: '/org/api-keys', headers: owner.session.read })).json().api_keys
    assert.deepEqual(
      listed.map((k: { id: string }) => k.id),
      [org.keyId],
      'only our own keys',
    )
  })

  test('names: 1–100 visible characters; hostile bodies answer 422 and create nothing', async (t) => {
    const { app, org } = await buildTestApp(t)
    const owner = await addPerson(app, org.id, 'owner')
    for (const payload of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(101) },
      { name: 'bad\u0000name' },
      { name: 42 },
      { name: ['a'] },
      { name: 'ok', extra: { $where: 1 } },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/org/api-keys',
        headers: owner.session.write,
        payload,
      })
      if ('extra' in payload) {
        assert.equal(res.statusCode, 201, 'unknown fields are ignored')
        continue
      }
      assert.equal(res.statusCode, 422, JSON.stringify(payload))
    }
    const unicode = await app.inject({
      method: 'POST',
      url: '/org/api-keys',
      headers: owner.session.write,
      payload: { name: 'Robot arm 🤖 — 東京' },
    })
    assert.equal(unicode.statusCode, 201)
    assert.equal(unicode.json().name, 'Robot arm 🤖 — 東京')
    const count = (await app.inject({ url: '/org/api-keys', headers: owner.session.read })).json().api_keys
      .length
    assert.equal(count, 3, 'the platform key, "ok" and the unicode one')
    const bad = await app.inject({
      method: 'DELETE',
      url: '/org/api-keys/not-a-uuid',
      headers: owner.session.write,
    })
    assert.equal(bad.statusCode, 422)
  })
})

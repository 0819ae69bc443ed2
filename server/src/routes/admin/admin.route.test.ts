import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { keyHeader } from '../../testing/fixtures.ts'
import { ADMIN_KEY, buildTestApp } from '../../testing/test-app.ts'

const admin = { 'service-admin-key': ADMIN_KEY }

describe('platform (admin) routes', () => {
  test('organization → key → file → dataset → iteration → status, all over HTTP', async (t) => {
    const { app } = await buildTestApp(t)
    const org = await app.inject({
      method: 'POST',
      url: '/admin/organizations',
      headers: admin,
      payload: { name: 'Boston Legs' },
    })
    assert.equal(org.statusCode, 201)
    const orgId = org.json().id
    const key = await app.inject({
      method: 'POST',
      url: `/admin/organizations/${orgId}/api-keys`,
      headers: admin,
      payload: { name: 'ci' },
    })
    assert.equal(key.statusCode, 201)
    assert.match(key.json().key, /^hgr_/)
    const apiKey = key.json().key
    const listed = await app.inject({ url: `/admin/organizations/${orgId}/api-keys`, headers: admin })
    assert.equal(listed.json()[0].prefix, apiKey.slice(0, 10))
    assert.equal('key' in listed.json()[0], false, 'the key is shown once, at creation')

    const file = await app.inject({
      method: 'PUT',
      url: '/admin/files/uploads/run-1.gif',
      headers: { ...admin, 'content-type': 'image/gif' },
      payload: Buffer.from('GIF89a-bytes'),
    })
    assert.equal(file.statusCode, 201)
    assert.equal(file.json().data_byte_size, 12)
    assert.match(file.json().sha256, /^[0-9a-f]{64}$/)
    const again = await app.inject({
      method: 'PUT',
      url: '/admin/files/uploads/run-1.gif',
      headers: admin,
      payload: 'other',
    })
    assert.equal(again.statusCode, 409, 'files are immutable')

    const ds = await app.inject({
      method: 'POST',
      url: '/admin/datasets',
      headers: admin,
      payload: {
        organization_id: orgId,
        data_type: 'synthetic_pov',
        name: 'POV stairs',
        link: 'uploads/run-1.gif',
        prompt: 'first-person view climbing stairs',
        metadata: { perspective: 'pov' },
      },
    })
    assert.equal(ds.statusCode, 201, ds.body)
    assert.equal(ds.json().status, 'pending')
    assert.equal(ds.json().data_byte_size, 12)
    assert.equal(ds.json().data_sha256, file.json().sha256, "the file's recorded sha256")

    await app.inject({
      method: 'PUT',
      url: '/admin/files/uploads/run-2.gif',
      headers: admin,
      payload: 'GIF89a-v2',
    })
    const v1 = await app.inject({
      method: 'POST',
      url: `/admin/datasets/${ds.json().id}/iterations`,
      headers: admin,
      payload: { prompt: 'steadier camera', regeneration_reason: 'camera shakes', link: 'uploads/run-2.gif' },
    })
    assert.equal(v1.statusCode, 201, v1.body)
    assert.match(v1.json().data_sha256, /^[0-9a-f]{64}$/)
    assert.notEqual(v1.json().data_sha256, ds.json().data_sha256, "the new version's own file")
    const hist = await app.inject({ url: `/datasets/${v1.json().id}/iterations`, headers: keyHeader(apiKey) })
    assert.equal(hist.json().total_versions, 2)

    const moved = await app.inject({
      method: 'POST',
      url: `/admin/datasets/${v1.json().id}/status`,
      headers: admin,
      payload: { status: 'for_admin_review', reason: 'check lighting' },
    })
    assert.equal(moved.statusCode, 200)
    assert.equal(moved.json().status, 'for_admin_review')
    const back = await app.inject({
      method: 'POST',
      url: `/admin/datasets/${v1.json().id}/status`,
      headers: admin,
      payload: { status: 'pending' },
    })
    assert.equal(back.json().status, 'pending')

    const audit = (await app.inject({ url: `/admin/audit?organization_id=${orgId}`, headers: admin })).json()
      .entries
    const actions = audit.map((e: { action: string }) => e.action)
    for (const a of [
      'organization.create',
      'api_key.issue',
      'dataset.create',
      'dataset.supersede',
      'dataset.iterate',
      'dataset.for_admin_review',
      'dataset.pending',
    ]) {
      assert.ok(actions.includes(a), a)
    }
    assert.doesNotMatch(JSON.stringify(audit), new RegExp(apiKey), 'keys never reach the audit log')

    const keyId = key.json().id
    assert.equal((await app.inject({ url: '/datasets', headers: keyHeader(apiKey) })).statusCode, 200)
    assert.equal(
      (await app.inject({ method: 'DELETE', url: `/admin/api-keys/${keyId}`, headers: admin })).statusCode,
      204,
    )
    assert.equal(
      (await app.inject({ url: '/datasets', headers: keyHeader(apiKey) })).statusCode,
      401,
      'revoked at once',
    )
  })

  test('admin routes need the admin key; an API key is not enough', async (t) => {
    const { app, org } = await buildTestApp(t)
    for (const headers of [{}, keyHeader(org.key), { 'service-admin-key': 'wrong' }]) {
      const res = await app.inject({
        method: 'POST',
        url: '/admin/organizations',
        headers,
        payload: { name: 'x' },
      })
      assert.equal(res.statusCode, 401)
    }
  })

  test('admin routes do not exist when ADMIN_API_KEY is unset', async (t) => {
    const { app } = await buildTestApp(t, { env: { ADMIN_API_KEY: '' } })
    const res = await app.inject({
      method: 'POST',
      url: '/admin/organizations',
      headers: admin,
      payload: { name: 'x' },
    })
    assert.equal(res.statusCode, 404)
  })

  test('dataset creation refuses what would leave a dataset half-true', async (t) => {
    const { app, org } = await buildTestApp(t)
    await app.inject({ method: 'PUT', url: '/admin/files/f.bin', headers: admin, payload: 'abc' })
    const base = { organization_id: org.id, data_type: 'episode', name: 'n', link: 'f.bin' }
    const cases: [Record<string, unknown>, number][] = [
      [{ ...base, link: 'missing.bin' }, 422],
      [{ ...base, organization_id: randomUUID() }, 422],
      [{ ...base, data_byte_size: 4 }, 422],
      [{ ...base, prompt: 'x' }, 422],
      [{ ...base, data_type: 'synthetic_pov' }, 422],
      [{ ...base, status: 'superseded' }, 422],
      [{ ...base, status: 'rejected' }, 422],
      [{ ...base, date_created: '2999-01-01T00:00:00Z' }, 422],
      [{ ...base, extra: 1 }, 422],
      [{ ...base, name: 7 }, 422],
    ]
    for (const [payload, code] of cases) {
      const res = await app.inject({ method: 'POST', url: '/admin/datasets', headers: admin, payload })
      assert.equal(res.statusCode, code, JSON.stringify(payload))
    }
    const stats = (await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })).json()
    assert.equal(stats.total_datasets, 0, 'nothing half-written')
  })

  test('unsafe file paths are refused', async (t) => {
    const { app } = await buildTestApp(t)
    for (const p of ['.hidden', 'a/.incoming/x', 'a//b', 'a/..%2fb', 'a/b%00']) {
      const res = await app.inject({ method: 'PUT', url: `/admin/files/${p}`, headers: admin, payload: 'x' })
      assert.ok([404, 422].includes(res.statusCode), `${p} → ${res.statusCode}`)
    }
    // URL normalization resolves dot segments before routing: what gets stored is inside the folder.
    const dots = await app.inject({
      method: 'PUT',
      url: '/admin/files/a/%2e%2e/b',
      headers: admin,
      payload: 'x',
    })
    assert.equal(dots.json().link, 'b')
  })

  test('platform status moves follow the transition table', async (t) => {
    const { app, org } = await buildTestApp(t)
    await app.inject({ method: 'PUT', url: '/admin/files/g.bin', headers: admin, payload: 'abc' })
    const mk = async (status: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/admin/datasets',
          headers: admin,
          payload: { organization_id: org.id, data_type: 'episode', name: 'n', link: 'g.bin', status },
        })
      ).json().id
    const accepted = await mk('accepted')
    const res = await app.inject({
      method: 'POST',
      url: `/admin/datasets/${accepted}/status`,
      headers: admin,
      payload: { status: 'discarded' },
    })
    assert.equal(res.statusCode, 422)
    const pending = await mk('pending')
    const same = await app.inject({
      method: 'POST',
      url: `/admin/datasets/${pending}/status`,
      headers: admin,
      payload: { status: 'pending' },
    })
    assert.equal(same.statusCode, 422)
    const disc = await app.inject({
      method: 'POST',
      url: `/admin/datasets/${pending}/status`,
      headers: admin,
      payload: { status: 'discarded' },
    })
    assert.equal(disc.json().status, 'discarded')
  })
})

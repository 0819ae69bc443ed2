import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { validateManifest } from '../../releases/validate-manifest.ts'
import { createDataset, createIteration, keyHeader, uploadFile } from '../../testing/fixtures.ts'
import { addPerson } from '../../testing/people-fixtures.ts'
import { ADMIN_KEY, buildTestApp } from '../../testing/test-app.ts'

describe('releases', () => {
  test('a release of accepted and pending datasets carries a valid manifest with real sha256s', async (t) => {
    const { app, org } = await buildTestApp(t)
    const link = await uploadFile(app, 'recording bytes', 'jsonl')
    const ep = await createDataset(app, org.id, { data_type: 'episode', link })
    await app.inject({ method: 'POST', url: `/datasets/${ep.id}/accept`, headers: keyHeader(org.key) })
    const v0 = await createDataset(app, org.id, { data_type: 'synthetic_pov' })
    const v1 = await createIteration(app, v0.id, { regeneration_reason: 'camera shakes' })
    const res = await app.inject({
      method: 'POST',
      url: '/releases',
      headers: keyHeader(org.key),
      payload: { program: 'software', dataset_ids: [ep.id, v1.id], notes: 'first delivery' },
    })
    assert.equal(res.statusCode, 201, res.body)
    const rel = res.json()
    assert.equal(rel.dataset_count, 2)
    assert.equal(rel.created_by, `api_key:${org.keyId}`)
    const m = rel.manifest
    assert.deepEqual(validateManifest(m), { valid: true, errors: [], truncated: false })
    assert.equal(m.release_id, rel.id)
    const epRecord = m.records.find((r: { record_id: string }) => r.record_id === ep.id)
    assert.equal(epRecord.review.state, 'accepted_for_release')
    assert.equal(epRecord.file.path, link)
    assert.equal(epRecord.file.format, 'jsonl')
    const sha = (await app.services.files.find(link))!.sha256
    assert.equal(epRecord.file.sha256, sha, 'the sha256 recorded at upload')
    const synRecord = m.records.find((r: { record_id: string }) => r.record_id === v1.id)
    assert.equal(synRecord.review.state, 'under_review')
    assert.match(synRecord.preparation.change_record, /camera shakes/)

    const fetched = await app.inject({ url: `/releases/${rel.id}`, headers: keyHeader(org.key) })
    assert.deepEqual(fetched.json(), rel)
    const manifest = await app.inject({ url: `/releases/${rel.id}/manifest`, headers: keyHeader(org.key) })
    assert.deepEqual(manifest.json(), m)
    assert.match(String(manifest.headers['content-disposition']), /attachment/)
    const list = (await app.inject({ url: '/releases', headers: keyHeader(org.key) })).json()
    assert.equal(list.total, 1)
    assert.equal(list.releases[0].id, rel.id)
  })

  test('rejected, superseded, discarded and for_admin_review datasets cannot be released: 422 naming all', async (t) => {
    const { app, org } = await buildTestApp(t)
    const ok = await createDataset(app, org.id, { status: 'accepted' })
    const v0 = await createDataset(app, org.id, { data_type: 'synthetic_pov' })
    await createIteration(app, v0.id)
    const disc = await createDataset(app, org.id, { status: 'discarded' })
    const rej = await createDataset(app, org.id, { status: 'rejected', metadata: { rejection_reason: 'x' } })
    const res = await app.inject({
      method: 'POST',
      url: '/releases',
      headers: keyHeader(org.key),
      payload: { program: 'workflow', dataset_ids: [ok.id, v0.id, disc.id, rej.id] },
    })
    assert.equal(res.statusCode, 422)
    for (const id of [v0.id, disc.id, rej.id]) assert.ok(res.json().detail.includes(id), id)
    assert.equal(res.json().detail.includes(ok.id), false)
    assert.equal((await app.inject({ url: '/releases', headers: keyHeader(org.key) })).json().total, 0)
  })

  test('unknown datasets → 404, another organization → 403, bad bodies → 422, no key → 401', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const theirs = await createDataset(app, other.id, { status: 'accepted' })
    const post = (payload: unknown, headers: Record<string, string> = keyHeader(org.key)) =>
      app.inject({ method: 'POST', url: '/releases', headers, payload: payload as object })
    assert.equal((await post({ program: 'software', dataset_ids: [randomUUID()] })).statusCode, 404)
    assert.equal((await post({ program: 'software', dataset_ids: [theirs.id] })).statusCode, 403)
    for (const bad of [
      {},
      { program: 'x', dataset_ids: [theirs.id] },
      { program: 'software', dataset_ids: [] },
      { program: 'software', dataset_ids: ['nope'] },
      { program: 'software', dataset_ids: [theirs.id, theirs.id] },
    ]) {
      assert.equal((await post(bad)).statusCode, 422, JSON.stringify(bad))
    }
    assert.equal((await post({ program: 'software', dataset_ids: [theirs.id] }, {})).statusCode, 401)
    const rel = await app.inject({
      method: 'POST',
      url: `/admin/organizations/${other.id}/releases`,
      headers: { 'service-admin-key': ADMIN_KEY },
      payload: { program: 'software', dataset_ids: [theirs.id] },
    })
    assert.equal(rel.statusCode, 201, 'the platform builds releases for an organization')
    assert.equal(rel.json().created_by, 'admin')
    assert.equal(
      (await app.inject({ url: `/releases/${rel.json().id}`, headers: keyHeader(org.key) })).statusCode,
      403,
    )
    assert.equal(
      (await app.inject({ url: `/releases/${randomUUID()}`, headers: keyHeader(org.key) })).statusCode,
      404,
    )
  })

  test('example_only releases mark every record example_only', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id, { status: 'accepted' })
    const res = await app.inject({
      method: 'POST',
      url: '/releases',
      headers: keyHeader(org.key),
      payload: { program: 'professional-work', dataset_ids: [d.id], example_only: true },
    })
    assert.equal(res.json().manifest.example_only, true)
    assert.equal(res.json().manifest.records[0].review.state, 'example_only')
  })
})

describe('POST /releases/validate', () => {
  test('an invalid manifest is a successful check listing every error with its pointer', async (t) => {
    const { app, org } = await buildTestApp(t)
    const res = await app.inject({
      method: 'POST',
      url: '/releases/validate',
      headers: keyHeader(org.key),
      payload: {
        release_id: '',
        example_only: 'yes',
        program: 'games',
        records: [{ record_id: 'r', extra: 1 }],
      },
    })
    assert.equal(res.statusCode, 200)
    const body = res.json()
    assert.equal(body.valid, false)
    const pointers = body.errors.map((e: { pointer: string }) => e.pointer)
    for (const p of ['/release_id', '/example_only', '/program', '/records/0/extra', '/records/0/file'])
      assert.ok(pointers.includes(p), p)
    assert.ok(body.errors.every((e: { message: string }) => e.message.length > 0))
  })

  test('a valid manifest validates; a body that is not JSON is a 400; no key is a 401', async (t) => {
    const { app, org } = await buildTestApp(t)
    const example = (
      await import('../../../../docs/examples/release-manifest.example.json', { with: { type: 'json' } })
    ).default
    const ok = await app.inject({
      method: 'POST',
      url: '/releases/validate',
      headers: keyHeader(org.key),
      payload: example,
    })
    assert.deepEqual(ok.json(), { valid: true, errors: [], truncated: false })
    const bad = await app.inject({
      method: 'POST',
      url: '/releases/validate',
      headers: { ...keyHeader(org.key), 'content-type': 'application/json' },
      payload: '{"release_id":',
    })
    assert.equal(bad.statusCode, 400)
    assert.equal(
      (await app.inject({ method: 'POST', url: '/releases/validate', payload: example })).statusCode,
      401,
    )
  })

  test('a manifest of many broken records lists the first 100 errors and says more exist', async (t) => {
    const { app, org } = await buildTestApp(t)
    const res = await app.inject({
      method: 'POST',
      url: '/releases/validate',
      headers: keyHeader(org.key),
      payload: { records: Array.from({ length: 10_000 }, () => ({})) },
    })
    assert.equal(res.statusCode, 200)
    const body = res.json()
    assert.equal(body.valid, false)
    assert.equal(body.truncated, true)
    assert.equal(body.errors.length, 100)
    assert.equal(body.errors[0].pointer, '/example_only')
    assert.ok(res.body.length < 20_000, `${res.body.length} bytes`)
  })

  test('more than 10,000 records answer 422; a body over 8 MiB answers 413', async (t) => {
    const { app, org } = await buildTestApp(t)
    // The issue's own: 100,000 empty records in 300 KB took 15 s and answered 54 MB.
    const many = await app.inject({
      method: 'POST',
      url: '/releases/validate',
      headers: keyHeader(org.key),
      payload: { records: Array.from({ length: 100_000 }, () => ({})) },
    })
    assert.equal(many.statusCode, 422)
    assert.match(many.json().detail, /at most 10000 records .* has 100000/)
    const huge = await app.inject({
      method: 'POST',
      url: '/releases/validate',
      headers: { ...keyHeader(org.key), 'content-type': 'application/json' },
      payload: `{"notes":"${'x'.repeat(8 * 1024 * 1024)}"}`,
    })
    assert.equal(huge.statusCode, 413)
    assert.deepEqual(huge.json(), { detail: 'Request body is too large' })
  })

  test('health checks answer while a hostile manifest is parsed and checked', async (t) => {
    const { app, org } = await buildTestApp(t)
    // ~8 MiB of tiny objects: JSON.parse alone takes over a second on the event loop.
    const text = `{"records":[${'{},'.repeat(2_700_000)}{}]}`
    let validated = 0
    const validating = app
      .inject({
        method: 'POST',
        url: '/releases/validate',
        headers: { ...keyHeader(org.key), 'content-type': 'application/json' },
        payload: text,
      })
      .then((res) => {
        validated = performance.now()
        return res
      })
    // Let the body arrive and the check begin before asking.
    await new Promise((resolve) => setTimeout(resolve, 50))
    const asked = performance.now()
    const health = await app.inject({ url: '/healthz' })
    const answered = performance.now()
    assert.equal(health.statusCode, 200)
    const res = await validating
    assert.equal(res.statusCode, 422)
    assert.ok(validated === 0 || answered < validated, 'health answered before the check finished')
    assert.ok(answered - asked < 500, `health took ${Math.round(answered - asked)} ms`)
  })

  test('the JSON Schema is served at a stable public address', async (t) => {
    const { app } = await buildTestApp(t)
    const res = await app.inject({ url: '/schemas/release-manifest.schema.json' })
    assert.equal(res.statusCode, 200)
    assert.equal(res.json().$schema, 'https://json-schema.org/draft/2020-12/schema')
  })

  test('people build releases as reviewer or owner; viewers and operators read them (403 to build)', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id, { status: 'accepted' })
    const body = { program: 'software', dataset_ids: [d.id] }
    for (const role of ['viewer', 'operator'] as const) {
      const p = await addPerson(app, org.id, role)
      const res = await app.inject({
        method: 'POST',
        url: '/releases',
        headers: p.session.write,
        payload: body,
      })
      assert.equal(res.statusCode, 403, role)
      assert.deepEqual(res.json(), { detail: `Your role (${role}) cannot build releases` })
      assert.equal((await app.inject({ url: '/releases', headers: p.session.read })).json().total, 0)
      const check = await app.inject({
        method: 'POST',
        url: '/releases/validate',
        headers: p.session.write,
        payload: { release_id: 'x' },
      })
      assert.equal(check.statusCode, 200, 'checking a manifest changes nothing: every role may')
    }
    const reviewer = await addPerson(app, org.id, 'reviewer')
    const made = await app.inject({
      method: 'POST',
      url: '/releases',
      headers: reviewer.session.write,
      payload: body,
    })
    assert.equal(made.statusCode, 201)
    assert.equal(made.json().created_by, `user:${reviewer.id}`)
    const viewer = await addPerson(app, org.id, 'viewer')
    const got = await app.inject({
      url: `/releases/${made.json().id}/manifest`,
      headers: viewer.session.read,
    })
    assert.equal(got.statusCode, 200)
  })
})

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { createDataset, createIteration, keyHeader, uploadFile } from '../../testing/fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'

describe('GET /datasets/{dataset_id}/iterations', () => {
  test('the whole chain from any version id, ascending, only the latest active', async (t) => {
    const { app, org } = await buildTestApp(t)
    const gif = await uploadFile(app, 'GIF89a', 'gif')
    const png = await uploadFile(app, 'png', 'png')
    const v0 = await createDataset(app, org.id, {
      data_type: 'synthetic_third_person',
      prompt: 'quadruped climbs 8 steps',
      previews: { gif, pose_frame: png },
      metadata: { perspective: 'third_person', duration_seconds: 8 },
    })
    const v1 = await createIteration(app, v0.id, { regeneration_reason: 'feet slide', prompt: 'p1' })
    const v2 = await createIteration(app, v1.id, { regeneration_reason: 'horizon tilts', prompt: 'p2' })
    for (const id of [v0.id, v1.id, v2.id]) {
      const res = await app.inject({ url: `/datasets/${id}/iterations`, headers: keyHeader(org.key) })
      assert.equal(res.statusCode, 200)
      const h = res.json()
      assert.equal(h.total_versions, 3)
      assert.equal(h.latest_version, 2)
      assert.deepEqual(
        h.iterations.map((i: { version: number }) => i.version),
        [0, 1, 2],
      )
      const [i0, i1, i2] = h.iterations
      assert.equal(i0.dataset_id, v0.id)
      assert.equal(i0.parent_dataset_id, null)
      assert.equal(i0.regeneration_reason, null)
      assert.equal(i0.status, 'superseded')
      assert.equal(i0.superseded_reason, 'Replaced by version 1: feet slide')
      assert.equal(i0.prompt, 'quadruped climbs 8 steps')
      assert.match(i0.preview_urls.gif, /signature=/)
      assert.match(i0.preview_urls.pose_frame, /signature=/)
      assert.deepEqual(i0.metadata, { perspective: 'third_person', duration_seconds: 8 })
      assert.equal(i1.parent_dataset_id, v0.id)
      assert.equal(i1.status, 'superseded')
      assert.equal(i1.regeneration_reason, 'feet slide')
      assert.equal(i2.parent_dataset_id, v1.id)
      assert.equal(i2.status, 'pending')
      assert.equal(i2.superseded_reason, null)
      assert.equal(i2.prompt, 'p2')
      assert.match(i2.download_url, /^http:\/\/hangar\.test\/files\//)
      assert.deepEqual(i2.preview_urls, {})
    }
  })

  test('a rejected latest version is superseded by its regeneration', async (t) => {
    const { app, org } = await buildTestApp(t)
    const v0 = await createDataset(app, org.id, { data_type: 'synthetic_pov' })
    await app.inject({
      method: 'POST',
      url: `/datasets/${v0.id}/reject`,
      headers: keyHeader(org.key),
      payload: { reason: 'blurry' },
    })
    const v1 = await createIteration(app, v0.id)
    const h = (await app.inject({ url: `/datasets/${v1.id}/iterations`, headers: keyHeader(org.key) })).json()
    assert.equal(h.iterations[0].status, 'superseded')
    assert.equal(h.iterations[0].metadata.rejection_reason, 'blurry')
    assert.equal(h.iterations[1].status, 'pending')
    assert.equal(h.iterations[1].metadata.rejection_reason, undefined)
  })

  test('episode and telemetry datasets have no iterations: 404', async (t) => {
    const { app, org } = await buildTestApp(t)
    for (const data_type of ['episode', 'telemetry'] as const) {
      const d = await createDataset(app, org.id, { data_type })
      const res = await app.inject({ url: `/datasets/${d.id}/iterations`, headers: keyHeader(org.key) })
      assert.equal(res.statusCode, 404)
      assert.match(res.json().detail, /iterations/)
    }
  })

  test('401, 403 and 404 as the interface lists; a non-UUID id is 422', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const theirs = await createDataset(app, other.id, { data_type: 'synthetic_pov' })
    assert.equal((await app.inject({ url: `/datasets/${theirs.id}/iterations` })).statusCode, 401)
    assert.equal(
      (await app.inject({ url: `/datasets/${theirs.id}/iterations`, headers: keyHeader(org.key) }))
        .statusCode,
      403,
    )
    assert.equal(
      (await app.inject({ url: `/datasets/${randomUUID()}/iterations`, headers: keyHeader(org.key) }))
        .statusCode,
      404,
    )
    assert.equal(
      (await app.inject({ url: '/datasets/nope/iterations', headers: keyHeader(org.key) })).statusCode,
      422,
    )
  })
})

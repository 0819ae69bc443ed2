import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { keyHeader } from '../../testing/fixtures.ts'
import { datasetWithFile } from '../../testing/stream-fixtures.ts'
import { ADMIN_KEY, buildTestApp } from '../../testing/test-app.ts'
import { TEST_ENGINE } from '../../testing/test-database.ts'

const admin = { 'service-admin-key': ADMIN_KEY }

describe(`GET /admin/jobs, POST /admin/jobs/{id}/retry and /cancel (${TEST_ENGINE})`, () => {
  test("a new dataset's indexing, previews and checks are jobs the admin sees end, filtered by kind, state and dataset", async (t) => {
    const { app, org } = await buildTestApp(t)
    const { dataset } = await datasetWithFile(app, org, 't,v\n0,1\n0.1,2\n', 'run.csv')
    let jobs: { kind: string; state: string; dataset_id: string; attempts: number }[] = []
    for (let i = 0; i < 200; i++) {
      const res = await app.inject({ url: `/admin/jobs?dataset_id=${dataset.id}`, headers: admin })
      assert.equal(res.statusCode, 200)
      jobs = res.json().jobs
      if (jobs.length === 3 && jobs.every((j) => j.state === 'done')) break
      await sleep(50)
    }
    assert.deepEqual(jobs.map((j) => j.kind).sort(), ['checks.run', 'previews.make', 'streams.index'])
    assert.ok(jobs.every((j) => j.state === 'done' && j.attempts === 1 && j.dataset_id === dataset.id))
    const byKind = await app.inject({ url: '/admin/jobs?kind=streams.index&state=done', headers: admin })
    assert.ok(byKind.json().jobs.every((j: { kind: string }) => j.kind === 'streams.index'))
    const none = await app.inject({ url: '/admin/jobs?state=failed', headers: admin })
    assert.deepEqual(none.json().jobs, [])
  })

  test('retry and cancel refuse a job in the wrong state (422), an unknown one (404), a caller without the admin key (401)', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { dataset } = await datasetWithFile(app, org, 't,v\n0,1\n', 'one.csv')
    await app.services.streams.idle()
    const [job] = (
      await app.inject({ url: `/admin/jobs?dataset_id=${dataset.id}&kind=streams.index`, headers: admin })
    ).json().jobs
    assert.equal(job.state, 'done')
    const retry = await app.inject({ method: 'POST', url: `/admin/jobs/${job.id}/retry`, headers: admin })
    assert.equal(retry.statusCode, 422)
    assert.match(retry.json().detail, /only a failed or cancelled job/)
    const cancel = await app.inject({ method: 'POST', url: `/admin/jobs/${job.id}/cancel`, headers: admin })
    assert.equal(cancel.statusCode, 422)
    const unknown = await app.inject({
      method: 'POST',
      url: `/admin/jobs/${randomUUID()}/retry`,
      headers: admin,
    })
    assert.equal(unknown.statusCode, 404)
    const bad = await app.inject({ url: '/admin/jobs?state=sleeping', headers: admin })
    assert.equal(bad.statusCode, 422)
    for (const headers of [{}, keyHeader(org.key)]) {
      const res = await app.inject({ url: '/admin/jobs', headers })
      assert.equal(res.statusCode, 401)
    }
  })
})

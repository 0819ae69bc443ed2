import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { keyHeader } from '../../testing/fixtures.ts'
import { datasetWithFile } from '../../testing/stream-fixtures.ts'
import { buildTestApp, NO_JOB_WORKER } from '../../testing/test-app.ts'
import { TEST_ENGINE } from '../../testing/test-database.ts'

describe(`GET /datasets/{dataset_id}/work (${TEST_ENGINE})`, () => {
  test('a new dataset is busy while its work is queued, then shows each kind done, in the order it ran', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const { dataset } = await datasetWithFile(app, org, 't,v\n0,1\n0.1,2\n0.2,3\n', 'run.csv')
    await app.services.streams.idle()
    await app.services.checks.idle()
    await app.services.previews.idle()
    const res = await app.inject({ url: `/datasets/${dataset.id}/work`, headers: keyHeader(org.key) })
    assert.equal(res.statusCode, 200, res.body)
    const body = res.json()
    assert.equal(body.busy, false)
    assert.deepEqual(body.work.map((w: { work: string; state: string }) => [w.work, w.state]).sort(), [
      ['checks.run', 'done'],
      ['previews.make', 'done'],
      ['streams.index', 'done'],
    ])
    assert.ok(
      body.work.every(
        (w: { progress: number; last_error: null }) => w.progress === 1 && w.last_error === null,
      ),
    )
    const theirs = await app.inject({ url: `/datasets/${dataset.id}/work`, headers: keyHeader(other.key) })
    assert.equal(theirs.statusCode, 403)
    const unknown = await app.inject({ url: `/datasets/${randomUUID()}/work`, headers: keyHeader(org.key) })
    assert.equal(unknown.statusCode, 404)
  })

  test('without a worker the work waits, and says so', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const { createDataset } = await import('../../testing/fixtures.ts')
    const dataset = await createDataset(app, org.id)
    const body = (
      await app.inject({ url: `/datasets/${dataset.id}/work`, headers: keyHeader(org.key) })
    ).json()
    assert.equal(body.busy, true)
    assert.ok(body.work.length > 0)
    assert.ok(body.work.every((w: { state: string; progress: null }) => w.state === 'queued'))
  })

  test('of two jobs of a kind, the page shows the one still to run, else the one that ended last, whichever was created first', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const { createDataset } = await import('../../testing/fixtures.ts')
    const dataset = await createDataset(app, org.id)
    const db = app.deps.db
    const first = await db
      .selectFrom('jobs')
      .selectAll()
      .where('dataset_id', '=', dataset.id)
      .where('kind', '=', 'checks.run')
      .executeTakeFirstOrThrow()
    // A second checks job, created after the first (other settings), which already ended.
    const later = new Date(Date.parse(String(first.created_at)) + 60_000).toISOString()
    await db
      .insertInto('jobs')
      .values({
        ...first,
        id: randomUUID(),
        key: `${first.key}:other`,
        state: 'done',
        created_at: later,
        updated_at: later,
      })
      .execute()
    const checksJob = async () =>
      (
        (await app.inject({ url: `/datasets/${dataset.id}/work`, headers: keyHeader(org.key) })).json() as {
          work: { work: string; state: string }[]
        }
      ).work.find((w) => w.work === 'checks.run')?.state
    assert.equal(await checksJob(), 'queued', 'the first, still queued, is what is to come')
    const end = new Date(Date.parse(later) + 60_000).toISOString()
    await db
      .updateTable('jobs')
      .set({ state: 'failed', updated_at: end })
      .where('id', '=', first.id)
      .execute()
    assert.equal(await checksJob(), 'failed', 'both ended: the first ended last')
  })
})

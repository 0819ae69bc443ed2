import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { keyHeader } from '../testing/fixtures.ts'
import { datasetWithFile } from '../testing/stream-fixtures.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'
import { CHECKS_JOB, type RunPoint } from './check.service.ts'

/** 60 s of a 10 Hz battery log with row 300 missing: a 0.2 s step, a gap only under stricter settings. */
function batteryCsv(): string {
  const rows = ['t,battery_v,current_a']
  for (let i = 0; i < 600; i++) {
    if (i === 300) continue
    const v = 24 - i / 1000 + 0.01 * Math.sin(i)
    rows.push(`${i / 10},${v.toFixed(4)},${(2 + Math.cos(i / 3)).toFixed(3)}`)
  }
  return rows.join('\n')
}

/** Holds the first checks run that reaches `point` until `release()`; `reached` says it is there. */
function holdFirstRun(app: FastifyInstance, point: RunPoint) {
  let release!: () => void
  const released = new Promise<void>((r) => {
    release = r
  })
  let reached!: (datasetId: string) => void
  const there = new Promise<string>((r) => {
    reached = r
  })
  let held = false
  app.services.checks.pauseAt = async (datasetId, at) => {
    if (at !== point || held) return
    held = true
    reached(datasetId)
    await released
  }
  return { reached: there, release }
}

async function checksJobs(app: FastifyInstance, datasetId: string) {
  return app.deps.db
    .selectFrom('jobs')
    .select(['key', 'state'])
    .where('dataset_id', '=', datasetId)
    .where('kind', '=', CHECKS_JOB)
    .orderBy('created_at')
    .execute()
}

/** The dataset's verdict and findings once no checks job is queued or running. */
async function findings(app: FastifyInstance, key: string, id: string) {
  await app.services.checks.idle()
  return findingsNow(app, key, id)
}

async function findingsNow(app: FastifyInstance, key: string, id: string) {
  const list = await app.inject({ url: `/datasets/${id}/findings`, headers: keyHeader(key) })
  assert.equal(list.statusCode, 200, list.body)
  const body = list.json() as { verdict: string; findings: { code: string; severity: string }[] }
  return { verdict: body.verdict, codes: body.findings.map((f) => [f.code, f.severity]) }
}

async function verdictChanges(app: FastifyInstance, key: string, datasetId: string) {
  const res = await app.inject({
    url: '/events?types=dataset.verdict_changed&limit=500&after=0',
    headers: keyHeader(key),
  })
  assert.equal(res.statusCode, 200, res.body)
  return (res.json().events as { data: { dataset_id: string; from: string; verdict: string } }[])
    .filter((e) => e.data.dataset_id === datasetId)
    .map((e) => `${e.data.from}→${e.data.verdict}`)
}

function stricterGap(app: FastifyInstance, key: string) {
  return app.inject({
    method: 'PUT',
    url: '/org/checks/timestamp_gap',
    headers: keyHeader(key),
    payload: { thresholds: { periods: 1.5 } },
  })
}

describe(`a change of the checks' settings while a dataset's checks job runs (${TEST_ENGINE})`, () => {
  test('held after checking with the old settings: nothing stale is written, the findings follow the new ones', async (t) => {
    const { app, org } = await buildTestApp(t)
    const hold = holdFirstRun(app, 'checked')
    const { dataset } = await datasetWithFile(app, org, batteryCsv(), 'log.csv')
    assert.equal(await hold.reached, dataset.id)
    assert.deepEqual(
      (await checksJobs(app, dataset.id)).map((j) => j.state),
      ['running'],
    )

    const res = await stricterGap(app, org.key)
    assert.equal(res.statusCode, 200, res.body)
    // The change queued the job of its settings beside the running one.
    assert.deepEqual(
      (await checksJobs(app, dataset.id)).map((j) => j.state),
      ['running', 'queued'],
    )
    hold.release()

    const after = await findings(app, org.key, dataset.id)
    assert.deepEqual(after.codes, [['timestamp_gap', 'warning']])
    assert.equal(after.verdict, 'review')
    // The run of the old settings wrote nothing: the verdict never was `pass`.
    assert.deepEqual(await verdictChanges(app, org.key, dataset.id), ['pending→review'])
    const jobs = await checksJobs(app, dataset.id)
    assert.deepEqual(
      jobs.map((j) => j.state),
      ['done', 'done'],
    )
    assert.notEqual(jobs[0]!.key, jobs[1]!.key)
  })

  test('held after writing, before the job ends: the change still runs the checks again', async (t) => {
    const { app, org } = await buildTestApp(t)
    const hold = holdFirstRun(app, 'written')
    const { dataset } = await datasetWithFile(app, org, batteryCsv(), 'log.csv')
    await hold.reached
    const written = await findingsNow(app, org.key, dataset.id)
    assert.deepEqual(written, { verdict: 'pass', codes: [] })
    assert.equal((await checksJobs(app, dataset.id))[0]?.state, 'running')

    assert.equal((await stricterGap(app, org.key)).statusCode, 200)
    hold.release()

    const after = await findings(app, org.key, dataset.id)
    assert.deepEqual(after.codes, [['timestamp_gap', 'warning']])
    assert.equal(after.verdict, 'review')
    assert.deepEqual(await verdictChanges(app, org.key, dataset.id), ['pending→pass', 'pass→review'])
  })

  test('a dataset no longer pending, its job held: the run checks again with the new settings itself', async (t) => {
    const { app, org } = await buildTestApp(t)
    const hold = holdFirstRun(app, 'checked')
    const { dataset } = await datasetWithFile(app, org, batteryCsv(), 'log.csv')
    await hold.reached
    const accepted = await app.inject({
      method: 'POST',
      url: `/datasets/${dataset.id}/accept`,
      headers: keyHeader(org.key),
    })
    assert.equal(accepted.statusCode, 200, accepted.body)

    assert.equal((await stricterGap(app, org.key)).statusCode, 200)
    // Accepted datasets are not queued again by a change …
    assert.deepEqual(
      (await checksJobs(app, dataset.id)).map((j) => j.state),
      ['running'],
    )
    hold.release()

    // … but the run in flight writes what the settings in effect at its write find.
    const after = await findings(app, org.key, dataset.id)
    assert.deepEqual(after.codes, [['timestamp_gap', 'warning']])
    assert.deepEqual(await verdictChanges(app, org.key, dataset.id), ['pending→review'])
    assert.deepEqual(
      (await checksJobs(app, dataset.id)).map((j) => j.state),
      ['done'],
    )
  })
})

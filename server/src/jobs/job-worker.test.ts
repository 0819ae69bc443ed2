import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { sql } from 'kysely'
import { jobEndedEvent } from '../events/job-events.ts'
import { cleanGraphileWorker } from '../storage/graphile-schema.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'
import { createJobWorker } from './create-job-worker.ts'
import { carriedByGraphile, takeOverDeadWorkers } from './graphile.repository.ts'
import { claimJob, type JobRow, listJobs, takeOverExpired } from './job.repository.ts'
import { JobService } from './job.service.ts'
import { type JobKind, jobKey, MAX_TAKEOVERS } from './job.ts'
import type { JobWorkerOptions } from './job-worker.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>['app']

/** Kinds of the tests' own (the app's workers do not know them, so they never take them). */
const kindName = (what: string) => `test.${what}.${randomUUID().slice(0, 8)}`

async function until<T>(what: string, check: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const v = await check()
    if (v) return v
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await sleep(20)
  }
}

/** The worker of the engine under test: the `jobs` table's (SQLite) or graphile-worker's (PostgreSQL). */
async function setUp(app: App, kinds: JobKind[], opts: Partial<JobWorkerOptions> = {}) {
  const jobs = new JobService(app.deps)
  for (const k of kinds) jobs.define(k)
  const worker = await createJobWorker(app.deps, kinds, {
    databaseUrl: app.config.databaseUrl,
    concurrency: 2,
    pollMs: 50,
    retryDelayMs: () => 20,
    tellEnded: jobEndedEvent(app.deps.dialect),
    ...opts,
  })
  jobs.onEnqueued(() => worker.wake())
  return { jobs, worker }
}

/**
 * A process takes the next queued job of `kind` as `worker` and dies holding it (no heartbeat,
 * nothing renewed). SQLite: claimed from the table with a lease of `leaseMs`. PostgreSQL: the
 * graphile-worker row and its organization's queue locked by `worker` as graphile-worker's own
 * get_job does, long ago, and the record marked running by it, as the task does.
 */
async function holdAndDie(
  app: App,
  kind: string,
  worker: string,
  leaseMs: number,
): Promise<JobRow | undefined> {
  const { db, dialect } = app.deps
  if (!carriedByGraphile(dialect)) return claimJob(db, dialect, worker, [kind], app.deps.clock.now(), leaseMs)
  return db.transaction().execute(async (trx) => {
    const rec = await trx
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', kind)
      .where('state', '=', 'queued')
      .executeTakeFirst()
    if (!rec) return undefined
    const g = await sql<{ job_queue_id: number | null }>`update graphile_worker._private_jobs
      set locked_by = ${worker}, locked_at = now() - interval '1 hour', attempts = attempts + 1
      where key = ${rec.key} and locked_at is null and attempts < max_attempts returning job_queue_id`.execute(
      trx,
    )
    if (g.rows.length === 0) return undefined
    await sql`update graphile_worker._private_job_queues set locked_by = ${worker}, locked_at = now() - interval '1 hour'
      where id = ${g.rows[0]!.job_queue_id}`.execute(trx)
    return trx
      .updateTable('jobs')
      .set({ state: 'running', locked_by: worker, attempts: rec.attempts + 1 })
      .where('id', '=', rec.id)
      .returningAll()
      .executeTakeFirst()
  })
}

const jobOf = async (app: App, kind: string) => (await listJobs(app.deps.db, { kind }))[0]

/** What the organization's feed said of ended work (`dataset.processed`), oldest first. */
async function processedEvents(app: App, organizationId: string) {
  const rows = await app.deps.db
    .selectFrom('events')
    .select('data')
    .where('organization_id', '=', organizationId)
    .where('type', '=', 'dataset.processed')
    .orderBy('seq')
    .execute()
  return rows.map((r) => app.deps.dialect.decodeJson<Record<string, unknown>>(r.data as string))
}

describe(`job queue (${TEST_ENGINE})`, () => {
  test('a job enqueued in a transaction that rolls back does not exist; committed, it runs once', async (t) => {
    const { app, org } = await buildTestApp(t)
    const ran: string[] = []
    const kind = kindName('record')
    const { jobs, worker } = await setUp(app, [
      { kind, timeoutMs: 5000, run: async (p) => void ran.push(String(p.dataset_id)) },
    ])
    t.after(() => worker.stop(0))
    const dataset = randomUUID()
    await assert.rejects(
      app.deps.db.transaction().execute(async (trx) => {
        assert.equal(await jobs.enqueue(trx, { kind, organizationId: org.id, datasetId: dataset }), true)
        throw new Error('rolled back')
      }),
      /rolled back/,
    )
    assert.equal(await jobOf(app, kind), undefined)
    worker.start()
    await app.deps.db.transaction().execute(async (trx) => {
      await jobs.enqueue(trx, { kind, organizationId: org.id, datasetId: dataset })
      // Enqueued twice in the same change, or by a second request: the same job.
      assert.equal(await jobs.enqueue(trx, { kind, organizationId: org.id, datasetId: dataset }), false)
    })
    jobs.committed()
    await until('the job to end', async () => (await jobOf(app, kind))?.state === 'done')
    assert.equal(await jobs.enqueueNow({ kind, organizationId: org.id, datasetId: dataset }), false)
    await sleep(150)
    assert.deepEqual(ran, [dataset])
    const job = await jobOf(app, kind)
    assert.equal(job?.key, jobKey(kind, dataset, 0))
    assert.equal(job?.attempts, 1)
    assert.equal(job?.progress, 1)
    // The feed heard of it once, in the transaction that ended it.
    assert.deepEqual(await processedEvents(app, org.id), [
      { dataset_id: dataset, work: kind, outcome: 'done' },
    ])
  })

  test('a failing job is retried with its runs counted, then fails with the last error as its sentence', async (t) => {
    const { app, org } = await buildTestApp(t)
    let runs = 0
    const kind = kindName('fails')
    const { jobs, worker } = await setUp(app, [
      {
        kind,
        attempts: 3,
        timeoutMs: 5000,
        run: async () => {
          runs++
          throw new Error(`the file is corrupt (run ${runs})`)
        },
      },
    ])
    t.after(() => worker.stop(0))
    worker.start()
    const dataset = randomUUID()
    await jobs.enqueueNow({ kind, organizationId: org.id, datasetId: dataset })
    const job = await until('the job to fail', async () => {
      const j = await jobOf(app, kind)
      return j?.state === 'failed' && j
    })
    // Retries are not news; the failure for good is, once.
    assert.deepEqual(await processedEvents(app, org.id), [
      { dataset_id: dataset, work: kind, outcome: 'failed' },
    ])
    assert.equal(runs, 3)
    assert.equal(job.attempts, 3)
    assert.equal(job.last_error, 'Failed 3 times; the last: the file is corrupt (run 3)')
    if (carriedByGraphile(app.deps.dialect)) {
      // The hourly sweep deletes graphile-worker's row of a job failed for good; the record stays.
      const rows = () =>
        sql<{
          n: number
        }>`select count(*)::int as n from graphile_worker.jobs where key = ${job.key}`.execute(app.deps.db)
      assert.equal((await rows()).rows[0]?.n, 1)
      await cleanGraphileWorker(app.config.databaseUrl!)
      assert.equal((await rows()).rows[0]?.n, 0)
      assert.equal((await jobOf(app, kind))?.state, 'failed')
    }
    // Retried by the admin: runs counted afresh (on PostgreSQL its row added again).
    await jobs.retry(job.id)
    await until('the retried job to fail again', async () => {
      const j = await jobOf(app, kind)
      return j?.state === 'failed' && runs === 6
    })
  })

  test('a run past its time bound is aborted and counts as a failed attempt', async (t) => {
    const { app, org } = await buildTestApp(t)
    const kind = kindName('slow')
    let aborted = 0
    const { jobs, worker } = await setUp(app, [
      {
        kind,
        attempts: 1,
        timeoutMs: 100,
        run: (_p, ctx) =>
          new Promise((_, reject) =>
            ctx.signal.addEventListener('abort', () => {
              aborted++
              reject(ctx.signal.reason)
            }),
          ),
      },
    ])
    t.after(() => worker.stop(0))
    worker.start()
    await jobs.enqueueNow({ kind, organizationId: org.id, datasetId: randomUUID() })
    const job = await until('the job to fail', async () => {
      const j = await jobOf(app, kind)
      return j?.state === 'failed' && j
    })
    assert.equal(aborted, 1)
    assert.match(job.last_error ?? '', /longer than its 0 s bound|longer than its/)
  })

  test('a process that dies holding a job: another takes it over once the lease runs out; a job that outlives two processes fails with a sentence', async (t) => {
    const { app, org } = await buildTestApp(t)
    const kind = kindName('orphan')
    const ran: number[] = []
    const { jobs, worker } = await setUp(
      app,
      [{ kind, timeoutMs: 5000, run: async (_p, ctx) => void ran.push(ctx.attempt) }],
      {
        leaseMs: 300,
      },
    )
    t.after(() => worker.stop(0))
    await jobs.enqueueNow({ kind, organizationId: org.id, datasetId: randomUUID() })
    // A process claims it and dies: its lease (200 ms) is never renewed.
    const held = await until('the job to be claimable', () => holdAndDie(app, kind, 'dead-process:1', 200))
    assert.ok(held)
    worker.start()
    const started = Date.now()
    await until(
      'the job to be done by another process',
      async () => (await jobOf(app, kind))?.state === 'done',
    )
    assert.ok(Date.now() - started < 3000, `taken over after ${Date.now() - started} ms`)
    assert.deepEqual(ran, [1], 'the dead run is not counted against the retries')

    // A job that ends every process that runs it: after MAX_TAKEOVERS deaths, failed.
    const deadly = kindName('deadly')
    // The other process's worker runs other kinds: it only sweeps.
    const second = await setUp(app, [], { leaseMs: 300 })
    t.after(() => second.worker.stop(0))
    await jobs.enqueueNow({ kind: deadly, organizationId: org.id, datasetId: randomUUID() })
    for (let death = 1; death <= MAX_TAKEOVERS; death++) {
      const claimed = await until('the job to be claimable', () =>
        holdAndDie(app, deadly, `dead-process:${death}`, 100),
      )
      assert.ok(claimed)
      await sleep(150)
      // Another process's sweep finds the lease run out.
      second.worker.start()
      await sleep(30)
      await second.worker.stop(0)
    }
    const job = await until('the deadly job to fail', async () => {
      const j = await jobOf(app, deadly)
      return j?.state === 'failed' && j
    })
    assert.match(job.last_error ?? '', /stopped 2 times while it ran/)
  })

  test("a process's sweep never takes over a job that process runs itself, however late its heartbeat", async (t) => {
    const { app, org } = await buildTestApp(t)
    const { db, dialect } = app.deps
    const kind = kindName('late-beat')
    const jobs = new JobService(app.deps)
    jobs.define({ kind, timeoutMs: 5000, run: async () => {} })
    await jobs.enqueueNow({ kind, organizationId: org.id, datasetId: randomUUID() })
    // Its lease ran out long ago: a loaded machine, an event loop blocked past it.
    const held = await until('the job to be claimable', () => holdAndDie(app, kind, 'alive:1', 10))
    await sleep(30)
    const now = app.deps.clock.now()
    const sweep = (runsItself: boolean) =>
      carriedByGraphile(dialect)
        ? takeOverDeadWorkers(db, undefined, 10, now, () => 'gone', runsItself ? ['alive:1'] : [])
        : takeOverExpired(db, undefined, now, () => 'gone', runsItself ? [held!.id] : [])
    assert.equal(await sweep(true), 0, 'the process that runs it leaves it')
    assert.equal((await jobOf(app, kind))?.state, 'running')
    assert.equal(await sweep(false), 1, 'any other process takes it over')
    assert.equal((await jobOf(app, kind))?.state, 'queued')
  })

  test('a stopping process lets a short job finish and hands a long one back to the queue, uncounted', async (t) => {
    const { app, org } = await buildTestApp(t)
    const kind = kindName('long')
    let started = 0
    const { jobs, worker } = await setUp(app, [
      {
        kind,
        timeoutMs: 60_000,
        run: (_p, ctx) =>
          new Promise((resolve, reject) => {
            started++
            const timer = setTimeout(resolve, 30_000)
            ctx.signal.addEventListener('abort', () => {
              clearTimeout(timer)
              reject(ctx.signal.reason)
            })
          }),
      },
    ])
    worker.start()
    await jobs.enqueueNow({ kind, organizationId: org.id, datasetId: randomUUID() })
    await until('the job to run', async () => (await jobOf(app, kind))?.state === 'running')
    await worker.stop(100)
    const job = await jobOf(app, kind)
    assert.equal(job?.state, 'queued')
    assert.equal(job?.attempts, 0)
    assert.equal(job?.locked_by, null)
    assert.equal(started, 1)
  })

  test('organizations take turns: a backlog of one does not hold another’s job', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const kind = kindName('turns')
    const order: string[] = []
    const { jobs, worker } = await setUp(
      app,
      [
        {
          kind,
          timeoutMs: 5000,
          run: async (p) => {
            order.push(String(p.who))
            await sleep(100)
          },
        },
      ],
      // graphile-worker's turns (PostgreSQL): an organization runs one job at a time while the
      // others run beside it, so its backlog holds one of two slots; the table's own (SQLite):
      // the next free slot goes to the organization whose turn it is, so one slot is enough.
      { concurrency: carriedByGraphile(app.deps.dialect) ? 2 : 1 },
    )
    t.after(() => worker.stop(0))
    for (let i = 0; i < 5; i++)
      await jobs.enqueueNow({
        kind,
        organizationId: org.id,
        datasetId: randomUUID(),
        payload: { who: `a${i}` },
      })
    await jobs.enqueueNow({ kind, organizationId: other.id, datasetId: randomUUID(), payload: { who: 'b0' } })
    worker.start()
    await until('all to run', async () => order.length === 6)
    assert.ok(order.indexOf('b0') <= 1, `b0 ran at ${order.indexOf('b0')}: ${order.join(' ')}`)
  })
})

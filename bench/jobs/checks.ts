/**
 * The behaviours Hangar needs, observed on each library (run by pg-queue-libs.ts, `--only checks`):
 * enqueue in the caller's transaction (rollback → no job, commit → it runs), the idempotency key
 * (twice before it runs, again while it runs, again after it completed), retries and backoff,
 * pg-boss's time bound, per-organization fairness, admin listing / retry / cancel, queue depth.
 * Workers run in this process (graphile-worker `run()`, pg-boss `work()`), one per check.
 */
import { EventEmitter } from 'node:events'
import type { Kysely } from 'kysely'
import {
  BOSS_NOTIFY,
  type GraphileSpec,
  type GraphileTask,
  graphile,
  graphileAddJob,
  kyselyExecuteSql,
  type PgBoss,
  quietLogger,
  type Row,
  raw,
} from './libs.ts'

export interface Check {
  lib: 'graphile-worker' | 'pg-boss'
  name: string
  ok: boolean
  observed: string
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const now = () => performance.timeOrigin + performance.now()
async function waitFor(what: string, cond: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await cond()) return
    await sleep(25)
  }
  throw new Error(`timed out waiting for ${what}`)
}

/** What the handlers of the checks do, by payload.name. */
interface Run {
  name: string
  org?: string
  start: number
  end?: number
}
class Behaviour {
  runs: Run[] = []
  blocked = new Map<string, (() => void)[]>()
  failing = new Set<string>()
  slowMs = new Map<string, number>()
  async run(p: Row) {
    const r: Run = { name: p.name, org: p.org, start: now() }
    this.runs.push(r)
    try {
      if (p.block)
        await new Promise<void>((res) => this.blocked.set(p.name, [...(this.blocked.get(p.name) ?? []), res]))
      const slow = this.slowMs.get(p.name) ?? p.slowMs
      if (slow) await sleep(slow)
      if (this.failing.has(p.name)) throw new Error(`${p.name} failed on purpose`)
    } finally {
      r.end = now()
    }
  }
  count(name: string) {
    return this.runs.filter((r) => r.name === name).length
  }
  release(name: string) {
    for (const res of this.blocked.get(name) ?? []) res()
    this.blocked.delete(name)
  }
}

export async function runChecks(url: string, db: Kysely<unknown>, boss: PgBoss): Promise<Check[]> {
  const out: Check[] = []
  const check = async (lib: Check['lib'], name: string, fn: () => Promise<[boolean, string]>) => {
    try {
      const [ok, observed] = await fn()
      out.push({ lib, name, ok, observed })
    } catch (err) {
      out.push({ lib, name, ok: false, observed: `error: ${(err as Error).message}` })
    }
    const last = out[out.length - 1]!
    console.error(`  ${last.ok ? 'ok  ' : 'FAIL'} ${lib}: ${name} — ${last.observed}`)
  }
  await raw(db, 'create table if not exists hangar_demo (id text primary key, version int not null)')

  // ---------------------------------------------------------------------------- graphile-worker
  const g = new Behaviour()
  const task: GraphileTask = (payload) => g.run(payload as Row)
  const withRunner = async <T>(fn: () => Promise<T>, concurrency = 2): Promise<T> => {
    process.env.NO_LOG_SUCCESS = '1'
    const runner = await graphile.run({
      connectionString: url,
      concurrency,
      pollInterval: 500,
      noHandleSignals: true,
      taskList: { check: task },
      crontab: '',
      logger: quietLogger(),
      events: new EventEmitter(),
    })
    try {
      return await fn()
    } finally {
      for (const name of [...g.blocked.keys()]) g.release(name)
      await runner.stop()
    }
  }
  const gAdd = (spec: Omit<GraphileSpec, 'identifier'>) =>
    db.transaction().execute((trx) => graphileAddJob(trx, { identifier: 'check', ...spec }))
  const gJobs = (where = 'true', values: unknown[] = []) =>
    raw(db, `select * from graphile_worker.jobs where task_identifier = 'check' and ${where}`, values)

  await check(
    'graphile-worker',
    'enqueue in the transaction: rollback leaves no job, commit runs it',
    async () => {
      const change = async (version: number, fail: boolean) =>
        db
          .transaction()
          .execute(async (trx) => {
            await raw(
              trx,
              'insert into hangar_demo values ($1, $2) on conflict (id) do update set version = excluded.version',
              ['ds-g', version],
            )
            await graphileAddJob(trx, {
              identifier: 'check',
              payload: { name: `tx-${version}`, datasetId: 'ds-g' },
              jobKey: `index:ds-g:${version}`,
            })
            if (fail) throw new Error('rollback')
          })
          .catch(() => undefined)
      await change(1, true)
      const afterRollback = (await gJobs("key = 'index:ds-g:1'")).length
      await change(2, false)
      const afterCommit = (await gJobs("key = 'index:ds-g:2'")).length
      await withRunner(() => waitFor('tx job', () => g.count('tx-2') === 1))
      const ok = afterRollback === 0 && afterCommit === 1 && g.count('tx-1') === 0 && g.count('tx-2') === 1
      return [
        ok,
        `after rollback: ${afterRollback} job; after commit: ${afterCommit} job, ran ${g.count('tx-2')}×`,
      ]
    },
  )

  await check(
    'graphile-worker',
    "job_key 'replace': enqueued twice before it runs → one job, runs once",
    async () => {
      await gAdd({ payload: { name: 'k1', v: 1 }, jobKey: 'index:ds1:v1' })
      await gAdd({ payload: { name: 'k1', v: 2 }, jobKey: 'index:ds1:v1' })
      const rows = await gJobs("key = 'index:ds1:v1'")
      await withRunner(async () => {
        await waitFor('k1', () => g.count('k1') >= 1)
        await sleep(700)
      })
      return [
        rows.length === 1 && g.count('k1') === 1,
        `${rows.length} row (revision ${rows[0]?.revision}: the second add replaced the payload), ran ${g.count('k1')}×`,
      ]
    },
  )

  await check(
    'graphile-worker',
    "job_key 'replace': enqueued again while it runs → a second job, run after (same queue_name)",
    async () => {
      const spec = { payload: { name: 'k2', block: true }, jobKey: 'index:ds2:v1', queueName: 'org-1' }
      await gAdd(spec)
      let rows: Row[] = []
      await withRunner(async () => {
        await waitFor('k2 running', () => g.blocked.has('k2'))
        await gAdd({ ...spec, payload: { name: 'k2' } })
        rows = await raw(
          db,
          "select key, locked_at from graphile_worker._private_jobs where payload->>'name' = 'k2'",
        )
        await sleep(300)
        const overlapped = g.count('k2') > 1
        g.release('k2')
        await waitFor('k2 twice', () => g.count('k2') === 2)
        if (overlapped) throw new Error('second run overlapped the first')
      })
      const keys = rows.map((r) => `${r.key ?? 'null'}${r.locked_at ? ' (locked)' : ''}`).join(', ')
      return [
        rows.length === 2 && g.count('k2') === 2,
        `rows while running: ${keys}; ran ${g.count('k2')}×, one after the other`,
      ]
    },
  )

  await check(
    'graphile-worker',
    "job_key_mode 'unsafe_dedupe': enqueued again while it runs → ignored",
    async () => {
      const spec = {
        payload: { name: 'k3', block: true },
        jobKey: 'index:ds3:v1',
        jobKeyMode: 'unsafe_dedupe',
      }
      await gAdd(spec)
      let rows = 0
      await withRunner(async () => {
        await waitFor('k3 running', () => g.blocked.has('k3'))
        await gAdd({ ...spec, payload: { name: 'k3' } })
        rows = (await gJobs("key = 'index:ds3:v1'")).length
        g.release('k3')
        await sleep(1200)
      })
      return [
        rows === 1 && g.count('k3') === 1,
        `1 row (the running one, revision bumped), ran ${g.count('k3')}×`,
      ]
    },
  )

  await check(
    'graphile-worker',
    'job_key: enqueued again after it completed → runs again (row deleted on success)',
    async () => {
      await gAdd({ payload: { name: 'k4' }, jobKey: 'index:ds4:v1' })
      await withRunner(() => waitFor('k4', () => g.count('k4') === 1))
      const left = (await gJobs("key = 'index:ds4:v1'")).length
      await gAdd({ payload: { name: 'k4' }, jobKey: 'index:ds4:v1', jobKeyMode: 'unsafe_dedupe' })
      await withRunner(() => waitFor('k4 again', () => g.count('k4') === 2))
      return [
        left === 0 && g.count('k4') === 2,
        `no row kept after success, so any mode enqueues anew: ran ${g.count('k4')}× (the handler must be idempotent)`,
      ]
    },
  )

  let failedId = ''
  await check(
    'graphile-worker',
    'max_attempts 3: exponential backoff exp(min(attempts,10)) s, then kept as failed',
    async () => {
      g.failing.add('r1')
      const delays: string[] = []
      await gAdd({ payload: { name: 'r1' }, maxAttempts: 3, jobKey: 'retry:r1' })
      await withRunner(async () => {
        for (let attempt = 1; attempt <= 3; attempt++) {
          await waitFor(`r1 attempt ${attempt}`, async () => {
            const [j] = await gJobs("key = 'retry:r1' and locked_at is null and attempts = $1", [attempt])
            return Boolean(j)
          })
          const [j] = await raw(
            db,
            "select id, attempts, max_attempts, last_error, extract(epoch from run_at - now())::float as wait from graphile_worker.jobs where key = 'retry:r1'",
          )
          failedId = String(j!.id)
          delays.push(`${j!.attempts}: next in ${Number(j!.wait).toFixed(1)} s`)
          // Skip the wait (admin "run now" uses the same function).
          if (attempt < 3)
            await raw(db, 'select graphile_worker.reschedule_jobs(array[$1::bigint], run_at => now())', [
              j!.id,
            ])
        }
        await sleep(800)
      })
      const [row] = await gJobs('id = $1', [failedId])
      return [
        g.count('r1') === 3 && row?.attempts === 3,
        `ran ${g.count('r1')}×; after attempts ${delays.join(', ')}; row kept: attempts ${row?.attempts}/${row?.max_attempts}, last_error "${row?.last_error}"`,
      ]
    },
  )

  await check(
    'graphile-worker',
    'admin retry of a failed job: reschedule_jobs(ids, run_at => now(), attempts => 0)',
    async () => {
      g.failing.delete('r1')
      const [r] = await raw(
        db,
        'select count(*)::int as n from graphile_worker.reschedule_jobs(array[$1::bigint], run_at => now(), attempts => 0)',
        [failedId],
      )
      await withRunner(() => waitFor('r1 retried', () => g.count('r1') === 4))
      await sleep(300)
      const left = (await gJobs('id = $1', [failedId])).length
      return [r?.n === 1 && left === 0, `rescheduled ${r?.n}, ran once more and succeeded (row deleted)`]
    },
  )

  await check(
    'graphile-worker',
    'admin cancel: pending → remove_job(key) / permanently_fail_jobs(ids); running → refused',
    async () => {
      await gAdd({ payload: { name: 'c1' }, jobKey: 'cancel:c1' })
      const [removed] = await raw(db, "select id from graphile_worker.remove_job('cancel:c1')")
      await gAdd({ payload: { name: 'c2' }, jobKey: 'cancel:c2' })
      const [c2] = await gJobs("key = 'cancel:c2'")
      const failed = await raw(
        db,
        "select id from graphile_worker.permanently_fail_jobs(array[$1::bigint], 'cancelled by admin')",
        [c2!.id],
      )
      await gAdd({ payload: { name: 'c3', block: true }, jobKey: 'cancel:c3' })
      let refused = -1
      await withRunner(async () => {
        await waitFor('c3 running', () => g.blocked.has('c3'))
        const [c3] = await gJobs("key = 'cancel:c3'")
        refused = (
          await raw(db, 'select id from graphile_worker.permanently_fail_jobs(array[$1::bigint])', [c3!.id])
        ).length
        g.release('c3')
      })
      await sleep(300)
      const [c2row] = await gJobs('id = $1', [c2!.id])
      await raw(db, 'select graphile_worker.complete_jobs(array[$1::bigint])', [c2!.id]) // delete it
      return [
        Boolean(removed?.id) &&
          failed.length === 1 &&
          refused === 0 &&
          g.count('c1') === 0 &&
          g.count('c2') === 0,
        `remove_job deleted the pending job; permanently_fail_jobs kept c2 as failed ("${c2row?.last_error}"); on a locked (running) job it changed ${refused} row`,
      ]
    },
  )

  await check(
    'graphile-worker',
    'fairness: queue_name per organization — org B is not held by org A (concurrency 2)',
    async () => {
      const tEnq = now()
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 8; i++)
          await graphileAddJob(trx, {
            identifier: 'check',
            payload: { name: 'fa', org: 'A', slowMs: 400 },
            queueName: 'org:A',
          })
      })
      let bWait = 0
      await withRunner(async () => {
        await sleep(100)
        const t = now()
        await graphileAddJob(db, {
          identifier: 'check',
          payload: { name: 'fb', org: 'B' },
          queueName: 'org:B',
        })
        await waitFor('B', () => g.count('fb') === 1)
        bWait = g.runs.find((r) => r.name === 'fb')!.start - t
        await waitFor('A', () => g.runs.filter((r) => r.name === 'fa' && r.end).length === 8)
      })
      const a = g.runs.filter((r) => r.name === 'fa')
      const overlap = a.some((x) => a.some((y) => x !== y && x.start < y.start && y.start < x.end!))
      return [
        bWait < 300 && !overlap,
        `B started ${bWait.toFixed(0)} ms after its enqueue while A's 8×400 ms jobs ran one at a time (overlap: ${overlap}); A took ${((Math.max(...a.map((r) => r.end!)) - tEnq) / 1000).toFixed(1)} s`,
      ]
    },
  )

  await check('graphile-worker', 'admin list by kind/dataset and depth by kind × state (SQL)', async () => {
    await gAdd({
      payload: { name: 'l1', datasetId: 'ds-list' },
      jobKey: 'index:ds-list:1',
      queueName: 'org:L',
    })
    const list = await raw(db, GRAPHILE_LIST_SQL, ['check', 'ds-list'])
    const depth = await raw(db, GRAPHILE_DEPTH_SQL)
    await raw(db, "select graphile_worker.remove_job('index:ds-list:1')")
    return [
      list.length === 1,
      `list: ${list.length} row (${list[0]?.state}); depth rows: ${depth.map((d) => `${d.kind}/${d.state}=${d.n}`).join(', ')}`,
    ]
  })

  // ---------------------------------------------------------------------------- pg-boss 10
  const b = new Behaviour()
  const bossDb = (trx: Parameters<typeof kyselyExecuteSql>[0]) => ({ db: kyselyExecuteSql(trx) })
  const bSend = (q: string, data: Row, options: Row = {}) =>
    db.transaction().execute(async (trx) => {
      const id = await boss.send(q, data, { ...options, ...bossDb(trx) })
      await raw(trx, BOSS_NOTIFY, [q])
      return id
    })
  const withWorkers = async <T>(q: string, fn: () => Promise<T>, workers = 2): Promise<T> => {
    for (let i = 0; i < workers; i++)
      await boss.work(q, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const j of jobs) await b.run(j.data)
      })
    try {
      return await fn()
    } finally {
      for (const name of [...b.blocked.keys()]) b.release(name)
      await boss.offWork(q)
      await sleep(1100) // offWork resolves before its loops have stopped
    }
  }
  const bJobs = (q: string, where = 'true', values: unknown[] = []) =>
    raw(db, `select * from pgboss.job where name = $1 and ${where}`, [q, ...values])
  for (const policy of ['standard', 'short', 'singleton', 'stately'])
    await boss.createQueue(`dd_${policy}`, { policy })
  await boss.createQueue('b_tx')
  await boss.createQueue('b_retry', { retryLimit: 2, retryDelay: 1, retryBackoff: true })
  await boss.createQueue('b_timeout', { expireInSeconds: 1, retryLimit: 0 })
  await boss.createQueue('fair_standard')
  await boss.createQueue('fair_singleton', { policy: 'singleton' })

  await check(
    'pg-boss',
    'send(…, { db }) in the transaction: rollback leaves no job, commit runs it',
    async () => {
      const change = (version: number, fail: boolean) =>
        db
          .transaction()
          .execute(async (trx) => {
            await raw(
              trx,
              'insert into hangar_demo values ($1, $2) on conflict (id) do update set version = excluded.version',
              ['ds-b', version],
            )
            await boss.send(
              'b_tx',
              { name: `tx-${version}` },
              { singletonKey: `ds-b:${version}`, ...bossDb(trx) },
            )
            if (fail) throw new Error('rollback')
          })
          .catch(() => undefined)
      await change(1, true)
      const afterRollback = (await bJobs('b_tx')).length
      await change(2, false)
      const afterCommit = (await bJobs('b_tx')).length
      await withWorkers('b_tx', () => waitFor('b tx', () => b.count('tx-2') === 1))
      const missing = await boss.send('no_such_queue', { x: 1 })
      return [
        afterRollback === 0 && afterCommit === 1 && b.count('tx-2') === 1 && missing === null,
        `after rollback: ${afterRollback} job; after commit: ${afterCommit}, ran ${b.count('tx-2')}×; send() to a queue never created returns ${missing} (no error)`,
      ]
    },
  )

  for (const policy of ['standard', 'short', 'singleton', 'stately']) {
    await check(
      'pg-boss',
      `policy '${policy}' + singletonKey: twice before / again while running / after completed`,
      async () => {
        const q = `dd_${policy}`
        const name = `d-${policy}`
        const ids = [await bSend(q, { name, block: true }, { singletonKey: 'index:ds1:v1' })]
        ids.push(await bSend(q, { name, block: true }, { singletonKey: 'index:ds1:v1' }))
        const before = ids.filter(Boolean).length
        let again = false
        let third = false
        let atOnce = 0
        await withWorkers(q, async () => {
          await waitFor('running', () => b.blocked.has(name))
          await sleep(700) // a second worker would have taken a second queued job by now
          atOnce = b.runs.filter((r) => r.name === name && !r.end).length
          again = Boolean(await bSend(q, { name: `${name}-again` }, { singletonKey: 'index:ds1:v1' }))
          third = Boolean(await bSend(q, { name: `${name}-again` }, { singletonKey: 'index:ds1:v1' }))
          for (let i = 0; i < 5; i++) {
            b.release(name)
            await sleep(700)
          }
        })
        const runsBefore = b.count(name)
        const runsAgain = b.count(`${name}-again`)
        const after = await bSend(q, { name: `${name}-after` }, { singletonKey: 'index:ds1:v1' })
        await withWorkers(q, () =>
          waitFor('after', () => b.count(`${name}-after`) === 1).catch(() => undefined),
        )
        return [
          true,
          `twice before: ${before} job(s) created, ran ${runsBefore}× (${atOnce} at once); ` +
            `again while running: ${again ? 'accepted' : 'dropped'}, a third time: ${third ? 'accepted' : 'dropped'} (ran ${runsAgain}×); ` +
            `after completed: ${after ? 'accepted' : 'dropped'} (ran ${b.count(`${name}-after`)}×)`,
        ]
      },
    )
  }

  await check(
    'pg-boss',
    'retryLimit 2 (= 3 runs), retryDelay 1 s with backoff; admin retry() of the failed job',
    async () => {
      b.failing.add('br')
      const id = (await bSend('b_retry', { name: 'br' }))!
      const starts: string[] = []
      await withWorkers(
        'b_retry',
        async () => {
          await waitFor(
            'failed',
            async () => (await bJobs('b_retry', "state = 'failed'")).length === 1,
            20_000,
          )
        },
        1,
      )
      const runs = b.runs.filter((r) => r.name === 'br')
      for (let i = 1; i < runs.length; i++)
        starts.push(((runs[i]!.start - runs[i - 1]!.end!) / 1000).toFixed(1))
      const [failed] = await bJobs('b_retry', 'id = $2', [id])
      b.failing.delete('br')
      const retried = await boss.retry('b_retry', id)
      await withWorkers('b_retry', () => waitFor('retried', () => b.count('br') === 4), 1)
      await sleep(300)
      const [done] = await bJobs('b_retry', 'id = $2', [id])
      return [
        runs.length === 3 && done?.state === 'completed',
        `ran ${runs.length}× before 'failed' (retry_count ${failed?.retry_count}, output ${JSON.stringify(failed?.output?.message ?? failed?.output)}); gaps ${starts.join(', ')} s; ` +
          `retry() affected ${retried.affected} → ran again, state ${done?.state}`,
      ]
    },
  )

  await check(
    'pg-boss',
    'expireInSeconds is the time bound of work(): the job fails, the handler is not stopped',
    async () => {
      const id = (await bSend('b_timeout', { name: 'bt', slowMs: 2500 }))!
      let state = ''
      await withWorkers(
        'b_timeout',
        async () => {
          await waitFor('bt started', () => b.count('bt') === 1)
          await sleep(1600)
          const [j] = await bJobs('b_timeout', 'id = $2', [id])
          state = `${j?.state} "${j?.output?.message}"`
          await waitFor('bt end', () => b.runs.some((r) => r.name === 'bt' && r.end), 5000)
        },
        1,
      )
      const r = b.runs.find((x) => x.name === 'bt')!
      return [
        state.startsWith('failed'),
        `after 1.6 s: ${state}; the handler still ran to ${((r.end! - r.start) / 1000).toFixed(1)} s`,
      ]
    },
  )

  await check(
    'pg-boss',
    'cancel(): a created job → cancelled; an active job → cancelled in the table, handler runs on',
    async () => {
      const id1 = (await bSend('b_tx', { name: 'bc1' }))!
      const c1 = await boss.cancel('b_tx', id1)
      const id2 = (await bSend('b_tx', { name: 'bc2', block: true }))!
      let c2: Row = {}
      await withWorkers('b_tx', async () => {
        await waitFor('bc2', () => b.blocked.has('bc2'))
        c2 = await boss.cancel('b_tx', id2)
        b.release('bc2')
        await sleep(300)
      })
      const [j2] = await bJobs('b_tx', 'id = $2', [id2])
      return [
        c1.affected === 1 && b.count('bc1') === 0,
        `created: affected ${c1.affected}, never ran; active: affected ${c2.affected}, handler finished, final state ${j2?.state}`,
      ]
    },
  )

  for (const [q, label] of [
    ['fair_standard', "'standard' queue"],
    ['fair_singleton', "'singleton' policy keyed by organization"],
  ] as const) {
    await check('pg-boss', `fairness with a ${label} (concurrency 2): does org A hold org B?`, async () => {
      const jobs = Array.from({ length: 8 }, () => ({
        name: q,
        data: { name: `${q}-A`, org: 'A', slowMs: 400 },
        singletonKey: 'org:A',
      }))
      await db.transaction().execute((trx) => boss.insert(jobs, bossDb(trx)))
      let bWait = 0
      await withWorkers(q, async () => {
        await sleep(100)
        const t = now()
        await bSend(q, { name: `${q}-B`, org: 'B' }, { singletonKey: 'org:B' })
        await waitFor('B', () => b.count(`${q}-B`) === 1, 30_000)
        bWait = b.runs.find((r) => r.name === `${q}-B`)!.start - t
        await waitFor('A', () => b.runs.filter((r) => r.name === `${q}-A` && r.end).length === 8, 30_000)
      })
      return [
        true,
        `B started ${(bWait / 1000).toFixed(2)} s after its enqueue (A: 8×400 ms jobs queued before it)`,
      ]
    })
  }

  await check('pg-boss', 'admin list by kind/dataset and depth by kind × state (SQL)', async () => {
    await bSend('b_tx', { name: 'bl', datasetId: 'ds-list' })
    const list = await raw(
      db,
      "select id, name, state, retry_count, created_on, output from pgboss.job where name = $1 and data->>'datasetId' = $2",
      ['b_tx', 'ds-list'],
    )
    const depth = await raw(
      db,
      'select name as kind, state, count(*)::int as n from pgboss.job group by 1, 2 order by 1, 2',
    )
    const states = await boss.countStates()
    return [
      list.length === 1,
      `list: ${list.length} row; depth: ${depth.length} rows; countStates() all=${states.all}`,
    ]
  })
  return out
}

/** Admin listing (graphile-worker 0.16: the public view `graphile_worker.jobs` has no payload). */
export const GRAPHILE_LIST_SQL = `select j.id, t.identifier as kind, q.queue_name, j.payload, j.key, j.attempts, j.max_attempts,
  j.last_error, j.run_at, j.locked_at, j.locked_by, j.created_at,
  case when j.locked_at is not null then 'running' when j.attempts >= j.max_attempts then 'failed'
       when j.attempts > 0 then 'retrying' when j.run_at > now() then 'scheduled' else 'queued' end as state
from graphile_worker._private_jobs j
join graphile_worker._private_tasks t on t.id = j.task_id
left join graphile_worker._private_job_queues q on q.id = j.job_queue_id
where t.identifier = $1 and j.payload->>'datasetId' = $2
order by j.id desc limit 100`
/** Queue depth by kind × state for Prometheus (completed jobs are deleted: count them in the handler). */
export const GRAPHILE_DEPTH_SQL = `select task_identifier as kind,
  case when locked_at is not null then 'running' when attempts >= max_attempts then 'failed'
       when attempts > 0 then 'retrying' when run_at > now() then 'scheduled' else 'queued' end as state,
  count(*)::int as n
from graphile_worker.jobs group by 1, 2 order by 1, 2`

/**
 * Choosing Hangar's PostgreSQL job queue: graphile-worker 0.16 vs pg-boss 10, measured in one run
 * (docs/jobs.md). The libraries are NOT dependencies of the repository: install them in a scratch
 * folder first (bench/jobs/ may later get them as devDependencies), then run from the repo root:
 *
 *   mkdir -p /tmp/qlibs && cd /tmp/qlibs && npm init -y && npm install pg-boss@10 graphile-worker@0.16 pg
 *   node --import tsx bench/jobs/pg-queue-libs.ts            # QLIBS=/tmp/qlibs PG_URL=postgres://postgres@127.0.0.1:5432
 *   node --import tsx bench/jobs/pg-queue-libs.ts --only checks,latency --rounds 1
 *
 * It creates a database jobsbench_<pid> (dropped at the end unless --keep), installs both schemas,
 * and runs:
 * - checks: the behaviours of checks.ts (transactions, keys, retries, fairness, admin SQL);
 * - throughput: N no-op jobs (default 10,000) enqueued in batches of 100 and one per transaction
 *   (Kysely transactions, 4 resp. 8 in parallel: the enqueue rate and this process's CPU per job),
 *   then drained by ONE worker process (worker-child.ts) at concurrency 2 and 8: jobs/s from `go`
 *   until the last job is completed in the database, CPU µs per job of the worker process
 *   (process.cpuUsage) and of PostgreSQL (the database's backends, /proc). The generator is idle
 *   while the worker drains. Variants alternate in order every round; medians over --rounds.
 *   A drain is cut at --cap seconds (pg-boss `work()` polls), its rate then from the jobs done.
 * - latency: an idle worker process; --latency-jobs jobs one per transaction, spaced 50–150 ms at
 *   random; latency = job start in the worker − the moment just before COMMIT (one machine, one clock).
 * - takeover: per library (both at once), worker processes H, A, B with concurrency 1 and the lease
 *   design (heartbeat 5 s, stale after 30 s, sweep/maintenance every 5 s): H holds a healthy job
 *   for --hold-seconds (longer than the lease: must not be taken), A holds another and is SIGKILLed,
 *   B must take A's job over; takeover = B's start − the kill.
 * Prints Markdown tables on stdout and stores bench/jobs/results/pg-queue-libs-<time>.json.
 */
import { type ChildProcess, fork } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { Kysely, PostgresDialect, type Transaction } from 'kysely'
import pg from 'pg'
import { describeMachine, gitCommit, loads, thisCommandLine } from '../runner/machine.ts'
import { type Check, runChecks } from './checks.ts'
import {
  BOSS_NOTIFY,
  graphile,
  graphileAddJob,
  graphileAddJobs,
  HEARTBEAT_TABLE_SQL,
  kyselyExecuteSql,
  PgBoss,
  QLIBS,
  quietLogger,
  type Row,
  raw,
  versions,
} from './libs.ts'
import type { ChildConfig, ChildMessage, ParentMessage } from './worker-child.ts'

const { values: opts } = parseArgs({
  options: {
    only: { type: 'string', default: 'checks,throughput,latency,takeover' },
    rounds: { type: 'string', default: '2' },
    jobs: { type: 'string', default: '10000' },
    'latency-jobs': { type: 'string', default: '200' },
    cap: { type: 'string', default: '120' },
    'cap-work': { type: 'string', default: '15' },
    'hold-seconds': { type: 'string', default: '80' },
    pg: { type: 'string', default: process.env.PG_URL ?? 'postgres://postgres@127.0.0.1:5432' },
    keep: { type: 'boolean', default: false },
  },
})
const phases = new Set(opts.only!.split(','))
const ROUNDS = Number(opts.rounds)
const N = Number(opts.jobs)
const LATENCY_JOBS = Number(opts['latency-jobs'])
const CAP_S = Number(opts.cap)
const CAP_WORK_S = Number(opts['cap-work'])
const HOLD_MS = Number(opts['hold-seconds']) * 1000
const CONCURRENCIES = [2, 8]
const LEASE = { heartbeatSeconds: 5, staleSeconds: 30, sweepSeconds: 5 }
type Variant = 'graphile' | 'graphile-async' | 'boss-loop' | 'boss-loop-async' | 'boss-work'
type Lib = 'graphile' | 'pg-boss'
const VARIANTS: Variant[] = ['graphile', 'boss-loop', 'graphile-async', 'boss-loop-async', 'boss-work']
const LATENCY_VARIANTS: Variant[] = ['graphile', 'boss-loop', 'boss-work']
const LABEL: Record<Variant, string> = {
  graphile: 'graphile-worker run()',
  'graphile-async': 'graphile-worker run(), worker pool synchronous_commit=off',
  'boss-loop': 'pg-boss fetch() loop + NOTIFY',
  'boss-loop-async': 'pg-boss fetch() loop + NOTIFY, synchronous_commit=off',
  'boss-work': 'pg-boss work() (poll 0.5 s)',
}
const libOf = (v: Variant): Lib => (v.startsWith('graphile') ? 'graphile' : 'pg-boss')
const childLib = (v: Variant): ChildConfig['lib'] =>
  v.startsWith('graphile') ? 'graphile' : v === 'boss-work' ? 'boss-work' : 'boss-loop'
/** Polling interval: graphile-worker's default (LISTEN wakes it); pg-boss work() at its minimum. */
const pollOf = (v: Variant) => (v === 'boss-work' ? 500 : 2000)
const childConfig = (v: Variant, concurrency: number, extra: Partial<ChildConfig> = {}): ChildConfig => ({
  lib: childLib(v),
  url,
  concurrency,
  queue: 'noop',
  pollMs: pollOf(v),
  asyncCommit: v.endsWith('-async'),
  ...extra,
})

const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}
const pct = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!
async function waitFor(what: string, cond: () => Promise<boolean> | boolean, timeoutMs: number, stepMs = 20) {
  const end = Date.now() + timeoutMs
  while (Date.now() < end) {
    if (await cond()) return
    await sleep(stepMs)
  }
  throw new Error(`timed out waiting for ${what}`)
}
const log = (s: string) => console.error(`[${new Date().toISOString().slice(11, 19)}] ${s}`)

// ------------------------------------------------------------------------------------- setup
const startedAt = new Date()
const dbName = `jobsbench_${process.pid}`
const admin = new pg.Client({ connectionString: `${opts.pg}/postgres` })
await admin.connect()
await admin.query(`create database ${dbName}`)
const url = `${opts.pg}/${dbName}`
const pool = new pg.Pool({ connectionString: url, max: 8 })
pool.on('error', (e) => console.error('pool', e.message))
const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) })
await graphile.runMigrations({ connectionString: url, logger: quietLogger() })
const boss = new PgBoss({ connectionString: url, max: 4, supervise: false, schedule: false })
boss.on('error', (e) => console.error('pg-boss', e))
await boss.start()
await boss.createQueue('noop')
// The takeover queue: expire_in = the lease (the heartbeat pushes it), 3 attempts, short backoff.
await boss.createQueue('lease', {
  expireInSeconds: LEASE.staleSeconds,
  retryLimit: 2,
  retryDelay: 1,
  retryBackoff: true,
})
await raw(db, HEARTBEAT_TABLE_SQL)

let finished = false
async function teardown() {
  if (finished) return
  finished = true
  for (const c of children) c.kill('SIGKILL')
  await boss.stop({ graceful: false }).catch(() => undefined)
  await db.destroy().catch(() => undefined)
  if (!opts.keep)
    await admin.query(`drop database if exists ${dbName} with (force)`).catch((e) => console.error(e))
  await admin.end()
}
process.on('SIGINT', () => void teardown().then(() => process.exit(130)))

// ------------------------------------------------------------------------------------- enqueue
type Db = Kysely<unknown> | Transaction<unknown>
async function enqueueOne(lib: Lib, trx: Db, data: Row, queue = 'noop') {
  if (lib === 'graphile') return graphileAddJob(trx, { identifier: queue, payload: data, maxAttempts: 3 })
  const id = await boss.send(queue, data, { db: kyselyExecuteSql(trx) })
  await raw(trx, BOSS_NOTIFY, [queue])
  return id
}
async function enqueueMany(lib: Lib, trx: Db, datas: Row[], queue = 'noop') {
  if (lib === 'graphile')
    return graphileAddJobs(
      trx,
      datas.map((payload) => ({ identifier: queue, payload, maxAttempts: 3 })),
    )
  await boss.insert(
    datas.map((data) => ({ name: queue, data })),
    { db: kyselyExecuteSql(trx) },
  )
  await raw(trx, BOSS_NOTIFY, [queue])
  return datas.length
}
async function parallel(workers: number, count: number, fn: (i: number) => Promise<unknown>) {
  let next = 0
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < count) await fn(next++)
    }),
  )
}
async function enqueueN(lib: Lib, mode: 'batch' | 'single', n: number) {
  const c0 = process.cpuUsage()
  const t0 = now()
  if (mode === 'single')
    await parallel(8, n, () => db.transaction().execute((trx) => enqueueOne(lib, trx, {})))
  else {
    const size = 100
    await parallel(4, Math.ceil(n / size), (k) =>
      db.transaction().execute((trx) =>
        enqueueMany(
          lib,
          trx,
          Array.from({ length: Math.min(size, n - k * size) }, () => ({})),
        ),
      ),
    )
  }
  const seconds = (now() - t0) / 1000
  const cpu = process.cpuUsage(c0)
  return { jobsPerSecond: n / seconds, cpuUsPerJob: (cpu.user + cpu.system) / n }
}
async function remaining(lib: Lib): Promise<{ left: number; done: number }> {
  if (lib === 'graphile') {
    const [r] = await raw(db, 'select count(*)::int as n from graphile_worker._private_jobs')
    return { left: r!.n, done: N - r!.n }
  }
  const [r] = await raw(
    db,
    "select count(*) filter (where state <> 'completed')::int as left, count(*) filter (where state = 'completed')::int as done from pgboss.job where name = 'noop'",
  )
  return { left: r!.left, done: r!.done }
}
async function clean() {
  await raw(db, 'delete from graphile_worker._private_jobs')
  await raw(db, 'update graphile_worker._private_job_queues set locked_at = null, locked_by = null')
  await raw(db, 'delete from pgboss.job')
  await raw(db, 'delete from pgboss.archive')
  await raw(db, 'delete from hangar_job_workers')
  await raw(db, 'vacuum analyze graphile_worker._private_jobs')
  await raw(db, 'vacuum analyze pgboss.job')
}

// ------------------------------------------------------------------------------------- children
const childPath = fileURLToPath(new URL('./worker-child.ts', import.meta.url))
const children = new Set<ChildProcess>()
class Child {
  proc: ChildProcess
  messages: ChildMessage[] = []
  listeners = new Set<(m: ChildMessage) => void>()
  constructor(cfg: ChildConfig) {
    this.proc = fork(childPath, [], { env: { ...process.env, JOBS_CHILD: JSON.stringify(cfg) } })
    children.add(this.proc)
    this.proc.on('exit', () => children.delete(this.proc))
    this.proc.on('message', (m: ChildMessage) => {
      this.messages.push(m)
      for (const l of this.listeners) l(m)
    })
  }
  get pid() {
    return this.proc.pid!
  }
  send(m: ParentMessage) {
    this.proc.send(m)
  }
  wait<T extends ChildMessage['type']>(
    type: T,
    timeoutMs: number,
  ): Promise<Extract<ChildMessage, { type: T }>> {
    return new Promise((resolve, reject) => {
      const found = this.messages.find((m) => m.type === type)
      if (found) return resolve(found as Extract<ChildMessage, { type: T }>)
      const timer = setTimeout(() => {
        this.listeners.delete(l)
        reject(new Error(`no '${type}' from worker ${this.pid} within ${timeoutMs} ms`))
      }, timeoutMs)
      const l = (m: ChildMessage) => {
        if (m.type !== type) return
        clearTimeout(timer)
        this.listeners.delete(l)
        resolve(m as Extract<ChildMessage, { type: T }>)
      }
      this.listeners.add(l)
    })
  }
  async exit() {
    if (this.proc.exitCode !== null || this.proc.signalCode !== null) return
    const exited = new Promise((r) => this.proc.once('exit', r))
    this.send({ type: 'exit' })
    await Promise.race([exited, sleep(5000).then(() => this.proc.kill('SIGKILL'))])
  }
}

/** CPU (µs) used so far by each backend of the benchmark's database. */
async function pgBackendCpu(): Promise<Map<number, number>> {
  const rows = await raw(db, 'select pid from pg_stat_activity where datname = current_database()')
  const out = new Map<number, number>()
  for (const { pid } of rows) {
    try {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
      out.set(pid, (Number(f[11]) + Number(f[12])) * 10_000) // clock ticks of 10 ms
    } catch {
      // gone
    }
  }
  return out
}
const cpuDelta = (a: Map<number, number>, b: Map<number, number>) =>
  [...b].reduce((sum, [pid, t]) => sum + t - (a.get(pid) ?? 0), 0)

// ------------------------------------------------------------------------------------- throughput
interface DrainResult {
  jobsPerSecond: number
  cpuUsPerJob: number
  pgCpuUsPerJob: number
  completed: number
  capped: boolean
}
async function drain(variant: Variant, concurrency: number): Promise<DrainResult> {
  const lib = libOf(variant)
  const child = new Child(childConfig(variant, concurrency, { expect: N, gate: true }))
  const cap = variant === 'boss-work' ? CAP_WORK_S : CAP_S
  try {
    await child.wait('ready', 30_000)
    await sleep(500) // workers started and parked on their first jobs
    const pg0 = await pgBackendCpu()
    const t0 = now()
    child.send({ type: 'go' })
    const done = await child.wait('done', cap * 1000).catch(() => undefined)
    let completed: number
    let cpu: number
    let handled: number
    if (done) {
      await waitFor('all completed', async () => (await remaining(lib)).left === 0, 30_000, 10)
      completed = N
      handled = done.count
      cpu = done.cpuMicros
    } else {
      child.send({ type: 'stats' })
      const s = await child.wait('stats', 5000)
      completed = (await remaining(lib)).done
      handled = s.count
      cpu = s.cpuMicros
    }
    const seconds = (now() - t0) / 1000
    const pgCpu = cpuDelta(pg0, await pgBackendCpu())
    return {
      jobsPerSecond: completed / seconds,
      cpuUsPerJob: cpu / Math.max(1, handled),
      pgCpuUsPerJob: pgCpu / Math.max(1, completed),
      completed,
      capped: !done,
    }
  } finally {
    await child.exit()
  }
}

interface ThroughputRow {
  round: number
  concurrency: number
  enqueueMode: 'batch' | 'single'
  variant: Variant
  enqueue: { jobsPerSecond: number; cpuUsPerJob: number }
  drain: DrainResult
}
async function throughput(): Promise<ThroughputRow[]> {
  const rows: ThroughputRow[] = []
  const one = async (
    round: number,
    concurrency: number,
    enqueueMode: 'batch' | 'single',
    variant: Variant,
  ) => {
    await clean()
    const enqueue = await enqueueN(libOf(variant), enqueueMode, N)
    const d = await drain(variant, concurrency)
    rows.push({ round, concurrency, enqueueMode, variant, enqueue, drain: d })
    log(
      `round ${round} c=${concurrency} ${enqueueMode} ${variant}: enqueue ${enqueue.jobsPerSecond.toFixed(0)}/s, ` +
        `drain ${d.jobsPerSecond.toFixed(0)} jobs/s${d.capped ? ` (cut, ${d.completed} done)` : ''}, ` +
        `worker ${d.cpuUsPerJob.toFixed(0)} µs/job, PostgreSQL ${d.pgCpuUsPerJob.toFixed(0)} µs/job`,
    )
  }
  for (let round = 0; round < ROUNDS; round++) {
    // Enqueued in batches: every variant at each concurrency, the order reversed every round.
    for (const concurrency of CONCURRENCIES)
      for (const variant of round % 2 ? [...VARIANTS].reverse() : VARIANTS)
        await one(round, concurrency, 'batch', variant)
    // One job per transaction (commit-bound, ~45 s per 10,000 here): each library once, drained at 8.
    for (const variant of (round % 2 ? ['boss-loop', 'graphile'] : ['graphile', 'boss-loop']) as Variant[])
      await one(round, 8, 'single', variant)
  }
  return rows
}

// ------------------------------------------------------------------------------------- latency
interface LatencyRow {
  variant: Variant
  concurrency: number
  jobs: number
  p50: number
  p99: number
  max: number
}
async function latency(): Promise<LatencyRow[]> {
  const rows: LatencyRow[] = []
  for (const [k, concurrency] of CONCURRENCIES.entries()) {
    const order = k % 2 ? [...LATENCY_VARIANTS].reverse() : LATENCY_VARIANTS
    for (const variant of order) {
      await clean()
      const lib = libOf(variant)
      const child = new Child(childConfig(variant, concurrency, { reportStarts: true }))
      const started = new Map<number, number>()
      child.listeners.add((m) => {
        if (m.type === 'start' && m.seq !== undefined) started.set(m.seq, m.t)
      })
      try {
        await child.wait('ready', 30_000)
        await sleep(1000)
        const sent = new Map<number, number>()
        // pg-boss work() takes at most one job per loop per polling interval (0.5 s): jobs 50–150 ms
        // apart would queue up at concurrency 2, so they are spaced 0.5–1 s (and fewer) for it.
        const [gap, jobs] = variant === 'boss-work' ? [500, Math.min(100, LATENCY_JOBS)] : [50, LATENCY_JOBS]
        for (let seq = 0; seq < jobs; seq++) {
          await sleep(gap + Math.random() * gap * (variant === 'boss-work' ? 1 : 2))
          await db.transaction().execute(async (trx) => {
            await enqueueOne(lib, trx, { seq })
            sent.set(seq, now()) // just before Kysely sends COMMIT
          })
        }
        await waitFor('all started', () => started.size === jobs, 15_000)
        const ms = [...sent].map(([seq, t]) => started.get(seq)! - t).sort((a, b) => a - b)
        const row = {
          variant,
          concurrency,
          jobs: ms.length,
          p50: pct(ms, 0.5),
          p99: pct(ms, 0.99),
          max: ms[ms.length - 1]!,
        }
        rows.push(row)
        log(
          `latency c=${concurrency} ${variant}: p50 ${row.p50.toFixed(1)} ms, p99 ${row.p99.toFixed(1)} ms, max ${row.max.toFixed(1)} ms`,
        )
      } finally {
        await child.exit()
      }
    }
  }
  return rows
}

// ------------------------------------------------------------------------------------- takeover
interface TakeoverRow {
  variant: Variant
  takeoverSeconds: number
  healthyJobStarts: number
  healthyJobCompleted: boolean
  healthySeconds: number
}
async function takeover(variant: 'graphile' | 'boss-loop'): Promise<TakeoverRow> {
  const lib = libOf(variant)
  const queue = lib === 'graphile' ? 'noop' : 'lease'
  const cfg = childConfig(variant, 1, { queue, holdMs: HOLD_MS, lease: LEASE })
  const starts: { name: string; pid: number; t: number }[] = []
  const spawn = async () => {
    const c = new Child(cfg)
    c.listeners.add((m) => {
      if (m.type === 'start' && m.name) starts.push({ name: m.name, pid: m.pid, t: m.t })
    })
    await c.wait('ready', 30_000)
    return c
  }
  const started = (name: string, pid?: number) =>
    starts.find((s) => s.name === name && (pid === undefined || s.pid === pid))
  const procs: Child[] = []
  try {
    const h = await spawn()
    procs.push(h)
    await enqueueOne(lib, db, { hold: true, name: 'J1' }, queue)
    await waitFor('J1 started', () => Boolean(started('J1', h.pid)), 10_000)
    const a = await spawn()
    procs.push(a)
    await enqueueOne(lib, db, { hold: true, name: 'J2' }, queue)
    await waitFor('J2 started by A', () => Boolean(started('J2', a.pid)), 10_000)
    const b = await spawn()
    procs.push(b)
    await sleep(3000)
    const tKill = now()
    a.proc.kill('SIGKILL')
    log(`takeover ${variant}: SIGKILL ${a.pid} holding J2`)
    // Taken over by B, or by H if its healthy job has already ended.
    const rescuer = () => starts.find((s) => s.name === 'J2' && s.pid !== a.pid)
    await waitFor('J2 taken over', () => Boolean(rescuer()), 180_000, 50)
    const takeoverSeconds = (rescuer()!.t - tKill) / 1000
    log(
      `takeover ${variant}: ${rescuer()!.pid === b.pid ? 'B' : 'H'} took J2 over after ${takeoverSeconds.toFixed(1)} s`,
    )
    const j1Start = started('J1', h.pid)!.t
    const j1Done = async () =>
      lib === 'graphile'
        ? (await raw(db, "select 1 from graphile_worker._private_jobs where payload->>'name' = 'J1'"))
            .length === 0
        : (
            await raw(
              db,
              "select 1 from pgboss.job where name = 'lease' and data->>'name' = 'J1' and state = 'completed'",
            )
          ).length === 1
    const completed = await waitFor('J1 completed', j1Done, HOLD_MS + 30_000, 200).then(
      () => true,
      () => false,
    )
    return {
      variant,
      takeoverSeconds,
      healthyJobStarts: starts.filter((s) => s.name === 'J1').length,
      healthyJobCompleted: completed,
      healthySeconds: (now() - j1Start) / 1000,
    }
  } finally {
    for (const p of procs) p.proc.kill('SIGKILL')
  }
}

// ------------------------------------------------------------------------------------- run
const results: {
  checks?: Check[]
  throughput?: ThroughputRow[]
  latency?: LatencyRow[]
  takeover?: TakeoverRow[]
} = {}
try {
  if (phases.has('checks')) {
    log('checks')
    results.checks = await runChecks(url, db, boss)
  }
  if (phases.has('throughput')) {
    log(`throughput: ${N} jobs, ${ROUNDS} rounds`)
    results.throughput = await throughput()
  }
  if (phases.has('latency')) {
    log(`latency: ${LATENCY_JOBS} jobs`)
    results.latency = await latency()
  }
  if (phases.has('takeover')) {
    await clean()
    log(`takeover: both libraries at once, healthy job held ${HOLD_MS / 1000} s`)
    results.takeover = await Promise.all([takeover('graphile'), takeover('boss-loop')])
  }
} finally {
  await teardown()
}

// ------------------------------------------------------------------------------------- report
const lines: string[] = []
const p = (s = '') => lines.push(s)
const f0 = (x: number) => x.toFixed(0)
p(`## pg-queue-libs — ${startedAt.toISOString()}`)
p()
p(
  `\`${thisCommandLine()}\` · commit ${gitCommit() ?? '?'} · graphile-worker ${versions.graphileWorker}, pg-boss ${versions.pgBoss} (from ${QLIBS})`,
)
p(
  `machine: ${describeMachine().nproc} cores, load ${loads().join(' ')} at the end · PostgreSQL ${await (
    async () => {
      const c = new pg.Client({ connectionString: `${opts.pg}/postgres` })
      await c.connect()
      const r = await c.query('show server_version')
      await c.end()
      return r.rows[0].server_version as string
    }
  )()}`,
)
if (results.throughput) {
  const rows = results.throughput
  p()
  p(`### Throughput: ${N} no-op jobs enqueued, then drained by one worker process (median of ${ROUNDS})`)
  p()
  p(
    '| worker | concurrency | enqueued | jobs/s | × graphile (same commit mode) | worker CPU µs/job | PostgreSQL CPU µs/job |',
  )
  p('| --- | --- | --- | --- | --- | --- | --- |')
  const sel = (v: Variant, c: number, m: string) =>
    rows.filter((r) => r.variant === v && r.concurrency === c && r.enqueueMode === m)
  const med = (v: Variant, c: number, m: string, pick: (r: ThroughputRow) => number) =>
    median(sel(v, c, m).map(pick))
  const row = (v: Variant, c: number, m: string, base: Variant) => {
    if (sel(v, c, m).length === 0) return
    const jps = med(v, c, m, (r) => r.drain.jobsPerSecond)
    const capped = sel(v, c, m).some((r) => r.drain.capped)
    p(
      `| ${LABEL[v]} | ${c} | ${m === 'batch' ? 'batches of 100' : '1 per transaction'} | ${f0(jps)}${capped ? ` (cut at ${v === 'boss-work' ? CAP_WORK_S : CAP_S} s)` : ''} | ` +
        `${(jps / med(base, c, m, (r) => r.drain.jobsPerSecond)).toFixed(2)} | ${f0(med(v, c, m, (r) => r.drain.cpuUsPerJob))} | ` +
        `${f0(med(v, c, m, (r) => r.drain.pgCpuUsPerJob))} |`,
    )
  }
  for (const c of CONCURRENCIES)
    for (const v of VARIANTS) row(v, c, 'batch', v.endsWith('-async') ? 'graphile-async' : 'graphile')
  for (const v of VARIANTS) row(v, 8, 'single', 'graphile')
  p()
  p(
    'Enqueue (the generator, this process; Kysely transactions, batches: 4 in parallel, single: 8 in parallel):',
  )
  p()
  p('| library | mode | jobs/s | × graphile | generator CPU µs/job |')
  p('| --- | --- | --- | --- | --- |')
  for (const m of ['batch', 'single'])
    for (const lib of ['graphile', 'pg-boss'] as Lib[]) {
      const sel = (l: Lib) => rows.filter((r) => libOf(r.variant) === l && r.enqueueMode === m)
      const jps = median(sel(lib).map((r) => r.enqueue.jobsPerSecond))
      p(
        `| ${lib === 'graphile' ? 'graphile-worker add_job(s)' : 'pg-boss send/insert + NOTIFY'} | ${m === 'batch' ? 'batches of 100' : '1 per transaction'} | ${f0(jps)} | ` +
          `${(jps / median(sel('graphile').map((r) => r.enqueue.jobsPerSecond))).toFixed(2)} | ${f0(median(sel(lib).map((r) => r.enqueue.cpuUsPerJob)))} |`,
      )
    }
}
if (results.latency) {
  p()
  p('### Latency: idle worker, enqueue (just before COMMIT) → job start, one job per transaction')
  p()
  p('| worker | concurrency | jobs (spacing) | p50 ms | p99 ms | max ms |')
  p('| --- | --- | --- | --- | --- | --- |')
  for (const r of results.latency)
    p(
      `| ${LABEL[r.variant]} | ${r.concurrency} | ${r.jobs} (${r.variant === 'boss-work' ? '0.5–1 s' : '50–150 ms'}) | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} |`,
    )
}
if (results.takeover) {
  p()
  p(
    `### Lease takeover after SIGKILL (heartbeat ${LEASE.heartbeatSeconds} s, stale after ${LEASE.staleSeconds} s, sweep/maintenance every ${LEASE.sweepSeconds} s)`,
  )
  p()
  p('| design | takeover s | healthy job held | its starts | completed |')
  p('| --- | --- | --- | --- | --- |')
  for (const r of results.takeover)
    p(
      `| ${r.variant === 'graphile' ? 'graphile-worker + heartbeat rows + force_unlock_workers' : 'pg-boss fetch() loop + expire_in heartbeat + maintenance'} | ` +
        `${r.takeoverSeconds.toFixed(1)} | ${r.healthySeconds.toFixed(0)} s | ${r.healthyJobStarts} | ${r.healthyJobCompleted} |`,
    )
}
if (results.checks) {
  p()
  p('### Checks')
  p()
  p('| library | check | ok | observed |')
  p('| --- | --- | --- | --- |')
  for (const c of results.checks)
    p(`| ${c.lib} | ${c.name} | ${c.ok ? 'yes' : 'NO'} | ${c.observed.replaceAll('|', '\\|')} |`)
}
console.log(lines.join('\n'))
const dir = fileURLToPath(new URL('./results/', import.meta.url))
mkdirSync(dir, { recursive: true })
const file = `${dir}pg-queue-libs-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`
writeFileSync(
  file,
  JSON.stringify(
    {
      startedAt,
      command: thisCommandLine(),
      commit: gitCommit(),
      versions,
      loads: loads(),
      lease: LEASE,
      ...results,
    },
    null,
    2,
  ),
)
log(`stored ${file}`)

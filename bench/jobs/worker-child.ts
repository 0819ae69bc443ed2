/**
 * A worker process for pg-queue-libs.ts (forked by it; configuration in JOBS_CHILD as JSON).
 * Variants:
 * - graphile:  graphile-worker `run()` with `concurrency`, LISTEN/NOTIFY (built in), and, with
 *              `lease`, a heartbeat row per worker id + the sweeper (libs.ts).
 * - boss-work: pg-boss 10 `work()` as shipped: `concurrency` workers on the queue, batchSize 1,
 *              polling every `pollMs` (pg-boss 10 has no LISTEN; its loop also waits the rest of
 *              the polling interval after each batch).
 * - boss-loop: our own loop over pg-boss 10 `fetch()`/`complete()`/`fail()`: `concurrency`
 *              loops, woken by a NOTIFY sent in the enqueuing transaction (libs.ts BOSS_NOTIFY),
 *              polling every `pollMs` otherwise; with `lease`, a per-job heartbeat pushing pg-boss's
 *              expiry (libs.ts BOSS_HEARTBEAT) and maintenance every `sweepSeconds`.
 * Messages to the parent: ready, start (per job, when reportStarts or payload.hold), done (after
 * `expect` jobs: time and this process's CPU since `go`), stats.
 */
import { EventEmitter } from 'node:events'
import pg from 'pg'
import {
  BOSS_HEARTBEAT,
  type BossJob,
  GRAPHILE_HEARTBEAT,
  type GraphileTask,
  graphile,
  graphileSweep,
  PgBoss,
  quietLogger,
  type Row,
} from './libs.ts'

export interface ChildConfig {
  lib: 'graphile' | 'boss-work' | 'boss-loop'
  url: string
  concurrency: number
  /** graphile task identifier / pg-boss queue name. */
  queue: string
  pollMs: number
  /** Report `done` after this many jobs. */
  expect?: number
  /** Jobs wait for the parent's `go` before running (throughput: start the clock with all workers up). */
  gate?: boolean
  /** Send a `start` message for every job (latency). */
  reportStarts?: boolean
  /** How long a job whose payload has `hold: true` runs. */
  holdMs?: number
  lease?: { heartbeatSeconds: number; staleSeconds: number; sweepSeconds: number }
  /**
   * The worker's own connections commit with synchronous_commit=off (taking, completing, failing
   * a job: a commit lost in a PostgreSQL crash only makes the job run again). Enqueues stay durable.
   */
  asyncCommit?: boolean
}
export type ChildMessage =
  | { type: 'ready'; pid: number }
  | { type: 'start'; pid: number; seq?: number; name?: string; t: number }
  | { type: 'done'; t: number; count: number; cpuMicros: number }
  | { type: 'stats'; t: number; count: number; cpuMicros: number }
export type ParentMessage = { type: 'go' } | { type: 'stats' } | { type: 'exit' }

const ASYNC_COMMIT = '-c synchronous_commit=off'
export const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms))

const cfg = JSON.parse(process.env.JOBS_CHILD ?? '{}') as ChildConfig
const send = (m: ChildMessage) => process.send?.(m)

let count = 0
let cpuAtGo: NodeJS.CpuUsage | undefined
let openGate: () => void = () => {}
const gate = cfg.gate ? new Promise<void>((r) => (openGate = r)) : undefined
const cpuSinceGo = () => {
  const u = process.cpuUsage(cpuAtGo)
  return u.user + u.system
}

async function handle(payload: Row | null | undefined): Promise<void> {
  if (gate) await gate
  const p = payload ?? {}
  if (cfg.reportStarts || p.hold)
    send({ type: 'start', pid: process.pid, seq: p.seq, name: p.name, t: now() })
  if (p.hold) await sleep(cfg.holdMs ?? 600_000)
  count++
  if (count === cfg.expect) send({ type: 'done', t: now(), count, cpuMicros: cpuSinceGo() })
}

process.on('message', (m: ParentMessage) => {
  if (m.type === 'go') {
    cpuAtGo = process.cpuUsage()
    openGate()
  } else if (m.type === 'stats') send({ type: 'stats', t: now(), count, cpuMicros: cpuSinceGo() })
  else if (m.type === 'exit') process.exit(0)
})

async function startGraphile() {
  process.env.NO_LOG_SUCCESS = '1'
  const events = new EventEmitter()
  const workerIds: string[] = []
  events.on('worker:create', ({ worker }: { worker: { workerId: string } }) =>
    workerIds.push(worker.workerId),
  )
  const task: GraphileTask = (payload) => handle(payload as Row)
  await graphile.run({
    ...(cfg.asyncCommit
      ? {
          pgPool: new pg.Pool({ connectionString: cfg.url, max: cfg.concurrency + 3, options: ASYNC_COMMIT }),
        }
      : { connectionString: cfg.url, maxPoolSize: cfg.concurrency + 3 }),
    concurrency: cfg.concurrency,
    pollInterval: cfg.pollMs,
    noHandleSignals: true,
    taskList: { [cfg.queue]: task },
    crontab: '',
    logger: quietLogger(),
    events,
  })
  const lease = cfg.lease
  if (lease) {
    // A pool of its own, so that busy job connections never delay a heartbeat.
    const pool = new pg.Pool({ connectionString: cfg.url, max: 2 })
    const beat = () => pool.query(GRAPHILE_HEARTBEAT, [workerIds, process.pid])
    await beat()
    setInterval(() => beat().catch((e) => console.error('heartbeat', e)), lease.heartbeatSeconds * 1000)
    setInterval(
      () =>
        graphileSweep(pool, lease.staleSeconds)
          .then((ids) => ids.length && console.error(`[${process.pid}] unlocked workers ${ids.join(', ')}`))
          .catch((e) => console.error('sweep', e)),
      lease.sweepSeconds * 1000,
    )
  }
}

async function startBossWork() {
  const boss = new PgBoss({
    connectionString: cfg.url,
    max: cfg.concurrency + 2,
    schedule: false,
    migrate: false,
  })
  boss.on('error', (e) => console.error('pg-boss', e))
  await boss.start()
  for (let i = 0; i < cfg.concurrency; i++) {
    await boss.work(cfg.queue, { batchSize: 1, pollingIntervalSeconds: cfg.pollMs / 1000 }, async (jobs) => {
      for (const job of jobs) await handle(job.data)
    })
  }
}

async function startBossLoop() {
  const lease = cfg.lease
  const boss = new PgBoss({
    connectionString: cfg.url,
    ...(cfg.asyncCommit ? { options: ASYNC_COMMIT } : {}),
    max: cfg.concurrency + 3,
    schedule: false,
    migrate: false,
    supervise: Boolean(lease),
    // Maintenance (expiry of active jobs past started_on + expire_in) runs at most once per
    // interval across all processes (pgboss.version.maintained_on).
    maintenanceIntervalSeconds: lease?.sweepSeconds ?? 120,
  })
  boss.on('error', (e) => console.error('pg-boss', e))
  await boss.start()
  const waiters = new Set<() => void>()
  const wakeAll = () => {
    for (const w of [...waiters]) w()
  }
  const idle = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        waiters.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      waiters.add(done)
    })
  const listener = new pg.Client({ connectionString: cfg.url })
  await listener.connect()
  listener.on('notification', (n) => {
    if (n.payload === cfg.queue) wakeAll()
  })
  await listener.query('LISTEN hangar_jobs')
  const hbPool = lease ? new pg.Pool({ connectionString: cfg.url, max: 2 }) : undefined
  const heartbeat = (job: BossJob) => hbPool!.query(BOSS_HEARTBEAT, [cfg.queue, job.id, lease!.staleSeconds])
  const runJob = async (job: BossJob) => {
    let timer: NodeJS.Timeout | undefined
    if (lease) {
      // A job retried after its holder died keeps the expire_in the last heartbeat wrote
      // (its age + lease): shorten it at once.
      if (job.expireInSeconds > lease.staleSeconds + 1) await heartbeat(job)
      timer = setInterval(
        () => heartbeat(job).catch((e) => console.error('heartbeat', e)),
        lease.heartbeatSeconds * 1000,
      )
    }
    try {
      await handle(job.data)
      await boss.complete(cfg.queue, job.id)
    } catch (err) {
      await boss.fail(cfg.queue, job.id, { message: String(err) })
    } finally {
      clearInterval(timer)
    }
  }
  const loop = async () => {
    for (;;) {
      const [job] = await boss.fetch(cfg.queue, { batchSize: 1 })
      if (job) await runJob(job)
      else await idle(cfg.pollMs)
    }
  }
  for (let i = 0; i < cfg.concurrency; i++) void loop()
}

const starters = { graphile: startGraphile, 'boss-work': startBossWork, 'boss-loop': startBossLoop }
await starters[cfg.lib]()
send({ type: 'ready', pid: process.pid })

/**
 * Hangar's own job queue (server/src/jobs, docs/jobs.md), in this process, on SQLite (a fresh
 * file, `synchronous=FULL` as the service runs it) and on PostgreSQL (a fresh database, when one
 * answers):
 * 1. throughput: JOBS no-op jobs enqueued (one transaction each, as a dataset's creation does),
 *    then run by one worker at CONCURRENCY; jobs/s from the first start to the last end, and the
 *    process's CPU per job (user + system);
 * 2. latency on an idle queue: LATENCY_JOBS jobs enqueued one at a time, LATENCY_GAP_MS apart,
 *    with the worker polling as the service does (1 s) and woken by the enqueue, as the service
 *    is for its own enqueues; enqueue (before its commit) → start, p50 and p99; and the same
 *    with the worker not woken (another process enqueued: the poll finds it).
 * Goals (issue 29): ≥ 500 jobs/s on SQLite, ≥ 300 on PostgreSQL; idle enqueue → start p99 ≤ 1 s.
 *
 *   node --import tsx bench/jobs/hangar-queue.ts            # JOBS=10000 CONCURRENCY=8
 *
 * Prints one JSON object per engine and stores them in bench/results/jobs-queue-<date>.json.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { systemClock } from '../../server/src/common/clock.ts'
import type { Deps } from '../../server/src/deps.ts'
import { createJobWorker } from '../../server/src/jobs/create-job-worker.ts'
import { JobService } from '../../server/src/jobs/job.service.ts'
import type { JobKind } from '../../server/src/jobs/job.ts'
import { openDatabase } from '../../server/src/storage/database.ts'
import { createPostgresDatabase } from '../../server/src/testing/test-database.ts'

const JOBS = Number(process.env.JOBS ?? 10_000)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8)
const LATENCY_JOBS = Number(process.env.LATENCY_JOBS ?? 100)
const LATENCY_GAP_MS = Number(process.env.LATENCY_GAP_MS ?? 50)
/** Organizations the jobs are spread over, in turn (on PostgreSQL each runs one job at a time). */
const ORGS = Number(process.env.ORGS ?? 1)
/** Which engines to measure (default both). */
const ENGINES = (process.env.ENGINES ?? 'sqlite,postgres').split(',')
/** The worker's polling interval (default: the worker's own). */
const POLL_MS = process.env.POLL_MS ? { pollMs: Number(process.env.POLL_MS) } : {}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN
}
const round = (x: number, d = 1) => Math.round(x * 10 ** d) / 10 ** d

async function measure(engine: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-jobs-bench-'))
  const pg = engine === 'postgres' ? await createPostgresDatabase({ migrated: false }) : undefined
  const handle = await openDatabase({
    dataDir,
    databaseUrl: pg?.url,
    sqliteSynchronous: 'FULL',
    sqliteBusyTimeoutMs: 5000,
  })
  const deps = { db: handle.db, dialect: handle.dialect, clock: systemClock } as unknown as Deps
  try {
    const orgs = Array.from({ length: ORGS }, () => randomUUID())
    const org = orgs[0]!
    let done = 0
    let firstStart = 0
    let lastEnd = 0
    let allDone!: () => void
    const finished = new Promise<void>((r) => (allDone = r))
    const started = new Map<string, number>()
    const noop: JobKind = {
      kind: 'bench.noop',
      timeoutMs: 10_000,
      run: async (p) => {
        const now = performance.now()
        firstStart ||= now
        started.set(String(p.dataset_id), now)
      },
    }
    const jobs = new JobService(deps)
    jobs.define(noop)
    // Enqueued first, then run: the worker's rate, not the enqueuer's.
    const enqueueStart = performance.now()
    for (let i = 0; i < JOBS; i++)
      await jobs.enqueueNow({ kind: 'bench.noop', organizationId: orgs[i % ORGS]!, datasetId: randomUUID() })
    const enqueueMs = performance.now() - enqueueStart
    // SQLite: the `jobs` table's worker; PostgreSQL: graphile-worker's (docs/jobs.md).
    const worker = await createJobWorker(deps, [noop], {
      databaseUrl: pg?.url,
      concurrency: CONCURRENCY,
      ...POLL_MS,
      onEnd: () => {
        done++
        lastEnd = performance.now()
        if (done === JOBS) allDone()
      },
    })
    const cpu0 = process.cpuUsage()
    worker.start()
    const watchdog = setInterval(() => {}, 1000)
    await finished
    clearInterval(watchdog)
    const cpu = process.cpuUsage(cpu0)
    await worker.stop(1000)
    const throughput = {
      jobs: JOBS,
      organizations: ORGS,
      concurrency: CONCURRENCY,
      enqueue_per_s: round(JOBS / (enqueueMs / 1000)),
      jobs_per_s: round(JOBS / ((lastEnd - firstStart) / 1000)),
      cpu_us_per_job: round((cpu.user + cpu.system) / JOBS),
    }

    // Idle queue: enqueue → start.
    const latency = async (woken: boolean) => {
      const w = await createJobWorker(deps, [noop], {
        databaseUrl: pg?.url,
        concurrency: CONCURRENCY,
        ...POLL_MS,
      })
      const service = new JobService(deps)
      service.define(noop)
      if (woken) service.onEnqueued(() => w.wake())
      w.start()
      const waits: number[] = []
      for (let i = 0; i < LATENCY_JOBS; i++) {
        const id = randomUUID()
        const at = performance.now()
        await service.enqueueNow({ kind: 'bench.noop', organizationId: org, datasetId: id })
        while (!started.has(id)) await new Promise((r) => setTimeout(r, 1))
        waits.push(started.get(id)! - at)
        await new Promise((r) => setTimeout(r, LATENCY_GAP_MS))
      }
      await w.stop(1000)
      return {
        p50_ms: round(pct(waits, 50)),
        p99_ms: round(pct(waits, 99)),
        max_ms: round(Math.max(...waits)),
      }
    }
    return {
      engine,
      at: new Date().toISOString(),
      throughput,
      idle_latency_same_process: await latency(true),
      idle_latency_other_process: await latency(false),
    }
  } finally {
    await handle.close()
    await pg?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const results = ENGINES.includes('sqlite') ? [await measure('sqlite')] : []
try {
  if (ENGINES.includes('postgres')) results.push(await measure('postgres'))
} catch (err) {
  process.stderr.write(`PostgreSQL skipped: ${(err as Error).message}\n`)
}
for (const r of results) process.stdout.write(`${JSON.stringify(r)}\n`)
const out = join(import.meta.dirname, '..', 'results')
mkdirSync(out, { recursive: true })
writeFileSync(
  join(out, `jobs-queue-${new Date().toISOString().slice(0, 16).replace(':', '')}.json`),
  JSON.stringify(results, null, 2),
)

/**
 * Issue 29: the service is killed (SIGKILL) while it indexes a 1 GB MCAP, then started again on
 * the same DATA_DIR (and database). Measured: restart → `GET /datasets/{id}/streams` answers
 * `ready`, split into the wait for the dead run's lease (the job taken by the new process) and
 * the indexing after it; against the same file indexed in a fresh run where nothing is killed
 * (dataset created → `ready`). Goal: ready without waiting for any time bound, at most the lease
 * (60 s) plus the indexing itself.
 *
 * The service is the compiled one (`node --conditions=hangar-compiled server/dist/main.js`, as
 * spawn-service starts it), JOB_LEASE_MS its default (30 s); the file is uploaded with
 * `PUT /admin/files` and made a dataset with `POST /admin/datasets`.
 *
 *   node --import tsx bench/jobs/sigkill-restart.ts    # MB=1024 ENGINE=sqlite|postgres KILL_AFTER_MS=3000 MCAP=
 *
 * Prints a table and stores the figures in bench/jobs/results/sigkill-restart-<date>.json.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, type ServiceProcess, spawnService } from '../../server/src/testing/spawn-service.ts'
import { createPostgresDatabase } from '../../server/src/testing/test-database.ts'
import { writeMcap } from '../streams/large-recording.ts'
import {
  build,
  dataset,
  dropMyDatabases,
  type Job,
  jobs,
  metric,
  organization,
  putFile,
  SERVICE_ENV,
  streamsStatus,
  untilIndexed,
} from './service-api.ts'

process.env.HANGAR_TEST_SERVICE = 'compiled'
const MB = Number(process.env.MB ?? 1024)
const ENGINE = process.env.ENGINE === 'postgres' ? 'postgres' : 'sqlite'
/** How long the job runs before the kill (it is killed mid-indexing, not at its start). */
const KILL_AFTER_MS = Number(process.env.KILL_AFTER_MS ?? 3000)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const seconds = (from: number, to = performance.now()) => Math.round(to - from) / 1000

const work = mkdtempSync(join(tmpdir(), 'hangar-sigkill-bench-'))
/** MCAP=<path>: that file, generated there if missing and kept (for another run); else a temporary one. */
const file = process.env.MCAP ?? join(work, 'big.mcap')

/**
 * A service on a fresh DATA_DIR (and database) with the MCAP uploaded; `measure` runs on it and
 * may replace the process (`s.service`); whichever is running at the end is stopped.
 */
async function withService<T>(measure: (s: Run) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(work, 'data-'))
  const db = ENGINE === 'postgres' ? await createPostgresDatabase({ migrated: true }) : undefined
  const port = await freePort()
  const env = {
    ...SERVICE_ENV,
    DATA_DIR: dataDir,
    PORT: String(port),
    ...(db ? { DATABASE_URL: db.url } : {}),
  }
  const run: Run = {
    url: `http://127.0.0.1:${port}`,
    env,
    service: spawnService(env),
    org: { id: '', key: '' },
  }
  try {
    await run.service.banner
    run.org = await organization(run.url, 'SIGKILL bench')
    await putFile(run.url, 'bench/big.mcap', { file })
    return await measure(run)
  } finally {
    await run.service.stop()
    await db?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
interface Run {
  url: string
  env: Record<string, string>
  service: ServiceProcess
  org: { id: string; key: string }
}

const indexJob = async (url: string, id: string) =>
  (await jobs(url, { kind: 'streams.index', dataset_id: id }))[0]

const date = new Date().toISOString()
try {
  const wrote = performance.now()
  if (!existsSync(file)) await writeMcap(file, MB * 1e6)
  const bytes = statSync(file).size
  console.log(`${(bytes / 1e6).toFixed(0)} MB MCAP ready in ${seconds(wrote)} s`)
  const load = [loadavg()[0]!]

  // 1. Nothing killed: dataset created → ready.
  const fresh = await withService(async ({ url, org }) => {
    const created = performance.now()
    const id = await dataset(url, org.id, 'big', 'bench/big.mcap')
    const status = await untilIndexed(url, org.key, id)
    return { status, created_to_ready_s: seconds(created) }
  })
  load.push(loadavg()[0]!)
  console.log(`fresh run: ${fresh.status} ${fresh.created_to_ready_s} s after the dataset's creation`)

  // 2. Killed KILL_AFTER_MS into the job's run, started again on the same DATA_DIR and database.
  const killed = await withService(async (run) => {
    const { url, org } = run
    const id = await dataset(url, org.id, 'big', 'bench/big.mcap')
    let runningAt: number | undefined
    let job: Job | undefined
    while (runningAt === undefined || performance.now() - runningAt < KILL_AFTER_MS) {
      await sleep(100)
      job = await indexJob(url, id)
      if (job?.state === 'running') runningAt ??= performance.now()
      else if (job && job.state !== 'queued')
        throw new Error(`the job ended before the kill: ${JSON.stringify(job)}`)
    }
    const atKill = { attempts: job!.attempts, progress: job!.progress, locked_by: job!.locked_by }
    run.service.child.kill('SIGKILL')
    await run.service.exit
    const restarted = performance.now()
    run.service = spawnService(run.env)
    await run.service.banner
    const listening = performance.now()
    // Polled together: the streams' answer, and the job record (when the new process took it).
    let takenAt: number | undefined
    let status = 'indexing'
    while (status === 'indexing') {
      await sleep(200)
      const j = await indexJob(url, id)
      if (takenAt === undefined && j?.state === 'running' && j.locked_by !== atKill.locked_by)
        takenAt = performance.now()
      status = await streamsStatus(url, org.key, id)
    }
    const ready = performance.now()
    const after = await indexJob(url, id)
    return {
      status,
      at_kill: atKill,
      restart_to_listening_s: seconds(restarted, listening),
      restart_to_taken_over_s: takenAt === undefined ? null : seconds(restarted, takenAt),
      taken_over_to_ready_s: takenAt === undefined ? null : seconds(takenAt, ready),
      restart_to_ready_s: seconds(restarted, ready),
      job_after: { state: after?.state, attempts: after?.attempts, last_error: after?.last_error },
      takeovers_counted: await metric(url, 'hangar_job_takeovers_total'),
    }
  })
  load.push(loadavg()[0]!)

  const result = {
    date,
    ...build(),
    engine: ENGINE,
    bytes,
    lease_ms: 30_000,
    kill_after_ms: KILL_AFTER_MS,
    load_1min: load,
    fresh,
    killed,
  }
  console.table({
    'fresh run: created → ready': { seconds: fresh.created_to_ready_s, status: fresh.status },
    'after SIGKILL: restart → listening': { seconds: killed.restart_to_listening_s },
    'after SIGKILL: restart → job taken over': { seconds: killed.restart_to_taken_over_s },
    'after SIGKILL: taken over → ready': { seconds: killed.taken_over_to_ready_s },
    'after SIGKILL: restart → ready': { seconds: killed.restart_to_ready_s, status: killed.status },
  })
  console.log(JSON.stringify(result, null, 2))
  const out = join(import.meta.dirname, 'results')
  mkdirSync(out, { recursive: true })
  writeFileSync(
    join(out, `sigkill-restart-${ENGINE}-${date.slice(0, 16).replace(':', '-')}Z.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  )
} finally {
  rmSync(work, { recursive: true, force: true })
  if (ENGINE === 'postgres') await dropMyDatabases()
}

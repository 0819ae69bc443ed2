/**
 * One benchmark run (issue #2): a bare-Fastify baseline, then the real service on the
 * generated database — get-by-id, list, stats, accept — at 50 connections without pipelining,
 * on SQLite or PostgreSQL, with one process or several (node:cluster, rate limits in Redis).
 * Writes bench/results/<timestamp>-<engine>-<n>p.json, then rebuilds bench/results/latest.svg and
 * the generated section of bench/RESULTS.md from the latest run of each configuration. Figures
 * are ratios to the baseline of the same run, as issue #2 asks, plus CPU time per request
 * (service, and PostgreSQL's), which moves least when the shared machine is busy.
 *
 *   node --import tsx bench/run.ts [--engine sqlite|postgres] [--processes 1|2]
 *        [--database-url postgres://postgres@127.0.0.1:5432/hangar_bench] [--redis-url redis://127.0.0.1:6379]
 *        [--pool-size 10] [--duration 10] [--warmup 3] [--connections 50] [--data-dir bench/data] [--dry-run]
 *   node --import tsx bench/run.ts --report-only   (rebuilds RESULTS.md and latest.svg from the stored results)
 *
 * For comparisons (issue 13), recorded apart from the configurations' latest runs:
 *   [--generator autocannon|wrk] [--scenarios get-by-id,stats,…] [--service-root <checkout>]
 *   [--service-env RESPONSE_CACHE_MB=0 …] [--record-as <name>]   (bench/results/compare/<timestamp>-<name>.json)
 *   [--profile-dir /tmp/prof]   (a CPU profile of the service over the run, written when it stops)
 *   [--compiled]   (the service as `npm start` runs it: server/dist, no tsx; build it first)
 *   [--scenarios floor,get-by-id]   (floor: GET /healthz, the hook chain alone; only when named)
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import type { openDatabase as OpenDatabase } from '../server/src/storage/database.ts'
import { DEFAULT_POSTGRES_URL, readMark } from './generator/bench-database.ts'
import { readFixture } from './generator/fixture.ts'
import { ratioText } from './report/format.ts'
import { writeLatestGoals } from './report/latest-goals-file.ts'
import {
  latestPerConfiguration,
  type RunConfig,
  type RunResults,
  readRuns,
  runFileName,
  type ScenarioResult,
} from './report/results.ts'
import { resultsChart } from './report/results-chart.ts'
import { resultsSection, updateResultsFile } from './report/results-markdown.ts'
import { cpuSeconds } from './runner/cpu-time.ts'
import { goalText, judge, RSS_GOAL_BYTES } from './runner/goals.ts'
import { describeMachine, gitCommit, loads, thisCommandLine } from './runner/machine.ts'
import { type Measurement, measure } from './runner/measure.ts'
import { postgresCpuProbe } from './runner/postgres-cpu.ts'
import { freePort, startNode, waitUntilReady } from './runner/processes.ts'
import { RssSampler } from './runner/rss-sampler.ts'
import { buildScenarios } from './runner/scenarios.ts'
import { startService } from './runner/service.ts'
import { measureWithWrk } from './runner/wrk.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
/** High enough that 50 connections never meet a 429 within one window. */
const RATE_LIMIT_MAX = 1_000_000_000

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    processes: { type: 'string', default: '1' },
    'database-url': { type: 'string', default: DEFAULT_POSTGRES_URL },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    'pool-size': { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'data-dir': { type: 'string', default: here('./data') },
    'dry-run': { type: 'boolean', default: false },
    'report-only': { type: 'boolean', default: false },
    generator: { type: 'string', default: 'autocannon' },
    scenarios: { type: 'string' },
    'service-root': { type: 'string' },
    'service-env': { type: 'string', multiple: true, default: [] },
    'record-as': { type: 'string' },
    'profile-dir': { type: 'string' },
    compiled: { type: 'boolean', default: false },
  },
})
const generator = values.generator
if (generator !== 'autocannon' && generator !== 'wrk')
  throw new Error(`--generator must be autocannon or wrk, got ${generator}`)
const load_ = generator === 'wrk' ? measureWithWrk : measure
const serviceEnv = Object.fromEntries(
  values['service-env'].map((kv) => {
    const i = kv.indexOf('=')
    if (i <= 0) throw new Error(`--service-env takes NAME=value, got ${kv}`)
    return [kv.slice(0, i), kv.slice(i + 1)]
  }),
)
const engine = values.engine
if (engine !== 'sqlite' && engine !== 'postgres')
  throw new Error(`--engine must be sqlite or postgres, got ${engine}`)
const processes = Number(values.processes)
if (!Number.isInteger(processes) || processes < 1 || processes > 16)
  throw new Error(`--processes must be an integer from 1 to 16, got ${values.processes}`)
const config: RunConfig = {
  engine,
  processes,
  // One process keeps its limits in memory, as the embedded deployment does; several share Redis.
  redis: processes > 1,
  ...(engine === 'postgres' ? { poolSize: Number(values['pool-size']) } : {}),
}
const databaseUrl = values['database-url']
const duration = Number(values.duration)
const warmup = Number(values.warmup)
const connections = Number(values.connections)
const dataDir = resolve(values['data-dir'])
const log = (s: string) => process.stderr.write(`${s}\n`)
const resultsDir = here('./results')

/**
 * RESULTS.md opens with the latest figure of every goal, from every stored result; then shows
 * every configuration side by side: the latest plain run of each.
 */
function writeReport(): void {
  const latest = latestPerConfiguration(readRuns(resultsDir))
  writeFileSync(join(resultsDir, 'latest.svg'), resultsChart(latest.map((r) => r.run)))
  updateResultsFile(here('./RESULTS.md'), resultsSection(latest, 'results', 'results/latest.svg'))
  writeLatestGoals(here('.'))
}

if (values['report-only']) {
  writeReport()
  log(
    'wrote bench/results/latest.svg and bench/RESULTS.md (the latest figure of every goal) from the stored results',
  )
  process.exit(0)
}
const us = (n: number | undefined) => (n === undefined ? '—' : String(Math.round(n)))
const summary = (m: Measurement, baseline?: Measurement) =>
  `${Math.round(m.requestsPerSecond).toLocaleString('en')} req/s` +
  (baseline ? ` (${ratioText(m.requestsPerSecond / baseline.requestsPerSecond)}× baseline)` : '') +
  `, p50 ${m.latency.p50} ms, p99 ${m.latency.p99} ms, service CPU ${us(m.serverCpuMicrosPerRequest)} µs/request` +
  (m.databaseCpuMicrosPerRequest === undefined
    ? ''
    : `, PostgreSQL CPU ${us(m.databaseCpuMicrosPerRequest)} µs/request`) +
  `, ${m.non2xx} non-2xx, ${m.errors} errors`

const fixture = readFixture(dataDir)
const dbFile = join(dataDir, 'hangar.db')
const mark = engine === 'postgres' ? await readMark(databaseUrl) : undefined
if (mark && mark.fixtureGeneratedAt !== fixture.generated_at)
  throw new Error(
    `${databaseUrl} holds the data set generated ${mark.fixtureGeneratedAt}, but ${dataDir}/fixture.json is from ` +
      `${fixture.generated_at}: reload it with node --import tsx bench/load-postgres.ts`,
  )
// Read what the scenarios need from the engine about to be measured, before the service
// starts: after accept, pending ids are gone.
// Through the measured checkout's own storage code: this checkout's would add its migrations
// (and their triggers) to the database an older service is about to be measured on.
const storageRoot = values['service-root'] ? resolve(values['service-root']) : here('..')
const { openDatabase } = (await import(
  pathToFileURL(join(storageRoot, 'server/src/storage/database.ts')).href
)) as { openDatabase: typeof OpenDatabase }
const handle = await openDatabase({ databaseUrl: engine === 'postgres' ? databaseUrl : undefined, dataDir })
let scenarios: Awaited<ReturnType<typeof buildScenarios>>
let dbBytes: number
try {
  scenarios = await buildScenarios(handle.db, fixture)
  const wanted = values.scenarios?.split(',')
  scenarios = scenarios.filter((s) => (wanted ? wanted.includes(s.name) : !s.onlyWhenNamed))
  dbBytes =
    engine === 'postgres'
      ? Number(
          (await sql<{ n: string }>`select pg_database_size(current_database()) as n`.execute(handle.db))
            .rows[0]!.n,
        )
      : statSync(dbFile).size
} finally {
  await handle.close()
}
const databaseCpu = engine === 'postgres' ? await postgresCpuProbe(databaseUrl) : undefined
const loadavgStart = loads()
const date = new Date().toISOString()
const load = { connections, duration, warmup }
const steps = scenarios.length + 1

log(`[1/${steps}] baseline: bare Fastify GET /, ${warmup} s warm-up + ${duration} s`)
const basePort = await freePort()
const base = startNode(['--import', 'tsx', here('./runner/baseline-server.ts')], { PORT: String(basePort) })
let baseline: Measurement
try {
  await waitUntilReady(`http://127.0.0.1:${basePort}/`, base)
  baseline = await load_({
    url: `http://127.0.0.1:${basePort}/`,
    serverCpu: () => cpuSeconds(base.pid),
    ...load,
  })
} finally {
  await base.stop()
}
log(`      ${summary(baseline)}`)

const port = await freePort()
log(`starting the service: ${engine}, ${processes} process${processes === 1 ? '' : 'es'}`)
const service = await startService({
  config,
  port,
  dataDir,
  databaseUrl,
  redisUrl: values['redis-url'],
  rateLimitMax: RATE_LIMIT_MAX,
  ...(values['service-root'] ? { serviceRoot: resolve(values['service-root']) } : {}),
  env: serviceEnv,
  ...(values['profile-dir'] ? { profileDir: resolve(values['profile-dir']) } : {}),
  compiled: values.compiled,
})
/** CPU of every service process; a process gone since it was listed counts nothing. */
const serviceCpu = () =>
  service.pids().reduce((sum, pid) => {
    try {
      return sum + cpuSeconds(pid)
    } catch {
      return sum
    }
  }, 0)
const sampler = new RssSampler(() => service.pids())
const results: ScenarioResult[] = []
try {
  sampler.start()
  for (const [i, s] of scenarios.entries()) {
    log(`[${i + 2}/${steps}] ${s.name}: ${s.method} ${s.path} — ${s.note}`)
    sampler.phase()
    const m = await load_({
      url: `http://127.0.0.1:${port}${s.path}`,
      method: s.method,
      headers: s.headers,
      ...(s.setupRequest ? { setupRequest: s.setupRequest } : {}),
      serverCpu: serviceCpu,
      ...(databaseCpu ? { databaseCpu } : {}),
      ...load,
    })
    const verdict = judge(s.goal, m, baseline)
    results.push({
      name: s.name,
      request: s.request,
      note: s.note,
      goal: s.goal,
      measurement: m,
      ratio: m.requestsPerSecond / baseline.requestsPerSecond,
      verdict,
      rssMaxBytes: sampler.phase(),
    })
    log(
      `      ${summary(m, baseline)} — ${goalText(s.goal)}: ${verdict.met ? 'met' : `MISSED (${verdict.reason})`}`,
    )
  }
} catch (err) {
  log(service.output())
  throw err
} finally {
  sampler.stop()
  await service.stop()
}

const rssMax = sampler.maxBytes
const perProcess = [...sampler.perProcessMaxBytes].map(([pid, maxBytes]) => ({
  role:
    processes === 1 ? ('service' as const) : pid === service.pid ? ('primary' as const) : ('worker' as const),
  maxBytes,
}))
log(
  `service RSS max ${(rssMax / 1024 / 1024).toFixed(0)} MB (goal < 300 MB)` +
    (processes > 1
      ? `: ${perProcess.map((p) => `${p.role} ${(p.maxBytes / 1024 / 1024).toFixed(0)} MB`).join(', ')}`
      : ''),
)
const run: RunResults = {
  date,
  config,
  command: thisCommandLine(),
  generateCommand: fixture.command,
  node: process.version,
  machine: describeMachine(),
  loadavgStart,
  loadavgEnd: loads(),
  commit: gitCommit(values['service-root'] ? resolve(values['service-root']) : here('..')),
  settings: {
    connections,
    durationSeconds: duration,
    warmupSeconds: warmup,
    pipelining: 1,
    rateLimitMax: RATE_LIMIT_MAX,
    generator,
    ...(values['service-root'] ? { serviceRoot: resolve(values['service-root']) } : {}),
    ...(Object.keys(serviceEnv).length > 0 ? { serviceEnv } : {}),
    ...(values.compiled ? { compiled: true } : {}),
  },
  data: {
    datasets: fixture.datasets,
    organizations: fixture.organizations.length,
    generatedAt: fixture.generated_at,
    dbBytes,
    ...(mark ? { loadedAt: mark.loadedAt, loadCommand: mark.command } : {}),
  },
  baseline,
  scenarios: results,
  rss: { maxBytes: rssMax, goalBytes: RSS_GOAL_BYTES, met: rssMax < RSS_GOAL_BYTES, perProcess },
}

if (values['dry-run']) {
  log('dry run: nothing written')
} else if (values['record-as']) {
  const dir = join(resultsDir, 'compare')
  mkdirSync(dir, { recursive: true })
  const name = `${date.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}-${values['record-as']}.json`
  writeFileSync(join(dir, name), `${JSON.stringify(run, null, 2)}\n`)
  writeLatestGoals(here('.'))
  log(`wrote bench/results/compare/${name} and the latest figure of every goal in bench/RESULTS.md`)
} else {
  mkdirSync(resultsDir, { recursive: true })
  const jsonName = runFileName(run)
  writeFileSync(join(resultsDir, jsonName), `${JSON.stringify(run, null, 2)}\n`)
  writeReport()
  log(`wrote bench/results/${jsonName}, bench/results/latest.svg and bench/RESULTS.md`)
}

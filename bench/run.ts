/**
 * One benchmark run (issue #2): a bare-Fastify baseline, then the real service on the
 * generated database — get-by-id, list, stats, accept — at 50 connections without pipelining.
 * Writes bench/results/<timestamp>.json, bench/results/latest.svg and the generated section of
 * bench/RESULTS.md. Figures are ratios to the baseline of the same run, as issue #2 asks, plus
 * the server's CPU time per request, which moves least when the shared machine is busy.
 *
 *   node --import tsx bench/run.ts [--duration 10] [--warmup 3] [--connections 50]
 *        [--data-dir bench/data] [--dry-run]
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import SQLite from 'better-sqlite3'
import { readFixture } from './generator/fixture.ts'
import { ratioText } from './report/format.ts'
import type { RunResults, ScenarioResult } from './report/results.ts'
import { resultsChart } from './report/results-chart.ts'
import { resultsSection, updateResultsFile } from './report/results-markdown.ts'
import { cpuSeconds } from './runner/cpu-time.ts'
import { goalText, judge, RSS_GOAL_BYTES } from './runner/goals.ts'
import { describeMachine, loads } from './runner/machine.ts'
import { type Measurement, measure } from './runner/measure.ts'
import { freePort, startNode, waitUntilReady } from './runner/processes.ts'
import { RssSampler } from './runner/rss-sampler.ts'
import { buildScenarios } from './runner/scenarios.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
/** High enough that 50 connections never meet a 429 within one window. */
const RATE_LIMIT_MAX = 1_000_000_000

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    'data-dir': { type: 'string', default: here('./data') },
    'dry-run': { type: 'boolean', default: false },
  },
})
const duration = Number(values.duration)
const warmup = Number(values.warmup)
const connections = Number(values.connections)
const dataDir = resolve(values['data-dir'])
const log = (s: string) => process.stderr.write(`${s}\n`)
const summary = (m: Measurement, baseline?: Measurement) =>
  `${Math.round(m.requestsPerSecond).toLocaleString('en')} req/s` +
  (baseline ? ` (${ratioText(m.requestsPerSecond / baseline.requestsPerSecond)}× baseline)` : '') +
  `, p50 ${m.latency.p50} ms, p99 ${m.latency.p99} ms, server CPU ${Math.round(m.serverCpuMicrosPerRequest ?? 0)} µs/request, ` +
  `${m.non2xx} non-2xx, ${m.errors} errors`

const fixture = readFixture(dataDir)
const dbFile = join(dataDir, 'hangar.db')
// Read what the scenarios need before the service starts: after accept, pending ids are gone.
const db = new SQLite(dbFile, { readonly: true, fileMustExist: true })
const scenarios = buildScenarios(db, fixture)
db.close()
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
  baseline = await measure({
    url: `http://127.0.0.1:${basePort}/`,
    serverCpu: () => cpuSeconds(base.pid),
    ...load,
  })
} finally {
  await base.stop()
}
log(`      ${summary(baseline)}`)

const port = await freePort()
const service = startNode(['--import', 'tsx', here('../server/src/main.ts')], {
  DATA_DIR: dataDir,
  DEMO: '0',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
  PORT: String(port),
  HOST: '127.0.0.1',
})
const sampler = new RssSampler(service.pid)
const results: ScenarioResult[] = []
try {
  await waitUntilReady(`http://127.0.0.1:${port}/readyz`, service)
  sampler.start()
  for (const [i, s] of scenarios.entries()) {
    log(`[${i + 2}/${steps}] ${s.name}: ${s.method} ${s.path} — ${s.note}`)
    sampler.phase()
    const m = await measure({
      url: `http://127.0.0.1:${port}${s.path}`,
      method: s.method,
      headers: s.headers,
      ...(s.setupRequest ? { setupRequest: s.setupRequest } : {}),
      serverCpu: () => cpuSeconds(service.pid),
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
log(`service RSS max ${(rssMax / 1024 / 1024).toFixed(0)} MB (goal < 300 MB)`)
const run: RunResults = {
  date,
  command: [
    'node',
    ...process.execArgv,
    relative(process.cwd(), process.argv[1]!),
    ...process.argv.slice(2),
  ].join(' '),
  generateCommand: fixture.command,
  node: process.version,
  machine: describeMachine(),
  loadavgStart,
  loadavgEnd: loads(),
  settings: {
    connections,
    durationSeconds: duration,
    warmupSeconds: warmup,
    pipelining: 1,
    rateLimitMax: RATE_LIMIT_MAX,
  },
  data: {
    datasets: fixture.datasets,
    organizations: fixture.organizations.length,
    generatedAt: fixture.generated_at,
    dbBytes: statSync(dbFile).size,
  },
  baseline,
  scenarios: results,
  rss: { maxBytes: rssMax, goalBytes: RSS_GOAL_BYTES, met: rssMax < RSS_GOAL_BYTES },
}

if (values['dry-run']) {
  log('dry run: nothing written')
} else {
  const resultsDir = here('./results')
  mkdirSync(resultsDir, { recursive: true })
  const jsonName = `${date.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`
  writeFileSync(join(resultsDir, jsonName), `${JSON.stringify(run, null, 2)}\n`)
  writeFileSync(join(resultsDir, 'latest.svg'), resultsChart(run))
  updateResultsFile(here('./RESULTS.md'), resultsSection(run, `results/${jsonName}`, 'results/latest.svg'))
  log(`wrote bench/results/${jsonName}, bench/results/latest.svg and bench/RESULTS.md`)
}

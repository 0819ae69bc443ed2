/**
 * Mecha telemetry benchmark: one service process simulating N mechas walking loops, each
 * with its own WebSocket subscriber at 10 Hz (bench/RESULTS.md, section "Mecha telemetry").
 * Each count in --mechas gets a fresh service on a fresh data folder. Writes
 * bench/results/mecha-<timestamp>.json, bench/results/mecha-latest.svg, the generated part
 * of the mecha section of bench/RESULTS.md and the latest figure of every goal at its top.
 *
 *   node --import tsx bench/mecha/run.ts [--mechas 1000 | --mechas 250,500,1000]
 *        [--warmup 10] [--duration 20] [--speed 0.5] [--telemetry-hz 10] [--tick-ms 100]
 *        [--profile <dir>] [--entry <main.ts of a patched copy>] [--dry-run]
 *        [--backend embedded | embedded,broker] [--command-every <seconds>]
 *   node --import tsx bench/mecha/run.ts --report bench/results/mecha-<timestamp>.json
 *
 * --backend embedded,broker runs every count twice, in process and through a Mosquitto of its own
 * with one process of robot agents (docs/robots.md), every client also timing a move every
 * --command-every seconds (default 2), and writes bench/results/mecha-broker-<timestamp>.json and
 * the broker section of bench/RESULTS.md instead.
 * --report rewrites the chart and the RESULTS.md section from a recorded run, running nothing.
 *
 * Run real measurements under `flock /tmp/hangar-bench.lock …` so they never overlap another
 * benchmark on the same machine.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { writeLatestGoals } from '../report/latest-goals-file.ts'
import { describeMachine, gitCommit, loads, thisCommandLine } from '../runner/machine.ts'
import { brokerSection, updateBrokerSection } from './broker-markdown.ts'
import { lapPath, loopFor, pathLengthM } from './loop-path.ts'
import { mechaChart } from './mecha-chart.ts'
import { mechaSection, updateMechaSection } from './mecha-markdown.ts'
import type { MechaBenchResults, MechaRunResult } from './mecha-results.ts'
import { runFleet } from './run-fleet.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const { values } = parseArgs({
  options: {
    mechas: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '10' },
    duration: { type: 'string', default: '20' },
    speed: { type: 'string', default: '0.5' },
    'telemetry-hz': { type: 'string', default: '10' },
    'tick-ms': { type: 'string', default: '100' },
    profile: { type: 'string' },
    entry: { type: 'string' },
    report: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
    backend: { type: 'string', default: 'embedded' },
    'command-every': { type: 'string' },
  },
})
const log = (s: string) => process.stderr.write(`${s}\n`)
const resultsDir = here('../results')

/** Writes the chart and the generated part of the mecha section for a recorded run. */
function publish(results: MechaBenchResults, jsonName: string): void {
  writeFileSync(join(resultsDir, 'mecha-latest.svg'), mechaChart(results))
  updateMechaSection(
    here('../RESULTS.md'),
    mechaSection(results, `results/${jsonName}`, 'results/mecha-latest.svg'),
  )
  log(`wrote bench/results/mecha-latest.svg and the mecha section of bench/RESULTS.md (${jsonName})`)
}

const backends = values.backend.split(',') as ('embedded' | 'broker')[]
if (backends.some((b) => b !== 'embedded' && b !== 'broker')) throw new Error(`--backend: ${values.backend}`)
const brokerMode = backends.includes('broker')

if (values.report) {
  const recorded = JSON.parse(readFileSync(values.report, 'utf8')) as MechaBenchResults
  if (recorded.runs.some((r) => r.backend === 'broker'))
    updateBrokerSection(here('../RESULTS.md'), brokerSection(recorded, `results/${basename(values.report)}`))
  else publish(recorded, basename(values.report))
  process.exit(0)
}

const counts = values.mechas.split(',').map(Number)
if (counts.some((c) => !(Number.isInteger(c) && c > 0))) throw new Error(`--mechas: ${values.mechas}`)
const settings = {
  warmupSeconds: Number(values.warmup),
  durationSeconds: Number(values.duration),
  speedMps: Number(values.speed),
  telemetryHz: Number(values['telemetry-hz']),
  tickMs: Number(values['tick-ms']),
}
const commandEveryMs = Number(values['command-every'] ?? (brokerMode ? 2 : 0)) * 1000
const fmt = (v: number, digits = 0) => v.toLocaleString('en', { maximumFractionDigits: digits })

const date = new Date().toISOString()
const loadavgStart = loads()
const runs: MechaRunResult[] = []
const plan = counts.flatMap((n) => backends.map((backend) => ({ n, backend })))
for (const [i, { n, backend }] of plan.entries()) {
  log(`[${i + 1}/${plan.length}] ${n} mechas, ${backend}`)
  const r = await runFleet({
    mechas: n,
    ...settings,
    backend,
    commandEveryMs,
    profileDir: values.profile,
    entry: values.entry,
    log,
  })
  const t = r.telemetry
  const c = r.commands?.roundTripMs
  if (c?.count)
    log(
      `      command round trip p50 ${fmt(c.p50, 1)} ms, p99 ${fmt(c.p99, 1)} ms, max ${fmt(c.max, 1)} ms (${c.count} commands)` +
        (r.broker
          ? `; agents CPU ${fmt(r.broker.agentsCpuPercentOfCore)}%, Mosquitto CPU ${fmt(r.broker.mosquittoCpuPercentOfCore)}%`
          : ''),
    )
  log(
    `      telemetry ${fmt(t.rateHz.mean, 2)} Hz/mecha (min ${fmt(t.rateHz.min, 2)}), latency p50 ${fmt(t.latencyMs.p50)} ms, ` +
      `p99 ${fmt(t.latencyMs.p99)} ms, max ${fmt(t.latencyMs.max)} ms; service CPU ${fmt(r.service.cpuPercentOfCore)}% of a core ` +
      `(${fmt(r.service.cpuMicrosPerMechaSecond)} µs/mecha/s; user ${fmt(r.service.userSeconds, 1)} s, system ${fmt(r.service.systemSeconds, 1)} s), RSS max ${fmt(r.service.rssMaxBytes / 2 ** 20)} MB, ` +
      `loop busy ${fmt((r.service.loop?.utilization ?? Number.NaN) * 100)}%; client CPU ${fmt(r.client.cpuPercentOfCore)}%; ` +
      `${r.events.movesSent} paths re-sent, ${r.events.errors} errors — goal ${r.verdict.met ? 'met' : 'MISSED'}`,
  )
  runs.push(r)
}

const loop = loopFor(0, 1)
const results: MechaBenchResults = {
  date,
  command: thisCommandLine(),
  node: process.version,
  machine: describeMachine(),
  loadavgStart,
  loadavgEnd: loads(),
  commit: gitCommit(here('..')),
  settings: {
    ...settings,
    model: 'quadruped',
    loopWaypoints: loop.length,
    loopLengthM: pathLengthM(loop[0]!, lapPath(loop)),
  },
  runs,
}

// A profiled run is slowed by the profiler, and another entry point is not this repository's
// service: neither is recorded.
if (values['dry-run'] || values.profile || values.entry) {
  log('nothing written (--dry-run, --profile or --entry)')
} else {
  mkdirSync(resultsDir, { recursive: true })
  const prefix = brokerMode ? 'mecha-broker' : 'mecha'
  const jsonName = `${prefix}-${date.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`
  writeFileSync(join(resultsDir, jsonName), `${JSON.stringify(results, null, 2)}\n`)
  writeLatestGoals(here('..'))
  log(`wrote bench/results/${jsonName} and the latest figure of every goal in bench/RESULTS.md`)
  if (brokerMode) {
    updateBrokerSection(here('../RESULTS.md'), brokerSection(results, `results/${jsonName}`))
    log('wrote the broker section of bench/RESULTS.md')
  } else publish(results, jsonName)
}

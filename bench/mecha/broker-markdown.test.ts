import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import {
  BROKER_END,
  BROKER_GENERATED_END,
  BROKER_GENERATED_START,
  BROKER_START,
  brokerGoalsMet,
  brokerSection,
  updateBrokerSection,
} from './broker-markdown.ts'
import type { MechaBenchResults, MechaRunResult } from './mecha-results.ts'

const summary = (p50: number, p99: number) => ({ count: 100, mean: p50, p50, p90: p99, p99, max: p99 + 1 })

function run(backend: 'embedded' | 'broker', telemetryP99: number, commandP99: number): MechaRunResult {
  return {
    backend,
    mechas: 1000,
    windowSeconds: 20,
    telemetry: {
      events: 200_000,
      latencyMs: summary(2, telemetryP99),
      histogram: { edgesMs: [1], counts: [0, 0] },
      rateHz: { mean: 9.9, min: 9.5, max: 10 },
      notMoving: 0,
    },
    events: { other: 0, movesSent: 0, moveErrors: 0, errors: 0, firstErrors: [] },
    service: {
      cpuSeconds: 8,
      userSeconds: 6,
      systemSeconds: 2,
      cpuPercentOfCore: 40,
      cpuMicrosPerMechaSecond: 400,
      rssMaxBytes: 2 ** 28,
      rssWindowMaxBytes: 2 ** 28,
      loop: null,
    },
    client: { cpuPercentOfCore: 20, loopUtilization: 0.2 },
    commands: { roundTripMs: summary(3, commandP99), everyMs: 2000 },
    ...(backend === 'broker'
      ? { broker: { agentsCpuPercentOfCore: 50, mosquittoCpuPercentOfCore: 10, agentsOnlineSeconds: 5 } }
      : {}),
    setupSeconds: { register: 1, connect: 2 },
    verdict: { rate: true, p99: true, cpu: true, met: true },
  }
}

const results = (runs: MechaRunResult[]): MechaBenchResults => ({
  date: '2026-11-26T06:00:00.000Z',
  command: 'node --import tsx bench/mecha/run.ts --backend embedded,broker',
  node: 'v20',
  machine: { nproc: 2, cpu: 'test', memTotalBytes: 2 ** 30, kernel: '6' },
  loadavgStart: [1, 1, 1],
  loadavgEnd: [1, 1, 1],
  settings: {
    warmupSeconds: 10,
    durationSeconds: 20,
    speedMps: 0.5,
    telemetryHz: 10,
    tickMs: 100,
    model: 'quadruped',
    loopWaypoints: 20,
    loopLengthM: 20,
  },
  runs,
})

test('each broker count is judged against both goals and compared with the embedded run of the same count', () => {
  const text = brokerSection(results([run('embedded', 10, 4), run('broker', 30, 25)]), 'results/x.json')
  assert.match(text, /telemetry p99 30 ms \(goal < 50 ms: \*\*met\*\*; embedded 10 ms, 3\.0×\)/)
  assert.match(
    text,
    /command round trip p99 25\.0 ms \(goal < 20 ms: \*\*MISSED\*\*; embedded 4\.0 ms, 6\.3×\)/,
  )
  assert.match(text, /\| broker \| 1,000 \|/)
  assert.ok(text.startsWith(BROKER_GENERATED_START) && text.endsWith(BROKER_GENERATED_END))
  assert.deepEqual(brokerGoalsMet(run('broker', 49, 19)), { telemetry: true, command: true })
  assert.deepEqual(brokerGoalsMet(run('broker', 50, 20)), { telemetry: false, command: false })
})

test('rewriting the section keeps the hand-written analysis and the rest of the file', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-broker-results-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'RESULTS.md')
  writeFileSync(file, '# Benchmark results\n\nother section\n')
  updateBrokerSection(file, `${BROKER_GENERATED_START}\nold\n${BROKER_GENERATED_END}`)
  const first = readFileSync(file, 'utf8')
  assert.ok(first.startsWith('# Benchmark results\n\nother section\n\n'))
  assert.ok(first.trimEnd().endsWith(BROKER_END) && first.includes(BROKER_START))
  writeFileSync(file, first.replace('(to be written)', 'kept by hand'))
  updateBrokerSection(file, `${BROKER_GENERATED_START}\nnew\n${BROKER_GENERATED_END}`)
  const second = readFileSync(file, 'utf8')
  assert.ok(second.includes('\nnew\n') && !second.includes('\nold\n') && second.includes('kept by hand'))
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { MechaBenchResults, MechaRunResult } from '../mecha/mecha-results.ts'
import { mechaObservations } from './mecha-observations.ts'

/** One mecha run with only what the observations read. */
function mechaRun(backend: 'embedded' | 'broker' | undefined, mechas: number, commandP99?: number) {
  return {
    ...(backend ? { backend } : {}),
    mechas,
    telemetry: { rateHz: { mean: 9.8, min: 9.6, max: 10 }, latencyMs: { p99: mechas / 100 } },
    service: { cpuPercentOfCore: 40 },
    ...(commandP99 === undefined
      ? {}
      : { commands: { roundTripMs: { count: 10, p99: commandP99 }, everyMs: 2000 } }),
  } as unknown as MechaRunResult
}

test('each backend and mecha count of an invocation is one observation of the same run', () => {
  const results = {
    date: '2026-11-26T09:53:56.614Z',
    command: 'node --import tsx bench/mecha/run.ts --backend embedded,broker --mechas 1000',
    loadavgStart: [1.26, 1, 1],
    loadavgEnd: [2.21, 1, 1],
    runs: [mechaRun('embedded', 1000, 9.3), mechaRun('broker', 1000, 103.6)],
  } as unknown as MechaBenchResults
  const [embedded, broker] = mechaObservations('results/mecha-broker-x.json', results)
  assert.equal(embedded?.subject, 'mecha embedded 1000')
  assert.equal(broker?.subject, 'mecha broker 1000')
  assert.deepEqual(broker?.figures, {
    rateHz: 9.8,
    telemetryP99Ms: 10,
    serviceCpuPercent: 40,
    commandP99Ms: 103.6,
  })
  assert.deepEqual(broker?.provenance, {
    date: '2026-11-26T09:53:56.614Z',
    load: '1.26 → 2.21',
    commit: undefined,
    kind: 'one run of 2 in the invocation',
    commands: ['node --import tsx bench/mecha/run.ts --backend embedded,broker --mechas 1000'],
    files: ['results/mecha-broker-x.json'],
  })
})

test('runs recorded before the broker mode are embedded, and have no command figure', () => {
  const results = {
    date: '2026-11-25T23:01:56.024Z',
    command: 'node --import tsx bench/mecha/run.ts --mechas 1000',
    loadavgStart: [2],
    loadavgEnd: [1.3],
    commit: 'abc1234',
    runs: [mechaRun(undefined, 1000)],
  } as unknown as MechaBenchResults
  const [o] = mechaObservations('results/mecha-x.json', results)
  assert.equal(o?.subject, 'mecha embedded 1000')
  assert.equal(o?.figures.commandP99Ms, undefined)
  assert.equal(o?.provenance.commit, 'abc1234')
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { configurationOf, repeatedFigures } from './repeated-runs.ts'
import type { RunResults } from './results.ts'

/** Only what the summary reads: the baseline's and one scenario's CPU, ratio and p99. */
function run(baselineCpu: number, getCpu: number, ratio: number, p99: number): RunResults {
  const m = (cpu: number, p: number) => ({ serverCpuMicrosPerRequest: cpu, latency: { p99: p } })
  return {
    baseline: m(baselineCpu, 2),
    scenarios: [{ name: 'get-by-id', ratio, measurement: m(getCpu, p99) }],
  } as unknown as RunResults
}

test('runs recorded as <configuration>-<n> are repeats of one configuration', () => {
  assert.equal(configurationOf('cache-on-2'), 'cache-on')
  assert.equal(configurationOf('cache-on-12'), 'cache-on')
  assert.equal(configurationOf('before'), 'before')
})

test('each configuration and scenario gets the median and the range of its repeats', () => {
  const figures = repeatedFigures([
    { name: 'cache-on-1', run: run(20, 80, 0.26, 13) },
    { name: 'cache-off-1', run: run(28, 337, 0.09, 90) },
    { name: 'cache-on-2', run: run(21, 265, 0.08, 53) },
    { name: 'cache-off-2', run: run(18, 139, 0.14, 21) },
    { name: 'cache-on-3', run: run(19, 100, 0.2, 20) },
  ])
  const on = figures.find((f) => f.configuration === 'cache-on' && f.scenario === 'get-by-id')
  assert.deepEqual(on, {
    configuration: 'cache-on',
    scenario: 'get-by-id',
    runs: 3,
    cpu: { median: 100, min: 80, max: 265 },
    ratio: 0.2,
    p99: 20,
  })
  // An even count takes the middle two's mean.
  const off = figures.find((f) => f.configuration === 'cache-off' && f.scenario === 'get-by-id')
  assert.equal(off?.cpu.median, 238)
  const baseline = figures.find((f) => f.configuration === 'cache-on' && f.scenario === 'baseline')
  assert.deepEqual(baseline?.cpu, { median: 20, min: 19, max: 21 })
  assert.equal(figures.length, 4)
})

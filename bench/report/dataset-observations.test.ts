import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Measurement } from '../runner/measure.ts'
import { runSets, type StoredRun, setObservations, settingsOf } from './dataset-observations.ts'
import type { RunResults } from './results.ts'

const measurement = (cpu: number | undefined, p99: number, ok: number, non2xx = 0): Measurement => ({
  requestsPerSecond: ok,
  okPerSecond: ok,
  latency: { p50: 1, p90: 2, p99, max: p99, mean: 1 },
  requests: ok * 10,
  non2xx,
  errors: 0,
  timeouts: 0,
  durationSeconds: 10,
  statusCodes: { 200: ok * 10 },
  serverCpuMicrosPerRequest: cpu,
})

/** A run with only what the observations read; `cpu` is get-by-id's service CPU per request. */
function run(
  date: string,
  cpu: number | undefined,
  settings: Partial<RunResults['settings']> = {},
): RunResults {
  return {
    date,
    config: { engine: 'sqlite', processes: 1, redis: false },
    command: 'node --import tsx bench/run.ts --record-as cache-on-1',
    loadavgStart: [1.5],
    loadavgEnd: [1.7],
    settings: {
      connections: 50,
      durationSeconds: 10,
      warmupSeconds: 3,
      pipelining: 1,
      rateLimitMax: 1,
      ...settings,
    },
    baseline: measurement(20, 2, 10_000),
    scenarios: [
      {
        name: 'get-by-id',
        ratio: 0.1,
        measurement: measurement(cpu, 10, 1000),
      },
    ],
    rss: { maxBytes: 300 * 1024 * 1024, goalBytes: 0, met: true },
  } as unknown as RunResults
}
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes)).toISOString()

test('settingsOf: no environment is the default (cache on); RESPONSE_CACHE_MB=0 alone is cache off', () => {
  assert.equal(settingsOf(run(at(0), 1)), 'cache-on')
  assert.equal(settingsOf(run(at(0), 1, { serviceEnv: { RESPONSE_CACHE_MB: '0' } })), 'cache-off')
  assert.equal(
    settingsOf(run(at(0), 1, { serviceEnv: { RESPONSE_CACHE_MB: '0', FOO: '1' } })),
    'RESPONSE_CACHE_MB=0,FOO=1',
  )
})

test('runSets: a plain run alone, repeats of one name together while close in time, another checkout left out', () => {
  const runs: StoredRun[] = [
    { file: 'results/p.json', run: run(at(0), 1) },
    { file: 'c/on-1.json', run: run(at(2), 1), recordedAs: 'on-1' },
    { file: 'c/before-1.json', run: run(at(3), 1, { serviceRoot: '/tmp/prev' }), recordedAs: 'before-1' },
    { file: 'c/on-2.json', run: run(at(4), 1), recordedAs: 'on-2' },
    { file: 'c/off-1.json', run: run(at(5), 1), recordedAs: 'off-1' },
    // The same name recorded again hours later is a new set.
    { file: 'c/on-1b.json', run: run(at(300), 1), recordedAs: 'on-1' },
  ]
  assert.deepEqual(
    runSets(runs).map((s) => s.map((r) => r.file)),
    [['results/p.json'], ['c/on-1.json', 'c/on-2.json'], ['c/off-1.json'], ['c/on-1b.json']],
  )
})

test('setObservations: medians over the set, the CPU range, failures summed, RSS, and one provenance', () => {
  const set: StoredRun[] = [1, 2, 3].map((n) => ({
    file: `results/compare/x-on-${n}.json`,
    run: {
      ...run(at(n), [80, 120, 100][n - 1]!),
      command: `node --import tsx bench/run.ts --generator wrk --record-as on-${n}`,
      ...(n === 3 ? { commit: 'abc1234' } : {}),
    },
    recordedAs: `on-${n}`,
  }))
  set[1]!.run.scenarios[0]!.measurement = measurement(120, 30, 900, 4)
  const [getById, rss] = setObservations(set)
  assert.equal(getById?.subject, 'datasets sqlite-1p cache-on get-by-id')
  assert.deepEqual(getById?.figures, { cpuMicros: 100, ratio: 0.1, p99Ms: 10, perSecond: 1000, failures: 4 })
  assert.equal(getById?.detail, 'CPU range 80–120 µs')
  assert.equal(rss?.subject, 'datasets sqlite-1p cache-on rss')
  assert.deepEqual(rss?.figures, { rssBytes: 300 * 1024 * 1024 })
  assert.deepEqual(getById?.provenance, {
    date: at(3),
    firstDate: at(1),
    load: '1.5–1.7',
    commit: 'abc1234 (not recorded for 2 of 3 runs)',
    kind: 'median of 3 runs (recorded as on-1…3)',
    commands: ['node --import tsx bench/run.ts --generator wrk --record-as on-<n>'],
    files: ['results/compare/x-on-1.json', 'results/compare/x-on-2.json', 'results/compare/x-on-3.json'],
  })
})

test('setObservations: one plain run is its own figures; a run without CPU figures has none to give', () => {
  const [getById] = setObservations([{ file: 'results/old.json', run: run(at(0), undefined) }])
  assert.deepEqual(getById?.figures, { ratio: 0.1, p99Ms: 10, perSecond: 1000, failures: 0 })
  assert.equal(getById?.detail, undefined)
  assert.equal(getById?.provenance.kind, 'one run')
  assert.equal(getById?.provenance.load, '1.5 → 1.7')
  assert.equal(getById?.provenance.commit, undefined)
})

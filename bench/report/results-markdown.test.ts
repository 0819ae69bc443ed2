import assert from 'node:assert/strict'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { type Goal, judge } from '../runner/goals.ts'
import type { Measurement } from '../runner/measure.ts'
import {
  latestPerConfiguration,
  type RunConfig,
  type RunResults,
  readRuns,
  runFileName,
  SQLITE_1,
} from './results.ts'
import { END, resultsSection, START, updateResultsFile } from './results-markdown.ts'

test('updateResultsFile replaces only the generated section, keeping the analysis around it', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-results-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'RESULTS.md')
  writeFileSync(file, `# Title\n\nintro\n\n${START}\nold figures\n${END}\n\n## Analysis\n\nkept\n`)
  updateResultsFile(file, `${START}\nnew figures\n${END}`)
  assert.equal(
    readFileSync(file, 'utf8'),
    `# Title\n\nintro\n\n${START}\nnew figures\n${END}\n\n## Analysis\n\nkept\n`,
  )
})

test('updateResultsFile creates the file when it is missing', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-results-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const file = join(dir, 'RESULTS.md')
  updateResultsFile(file, `${START}\nfigures\n${END}`)
  assert.match(readFileSync(file, 'utf8'), /^# Benchmark results\n\n.*\nfigures\n/s)
})

/** A run with made-up figures: `rps` for every scenario, the baseline at 10× that. */
function fakeRun(date: string, config: RunConfig | undefined, rps: number): RunResults {
  const m = (r: number, p99: number): Measurement => ({
    requestsPerSecond: r,
    okPerSecond: r,
    latency: { p50: 1, p90: 2, p99, max: 3, mean: 1 },
    requests: r * 10,
    non2xx: 0,
    errors: 0,
    timeouts: 0,
    durationSeconds: 10,
    statusCodes: { 200: r * 10 },
    serverCpuMicrosPerRequest: 100,
    ...(config?.engine === 'postgres' ? { databaseCpuMicrosPerRequest: 50 } : {}),
  })
  const scenario = (name: string, goal: Goal, p99: number) => ({
    name,
    request: `GET /${name}`,
    note: `${name} note`,
    goal,
    measurement: m(rps, p99),
    ratio: 0.1,
    verdict: judge(goal, m(rps, p99), m(rps * 10, 1)),
    rssMaxBytes: 100 * 1024 * 1024,
  })
  return {
    date,
    ...(config ? { config } : {}),
    command: `node --import tsx bench/run.ts${config ? ` --engine ${config.engine} --processes ${config.processes}` : ''}`,
    generateCommand: 'node --import tsx bench/generate-datasets.ts',
    node: 'v20',
    machine: { nproc: 2, cpu: 'cpu', memTotalBytes: 1024 ** 3, kernel: 'k' },
    loadavgStart: [1, 1, 1],
    loadavgEnd: [1, 1, 1],
    settings: { connections: 50, durationSeconds: 10, warmupSeconds: 3, pipelining: 1, rateLimitMax: 1 },
    data: {
      datasets: 1000,
      organizations: 10,
      generatedAt: '2026-01-01T00:00:00.000Z',
      dbBytes: 1024 ** 2,
      ...(config?.engine === 'postgres' ? { loadCommand: 'node --import tsx bench/load-postgres.ts' } : {}),
    },
    baseline: m(rps * 10, 1),
    scenarios: [
      scenario('get-by-id', { kind: 'ratio', min: 0.6 }, 5),
      scenario('list', { kind: 'p99', maxMs: 25 }, 5),
    ],
    rss: { maxBytes: 100 * 1024 * 1024, goalBytes: 300 * 1024 * 1024, met: true },
  }
}

test('latestPerConfiguration keeps the newest run of each configuration, SQLite first', () => {
  const pg2: RunConfig = { engine: 'postgres', processes: 2, redis: true, poolSize: 10 }
  const pg1: RunConfig = { engine: 'postgres', processes: 1, redis: false, poolSize: 10 }
  const runs = [
    { file: 'a.json', run: fakeRun('2026-01-02T00:00:00.000Z', pg2, 100) },
    { file: 'b.json', run: fakeRun('2026-01-01T00:00:00.000Z', undefined, 100) },
    { file: 'c.json', run: fakeRun('2026-01-03T00:00:00.000Z', SQLITE_1, 100) },
    { file: 'd.json', run: fakeRun('2026-01-01T00:00:00.000Z', pg1, 100) },
    { file: 'e.json', run: fakeRun('2026-01-01T00:00:00.000Z', pg2, 100) },
  ]
  assert.deepEqual(
    latestPerConfiguration(runs).map((r) => r.file),
    ['c.json', 'd.json', 'a.json'],
  )
  assert.equal(runFileName(runs[0]!.run), '2026-01-02T00-00-00Z-postgres-2p.json')
})

test("readRuns reads this benchmark's run files only, not other benchmarks in the same folder", (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-results-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const run = fakeRun('2026-01-02T00:00:00.000Z', SQLITE_1, 100)
  writeFileSync(join(dir, '2026-01-01T00-00-00Z.json'), JSON.stringify(run))
  writeFileSync(join(dir, runFileName(run)), JSON.stringify(run))
  writeFileSync(join(dir, 'mecha-2026-01-01T00-00-00Z.json'), '{"mechas": 1}')
  writeFileSync(join(dir, 'latest.svg'), '<svg/>')
  assert.deepEqual(
    readRuns(dir)
      .map((r) => r.file)
      .sort(),
    ['2026-01-01T00-00-00Z.json', '2026-01-02T00-00-00Z-sqlite-1p.json'],
  )
})

test('resultsSection shows each configuration beside the others, with its own baseline and commands', () => {
  const section = resultsSection(
    [
      { file: 's.json', run: fakeRun('2026-01-03T00:00:00.000Z', SQLITE_1, 100) },
      {
        file: 'p.json',
        run: fakeRun('2026-01-03T01:00:00.000Z', { engine: 'postgres', processes: 2, redis: true }, 200),
      },
    ],
    'results',
    'results/latest.svg',
  )
  assert.ok(section.startsWith(START) && section.endsWith(END))
  assert.match(section, /^\| goal \| SQLite, 1 process \| PostgreSQL, 2 processes \|$/m)
  assert.match(
    section,
    /^\| baseline \(bare Fastify, same run\) \| 1,000 req\/s, p99 1 ms \| 2,000 req\/s, p99 1 ms \|$/m,
  )
  assert.match(
    section,
    /^\| get-by-id: ≥ 60% of baseline req\/s \| \*\*MISSED\*\* 0\.10× \(100 req\/s\) \| \*\*MISSED\*\* 0\.10× \(200 req\/s\) \|$/m,
  )
  assert.match(section, /^\| list: p99 < 25 ms \| \*\*met\*\* p99 5 ms/m)
  assert.match(section, /\[2026-01-03 00:00Z\]\(results\/s\.json\)/)
  assert.match(
    section,
    /^\| PostgreSQL, 2 processes \| list \| 200 \| 0\.10 \| 1 \| 5 \| 3 \| 100 \| 50 \| 0 \| 0 \|$/m,
  )
  assert.match(
    section,
    /^\| SQLite, 1 process \| list \| 100 \| 0\.10 \| 1 \| 5 \| 3 \| 100 \| — \| 0 \| 0 \|$/m,
  )
  const commands = section.slice(section.indexOf('```sh'), section.lastIndexOf('```'))
  assert.deepEqual(commands.split('\n').slice(1, -1), [
    'node --import tsx bench/generate-datasets.ts',
    'node --import tsx bench/load-postgres.ts',
    'node --import tsx bench/run.ts --engine sqlite --processes 1',
    'node --import tsx bench/run.ts --engine postgres --processes 2',
  ])
})

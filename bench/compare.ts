/**
 * Prints the comparison runs recorded with `bench/run.ts --record-as <name>` (issue 13) as one
 * Markdown table, each run's figures as ratios to the baseline measured in that same run.
 *
 *   node --import tsx bench/compare.ts [bench/results/compare/<file>.json …]   (default: every file there)
 *   node --import tsx bench/compare.ts --repeated [files …]
 *     runs recorded as <configuration>-<n> taken together: median service CPU per request, its
 *     range, median × baseline and p99 per configuration and scenario. Alternate the
 *     configurations when recording them, so the shared machine's drift reaches all alike.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { repeatedFigures } from './report/repeated-runs.ts'
import type { RunResults } from './report/results.ts'

const dir = fileURLToPath(new URL('./results/compare', import.meta.url))
const repeated = process.argv.includes('--repeated')
const named = process.argv.slice(2).filter((a) => a !== '--repeated')
const files = named.length
  ? named
  : readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((f) => join(dir, f))

const n = (x: number | undefined, digits = 0) =>
  x === undefined
    ? '—'
    : x.toLocaleString('en', { maximumFractionDigits: digits, minimumFractionDigits: digits })

const recordedAs = (file: string) => basename(file, '.json').replace(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ-/, '')

if (repeated) {
  const figures = repeatedFigures(
    files.map((f) => ({ name: recordedAs(f), run: JSON.parse(readFileSync(f, 'utf8')) as RunResults })),
  )
  const rows = [
    '| configuration | scenario | runs | service CPU µs/req, median (range) | × baseline, median | p99 ms, median |',
    '|---|---|---:|---:|---:|---:|',
    ...figures.map(
      (f) =>
        `| ${f.configuration} | ${f.scenario} | ${f.runs} | ${n(f.cpu.median)} (${n(f.cpu.min)}–${n(f.cpu.max)}) | ${n(f.ratio, 3)} | ${n(f.p99)} |`,
    ),
  ]
  process.stdout.write(`${rows.join('\n')}\n`)
  process.exit(0)
}

const lines = [
  '| run | generator | scenario | req/s | × baseline | p50 ms | p99 ms | service CPU µs/req | PostgreSQL CPU µs/req | non-2xx | load start → end |',
  '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
]
for (const file of files) {
  const run = JSON.parse(readFileSync(file, 'utf8')) as RunResults
  const name = recordedAs(file)
  const load = `${run.loadavgStart[0]?.toFixed(1)} → ${run.loadavgEnd[0]?.toFixed(1)}`
  const gen = run.settings.generator ?? 'autocannon'
  const b = run.baseline
  lines.push(
    `| ${name} | ${gen} | baseline | ${n(b.requestsPerSecond)} | 1.00 | ${b.latency.p50} | ${b.latency.p99} | ${n(b.serverCpuMicrosPerRequest)} | — | ${b.non2xx} | ${load} |`,
  )
  for (const s of run.scenarios) {
    const m = s.measurement
    lines.push(
      `| ${name} | ${gen} | ${s.name} | ${n(m.requestsPerSecond)} | ${n(s.ratio, 3)} | ${m.latency.p50} | ${m.latency.p99} | ${n(m.serverCpuMicrosPerRequest)} | ${n(m.databaseCpuMicrosPerRequest)} | ${m.non2xx} | ${load} |`,
    )
  }
}
process.stdout.write(`${lines.join('\n')}\n`)

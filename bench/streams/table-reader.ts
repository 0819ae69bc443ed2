// The CSV reader alone (issue 30/17): a table of t and 10 channels at 1 kHz of about --mb
// megabytes (the indexing bench's, not committed) read in this thread by the split of its bytes
// into a sink that only counts, and into the checks' sink — against csv-parse's path over the same
// file in the same run (the baseline: what every CSV took before the split, and what a file with
// quotes still takes). Rounds alternate, so the shared machine's load falls on all alike; MB/s by
// the wall clock and by the thread's CPU time, which the load disturbs less.
// Usage: node --import tsx bench/streams/table-reader.ts [--mb 200] [--rounds 3]

import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { ChecksSink } from '../../server/src/checks/checks-sink.ts'
import type { StreamSink } from '../../server/src/streams/model.ts'
import { parsedCells, readTable } from '../../server/src/streams/readers/table.ts'
import { splitCells } from '../../server/src/streams/readers/table-split.ts'
import { writeCsv } from './large-recording.ts'

const { values: args } = parseArgs({
  options: { mb: { type: 'string', default: '200' }, rounds: { type: 'string', default: '3' } },
})

/** A sink that only counts and sums, so that nothing of the reading is optimized away. */
function counter(): StreamSink & { samples: number; sum: number } {
  return {
    samples: 0,
    sum: 0,
    sample(_c, t, v) {
      this.samples++
      this.sum += t + v
    },
    unit() {},
    video() {},
    image() {},
  }
}

const dir = mkdtempSync(join(tmpdir(), 'hangar-bench-table-'))
try {
  const file = join(dir, 'big.csv')
  await writeCsv(file, Number(args.mb) * 1e6)
  const bytes = statSync(file).size
  const ways = {
    'split → counting sink': async () => {
      const sink = counter()
      await readTable(splitCells(file, ','), sink)
      return `${sink.samples} samples, sum ${sink.sum}`
    },
    'split → checks': async () => {
      const sink = new ChecksSink()
      await readTable(splitCells(file, ','), sink)
      return `${sink.finish().length} findings`
    },
    'csv-parse → counting sink (baseline)': async () => {
      const sink = counter()
      await readTable(parsedCells(file, ','), sink)
      return `${sink.samples} samples, sum ${sink.sum}`
    },
  }
  const runs: Record<string, { wall: number[]; cpu: number[]; what: string }> = {}
  const load = [loadavg()[0]!]
  for (let round = 0; round < Number(args.rounds); round++)
    for (const [name, run] of Object.entries(ways)) {
      const t0 = performance.now()
      const c0 = process.cpuUsage()
      const what = await run()
      const c = process.cpuUsage(c0)
      runs[name] ??= { wall: [], cpu: [], what }
      const r = runs[name]
      r.wall.push(bytes / 1e6 / ((performance.now() - t0) / 1000))
      r.cpu.push(bytes / 1e6 / ((c.user + c.system) / 1e6))
      if (r.what !== what) throw new Error(`${name} gave ${what}, then ${r.what}`)
      process.stdout.write(`${name}: ${r.wall.at(-1)!.toFixed(1)} MB/s (CPU ${r.cpu.at(-1)!.toFixed(1)})\n`)
    }
  load.push(loadavg()[0]!)
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  const base = runs['csv-parse → counting sink (baseline)']!
  const figures = {
    date: new Date().toISOString(),
    command: `node --import tsx bench/streams/table-reader.ts --mb ${args.mb} --rounds ${args.rounds}`,
    load_1min: load,
    file: { bytes },
    ways: Object.fromEntries(
      Object.entries(runs).map(([name, r]) => [
        name,
        {
          gives: r.what,
          mb_per_s: r.wall,
          cpu_mb_per_s: r.cpu,
          median_mb_per_s: median(r.wall),
          median_cpu_mb_per_s: median(r.cpu),
          cpu_times_baseline: median(r.cpu) / median(base.cpu),
        },
      ]),
    ),
  }
  const results = join(import.meta.dirname, '..', 'results')
  mkdirSync(results, { recursive: true })
  const out = join(results, `streams-table-reader-${figures.date.slice(0, 16).replace(':', '-')}Z.json`)
  writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`)
  process.stdout.write(`${JSON.stringify(figures, null, 2)}\nstored ${out}\n`)
} finally {
  rmSync(dir, { recursive: true, force: true })
}

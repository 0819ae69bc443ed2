import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { validateManifest } from '../../server/src/releases/validate-manifest.ts'
import { buildTestApp } from '../../server/src/testing/test-app.ts'
import { writeLatestGoals } from '../report/latest-goals-file.ts'
import { gitCommit, loads, thisCommandLine } from '../runner/machine.ts'
import {
  type ManifestBodyResult,
  type ManifestEventLoopResults,
  manifestResultsFile,
} from './manifest-results.ts'

/**
 * How long one hostile POST /releases/validate holds the event loop: the longest stall seen
 * while it is answered, against doing the same parse and check on the event loop (before).
 * Writes bench/results/manifest-event-loop-<timestamp>.json and the latest-goals table of
 * bench/RESULTS.md.
 * Run: node --import tsx bench/manifest/event-loop.ts
 */
const benchDir = join(import.meta.dirname, '..')
const date = new Date().toISOString()
const loadavgStart = loads()
const after: (() => unknown)[] = []
const { app, org } = await buildTestApp({ after: (fn: () => unknown) => void after.push(fn) })
const bodies = {
  '8 MiB of tiny objects': `{"records":[${'{},'.repeat(2_700_000)}{}]}`,
  '10,000 empty records': JSON.stringify({ records: Array.from({ length: 10_000 }, () => ({})) }),
}
const measured: ManifestBodyResult[] = []
for (const [name, text] of Object.entries(bodies)) {
  const h = monitorEventLoopDelay({ resolution: 5 })
  h.enable()
  let t = performance.now()
  const res = await app.inject({
    method: 'POST',
    url: '/releases/validate',
    headers: { 'service-api-key': org.key, 'content-type': 'application/json' },
    payload: text,
  })
  const routeMs = performance.now() - t
  h.disable()
  const worker = h.max / 1e6
  // Before: the parse and the unbounded check ran on the loop (too slow to wait for on 8 MiB).
  let before: number | undefined
  if (text.length < 1_000_000) {
    t = performance.now()
    validateManifest(JSON.parse(text))
    before = performance.now() - t
  }
  measured.push({
    name,
    status: res.statusCode,
    answerMs: Math.round(routeMs),
    stallMs: Number(worker.toFixed(1)),
    ...(before === undefined ? {} : { onTheLoopMs: Math.round(before) }),
  })
  console.log(
    `${name}: ${res.statusCode} in ${routeMs.toFixed(0)} ms; longest event-loop stall ${worker.toFixed(1)} ms` +
      (before === undefined ? '' : `; before, on the loop: ${before.toFixed(0)} ms`),
  )
}
for (const fn of after) await fn()

const results: ManifestEventLoopResults = {
  date,
  command: thisCommandLine(),
  loadavgStart,
  loadavgEnd: loads(),
  commit: gitCommit(benchDir),
  bodies: measured,
}
const file = manifestResultsFile(date)
writeFileSync(join(benchDir, 'results', file), `${JSON.stringify(results, null, 2)}\n`)
writeLatestGoals(benchDir)
console.log(`wrote bench/results/${file} and the latest-goals table of bench/RESULTS.md`)

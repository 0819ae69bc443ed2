import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { readObservations } from './stored-results.ts'

const measurement = { requestsPerSecond: 100, okPerSecond: 100, latency: { p99: 5 }, non2xx: 0, errors: 0 }
const run = (date: string, env?: Record<string, string>) => ({
  date,
  config: { engine: 'sqlite', processes: 1, redis: false },
  command: 'node --import tsx bench/run.ts',
  loadavgStart: [1],
  loadavgEnd: [1],
  settings: { ...(env ? { serviceEnv: env } : {}) },
  scenarios: [{ name: 'list', ratio: 0.1, measurement }],
  rss: { maxBytes: 1 },
})

/** A bench/ folder holding one result of every store, and files that are none of them. */
function benchDir(t: { after: (fn: () => void) => void }): string {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-stores-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const write = (path: string, value: unknown) => {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), JSON.stringify(value))
  }
  write('results/2026-01-01T00-00-00Z-sqlite-1p.json', run('2026-01-01T00:00:00.000Z'))
  write(
    'results/compare/2026-01-02T00-00-00Z-off-1.json',
    run('2026-01-02T00:00:00.000Z', { RESPONSE_CACHE_MB: '0' }),
  )
  write(
    'results/compare/2026-01-02T00-02-00Z-off-2.json',
    run('2026-01-02T00:02:00.000Z', { RESPONSE_CACHE_MB: '0' }),
  )
  write('results/mecha-2026-01-03T00-00-00Z.json', {
    date: '2026-01-03T00:00:00.000Z',
    command: 'node --import tsx bench/mecha/run.ts',
    loadavgStart: [1],
    loadavgEnd: [1],
    runs: [
      {
        mechas: 1000,
        telemetry: { rateHz: { mean: 9.8 }, latencyMs: { p99: 7 } },
        service: { cpuPercentOfCore: 36 },
      },
    ],
  })
  write('console/results.json', {
    date: '2026-01-04T00:00:00.000Z',
    command: 'node --import tsx bench/console/run.ts --runs 5',
    machine: '2 cores',
    runs: 5,
    queueSize: 100,
    interactiveMs: { median: 1, max: 2 },
    cls: { max: 0 },
    initialScriptGzipKB: 1,
  })
  write('results/manifest-event-loop-2026-01-05T00-00Z.json', {
    date: '2026-01-05T00:00Z',
    command: 'node --import tsx bench/manifest/event-loop.ts',
    bodies: [{ name: 'b', status: 200, answerMs: 1, stallMs: 3 }],
  })
  const spread = { median: 1, max: 2 }
  write('results/console-viewer-2026-01-06T00-00Z.json', {
    date: '2026-01-06T00:00:00.000Z',
    command: 'node --import tsx bench/console/viewer.ts --runs 5',
    load_1min: [1, 1],
    runs: 5,
    episode: {
      name: 'e',
      cameras: 2,
      plots: 4,
      interactiveMs: spread,
      defaultViewMs: spread,
      frameStepMs: spread,
    },
    videos: [{ layout: 'faststart', firstFrameMs: spread, presentedMs: null, presentedRuns: 0 }],
    scripts: { initialGzipKB: 1, viewerGzipKB: 1, initialFiles: 1, viewerFiles: 1, viewerLazy: true },
  })
  writeFileSync(join(dir, 'results/latest.svg'), '<svg/>')
  writeFileSync(join(dir, 'results/notes.json'), '{}')
  return dir
}

test('readObservations reads every store: runs, repeated sets, mecha, console, viewer, manifest', (t) => {
  const subjects = readObservations(benchDir(t)).map((o) => `${o.subject} (${o.provenance.files.length})`)
  assert.deepEqual(subjects.sort(), [
    'console 100 MB MP4 (1)',
    'console dataset page scripts (1)',
    'console episode page (1)',
    'console review-queue (1)',
    'datasets sqlite-1p cache-off list (2)',
    'datasets sqlite-1p cache-off rss (2)',
    'datasets sqlite-1p cache-on list (1)',
    'datasets sqlite-1p cache-on rss (1)',
    'manifest validate (1)',
    'mecha embedded 1000 (1)',
  ])
})

test('a bench folder with nothing stored yet has no observations', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-stores-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  assert.deepEqual(readObservations(dir), [])
})

test('every result stored in this repository reads, from every store', () => {
  const observations = readObservations(new URL('..', import.meta.url).pathname)
  const stores = new Set(observations.map((o) => o.subject.split(' ')[0]))
  assert.deepEqual([...stores].sort(), ['console', 'datasets', 'events', 'manifest', 'mecha', 'streams'])
  for (const o of observations) assert.ok(!Number.isNaN(Date.parse(o.provenance.date)), o.provenance.files[0])
})

#!/usr/bin/env node
// Encodes the demo's videos and MCAP log into node_modules/.cache/hangar-demo (by the sha256 of
// each recipe) during `npm install` (the root `prepare`, after the compile), so the first
// `npm start` seeds the demo in seconds and test processes that seed it never encode. Without
// ffmpeg (an unsupported platform) it says so and the install goes on: the demo then encodes at
// its first start, or fails to with a clear message (docs/previews.md#ffmpeg).
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const started = Date.now()
const r = spawnSync(
  process.execPath,
  [
    '--conditions=hangar-compiled',
    '--input-type=module',
    '-e',
    "const { renderedDemoCatalog } = await import('@hangar/demo'); await renderedDemoCatalog(new Date())",
  ],
  { cwd: root, stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' },
)
if (r.status !== 0) {
  process.stderr.write(
    `warm-demo-media: the demo's media were not encoded now (they will be at the first demo start): ${(r.stderr ?? '').trim().split('\n').slice(-1)[0]}\n`,
  )
} else process.stderr.write(`warm-demo-media: demo media ready in ${Date.now() - started} ms\n`)

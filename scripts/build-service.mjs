#!/usr/bin/env node
// Compiles what the service runs — @hangar/media, @hangar/mecha, @hangar/robot-protocol, @hangar/demo and the
// server — with tsc into each package's dist/, so `npm start` runs plain JavaScript (no tsx
// loader in production; docs/deployment.md#compiled). Runs in `npm install` (the root `prepare`)
// and before `npm start`; with --if-stale it does nothing when dist/ is newer than every source.
// Compiled packages are found through the `hangar-compiled` export condition; without it (tests,
// `npm run dev`, the CLI) every package resolves to its TypeScript sources as before.
import { spawnSync } from 'node:child_process'
import { copyFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
/** In dependency order: each one's declarations are what the next one compiles against. */
const packages = ['media', 'mecha', 'robot-protocol', 'demo', 'server']
/** Files read at run time next to the compiled modules. */
const assets = [
  ['server/src/releases/release-manifest.schema.json', 'server/dist/releases/release-manifest.schema.json'],
]
const stamp = join(root, 'server', 'dist', '.built')

function newestSource(dir, newest = 0) {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name)
    if (e.isDirectory()) newest = newestSource(p, newest)
    else newest = Math.max(newest, statSync(p).mtimeMs)
  }
  return newest
}

function upToDate() {
  let built
  try {
    built = statSync(stamp).mtimeMs
  } catch {
    return false
  }
  const inputs = packages.flatMap((p) => [join(root, p, 'src'), join(root, p, 'package.json')])
  const newest = Math.max(
    ...inputs.map((p) => (statSync(p).isDirectory() ? newestSource(p) : statSync(p).mtimeMs)),
  )
  return newest <= built
}

if (process.argv.includes('--if-stale') && upToDate()) process.exit(0)

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
const started = Date.now()
// Each package compiles into a folder of its own beside dist/ and is swapped in when complete:
// a service that another test run starts meanwhile finds the old dist/ or the new one, never a
// half-written one (tsc took 20 s, during which dist/ used to be missing or partial).
const fresh = (p) => join(root, p, `dist.building-${process.pid}`)
const retired = (p) => join(root, p, `dist.retired-${process.pid}`)
function swapIn(p) {
  const dist = join(root, p, 'dist')
  try {
    renameSync(dist, retired(p))
  } catch {}
  renameSync(fresh(p), dist)
  rmSync(retired(p), { recursive: true, force: true })
}
for (const p of packages) {
  rmSync(fresh(p), { recursive: true, force: true })
  const r = spawnSync(
    process.execPath,
    [tsc, '-p', join(root, p, 'tsconfig.build.json'), '--outDir', fresh(p)],
    { stdio: 'inherit' },
  )
  if (r.status !== 0) {
    rmSync(fresh(p), { recursive: true, force: true })
    process.stderr.write(`build-service: compiling ${p} failed\n`)
    process.exit(r.status ?? 1)
  }
  // The assets read at run time go in before the swap, so the new dist/ is whole when it appears.
  for (const [from, to] of assets)
    if (to.startsWith(`${p}/dist/`))
      copyFileSync(join(root, from), join(fresh(p), to.slice(`${p}/dist/`.length)))
  // The next package compiles against this one's declarations in dist/.
  swapIn(p)
}
writeFileSync(stamp, `${new Date().toISOString()}\n`)
process.stderr.write(`build-service: compiled ${packages.join(', ')} in ${Date.now() - started} ms\n`)

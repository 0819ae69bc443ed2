#!/usr/bin/env node
// Runs every *.test.ts file with node's own test runner (Node 20 has no glob support for --test).
// Usage: node scripts/test.mjs [path-fragment ...]  (fragments filter the file list)
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'

const roots = ['server/src', 'bench']
const skipDirs = new Set(['node_modules', 'data', 'dist'])

function walk(dir, out) {
  let entries
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return out
  }
  for (const e of entries) {
    const p = join(dir, e.name)
    if (e.isDirectory()) {
      if (!skipDirs.has(e.name)) walk(p, out)
    } else if (e.name.endsWith('.test.ts')) out.push(relative(process.cwd(), p))
  }
  return out
}

const filters = process.argv.slice(2)
let files = roots.flatMap((r) => walk(r, [])).sort()
if (filters.length) files = files.filter((f) => filters.some((x) => f.includes(x)))
if (files.length === 0) {
  console.error('no test files matched')
  process.exit(1)
}
const reporter = process.env.TEST_REPORTER ?? 'spec'
const res = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-reporter=${reporter}`, '--test-concurrency=2', ...files],
  { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } },
)
process.exit(res.status ?? 1)

#!/usr/bin/env node
// Runs every *.test.ts file with node's own test runner (Node 20 has no glob support for --test),
// first on the embedded engine (SQLite) with the in-process simulator, then — when a PostgreSQL
// server answers — the HTTP and storage suites again on PostgreSQL, and — when an MQTT broker
// answers — the mecha suites again through the broker with robot agents in a child process.
// Suites that need a server that is not there are skipped and named at the end; under CI=true a
// missing server is a failure instead.
//
// Suites that start nothing (no service, browser, child process, server connection or temporary
// directory: see `startsNothing`) run together in one process, each file as a suite named after it:
// starting the TypeScript loader once instead of once per file saves most of their time.
//
// Usage: node scripts/test.mjs [path-fragment ...]   (fragments filter the file list)
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const roots = [
  'mecha/src',
  'robot-protocol/src',
  'robot-agent/src',
  'demo/src',
  'server/src',
  'cli/src',
  'client',
  'console',
  'bench',
]
const skipDirs = new Set(['node_modules', 'data', 'dist'])
/** Suites that run a second time on PostgreSQL: everything that goes through the store. */
const postgresSuites = ['server/src/routes/', 'server/src/storage/', 'server/src/plugins/']
/** Suites that run a second time with the robots behind the broker (robot agents in a child process). */
const brokerSuites = ['server/src/routes/mecha/']

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

function reachable(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const s = createConnection({ port, host })
    s.setTimeout(1000)
    s.once('connect', () => {
      s.destroy()
      resolve(true)
    })
    s.once('error', () => resolve(false))
    s.once('timeout', () => {
      s.destroy()
      resolve(false)
    })
  })
}

/** What a suite's source uses when it starts something that wants a process of its own. */
const startsSomething =
  /buildApp|testing\/|startHangar|child_process|spawn|playwright|listen\(|createServer|fork\(|mqtt|\bpg\b|redis|WebSocket|tmpdir|mkdtemp|process\.(env|exit|on\()/
const startsNothing = (file) => !startsSomething.test(readFileSync(file, 'utf8'))

const started = performance.now()
const filters = process.argv.slice(2)
let files = roots.flatMap((r) => walk(r, [])).sort()
if (filters.length) files = files.filter((f) => filters.some((x) => f.includes(x)))
if (files.length === 0) {
  console.error('no test files matched')
  process.exit(1)
}

const ci = process.env.CI === 'true'
const services = {
  postgres: { port: 5432, up: await reachable(5432), what: 'PostgreSQL at 127.0.0.1:5432' },
  redis: { port: 6379, up: await reachable(6379), what: 'Redis at 127.0.0.1:6379' },
  mqtt: { port: 1883, up: await reachable(1883), what: 'Mosquitto at 127.0.0.1:1883' },
}
const skipped = []
for (const [name, s] of Object.entries(services)) {
  if (!s.up) {
    if (ci) {
      console.error(`CI needs ${s.what}, which does not answer`)
      process.exit(1)
    }
    skipped.push(`${name} suites (no ${s.what})`)
  }
}

// The browser suites (console/e2e) drive Debian's chromium; each test skips itself without it.
if (files.some((f) => f.startsWith('console/e2e/')) && !existsSync('/usr/bin/chromium')) {
  if (ci) {
    console.error('CI needs chromium at /usr/bin/chromium (apt-get install -y chromium)')
    process.exit(1)
  }
  skipped.push('browser suites (no chromium at /usr/bin/chromium: apt-get install -y chromium)')
}

const shared = files.filter(startsNothing)
const passes = [
  { name: 'sqlite, in one process', env: {}, files: shared, oneProcess: true },
  { name: 'sqlite', env: {}, files: files.filter((f) => !shared.includes(f)) },
].filter((p) => p.files.length)
const pgFiles = files.filter((f) => postgresSuites.some((p) => f.startsWith(p)))
if (services.postgres.up && pgFiles.length)
  passes.push({ name: 'postgres', env: { TEST_ENGINE: 'postgres' }, files: pgFiles })
const brokerFiles = files.filter((f) => brokerSuites.some((p) => f.startsWith(p)))
if (services.mqtt.up && brokerFiles.length)
  passes.push({ name: 'the broker', env: { TEST_MECHA_BACKEND: 'broker' }, files: brokerFiles })

const tapDir = mkdtempSync(join(tmpdir(), 'hangar-tap-'))

/** An entry file that imports each suite inside a suite named after its file. */
function oneProcessEntry(suites, name) {
  const entry = join(tapDir, `${name}.mjs`)
  const lines = suites.map(
    (f) => `describe(${JSON.stringify(f)}, () => import(${JSON.stringify(pathToFileURL(resolve(f)).href)}))`,
  )
  writeFileSync(entry, `import { describe } from 'node:test'\n${lines.join('\n')}\n`)
  return entry
}

/** Runs node with the TypeScript loader; resolves to its exit status. */
function run(args, env, stdio) {
  return new Promise((resolvePromise) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      stdio,
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'test',
        HANGAR_TEST_POSTGRES: services.postgres.up ? '1' : '',
        HANGAR_TEST_REDIS: services.redis.up ? '1' : '',
        HANGAR_TEST_MQTT: services.mqtt.up ? '1' : '',
      },
    })
    child.once('exit', (code) => resolvePromise(code ?? 1))
  })
}

const reporters = (spec, tap) => [
  '--test-reporter=spec',
  `--test-reporter-destination=${spec}`,
  '--test-reporter=tap',
  `--test-reporter-destination=${tap}`,
]

const totals = { pass: 0, fail: 0, skipped: 0 }
let status = 0
function count(tap) {
  const text = readFileSync(tap, 'utf8')
  for (const key of ['pass', 'fail', 'skipped']) {
    const m = new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text)
    if (m) totals[key] += Number(m[1])
  }
}

for (const pass of passes) {
  console.log(`\n=== ${pass.files.length} test files on ${pass.name} ===`)
  const name = pass.name.replace(/\W+/g, '-')
  if (pass.oneProcess) {
    // Two processes, one per core, each taking every other suite; their reports follow in turn.
    const halves = [0, 1].map((h) => pass.files.filter((_, i) => i % 2 === h)).filter((h) => h.length)
    const runs = halves.map((half, h) => {
      const spec = join(tapDir, `${name}-${h}.spec`)
      const tap = join(tapDir, `${name}-${h}.tap`)
      return {
        spec,
        tap,
        done: run([...reporters(spec, tap), oneProcessEntry(half, `${name}-${h}`)], pass.env, 'inherit'),
      }
    })
    for (const r of runs) {
      const code = await r.done
      if (code !== 0) status = code
      process.stdout.write(readFileSync(r.spec, 'utf8'))
      count(r.tap)
    }
    continue
  }
  const tap = join(tapDir, `${name}.tap`)
  const code = await run(
    ['--test', '--test-concurrency=2', ...reporters('stdout', tap), ...pass.files],
    pass.env,
    'inherit',
  )
  if (code !== 0) status = code
  count(tap)
}

console.log('')
for (const s of skipped) console.log(`skipped: ${s}`)
const seconds = Math.round((performance.now() - started) / 1000)
console.log(`duration: ${Math.floor(seconds / 60)} min ${seconds % 60} s`)
console.log(`total: ${totals.pass} passed, ${totals.fail} failed, ${totals.skipped} skipped`)
process.exit(status)

#!/usr/bin/env node
// Runs every *.test.ts file with node's own test runner (Node 20 has no glob support for --test),
// first on the embedded engine (SQLite) with the in-process simulator, then — when a PostgreSQL
// server answers — the HTTP and storage suites again on PostgreSQL, and — when an MQTT broker
// answers — the mecha suites again through the broker with robot agents in a child process.
// Suites that need a server that is not there are skipped and named at the end; under CI=true a
// missing server is a failure instead.
//
// Most suites share a process: each pass runs them in two worker processes (one per core), each
// file a suite named after it, so the TypeScript loader and the service's modules load twice
// per pass instead of once per file (that loading was about half the suite's CPU time). Suites
// that start service processes or browsers of their own (`ownProcess`) keep a process each.
//
// Usage: node scripts/test.mjs [--record-times] [path-fragment ...]   (fragments filter the file list)
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const roots = [
  'media/src',
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

/**
 * Suites that keep a process of their own: they start service processes, kill them, or drive a
 * browser, and a hang or a crash there must not take other suites with it.
 */
const ownProcessDirs = ['server/src/scale/', 'console/e2e/']
const ownProcess = (file) => ownProcessDirs.some((d) => file.startsWith(d))

const started = performance.now()
const recordTimes = process.argv.includes('--record-times')
const filters = process.argv.slice(2).filter((a) => a !== '--record-times')
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

const passes = [
  { name: 'sqlite', env: {}, files: files.filter((f) => !ownProcess(f)), shared: true },
  { name: 'sqlite, a process per suite', env: {}, files: files.filter(ownProcess) },
].filter((p) => p.files.length)
const pgFiles = files.filter((f) => postgresSuites.some((p) => f.startsWith(p)))
if (services.postgres.up && pgFiles.length)
  passes.push({ name: 'postgres', env: { TEST_ENGINE: 'postgres' }, files: pgFiles, shared: true })
const brokerFiles = files.filter((f) => brokerSuites.some((p) => f.startsWith(p)))
if (services.mqtt.up && brokerFiles.length)
  passes.push({ name: 'the broker', env: { TEST_MECHA_BACKEND: 'broker' }, files: brokerFiles, shared: true })

const tapDir = mkdtempSync(join(tmpdir(), 'hangar-tap-'))

/**
 * An entry file that imports each suite inside a suite named after its file, and says on stderr
 * when each file is done (the spec report of a shared process is printed when it ends).
 */
function sharedEntry(suites, name) {
  const entry = join(tapDir, `${name}.mjs`)
  const lines = suites.map(
    (f, i) =>
      `describe(${JSON.stringify(f)}, () => { after(() => progress(${i + 1}, ${JSON.stringify(f)})); return import(${JSON.stringify(pathToFileURL(resolve(f)).href)}) })`,
  )
  writeFileSync(
    entry,
    [
      `import { after, describe } from 'node:test'`,
      `const started = performance.now()`,
      `const progress = (i, f) => process.stderr.write(\`  [${name}] \${i}/${suites.length} \${f} (\${Math.round((performance.now() - started) / 1000)} s)\\n\`)`,
      ...lines,
      '',
    ].join('\n'),
  )
  return entry
}

/**
 * Runs node with the TypeScript loader; resolves to its exit status and, with stdout piped, what
 * it printed there.
 */
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
    const out = []
    child.stdout?.on('data', (d) => out.push(d))
    child.once('close', (code) =>
      resolvePromise({ code: code ?? 1, out: Buffer.concat(out).toString('utf8') }),
    )
  })
}

const reporters = (spec, tap) => [
  '--test-reporter=spec',
  `--test-reporter-destination=${spec}`,
  '--test-reporter=tap',
  `--test-reporter-destination=${tap}`,
]

/**
 * How long each suite took, per pass: from this checkout's last whole run
 * (`node_modules/.cache/hangar-test-times.json`), else from `scripts/test-times.json`, which
 * `--record-times` rewrites. Shared processes get suites longest first, each to the process with
 * the least so far, so both end at about the same time.
 */
const committedTimes = join(import.meta.dirname, 'test-times.json')
const cachedTimes = join(import.meta.dirname, '..', 'node_modules', '.cache', 'hangar-test-times.json')
const timesFrom = [cachedTimes, committedTimes].find((f) => existsSync(f))
const recorded = timesFrom ? JSON.parse(readFileSync(timesFrom, 'utf8')) : {}
const measured = {}

function splitByTime(suites, passName) {
  const times = recorded[passName] ?? {}
  // A suite never timed counts as a typical one.
  const known = Object.values(times)
  const typical = known.length ? known.sort((a, b) => a - b)[Math.floor(known.length / 2)] : 1
  const halves = [
    { files: [], ms: 0 },
    { files: [], ms: 0 },
  ]
  for (const f of [...suites].sort((a, b) => (times[b] ?? typical) - (times[a] ?? typical))) {
    const h = halves[0].ms <= halves[1].ms ? halves[0] : halves[1]
    h.files.push(f)
    h.ms += times[f] ?? typical
  }
  return halves.map((h) => h.files)
}

const totals = { pass: 0, fail: 0, skipped: 0 }
let status = 0

/** Counts a shared process's spec report, and keeps how long each file's suite took. */
function countSpec(text, passName) {
  for (const key of ['pass', 'fail', 'skipped']) {
    const m = new RegExp(`^ℹ ${key} (\\d+)$`, 'm').exec(text)
    if (m) totals[key] += Number(m[1])
  }
  measured[passName] ??= {}
  for (const m of text.matchAll(/^[✔✖] (\S+\.test\.ts) \(([\d.]+)ms\)$/gm))
    measured[passName][m[1]] = Math.round(Number(m[2]))
}
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
  if (pass.shared) {
    // Two processes, one per core, with about the same time's worth of suites each; their reports
    // follow in turn.
    // --test-force-exit: a suite that leaves a timer or socket behind cannot keep the process up.
    const halves = splitByTime(pass.files, pass.name).filter((h) => h.length)
    // The report goes to stdout, a pipe, which Node writes synchronously: it survives the forced
    // exit, where a reporter's file would lose its end.
    const runs = halves.map((half, h) =>
      run(
        [
          '--test-force-exit',
          '--test-timeout=600000',
          '--test-reporter=spec',
          sharedEntry(half, `${name}-${h + 1}`),
        ],
        pass.env,
        ['ignore', 'pipe', 'inherit'],
      ),
    )
    for (const r of runs) {
      const { code, out } = await r
      if (code !== 0) status = code
      process.stdout.write(out)
      countSpec(out, pass.name)
    }
    continue
  }
  const tap = join(tapDir, `${name}.tap`)
  const { code } = await run(
    ['--test', '--test-concurrency=2', ...reporters('stdout', tap), ...pass.files],
    pass.env,
    'inherit',
  )
  if (code !== 0) status = code
  count(tap)
}

const timesText = `${JSON.stringify(measured, null, 1)}\n`
if (recordTimes) writeFileSync(committedTimes, timesText)
if (filters.length === 0) {
  mkdirSync(dirname(cachedTimes), { recursive: true })
  writeFileSync(cachedTimes, timesText)
}

console.log('')
for (const s of skipped) console.log(`skipped: ${s}`)
const seconds = Math.round((performance.now() - started) / 1000)
console.log(`duration: ${Math.floor(seconds / 60)} min ${seconds % 60} s`)
console.log(`total: ${totals.pass} passed, ${totals.fail} failed, ${totals.skipped} skipped`)
process.exit(status)

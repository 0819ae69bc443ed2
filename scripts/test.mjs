#!/usr/bin/env node
// Runs every *.test.ts file with node's own test runner (Node 20 has no glob support for --test),
// first on the embedded engine (SQLite) with the in-process simulator, then — when a PostgreSQL
// server answers — the HTTP and storage suites again on PostgreSQL, and — when an MQTT broker
// answers — the mecha suites again through the broker with robot agents in a child process.
// Suites that need a server that is not there are skipped and named at the end; under CI=true a
// missing server is a failure instead.
//
// Most suites share a process, each file a suite named after it, so the TypeScript loader and the
// service's modules load once per group of suites instead of once per file (that loading was
// about half the suite's CPU time). Suites that start service processes or browsers of their own
// (`ownProcess`) keep a process each. Every pass's processes go into one queue, longest first,
// run one per core (HANGAR_TEST_WORKERS overrides), so no pass waits for another's last suite.
//
// Usage: node scripts/test.mjs [--record-times] [path-fragment ...]   (fragments filter the file list)
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createConnection } from 'node:net'
import { availableParallelism, tmpdir } from 'node:os'
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
  'python',
]
const skipDirs = new Set(['node_modules', 'data', 'dist'])
/** Suites that run a second time on PostgreSQL: everything that goes through the store. */
const postgresSuites = [
  'server/src/routes/',
  'server/src/storage/',
  'server/src/plugins/',
  'server/src/jobs/',
]
/**
 * Among those, suites of HTTP alone — headers, the OpenAPI document, rate limits, the console's
 * files — whose answers do not depend on the engine: once is enough (docs/testing.md).
 */
const engineFreeSuites = new Set([
  'server/src/plugins/cache-control.test.ts',
  'server/src/plugins/error-statuses.test.ts',
  'server/src/plugins/openapi.test.ts',
  'server/src/plugins/plugin-name.test.ts',
  'server/src/plugins/rate-limit.test.ts',
  'server/src/plugins/rate-limit-windows.test.ts',
  'server/src/routes/console/console.route.test.ts',
  'server/src/routes/console/packed-assets.test.ts',
])
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
 * Suites that keep a process of their own: they start service processes and kill them, and a hang
 * or a crash there must not take other suites with it; the Python package's runs another language
 * against a service and waits for the run's seeded demo (below).
 */
const ownProcessDirs = ['server/src/scale/', 'python/']
/**
 * And suites that measure the heap (they expose the garbage collector): in a shared process the
 * files after them are imported while they run, and that loading was counted as theirs (44 MB in
 * two fresh-clone runs, where nothing is compiled yet, 28 Nov).
 */
const measuresHeap = (file) => /--expose-gc/.test(readFileSync(file, 'utf8'))
const ownProcess = (file) => ownProcessDirs.some((d) => file.startsWith(d)) || measuresHeap(file)
/**
 * The browser suites share processes among themselves only, in longer groups: each process starts
 * one service and one browser for all its browser tests (console/e2e/harness.ts), so fewer, longer
 * groups start fewer of them; the others' groups last about a minute.
 */
const browserSuite = (file) => file.startsWith('console/e2e/')
/** Suites that start from the run's seeded demo: the browser suites and those that copy it. */
const seedNeeds = new Map()
const needsSeed = (file) => {
  if (!seedNeeds.has(file))
    seedNeeds.set(file, browserSuite(file) || /\bseededDemoCopy\b/.test(readFileSync(file, 'utf8')))
  return seedNeeds.get(file)
}
const groupMs = (browser) => (browser ? 120_000 : 60_000)
/**
 * Suites that time their services' answers (a WebSocket closed within a second, an event within
 * 100 ms): they say so on a line of their own (`TIMED_MARK`). They run at the machine's normal
 * priority and every other test process a step below (`nice`), so a busy neighbour cannot starve
 * them, and they start beside the others rather than last (runJobs).
 */
const TIMED_MARK = "// test-runner: this suite times its services' answers"
const timedFiles = new Map()
const timed = (file) => {
  if (!timedFiles.has(file)) timedFiles.set(file, readFileSync(file, 'utf8').includes(TIMED_MARK))
  return timedFiles.get(file)
}

const started = performance.now()
/**
 * Cores the test processes may keep busy: all of the machine's unless HANGAR_TEST_WORKERS says
 * otherwise. At least that many processes run at once; more start while the ones running leave
 * cores idle (see `runJobs`).
 */
const workers = Number(process.env.HANGAR_TEST_WORKERS) || availableParallelism()
/** At most this many test processes at once, however little CPU they use (HANGAR_TEST_MAX_PROCESSES). */
const maxProcesses = Number(process.env.HANGAR_TEST_MAX_PROCESSES) || workers + 2
const recordTimes = process.argv.includes('--record-times')
const filters = process.argv.slice(2).filter((a) => a !== '--record-times')
let files = roots.flatMap((r) => walk(r, [])).sort()
if (filters.length) files = files.filter((f) => filters.some((x) => f.includes(x)))
if (files.length === 0) {
  console.error('no test files matched')
  process.exit(1)
}

// A test file that awaits at its top level registers its tests late: in a shared process they
// came after its file's suite had ended ("test could not be started because its parent
// finished", a fresh-clone run on 27 Nov). Such work belongs in before().
const awaitsAtTopLevel = (line) =>
  /^await\b/.test(line) ||
  (/^(?:const|let|var)\b/.test(line) && /\bawait\b/.test(line) && !/=>|\bfunction\b/.test(line))
const awaiting = files.filter((f) => readFileSync(f, 'utf8').split('\n').some(awaitsAtTopLevel))
if (awaiting.length) {
  console.error(`await at the top level of a test file (move it into before()):\n  ${awaiting.join('\n  ')}`)
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

const passes = [{ name: 'sqlite', env: {}, files }]
const pgFiles = files.filter((f) => postgresSuites.some((p) => f.startsWith(p)) && !engineFreeSuites.has(f))
if (services.postgres.up && pgFiles.length)
  passes.push({ name: 'postgres', env: { TEST_ENGINE: 'postgres' }, files: pgFiles })
const brokerFiles = files.filter((f) => brokerSuites.some((p) => f.startsWith(p)))
if (services.mqtt.up && brokerFiles.length)
  passes.push({ name: 'the broker', env: { TEST_MECHA_BACKEND: 'broker' }, files: brokerFiles })

const entryDir = mkdtempSync(join(tmpdir(), 'hangar-test-'))

/**
 * An entry file that imports each suite inside a suite named after its file, and says on stderr
 * when each file is done (the spec report of a shared process is printed when it ends).
 */
function sharedEntry(suites, name) {
  const entry = join(entryDir, `${name}.mjs`)
  const lines = suites.map(
    (f, i) =>
      `describe(${JSON.stringify(f)}, () => { const l = load(${JSON.stringify(pathToFileURL(resolve(f)).href)}); after(() => { progress(${i + 1}, ${JSON.stringify(f)}); l.done() }); return l.loaded })`,
  )
  writeFileSync(
    entry,
    [
      // First, so its `after` hook is the process's own (process-teardown.ts says why).
      `import ${JSON.stringify(pathToFileURL(resolve('server/src/testing/process-teardown.ts')).href)}`,
      `import { executionAsyncResource } from 'node:async_hooks'`,
      `import { after, describe } from 'node:test'`,
      `const started = performance.now()`,
      `const progress = (i, f) => process.stderr.write(\`  [${name}] \${i}/${suites.length} \${f} (\${Math.round((performance.now() - started) / 1000)} s)\\n\`)`,
      // One file is imported after the other, each in its own suite's async scope: imported all at
      // once, a file whose shared modules another file's import finished evaluating was evaluated in
      // that file's scope, and node:test put its tests under that other file's suite. And a file is
      // imported only once the suite before it has run (its \`after\`, or its import failed): imported
      // as soon as the one before was, the next files' loading (tsx compiling them, cold in a fresh
      // clone) ran beside the first suite and took its CPU and heap.
      `let previous = Promise.resolve()`,
      `const load = (url) => { const suite = executionAsyncResource(); const loaded = previous.then(() => suite.runInAsyncScope(() => import(url))); let done; previous = new Promise((r) => { done = r }); loaded.catch(done); return { loaded, done } }`,
      ...lines,
      '',
    ].join('\n'),
  )
  return entry
}

/** GNU time, when the machine has it, measures each test process's CPU with its children's. */
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : null
/** coreutils' nice: every test process but the timed ones runs a step below normal priority. */
const nice = existsSync('/usr/bin/nice') ? ['/usr/bin/nice', '-n', '5'] : []

/**
 * Runs node with the TypeScript loader; resolves to its exit status, what it printed on stdout
 * and, where GNU time is there, the CPU seconds it and its children (services, browsers) used.
 * A process that is not `timed` runs under `nice`, its children with it.
 */
/**
 * A test process still running after this long is stopped and counted as failed: a test or hook
 * that never ends (a transaction left open, 28 Nov) would otherwise hold the run until CI's own
 * limit, where `--test-timeout` did not reach it. The longest job takes about 2.5 minutes.
 */
const JOB_LIMIT_MS = Number(process.env.HANGAR_TEST_JOB_LIMIT_MS) || 12 * 60_000

/** A process and everything it started, youngest first (Linux's /proc; elsewhere the process alone). */
function processTree(pid) {
  let children = []
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
  } catch {}
  return [...children.flatMap((c) => processTree(Number(c))), pid]
}

function run(args, env, label, timed) {
  const cpuFile = join(entryDir, `${label}.cpu`)
  const node = [...(timed ? [] : nice), process.execPath, '--import', 'tsx', ...args]
  const [command, ...rest] = gnuTime ? [gnuTime, '-f', '%U %S', '-o', cpuFile, ...node] : node
  return new Promise((resolvePromise) => {
    const child = spawn(command, rest, {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        ...env,
        NODE_ENV: 'test',
        HANGAR_TEST_POSTGRES: services.postgres.up ? '1' : '',
        HANGAR_TEST_REDIS: services.redis.up ? '1' : '',
        HANGAR_TEST_MQTT: services.mqtt.up ? '1' : '',
        HANGAR_TEST_SERVICE: serviceBuild,
        HANGAR_TEST_RUN: testRun,
      },
    })
    const out = []
    child.stdout.on('data', (d) => out.push(d))
    const limit = setTimeout(() => {
      out.push(
        Buffer.from(
          `\n✖ ${label} stopped after ${Math.round(JOB_LIMIT_MS / 1000)} s: a test or hook never ended (scripts/test.mjs, JOB_LIMIT_MS)\n`,
        ),
      )
      for (const pid of processTree(child.pid))
        try {
          process.kill(pid, 'SIGKILL')
        } catch {}
    }, JOB_LIMIT_MS)
    child.once('close', (code) => {
      clearTimeout(limit)
      let cpu = null
      try {
        const [user, system] = readFileSync(cpuFile, 'utf8').trim().split('\n').at(-1).split(' ').map(Number)
        // GNU time killed with the job writes no figures.
        if (Number.isFinite(user + system)) cpu = user + system
      } catch {}
      resolvePromise({ code: code ?? 1, out: Buffer.concat(out).toString('utf8'), cpu })
    })
  })
}

/**
 * How long each suite took, per pass: from this checkout's last whole run
 * (`node_modules/.cache/hangar-test-times.json`), else from `scripts/test-times.json`, which
 * `--record-times` rewrites. They make the groups of shared suites (longest first, each to the
 * group with least so far) and the order of the queue.
 */
const committedTimes = join(import.meta.dirname, 'test-times.json')
const cachedTimes = join(import.meta.dirname, '..', 'node_modules', '.cache', 'hangar-test-times.json')
const timesFrom = [cachedTimes, committedTimes].find((f) => existsSync(f))
const recorded = timesFrom ? JSON.parse(readFileSync(timesFrom, 'utf8')) : {}
const measured = {}
/** CPU milliseconds per suite and pass, under the key `cpu` of the same file. */
const measuredCpu = {}

/** A suite's time in a pass from the last run; a suite never timed counts as a typical one. */
function timeOf(passName) {
  const times = recorded[passName] ?? {}
  const known = Object.values(times).sort((a, b) => a - b)
  const typical = known.length ? known[Math.floor(known.length / 2)] : 1000
  return (f) => times[f] ?? typical
}

/**
 * The share of a core a job's suites kept busy in the last run (CPU over wall time), which decides
 * how many jobs run beside each other; a suite never measured counts as a typical one of its pass.
 */
function densityOf(passName) {
  const walls = recorded[passName] ?? {}
  const cpus = recorded.cpu?.[passName] ?? {}
  const known = Object.keys(cpus).filter((f) => walls[f] > 0)
  const ratios = known.map((f) => cpus[f] / walls[f]).sort((a, b) => a - b)
  const typical = ratios.length ? ratios[Math.floor(ratios.length / 2)] : 0.6
  return (suites) => {
    let wall = 0
    let cpu = 0
    for (const f of suites) {
      const w = walls[f] ?? 1000
      wall += w
      cpu += f in cpus && walls[f] > 0 ? cpus[f] : w * typical
    }
    return Math.min(1, Math.max(0.1, cpu / wall))
  }
}

/** Suites into `n` groups of about equal time: longest first, each to the group with least so far. */
function splitByTime(suites, time, n) {
  const groups = Array.from({ length: n }, () => ({ suites: [], ms: 0 }))
  for (const f of [...suites].sort((a, b) => time(b) - time(a))) {
    const g = groups.reduce((least, x) => (x.ms < least.ms ? x : least))
    g.suites.push(f)
    g.ms += time(f)
  }
  return groups.filter((g) => g.suites.length)
}

/**
 * The whole run as jobs, each one test process: every suite of its own (`ownProcess`) alone, the
 * others of a pass in groups of about a minute — long enough that loading the TypeScript loader
 * and the service's modules (3–5 s of CPU) is paid rarely, short enough to fill the workers evenly.
 */
function planJobs() {
  const jobs = []
  for (const pass of passes) {
    const time = timeOf(pass.name)
    const density = densityOf(pass.name)
    for (const f of pass.files.filter(ownProcess))
      jobs.push({ pass, suites: [f], ms: time(f), density: density([f]), timed: timed(f) })
    for (const browser of [false, true]) {
      const shared = pass.files.filter((f) => !ownProcess(f) && browserSuite(f) === browser)
      if (!shared.length) continue
      const total = shared.reduce((sum, f) => sum + time(f), 0)
      const groups = Math.max(1, Math.min(workers * 2, Math.round(total / groupMs(browser))))
      for (const g of splitByTime(shared, time, groups))
        jobs.push({
          pass,
          suites: g.suites,
          ms: g.ms,
          density: density(g.suites),
          timed: g.suites.some(timed),
        })
    }
  }
  // Longest first, so the run ends with short jobs filling in beside the last long one.
  return jobs.sort((a, b) => b.ms - a.ms)
}

const totals = { pass: 0, fail: 0, skipped: 0 }
let status = 0
let cpuTotal = 0

/**
 * Counts a process's spec report, and keeps how long each file's suite took and its share of the
 * process's CPU (in proportion to its time: a suite's own CPU is not measured apart).
 */
function countSpec(text, passName, cpu) {
  const counted = {}
  for (const key of ['pass', 'fail', 'skipped']) {
    const m = new RegExp(`^ℹ ${key} (\\d+)$`, 'm').exec(text)
    if (m) totals[key] += counted[key] = Number(m[1])
  }
  measured[passName] ??= {}
  measuredCpu[passName] ??= {}
  const suites = [...text.matchAll(/^[✔✖] (\S+\.test\.ts) \(([\d.]+)ms\)$/gm)].map((m) => [
    m[1],
    Number(m[2]),
  ])
  const wall = suites.reduce((sum, [, ms]) => sum + ms, 0)
  for (const [f, ms] of suites) {
    measured[passName][f] = Math.round(ms)
    if (cpu !== null && wall > 0) measuredCpu[passName][f] = Math.round((cpu * 1000 * ms) / wall)
  }
  return counted
}

/** Cores the machine left idle over the last few seconds, from /proc/stat (null where there is none). */
function idleCores() {
  const samples = []
  const read = () => {
    try {
      const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/)
      const n = fields.map(Number)
      return { idle: n[3] + n[4], total: n.reduce((a, b) => a + b, 0) }
    } catch {
      return null
    }
  }
  const timer = setInterval(() => {
    const s = read()
    if (s) samples.push(s)
    if (samples.length > 4) samples.shift()
  }, 1000)
  timer.unref()
  return {
    now() {
      if (samples.length < 2) return null
      const first = samples[0]
      const last = samples.at(-1)
      return ((last.idle - first.idle) / Math.max(1, last.total - first.total)) * availableParallelism()
    },
    stop: () => clearInterval(timer),
  }
}

/**
 * Runs the jobs, longest first, and prints each job's report whole when it ends, under a line
 * naming its pass and files; stderr says as each suite ends.
 *
 * How many at once: `workers` jobs always, one per core, a place freed going to the next job.
 * Many jobs leave their core half idle — browser tests and services in child processes wait on
 * each other, PostgreSQL's pass waits on its server — so further jobs start, up to `maxProcesses`, while the shares of a core the running
 * jobs used in the last run (`density`) add up to less than `workers` with the new one, and the
 * machine shows that much idle. The queue's first job that fits starts. A job that times its
 * services' answers (`timed`) starts beyond the cores' count whenever fewer than two such run: it
 * keeps the normal priority where the others are niced (docs/testing.md).
 */
async function runJobs(jobs) {
  const queue = [...jobs]
  const running = new Set()
  const idle = idleCores()
  let launched = 0
  let done = 0
  let peak = 0
  const load = () => [...running].reduce((sum, j) => sum + j.density, 0)
  const runOne = async (job) => {
    const label = `${job.pass.name.replace(/\W+/g, '-')}-${++launched}`
    // --test-force-exit: a suite that leaves a timer or socket behind cannot keep the process up.
    // The report goes to stdout, a pipe, which Node writes synchronously: it survives the forced
    // exit, where a reporter's file would lose its end.
    const jobStarted = performance.now()
    const { code, out, cpu } = await run(
      ['--test-force-exit', '--test-timeout=600000', '--test-reporter=spec', sharedEntry(job.suites, label)],
      job.pass.env,
      label,
      job.timed,
    )
    const wall = (performance.now() - jobStarted) / 1000
    if (cpu !== null) cpuTotal += cpu
    done++
    const what = job.suites.length === 1 ? job.suites[0] : `${job.suites.length} suites`
    const from = Math.round((jobStarted - started) / 1000)
    const cost = `${Math.round(wall)} s from ${from} s${cpu === null ? '' : `, ${Math.round(cpu)} s of CPU`}`
    console.log(`\n=== ${done}/${jobs.length} on ${job.pass.name}: ${what} (${cost}) ===`)
    process.stdout.write(out)
    const counted = countSpec(out, job.pass.name, cpu)
    if (code !== 0) {
      status = code
      // A process that died before its report counts as one failure, named here.
      if (!counted.fail) {
        totals.fail++
        console.log(`✖ ${label} exited ${code} before reporting a failure: ${job.suites.join(' ')}`)
      }
    }
  }
  await new Promise((resolveAll) => {
    const poll = setInterval(() => fill(), 2000)
    const finish = () => {
      clearInterval(poll)
      idle.stop()
      resolveAll()
    }
    // The jobs that hold the cores' places: one ending gives its place to the next job even while
    // jobs started beyond the cores' count run, or a place freed beside them went unused (28 Nov:
    // the second browser group waited 40 s for one).
    const core = new Set()
    const start = (i, asCore) => {
      const [job] = queue.splice(i, 1)
      running.add(job)
      if (asCore) core.add(job)
      peak = Math.max(peak, running.size)
      runOne(job).then(() => {
        running.delete(job)
        core.delete(job)
        if (queue.length === 0 && running.size === 0) finish()
        else fill()
      })
    }
    // The first job that needs the run's seeded demo seeds it (console/e2e/seeded-demo.ts); the
    // others would only wait for it, holding a place, so they start once it is there.
    let seeding = false
    const startable = (j) => {
      if (!serviceReady && j.suites.some((f) => serviceSuites.has(f))) return false
      if (!j.suites.some(needsSeed)) return true
      if (!seeding || existsSync(join(tmpdir(), `hangar-e2e-demo-${testRun}`))) return true
      return false
    }
    const fill = () => {
      const take = (i, asCore = false) => {
        if (queue[i].suites.some(needsSeed)) seeding = true
        start(i, asCore)
      }
      // While the service compiles (tsc, one core) one place is left to it: filled with jobs that
      // need no service, both places kept the browser groups — the run's longest, which need it —
      // waiting for those jobs' end, not the build's (28 Nov: 3 minutes behind two PostgreSQL groups).
      const places = serviceReady ? workers : Math.max(1, workers - 1)
      while (queue.length && core.size < places && running.size < maxProcesses) {
        const i = queue.findIndex(startable)
        if (i < 0) break
        take(i, true)
      }
      while (queue.length && running.size < maxProcesses) {
        const room = Math.min(workers - load(), idle.now() ?? 0)
        // A suite that times its services starts beyond the cores' count whatever the others use,
        // two such at a time: it runs at normal priority among niced processes, so they cannot
        // starve it (beside two busy ones at the same priority they did, 27 Nov), and its time spent
        // waiting on its services overlaps theirs instead of trailing the run (28 Nov: the last
        // 60 s were these suites two at a time, the machine half idle).
        const timedRunning = [...running].filter((j) => j.timed).length
        const fits = (j) => (j.timed ? timedRunning < 2 : j.density <= room)
        const i = queue.findIndex((j) => startable(j) && fits(j))
        if (i < 0) return
        take(i)
      }
    }
    fill()
  })
  return peak
}

// Suites that start the service start `npm start`'s compiled JavaScript, brought up to date from
// the sources first (nothing to do after `npm install`); if that build fails they start the
// sources through tsx, as before, and the failure is printed above. The build runs beside the
// first jobs: only those with a suite that starts the service wait for it (in a fresh clone it
// takes 20 s, which the whole run waited for).
let serviceBuild = 'sources'
const startsService = (f) => /\b(spawnService|startHangar|startTwo)\b/.test(readFileSync(f, 'utf8'))
const serviceSuites = new Set(files.filter(startsService))
let serviceReady = serviceSuites.size === 0
if (!serviceReady)
  spawn(process.execPath, [join(import.meta.dirname, 'build-service.mjs'), '--if-stale'], {
    stdio: 'inherit',
  }).once('close', (code) => {
    serviceBuild = code === 0 ? 'compiled' : 'sources'
    if (code !== 0) console.log('the service did not compile: test services start from the sources (tsx)')
    serviceReady = true
  })

const jobs = planJobs()
console.log(
  `${jobs.length} test processes, ${workers} at a time and up to ${maxProcesses} while cores are idle, over ${passes.map((p) => `${p.files.length} files on ${p.name}`).join(', ')}; services start from ${serviceReady ? `the ${serviceBuild}` : 'the compiled service once it is built'}`,
)
/** Names what test processes of this run share, e.g. the browser tests' seeded demo folder. */
const testRun = `${process.pid}-${Date.now()}`
const jobsStarted = performance.now()
const peak = await runJobs(jobs)
const jobSeconds = (performance.now() - jobsStarted) / 1000
// The browser tests' demo folder (console/e2e/seeded-demo.ts names it so).
for (const p of [`hangar-e2e-demo-${testRun}`, `hangar-e2e-demo-${testRun}.lock`])
  rmSync(join(tmpdir(), p), { recursive: true, force: true })

const timesText = `${JSON.stringify({ ...measured, cpu: measuredCpu }, null, 1)}\n`
if (recordTimes) writeFileSync(committedTimes, timesText)
if (filters.length === 0) {
  mkdirSync(dirname(cachedTimes), { recursive: true })
  writeFileSync(cachedTimes, timesText)
}

console.log('')
for (const s of skipped) console.log(`skipped: ${s}`)
const seconds = Math.round((performance.now() - started) / 1000)
console.log(`duration: ${Math.floor(seconds / 60)} min ${seconds % 60} s`)
if (gnuTime)
  console.log(
    `CPU: ${Math.round(cpuTotal)} s in test processes and their children (${(cpuTotal / jobSeconds).toFixed(2)} cores busy on average while they ran, up to ${peak} processes at once)`,
  )
console.log(`total: ${totals.pass} passed, ${totals.fail} failed, ${totals.skipped} skipped`)
process.exit(status)

import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type autocannon from 'autocannon'
import type { LoadOptions, Measurement } from './measure.ts'

/**
 * The same measurement with wrk (Debian's package, written in C), so that the load generator is
 * never what limits the figures: autocannon runs in Node and costs about as much CPU per request
 * as a trivial route. Requests are listed up front in a Lua script (the scenario's
 * `setupRequest` called in order), each of wrk's threads taking every n-th one; the warm-up
 * gets its own list, so ids used once (accept) are never sent twice.
 */
export async function measureWithWrk(o: LoadOptions & { threads?: number }): Promise<Measurement> {
  const threads = o.threads ?? 2
  const dir = mkdtempSync(join(tmpdir(), 'hangar-wrk-'))
  try {
    const url = new URL(o.url)
    const base: autocannon.Request = {
      method: o.method ?? 'GET',
      path: url.pathname + url.search,
      headers: o.headers ?? {},
    }
    const next = () => (o.setupRequest ? o.setupRequest({ ...base, headers: { ...base.headers } }) : base)
    /** Enough requests for the phase at ~6,000 req/s (distinct ids matter only for accept, far slower). */
    const list = (seconds: number) => {
      const n = o.setupRequest ? Math.min(60_000, Math.max(1000, Math.ceil(seconds * 6000))) : 1
      return Array.from({ length: n }, next)
    }
    const run = async (seconds: number) => {
      const script = join(dir, `s${seconds}-${Date.now()}.lua`)
      writeFileSync(script, luaScript(list(seconds), threads))
      return runWrk([
        '-t',
        String(threads),
        '-c',
        String(o.connections),
        '-d',
        `${seconds}s`,
        '--timeout',
        '10s',
        '-s',
        script,
        `${url.protocol}//${url.host}`,
      ])
    }
    if (o.warmup > 0) await run(o.warmup)
    const cpuBefore = o.serverCpu?.()
    const dbCpuBefore = o.databaseCpu?.()
    const r = await run(o.duration)
    const cpuAfter = o.serverCpu?.()
    const dbCpuAfter = o.databaseCpu?.()
    const perRequest = (before: number | undefined, after: number | undefined) =>
      before === undefined || after === undefined || r.requests === 0
        ? undefined
        : ((after - before) * 1e6) / r.requests
    const seconds = r.durationMicros / 1e6
    const ms = (us: number) => Math.round(us / 1000)
    const errors = r.errors.connect + r.errors.read + r.errors.write
    return {
      requestsPerSecond: r.requests / seconds,
      okPerSecond: (r.requests - r.errors.status) / seconds,
      latency: {
        p50: ms(r.latency.p50),
        p90: ms(r.latency.p90),
        p99: ms(r.latency.p99),
        max: ms(r.latency.max),
        mean: r.latency.mean / 1000,
      },
      requests: r.requests,
      non2xx: r.errors.status,
      errors: errors + r.errors.timeout,
      timeouts: r.errors.timeout,
      durationSeconds: seconds,
      statusCodes: {},
      serverCpuMicrosPerRequest: perRequest(cpuBefore, cpuAfter),
      ...(o.databaseCpu ? { databaseCpuMicrosPerRequest: perRequest(dbCpuBefore, dbCpuAfter) } : {}),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

interface WrkSummary {
  requests: number
  durationMicros: number
  errors: { connect: number; read: number; write: number; status: number; timeout: number }
  latency: { p50: number; p90: number; p99: number; max: number; mean: number }
}

const lua = (s: string) => JSON.stringify(s) // a JSON string is a valid Lua string for this ASCII

/** Requests per Lua function: each may hold at most 65,536 constants (a path, a key: a few each). */
const CHUNK = 5000

function luaScript(requests: autocannon.Request[], step: number): string {
  const entries = requests.map((r) => {
    const headers = Object.entries(r.headers ?? {})
      .map(([k, v]) => `[${lua(k)}]=${lua(String(v))}`)
      .join(',')
    return `{${lua(r.method ?? 'GET')},${lua(r.path ?? '/')},{${headers}}}`
  })
  // Lua allows 65,536 constants per function, and 60,000 distinct paths would pass that: the
  // list is built by functions of a few thousand entries each.
  const chunks: string[] = []
  for (let i = 0; i < entries.length; i += CHUNK) chunks.push(entries.slice(i, i + CHUNK).join(',\n'))
  return `
local list = {}
${chunks.map((c) => `for _, r in ipairs((function() return {\n${c}\n} end)()) do list[#list + 1] = r end`).join('\n')}
local counter = 0
function setup(thread)
  thread:set("first", counter)
  counter = counter + 1
end
local i
function init(args)
  i = first
end
function request()
  local r = list[(i % #list) + 1]
  i = i + ${step}
  return wrk.format(r[1], r[2], r[3])
end
function done(summary, latency, requests)
  io.write(string.format('WRK_JSON {"requests":%d,"durationMicros":%d,"errors":{"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d},"latency":{"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%f}}\\n',
    summary.requests, summary.duration, summary.errors.connect, summary.errors.read, summary.errors.write,
    summary.errors.status, summary.errors.timeout, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, latency.mean))
end
`
}

function runWrk(args: string[]): Promise<WrkSummary> {
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => {
      out += d
    })
    child.stderr.on('data', (d) => {
      out += d
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('WRK_JSON '))
      // wrk runs its default request when the script does not load, and exits 0.
      if (code !== 0 || !line)
        return reject(new Error(`wrk exited ${code} without the script's summary:\n${out}`))
      resolve(JSON.parse(line.slice('WRK_JSON '.length)) as WrkSummary)
    })
  })
}

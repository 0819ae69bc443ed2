import autocannon from 'autocannon'

export interface LoadOptions {
  url: string
  connections: number
  /** Seconds measured. */
  duration: number
  /** Seconds run first and thrown away: JIT, page cache and connection set-up. */
  warmup: number
  method?: autocannon.Request['method']
  headers?: Record<string, string>
  /** Per-request customisation (rotating ids, per-request keys). */
  setupRequest?: (req: autocannon.Request) => autocannon.Request
  /** Cumulative CPU seconds of the server, read around the measured part only. */
  serverCpu?: () => number
  /** Cumulative CPU seconds of the database server (PostgreSQL), read the same way. */
  databaseCpu?: () => number
}

/** What one scenario measured; latencies in milliseconds. */
export interface Measurement {
  requestsPerSecond: number
  /** 2xx responses per second: what the goals count. */
  okPerSecond: number
  latency: { p50: number; p90: number; p99: number; max: number; mean: number }
  requests: number
  non2xx: number
  errors: number
  timeouts: number
  durationSeconds: number
  statusCodes: Record<string, number>
  /** Server CPU time (user + system) per request, in microseconds; undefined without a probe. */
  serverCpuMicrosPerRequest: number | undefined
  /** PostgreSQL's CPU time per request (every process of its server), in microseconds. */
  databaseCpuMicrosPerRequest?: number | undefined
}

/** One autocannon run without pipelining (each connection waits for its answer). */
export async function measure(o: LoadOptions): Promise<Measurement> {
  const run = (duration: number) =>
    autocannon({
      url: o.url,
      connections: o.connections,
      pipelining: 1,
      duration,
      method: o.method ?? 'GET',
      headers: o.headers ?? {},
      ...(o.setupRequest ? { requests: [{ setupRequest: o.setupRequest }] } : {}),
    })
  if (o.warmup > 0) await run(o.warmup)
  const cpuBefore = o.serverCpu?.()
  const dbCpuBefore = o.databaseCpu?.()
  const r = await run(o.duration)
  const cpuAfter = o.serverCpu?.()
  const dbCpuAfter = o.databaseCpu?.()
  const perRequest = (before: number | undefined, after: number | undefined) =>
    before === undefined || after === undefined || r.requests.total === 0
      ? undefined
      : ((after - before) * 1e6) / r.requests.total
  const statusCodes: Record<string, number> = {}
  for (const [code, s] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = s.count ?? 0
  return {
    requestsPerSecond: r.requests.average,
    okPerSecond: r['2xx'] / r.duration,
    latency: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      mean: r.latency.mean,
    },
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    durationSeconds: r.duration,
    statusCodes,
    serverCpuMicrosPerRequest: perRequest(cpuBefore, cpuAfter),
    ...(o.databaseCpu ? { databaseCpuMicrosPerRequest: perRequest(dbCpuBefore, dbCpuAfter) } : {}),
  }
}

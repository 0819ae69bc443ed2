import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'

/** What the metrics read on each scrape, from the running service. */
export interface MetricSources {
  /** Open WebSocket connections of this process. */
  openSockets: () => number
  /** PostgreSQL pool figures; undefined on SQLite (one connection, no pool). */
  pool: () => { total: number; idle: number; waiting: number; max: number } | undefined
  /** Fsyncs of SQLite's log for commits; undefined without group commit. */
  logSyncs: () => number | undefined
  /** Every mecha the service knows, with its last known state and whether it is connected. */
  mechas: () => Promise<{ state: string; online: boolean }[]>
  /** Jobs of every process by kind and state (the queue is shared: docs/jobs.md). */
  jobs: () => Promise<{ kind: string; state: string; count: number }[]>
}

/**
 * The service's Prometheus metrics (docs/deployment.md#metrics), one registry per process (a
 * cluster's primary adds the workers' up, by each metric's `aggregator`):
 * Node's defaults (memory, CPU, GC, event-loop lag) plus requests, rate-limit refusals, the
 * database, the WebSocket channel and the mechas.
 */
export class ServiceMetrics {
  readonly registry = new Registry()
  readonly requests: Counter<'route' | 'method' | 'status_code'>
  readonly requestSeconds: Histogram<'route' | 'method' | 'status_code'>
  readonly rateLimited: Counter<'scope'>
  readonly dbErrors: Counter<'kind'>
  readonly dbQuerySeconds: Histogram
  readonly wsMessages: Counter<'direction'>
  /** Runs of jobs in this process, by kind and how they ended (done, retry, failed, handed-back, lost). */
  readonly jobSeconds: Histogram<'kind' | 'outcome'>
  /** Jobs this process took over from a process that died holding them. */
  readonly jobTakeovers: Counter

  constructor(sources: MetricSources) {
    const registers = [this.registry]
    collectDefaultMetrics({ register: this.registry, eventLoopMonitoringPrecision: 20 })
    this.requests = new Counter({
      name: 'hangar_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status',
      labelNames: ['route', 'method', 'status_code'],
      registers,
    })
    this.requestSeconds = new Histogram({
      name: 'hangar_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern, method and status',
      labelNames: ['route', 'method', 'status_code'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    })
    this.rateLimited = new Counter({
      name: 'hangar_rate_limit_refusals_total',
      help: 'Refusals for a rate limit: HTTP 429s, WebSocket messages and connections over budget',
      labelNames: ['scope'],
      registers,
    })
    this.dbErrors = new Counter({
      name: 'hangar_db_errors_total',
      help: 'Database statements that failed, and connections the pool lost',
      labelNames: ['kind'],
      registers,
    })
    this.dbQuerySeconds = new Histogram({
      name: 'hangar_db_query_duration_seconds',
      help: 'Time each database statement took',
      buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers,
    })
    this.wsMessages = new Counter({
      name: 'hangar_ws_messages_total',
      help: 'WebSocket messages received from clients (in) and sent to them (out)',
      labelNames: ['direction'],
      registers,
    })
    new Gauge({
      name: 'hangar_ws_connections',
      help: 'Open WebSocket connections of this process',
      registers,
      collect() {
        this.set(sources.openSockets())
      },
    })
    new Gauge({
      name: 'hangar_db_pool_connections',
      help: 'PostgreSQL pool connections by use (total, idle, waiting clients, max)',
      labelNames: ['state'],
      registers,
      collect() {
        const p = sources.pool()
        if (!p) return
        this.set({ state: 'total' }, p.total)
        this.set({ state: 'idle' }, p.idle)
        this.set({ state: 'in_use' }, p.total - p.idle)
        this.set({ state: 'waiting' }, p.waiting)
        this.set({ state: 'max' }, p.max)
      },
    })
    new Gauge({
      name: 'hangar_sqlite_log_syncs',
      help: "Fsyncs of SQLite's write-ahead log made for commits since start (group commit: one covers the commits made while the last ran)",
      registers,
      collect() {
        const n = sources.logSyncs()
        if (n !== undefined) this.set(n)
      },
    })
    this.jobSeconds = new Histogram({
      name: 'hangar_job_seconds',
      help: 'Job runs in this process by kind and outcome (done, retry, failed, handed-back, lost)',
      labelNames: ['kind', 'outcome'],
      buckets: [0.05, 0.25, 1, 5, 30, 120, 600],
      registers,
    })
    this.jobTakeovers = new Counter({
      name: 'hangar_job_takeovers_total',
      help: 'Jobs taken over from a process whose lease ran out (it died holding them)',
      registers,
    })
    new Gauge({
      name: 'hangar_jobs',
      help: 'Jobs by kind and state, of every process (the queue is shared)',
      labelNames: ['kind', 'state'],
      // Every process reads the same queue: a cluster's sum would count each job per worker.
      aggregator: 'max',
      registers,
      async collect() {
        const counts = await sources.jobs()
        this.reset()
        for (const c of counts) this.set({ kind: c.kind, state: c.state }, c.count)
      },
    })
    // Both gauges of one scrape read the same list.
    let scrape: Promise<{ state: string; online: boolean }[]> | null = null
    const mechas = () => {
      scrape ??= sources.mechas().finally(() => setImmediate(() => (scrape = null)))
      return scrape
    }
    new Gauge({
      name: 'hangar_mechas',
      help: 'Mechas by last known state',
      labelNames: ['state'],
      // Every process reads the same fleet: a cluster's sum would count each mecha per worker.
      aggregator: 'max',
      registers,
      async collect() {
        const all = await mechas()
        this.reset()
        for (const m of all) this.inc({ state: m.state })
      },
    })
    new Gauge({
      name: 'hangar_mechas_online',
      help: 'Mechas connected now (always all of them with the in-process simulator)',
      aggregator: 'max',
      registers,
      async collect() {
        this.set((await mechas()).filter((m) => m.online).length)
      },
    })
  }
}

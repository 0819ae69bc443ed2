import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { RunConfig } from '../report/results.ts'
import { childPids, runsNode } from './process-tree.ts'
import { type NodeChild, startNode, waitUntilReady } from './processes.ts'

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url))

export interface ServiceOptions {
  config: RunConfig
  port: number
  dataDir: string
  /** PostgreSQL only. */
  databaseUrl?: string
  /** Set when `config.redis`. */
  redisUrl?: string
  rateLimitMax: number
  /** Repository root whose server is started (default: this checkout), to measure another version in the same run. */
  serviceRoot?: string
  /** More environment for the service (e.g. RESPONSE_CACHE_MB). */
  env?: Record<string, string>
  /** Writes a V8 CPU profile of each service process into this folder when it stops (`--cpu-prof`). */
  profileDir?: string
  /** Runs `server/dist` as `npm start` does (no tsx loader); the caller has built it. */
  compiled?: boolean
}

export interface RunningService extends NodeChild {
  /** Every process of the service now: the one process, or the primary then its workers. */
  pids(): number[]
}

/**
 * Starts the service as a deployment would: `server/src/main.ts` for one process, or
 * `server/src/cluster.ts` with WORKERS=n (node:cluster, one port, the primary migrating first),
 * and waits until every worker listens and /readyz answers.
 */
export async function startService(o: ServiceOptions): Promise<RunningService> {
  const { engine, processes, redis, poolSize } = o.config
  const main = processes === 1 ? 'main' : 'cluster'
  const root = o.serviceRoot ?? here('../../')
  const entry = o.compiled
    ? ['--conditions=hangar-compiled', join(root, `server/dist/${main}.js`)]
    : ['--import', 'tsx', join(root, `server/src/${main}.ts`)]
  // Node refuses --cpu-prof in NODE_OPTIONS, so it goes on the command line.
  const profile = o.profileDir ? ['--cpu-prof', '--cpu-prof-dir', o.profileDir] : []
  const child = startNode([...profile, ...entry], {
    DATA_DIR: o.dataDir,
    DEMO: '0',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: String(o.rateLimitMax),
    PORT: String(o.port),
    HOST: '127.0.0.1',
    // Empty means unset to the service: a DATABASE_URL or REDIS_URL in the caller's shell must
    // not turn a SQLite or in-memory run into something else.
    DATABASE_URL: engine === 'postgres' ? (o.databaseUrl ?? '') : '',
    REDIS_URL: redis ? (o.redisUrl ?? '') : '',
    ...(engine === 'postgres' && poolSize ? { DATABASE_POOL_SIZE: String(poolSize) } : {}),
    ...(processes > 1 ? { WORKERS: String(processes) } : {}),
    ...o.env,
  })
  const service: RunningService = {
    ...child,
    // Workers only: tsx gives every node process an esbuild helper child, not part of the service.
    pids: () => (processes === 1 ? [child.pid] : [child.pid, ...childPids(child.pid).filter(runsNode)]),
  }
  try {
    await waitUntilReady(`http://127.0.0.1:${o.port}/readyz`, child)
    if (processes > 1) await waitForWorkers(service, processes)
  } catch (err) {
    await child.stop()
    throw err
  }
  return service
}

/** A cluster answers as soon as one worker listens; wait for all, each ready to serve. */
async function waitForWorkers(service: RunningService, workers: number, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (service.pids().length < workers + 1) {
    if (Date.now() > deadline)
      throw new Error(`only ${service.pids().length - 1} of ${workers} workers started:\n${service.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  // Forked is not listening yet: the cluster prints its banner once every worker listens.
  while (!/\(\d+ workers\)/.test(service.output())) {
    if (Date.now() > deadline) throw new Error(`workers did not all listen:\n${service.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

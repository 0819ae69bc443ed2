import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Goal, Verdict } from '../runner/goals.ts'
import type { Machine } from '../runner/machine.ts'
import type { Measurement } from '../runner/measure.ts'

/** One scenario's figures, judged against its goal. */
export interface ScenarioResult {
  name: string
  request: string
  note: string
  goal: Goal
  measurement: Measurement
  /** req/s divided by the baseline's req/s of the same run. */
  ratio: number
  verdict: Verdict
  /** The service's maximum RSS during this scenario (warm-up included; all its processes summed). */
  rssMaxBytes: number
}

export type Engine = 'sqlite' | 'postgres'

/** What was measured: the engine and how many service processes served the port. */
export interface RunConfig {
  engine: Engine
  /** 1: server/src/main.ts. More: server/src/cluster.ts with WORKERS=processes (plus its primary). */
  processes: number
  /** Rate limits in Redis (REDIS_URL) rather than in each process's memory. */
  redis: boolean
  /** DATABASE_POOL_SIZE per process (PostgreSQL only). */
  poolSize?: number
}

/** Everything one `bench/run.ts` run recorded; written as bench/results/<timestamp>-<config>.json. */
export interface RunResults {
  date: string
  /** Absent in runs recorded before PostgreSQL was measured: those are SQLite, 1 process. */
  config?: RunConfig
  command: string
  generateCommand: string
  node: string
  machine: Machine
  loadavgStart: number[]
  loadavgEnd: number[]
  /** The measured checkout's commit (`gitCommit`); absent in runs recorded before it was kept. */
  commit?: string
  settings: {
    connections: number
    durationSeconds: number
    warmupSeconds: number
    pipelining: 1
    rateLimitMax: number
    /** The load generator (autocannon when absent). */
    generator?: 'autocannon' | 'wrk'
    /** The checkout whose service was measured, when not this one. */
    serviceRoot?: string
    /** Environment given to the service beyond the defaults. */
    serviceEnv?: Record<string, string>
    /** The compiled service (server/dist, as `npm start` runs it) instead of the tsx loader. */
    compiled?: boolean
  }
  data: {
    datasets: number
    organizations: number
    generatedAt: string
    /** SQLite file size, or pg_database_size. */
    dbBytes: number
    /** PostgreSQL: when and how the SQLite rows were copied in. */
    loadedAt?: string
    loadCommand?: string
  }
  baseline: Measurement
  scenarios: ScenarioResult[]
  rss: {
    /** Maximum over the run of the summed RSS of every service process. */
    maxBytes: number
    goalBytes: number
    met: boolean
    /** Each process's own maximum (the primary first, then its workers). */
    perProcess?: { role: 'service' | 'primary' | 'worker'; maxBytes: number }[]
  }
}

export const SQLITE_1: RunConfig = { engine: 'sqlite', processes: 1, redis: false }

export function configOf(r: RunResults): RunConfig {
  return r.config ?? SQLITE_1
}

/** `sqlite-1p`, `postgres-2p`: file names and grouping. */
export function configKey(c: RunConfig): string {
  return `${c.engine}-${c.processes}p`
}

export function configLabel(c: RunConfig): string {
  const engine = c.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'
  return `${engine}, ${c.processes} ${c.processes === 1 ? 'process' : 'processes'}`
}

/** A run as recorded: its JSON file name in bench/results and its figures. */
export interface RecordedRun {
  file: string
  run: RunResults
}

/**
 * Names of this benchmark's run files: `<timestamp>.json` (before configurations were recorded)
 * or `<timestamp>-<engine>-<n>p.json`. Other benchmarks keep their own files in the same folder.
 */
const RUN_FILE = /^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(-[a-z]+-\d+p)?\.json$/

/** Every run of this benchmark recorded in `dir` (bench/results). */
export function readRuns(dir: string): RecordedRun[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names
    .filter((n) => RUN_FILE.test(n))
    .map((file) => ({ file, run: JSON.parse(readFileSync(join(dir, file), 'utf8')) as RunResults }))
}

/** The latest run of each configuration: SQLite first, then PostgreSQL, fewer processes first. */
export function latestPerConfiguration(runs: RecordedRun[]): RecordedRun[] {
  const latest = new Map<string, RecordedRun>()
  for (const r of runs) {
    const key = configKey(configOf(r.run))
    const seen = latest.get(key)
    if (!seen || r.run.date > seen.run.date) latest.set(key, r)
  }
  const rank = (r: RecordedRun) => {
    const c = configOf(r.run)
    return (c.engine === 'sqlite' ? 0 : 1000) + c.processes
  }
  return [...latest.values()].sort((a, b) => rank(a) - rank(b))
}

/** The JSON file name of a run: its start time and configuration, safe on every file system. */
export function runFileName(r: RunResults): string {
  return `${r.date.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}-${configKey(configOf(r))}.json`
}

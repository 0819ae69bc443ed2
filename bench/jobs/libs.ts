/**
 * The two candidate job-queue libraries, loaded from a scratch folder OUTSIDE the repository (they
 * are not dependencies of Hangar; bench/jobs/ may get them as devDependencies later):
 *   mkdir -p /tmp/qlibs && cd /tmp/qlibs && npm init -y && npm install pg-boss@10 graphile-worker@0.16 pg
 * QLIBS=/other/folder overrides /tmp/qlibs. Only the few calls the benchmark makes are typed here.
 *
 * Also here: the SQL each design uses (enqueue inside the caller's transaction, heartbeat and
 * sweeper for a 60 s lease takeover), shared by pg-queue-libs.ts, worker-child.ts and checks.ts.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { CompiledQuery, type Kysely, type Transaction } from 'kysely'
import type pg from 'pg'

export const QLIBS = process.env.QLIBS ?? '/tmp/qlibs'
const requireQ = createRequire(join(QLIBS, 'package.json'))

// biome-ignore lint/suspicious/noExplicitAny: rows of the libraries' own tables
export type Row = Record<string, any>
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Row[] }>

export interface BossJob {
  id: string
  name: string
  data: Row
  expireInSeconds: number
}
export interface PgBoss {
  start(): Promise<PgBoss>
  stop(options?: { graceful?: boolean; timeout?: number; wait?: boolean; close?: boolean }): Promise<void>
  on(event: 'error', listener: (err: unknown) => void): void
  createQueue(name: string, options?: Row): Promise<void>
  send(name: string, data: object, options?: Row): Promise<string | null>
  insert(jobs: Row[], options?: { db?: { executeSql: ExecuteSql } }): Promise<string[] | null>
  fetch(name: string, options?: Row): Promise<BossJob[]>
  work(name: string, options: Row, handler: (jobs: BossJob[]) => Promise<unknown>): Promise<string>
  offWork(name: string): Promise<void>
  notifyWorker(workerId: string): void
  complete(name: string, id: string | string[], data?: object): Promise<Row>
  fail(name: string, id: string | string[], data?: object): Promise<Row>
  cancel(name: string, id: string | string[]): Promise<Row>
  resume(name: string, id: string | string[]): Promise<Row>
  retry(name: string, id: string | string[]): Promise<Row>
  getJobById(name: string, id: string, options?: Row): Promise<Row | null>
  countStates(): Promise<Row>
}
export const PgBoss = requireQ('pg-boss') as new (config: Row) => PgBoss

export interface GraphileRunner {
  stop(): Promise<void>
  promise: Promise<void>
  events: import('node:events').EventEmitter
}
export interface GraphileHelpers {
  job: Row
  abortSignal?: AbortSignal
}
export type GraphileTask = (payload: unknown, helpers: GraphileHelpers) => Promise<unknown>
export const graphile = requireQ('graphile-worker') as {
  run(options: Row): Promise<GraphileRunner>
  runMigrations(options: Row): Promise<void>
  Logger: new (factory: (scope: unknown) => (level: string, message: string) => void) => unknown
}
/** graphile-worker logs every job at info level unless NO_LOG_SUCCESS is set; quiet logger for the bench. */
export const quietLogger = () =>
  new graphile.Logger(() => (level, message) => {
    if (level === 'error' || level === 'warning')
      process.stderr.write(`[graphile ${level}] ${message.split('\n')[0]}\n`)
  })

const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(QLIBS, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version
export const versions = { pgBoss: versionOf('pg-boss'), graphileWorker: versionOf('graphile-worker') }

/** pg-boss's `db` option over a Kysely transaction: its statements then run inside it. */
export function kyselyExecuteSql(trx: Kysely<unknown> | Transaction<unknown>): { executeSql: ExecuteSql } {
  return {
    executeSql: async (text, values) => {
      const r = await trx.executeQuery(CompiledQuery.raw(text, values ?? []))
      return { rows: r.rows as Row[] }
    },
  }
}
export const raw = async (
  trx: Kysely<unknown> | Transaction<unknown>,
  text: string,
  values: unknown[] = [],
) => (await trx.executeQuery(CompiledQuery.raw(text, values))).rows as Row[]

// ---------------------------------------------------------------------------------------------
// graphile-worker: enqueue = its SQL functions, inside the caller's transaction.
export interface GraphileSpec {
  identifier: string
  payload: object
  queueName?: string | null
  maxAttempts?: number
  jobKey?: string | null
  /** 'replace' (default), 'preserve_run_at' or 'unsafe_dedupe'. */
  jobKeyMode?: string
}
export const GRAPHILE_ADD_JOB =
  'select id from graphile_worker.add_job($1::text, $2::json, queue_name => $3::text, ' +
  'max_attempts => $4::int, job_key => $5::text, job_key_mode => $6::text)'
/** Many jobs in one statement (graphile_worker.add_jobs takes job_spec[]; NOTIFY is once per call). */
export const GRAPHILE_ADD_JOBS =
  'select count(*)::int as n from graphile_worker.add_jobs(array(' +
  'select (x.identifier, x.payload, x.queue_name, null, x.max_attempts, x.job_key, null, null)::graphile_worker.job_spec ' +
  'from json_to_recordset($1::json) as x(identifier text, payload json, queue_name text, max_attempts smallint, job_key text)))'

export async function graphileAddJob(trx: Kysely<unknown> | Transaction<unknown>, s: GraphileSpec) {
  // JSON.stringify: node-postgres would turn a JS array into a PostgreSQL array literal.
  const rows = await raw(trx, GRAPHILE_ADD_JOB, [
    s.identifier,
    JSON.stringify(s.payload),
    s.queueName ?? null,
    s.maxAttempts ?? 3,
    s.jobKey ?? null,
    s.jobKeyMode ?? 'replace',
  ])
  return String(rows[0]?.id)
}
export async function graphileAddJobs(trx: Kysely<unknown> | Transaction<unknown>, specs: GraphileSpec[]) {
  const json = specs.map((s) => ({
    identifier: s.identifier,
    payload: s.payload,
    queue_name: s.queueName ?? null,
    max_attempts: s.maxAttempts ?? 3,
    job_key: s.jobKey ?? null,
  }))
  const rows = await raw(trx, GRAPHILE_ADD_JOBS, [JSON.stringify(json)])
  return Number(rows[0]?.n)
}

// graphile-worker lease takeover: a heartbeat row per worker id of a process, and a sweeper that
// unlocks (graphile_worker.force_unlock_workers) the jobs of every worker whose lock is older than
// the threshold and whose heartbeat is not fresh (or was never written: a process killed before
// its first beat), then wakes idle workers with the NOTIFY graphile-worker listens to.
export const HEARTBEAT_TABLE_SQL =
  'create table if not exists hangar_job_workers (worker_id text primary key, pid int not null, ' +
  'seen_at timestamptz not null default now())'
export const GRAPHILE_HEARTBEAT =
  'insert into hangar_job_workers (worker_id, pid, seen_at) select unnest($1::text[]), $2, now() ' +
  'on conflict (worker_id) do update set seen_at = now(), pid = excluded.pid'
export const GRAPHILE_DEAD_WORKERS =
  'select coalesce(array_agg(distinct j.locked_by), array[]::text[]) as ids from graphile_worker.jobs j ' +
  'where j.locked_at < now() - make_interval(secs => $1) and not exists (select 1 from hangar_job_workers w ' +
  'where w.worker_id = j.locked_by and w.seen_at > now() - make_interval(secs => $1))'
export const GRAPHILE_UNLOCK =
  'select graphile_worker.force_unlock_workers($1::text[]), ' +
  `pg_notify('jobs:insert', json_build_object('count', cardinality($1::text[]))::text)`

export async function graphileSweep(pool: pg.Pool, staleSeconds: number): Promise<string[]> {
  const { rows } = await pool.query(GRAPHILE_DEAD_WORKERS, [staleSeconds])
  const ids = (rows[0]?.ids ?? []) as string[]
  if (ids.length > 0) await pool.query(GRAPHILE_UNLOCK, [ids])
  return ids
}

// ---------------------------------------------------------------------------------------------
// pg-boss 10: enqueue = send()/insert() with `db` = the caller's transaction, plus a NOTIFY
// (pg-boss 10 only polls; the fetch loop of worker-child.ts listens to wake up at once).
export const BOSS_NOTIFY = `select pg_notify('hangar_jobs', $1)`
/**
 * pg-boss lease heartbeat: pg-boss expires an active job when started_on + expire_in < now()
 * (maintenance, `failJobsByTimeout`); the holder pushes that deadline to now() + lease.
 */
export const BOSS_HEARTBEAT =
  `update pgboss.job set expire_in = (now() - started_on) + make_interval(secs => $3) ` +
  `where name = $1 and id = $2::uuid and state = 'active'`

import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  type LogEvent,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  sql,
} from 'kysely'
import type { Db } from './db.ts'
import { type DialectInfo, postgresDialect, sqliteDialect } from './dialect.ts'
import { GroupCommitSqliteDialect } from './group-commit-driver.ts'
import { postgresHotReader, registerHotReader, sqliteHotReader } from './hot-statements.ts'
import { migrations } from './migrations/index.ts'
import { useNamedStatements } from './pg-named-statements.ts'
import { withStatementCache } from './statement-cache.ts'
import type { Database } from './tables.ts'
import { registerWalSync, WalSync } from './wal-sync.ts'

export interface DatabaseHandle {
  db: Db
  dialect: DialectInfo
  close(): Promise<void>
  /** The PostgreSQL pool's figures (metrics); undefined on SQLite. */
  pool?: () => { total: number; idle: number; waiting: number; max: number }
  /** Fsyncs of SQLite's log made for commits so far (group commit: `SQLITE_SYNCHRONOUS=FULL`). */
  logSyncs?: () => number
  /** PostgreSQL: brings the job queue library's own schema up to date (docs/jobs.md). */
  migrateJobQueue?: () => Promise<void>
}

export interface OpenOptions {
  /** `postgres://…` or undefined for SQLite. */
  databaseUrl: string | undefined
  /** Folder of the SQLite file. */
  dataDir: string
  /**
   * SQLite's `synchronous` (default FULL: every commit reaches the disk before it is acknowledged,
   * by group commit — wal-sync.ts).
   */
  sqliteSynchronous?: 'FULL' | 'NORMAL' | 'OFF'
  /** How long a SQLite write waits for another process's lock before it fails (default 5000 ms). */
  sqliteBusyTimeoutMs?: number
  /** PostgreSQL pool size per process (default 10). */
  poolSize?: number
  /** PostgreSQL statement timeout in ms (default 10 000). */
  statementTimeoutMs?: number
  /** Where pool-level errors (a server restart seen by idle connections) are reported. */
  onPoolError?: (err: Error) => void
  /** Told of every statement, with its duration and whether it failed (metrics). */
  onQuery?: (e: LogEvent) => void
}

/** Opens the configured engine and brings its schema up to date. */
export async function openDatabase(opts: OpenOptions): Promise<DatabaseHandle> {
  const handle = opts.databaseUrl?.startsWith('postgres')
    ? await openPostgres(opts.databaseUrl, opts)
    : openSqlite(opts)
  try {
    await migrate(handle)
  } catch (err) {
    await handle.close()
    throw err
  }
  return handle
}

function openSqlite(opts: OpenOptions): DatabaseHandle {
  let file: string
  if (opts.databaseUrl?.startsWith('sqlite:')) file = opts.databaseUrl.slice('sqlite:'.length)
  else {
    mkdirSync(opts.dataDir, { recursive: true })
    file = join(opts.dataDir, 'hangar.db')
  }
  keepOwnerOnly(file)
  const sqlite = new SQLite(file)
  // WAL for concurrent readers. FULL (the default) so that an acknowledged accept or reject
  // survives a power cut — by group commit: SQLite's NORMAL, and each write answered once an
  // fsync of the log, off the event loop and shared by the commits made meanwhile, has ended
  // (wal-sync.ts). The test apps, whose databases live for one test, choose OFF.
  const synchronous = opts.sqliteSynchronous ?? 'FULL'
  const wal = synchronous === 'FULL' && file !== ':memory:' ? new WalSync(`${file}-wal`) : undefined
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma(`synchronous = ${wal ? 'NORMAL' : synchronous}`)
  sqlite.pragma('foreign_keys = ON')
  // Another process's write lock is waited for by the driver, with timers, not by SQLite on the
  // event loop (lock-waiting-driver.ts).
  sqlite.pragma('busy_timeout = 0')
  const config = { database: withStatementCache(sqlite) }
  const busyTimeoutMs = opts.sqliteBusyTimeoutMs ?? 5000
  const db = new Kysely<Database>({
    dialect: new GroupCommitSqliteDialect(config, sqlite, busyTimeoutMs, wal),
    ...(opts.onQuery ? { log: opts.onQuery } : {}),
  })
  registerHotReader(db, sqliteHotReader(sqlite, opts.onQuery))
  if (wal) registerWalSync(db, wal)
  return {
    db,
    dialect: sqliteDialect,
    close: async () => {
      await db.destroy()
      await wal?.close()
    },
    ...(wal ? { logSyncs: () => wal.syncs } : {}),
  }
}

/**
 * The database file readable by the service's user only (0600, like the secrets beside it):
 * created so before SQLite opens it, and tightened if an older start left it world-readable.
 * SQLite gives its -wal and -shm files the database file's mode.
 */
function keepOwnerOnly(file: string): void {
  if (file === ':memory:' || file === '') return
  closeSync(openSync(file, 'a', 0o600))
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, 0o600)
}

async function openPostgres(url: string, opts: OpenOptions): Promise<DatabaseHandle> {
  // The driver loads only for PostgreSQL: about 0.1 s of CPU in every SQLite process otherwise.
  const [{ default: pg }, { pgTypes }] = await Promise.all([import('pg'), import('./pg-types.ts')])
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.poolSize ?? 10,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    statement_timeout: opts.statementTimeoutMs ?? 10_000,
    types: pgTypes,
  })
  // Without a listener, an idle connection killed by a server restart would crash the process.
  pool.on('error', (err) => opts.onPoolError?.(err))
  // A connection killed while checked out (between two queries of a transaction) emits 'error' on
  // the client itself; the query in flight fails on its own, this listener only keeps the process up.
  pool.on('connect', (client) => {
    client.on('error', (err) => opts.onPoolError?.(err))
    useNamedStatements(client)
  })
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    ...(opts.onQuery ? { log: opts.onQuery } : {}),
  })
  registerHotReader(db, postgresHotReader(pool, opts.onQuery))
  return {
    db,
    dialect: postgresDialect,
    close: () => db.destroy(),
    migrateJobQueue: async () => (await import('./graphile-schema.ts')).migrateGraphileWorker(url),
    pool: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: opts.poolSize ?? 10,
    }),
  }
}

/** Fails when the database does not answer (readiness). */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db)
}

export async function migrate(handle: DatabaseHandle): Promise<void> {
  const all = migrations(handle.dialect)
  const provider: MigrationProvider = { getMigrations: async () => all as Record<string, Migration> }
  const migrator = new Migrator({ db: handle.db, provider })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${String(error)}`)
  }
  // Every process that opens the database may enqueue (the command line too): the queue's
  // schema is there before the first enqueue.
  await handle.migrateJobQueue?.()
}

import { setTimeout as sleep } from 'node:timers/promises'
import type { Database as SqliteDatabase } from 'better-sqlite3'
import { CompiledQuery, type DatabaseConnection, type QueryResult, SqliteDriver } from 'kysely'
import { isBusy } from './database-errors.ts'

/**
 * How a SQLite write waits for another process's write lock (the command line's platform
 * commands, the workers of `start:cluster`): off the event loop. better-sqlite3 runs on the
 * event loop, so SQLite's own `busy_timeout` would stop every request, health checks included,
 * for as long as it waited (5 s at a time, three times over for one request measured on 27 Nov).
 * SQLite is therefore told not to wait (`busy_timeout = 0`), and this driver waits instead, with
 * timers, up to `busyTimeoutMs`, then lets the SQLITE_BUSY error through (503, Retry-After).
 *
 * - A transaction begins `IMMEDIATE`: it takes the write lock at its start, the one place it is
 *   waited for, so no statement inside can meet a lock (a `DEFERRED` one that read first and
 *   wrote after another process's commit would fail at once with SQLITE_BUSY_SNAPSHOT). Within
 *   the process nothing changes: Kysely's one connection runs one transaction at a time anyway.
 * - A statement outside a transaction is tried again as it is: it failed as a whole.
 */
export class LockWaitingSqliteDriver extends SqliteDriver {
  #connection: DatabaseConnection | undefined

  constructor(
    config: ConstructorParameters<typeof SqliteDriver>[0],
    protected readonly sqlite: SqliteDatabase,
    private readonly busyTimeoutMs: number,
  ) {
    super(config)
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection()
    this.#connection ??= this.#waiting(connection)
    return this.#connection
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(BEGIN_IMMEDIATE)
  }

  /** The connection, its statements tried again while another process holds the lock. */
  #waiting(inner: DatabaseConnection): DatabaseConnection {
    const run = async <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
      const deadline = performance.now() + this.busyTimeoutMs
      for (let attempt = 0; ; attempt++) {
        try {
          return await inner.executeQuery<R>(query)
        } catch (err) {
          // Inside a transaction a statement cannot be tried alone; IMMEDIATE keeps this from happening.
          if (!isBusy(err) || this.sqlite.inTransaction) throw err
          const left = deadline - performance.now()
          if (left <= 0) throw err
          await sleep(Math.min(left, retryDelayMs(attempt)))
        }
      }
    }
    return { executeQuery: run, streamQuery: (q, chunkSize) => inner.streamQuery(q, chunkSize) }
  }
}

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate')

/** 1, 2, 4 … ms, then every 50 ms: a lock held for a moment costs little, a long one few wake-ups. */
export const retryDelayMs = (attempt: number): number => Math.min(50, 2 ** attempt)

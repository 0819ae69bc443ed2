import type { Database as SqliteDatabase } from 'better-sqlite3'
import { type Driver, SqliteDialect, type SqliteDialectConfig } from 'kysely'
import { LockWaitingSqliteDriver } from './lock-waiting-driver.ts'
import type { WalSync } from './wal-sync.ts'

/**
 * Kysely's SQLite driver, waiting for other processes' locks off the event loop
 * (`LockWaitingSqliteDriver`) and, with a `WalSync`, answering a use of its one connection that
 * wrote only once the write is durable: the connection is released first, so the next request's
 * statements run while the disk works, and the commits made meanwhile share the next fsync.
 */
class GroupCommitSqliteDriver extends LockWaitingSqliteDriver {
  /**
   * `total_changes()` when the connection was last released: more at the next release means that
   * use wrote (nothing writes on the connection but through this driver between two uses).
   */
  #changesAtRelease: number

  constructor(
    config: SqliteDialectConfig,
    sqlite: SqliteDatabase,
    busyTimeoutMs: number,
    private readonly changes: () => number,
    private readonly wal: WalSync | undefined,
  ) {
    super(config, sqlite, busyTimeoutMs)
    this.#changesAtRelease = changes()
  }

  override async releaseConnection(): Promise<void> {
    if (!this.wal) return super.releaseConnection()
    const changes = this.changes()
    const wrote = changes !== this.#changesAtRelease
    this.#changesAtRelease = changes
    // Before the next holder of the connection can read it.
    if (wrote) this.wal.wrote()
    await super.releaseConnection()
    if (wrote) await this.wal.durable()
  }
}

/** `SqliteDialect` waiting for locks off the event loop, with group commit when given a `WalSync`. */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig
  readonly #changes: () => number

  constructor(
    config: SqliteDialectConfig,
    private readonly sqlite: SqliteDatabase,
    private readonly busyTimeoutMs: number,
    private readonly wal: WalSync | undefined,
  ) {
    super(config)
    this.#config = config
    // Rows changed by the connection's statements since it opened, INSERT … RETURNING included.
    const total = sqlite.prepare('select total_changes()').pluck()
    this.#changes = () => total.get() as number
  }

  override createDriver(): Driver {
    return new GroupCommitSqliteDriver(this.#config, this.sqlite, this.busyTimeoutMs, this.#changes, this.wal)
  }
}

import { Logger, runMigrations } from 'graphile-worker'
import pg from 'pg'

/**
 * graphile-worker's own schema (`graphile_worker`), created or brought up to date: run when a
 * process opens a PostgreSQL database (database.ts), since any process may enqueue. Its
 * migrations take a lock of their own, so processes starting together do not collide.
 */
export async function migrateGraphileWorker(connectionString: string): Promise<void> {
  // A pool of ours, ended (and awaited) here: graphile-worker's own is ended without waiting.
  const pgPool = new pg.Pool({ connectionString, max: 1 })
  pgPool.on('error', () => {})
  try {
    await runMigrations({ pgPool, logger: silentGraphileLogger })
  } finally {
    await pgPool.end()
  }
}

/** graphile-worker's logger, told nothing. */
export const silentGraphileLogger = new Logger(() => () => {})

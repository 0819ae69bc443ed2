import { Logger, makeWorkerUtils, runMigrations } from 'graphile-worker'
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
  pgPool.on('connect', (client) => client.on('error', () => {}))
  try {
    await runMigrations({ pgPool, logger: silentGraphileLogger })
  } finally {
    await pgPool.end()
  }
}

/**
 * graphile-worker's rows of jobs that failed for good, and the queues no job uses any more, deleted
 * through its own cleanup: Hangar's `jobs` record keeps each failure's sentence, and a retry adds
 * the row again (docs/jobs.md#seeing-the-work). Run with the hourly sweep of ended jobs.
 */
export async function cleanGraphileWorker(connectionString: string): Promise<void> {
  const pgPool = new pg.Pool({ connectionString, max: 1 })
  pgPool.on('error', () => {})
  pgPool.on('connect', (client) => client.on('error', () => {}))
  try {
    const utils = await makeWorkerUtils({ pgPool, logger: silentGraphileLogger })
    try {
      await utils.cleanup({ tasks: ['DELETE_PERMAFAILED_JOBS', 'GC_JOB_QUEUES'] })
    } finally {
      await utils.release()
    }
  } finally {
    await pgPool.end()
  }
}

/** graphile-worker's logger, told nothing. */
export const silentGraphileLogger = new Logger(() => () => {})

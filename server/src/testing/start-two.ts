import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, type ServiceProcess, spawnService } from './spawn-service.ts'
import { copyMigratedSqlite, createPostgresDatabase } from './test-database.ts'

/** The platform administrator's key of both processes. */
export const TWO_ADMIN_KEY = 'two-process-admin-key-0123456789'

export interface StartTwoOptions {
  /** A PostgreSQL database of their own (the default), or one SQLite file in the shared DATA_DIR. */
  engine?: 'postgres' | 'sqlite'
  /** Both on the Redis at 127.0.0.1:6379 (REDIS_URL); default none. */
  redis?: boolean
  /** A DATA_DIR each, nothing shared on disk (files in a bucket); default one folder for both. */
  ownDataDirs?: boolean
  /** More environment for both processes. */
  env?: Record<string, string>
}

export interface TwoServices {
  /** The processes' base URLs, `http://127.0.0.1:<port>`. */
  A: string
  B: string
  processes: [ServiceProcess, ServiceProcess]
  /** A's DATA_DIR and B's: the same folder unless `ownDataDirs`. */
  dataDirs: [string, string]
  /** Stops both processes (SIGTERM), then drops the database and removes the folders. */
  stop(): Promise<void>
}

/**
 * Two real service processes on one database, as behind a load balancer. The database is
 * migrated before they start (a copy of the migrated template), so both start at once and each
 * finds it up to date, as the workers of `cluster.ts` do after their primary migrated.
 *
 * A suite whose tests do not kill or reconfigure a process starts one pair in before() and each
 * test works in an organization of its own; a test that kills one starts its own pair.
 */
export async function startTwo(opts: StartTwoOptions = {}): Promise<TwoServices> {
  const cleanups: (() => unknown)[] = []
  const stop = async () => {
    for (const f of cleanups.splice(0).reverse()) await f()
  }
  try {
    const db = opts.engine === 'sqlite' ? undefined : await createPostgresDatabase({ migrated: true })
    if (db) cleanups.push(() => db.drop())
    const dirs = [0, 1].map((i) =>
      i === 0 || opts.ownDataDirs ? mkdtempSync(join(tmpdir(), 'hangar-two-')) : undefined,
    )
    const dataDirs = [dirs[0]!, dirs[1] ?? dirs[0]!] as [string, string]
    cleanups.push(() => {
      for (const d of dirs) if (d) rmSync(d, { recursive: true, force: true })
    })
    if (!db) await copyMigratedSqlite(dataDirs[0])
    // Both ports are free before either process listens: two different ones.
    const ports = [await freePort(), await freePort()]
    while (ports[1] === ports[0]) ports[1] = await freePort()
    const processes = dataDirs.map((dir, i) =>
      spawnService({
        ...(db ? { DATABASE_URL: db.url } : {}),
        ...(opts.redis ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
        DATA_DIR: dir,
        DEMO: '0',
        ADMIN_API_KEY: TWO_ADMIN_KEY,
        SIGNING_SECRET: 's'.repeat(40),
        HOST: '127.0.0.1',
        PORT: String(ports[i]),
        ...opts.env,
      }),
    ) as [ServiceProcess, ServiceProcess]
    cleanups.push(() => Promise.all(processes.map((p) => p.stop())))
    await Promise.all(processes.map((p) => p.banner))
    const [A, B] = ports.map((port) => `http://127.0.0.1:${port}`) as [string, string]
    return { A, B, processes, dataDirs, stop }
  } catch (err) {
    await stop()
    throw err
  }
}

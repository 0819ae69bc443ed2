import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestContext } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app.ts'
import type { Clock } from '../common/clock.ts'
import { loadConfig } from '../config.ts'
import { AnswerLog } from './answer-log.ts'
import { copyMigratedSqlite, createPostgresDatabase, TEST_ENGINE } from './test-database.ts'

export const ADMIN_KEY = 'test-admin-key-0123456789abcdef-0123'

/**
 * For the tests of the feed itself, which read every event an organization has: no worker, so
 * the events of work after a request (`dataset.processed`, a check's findings and verdict) are
 * not among them. The work is queued all the same.
 */
export const NO_JOB_WORKER = { JOB_CONCURRENCY: '0' } as const

export interface TestApp {
  app: FastifyInstance
  dataDir: string
  /** An organization with a key, ready to call the interface. */
  org: { id: string; key: string; keyId: string }
  /** A second organization, for "another organization's dataset". */
  other: { id: string; key: string; keyId: string }
}

/**
 * Builds the real app on a fresh database (a migrated SQLite file copied into a temporary folder, or a new
 * PostgreSQL database with TEST_ENGINE=postgres), with two organizations and their keys;
 * closes and removes everything after the test.
 */
export async function buildTestApp(
  t: TestContext | { after: (fn: () => unknown) => void },
  opts: {
    env?: Record<string, string>
    clock?: Clock
    mechaClock?: Clock
    engine?: 'sqlite' | 'postgres'
    consoleDir?: string
    /** Runs before any route is registered (buildApp's `beforeRoutes`): to see every route. */
    beforeRoutes?: (app: FastifyInstance) => void
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-test-'))
  const pgdb =
    (opts.engine ?? TEST_ENGINE) === 'postgres' ? await createPostgresDatabase({ migrated: true }) : undefined
  if (!pgdb && !opts.env?.DATABASE_URL) await copyMigratedSqlite(dataDir)
  const config = loadConfig({
    ...(pgdb ? { DATABASE_URL: pgdb.url } : {}),
    DATA_DIR: dataDir,
    DEMO: '0',
    ADMIN_API_KEY: ADMIN_KEY,
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'http://hangar.test',
    // A database that lives for one test need not wait for the disk on each commit (about 9 ms here).
    SQLITE_SYNCHRONOUS: 'OFF',
    // A test's requests are over when it closes its app: nothing is worth waiting seconds for.
    SHUTDOWN_GRACE_MS: '200',
    // One indexing worker per test process, as before there were two: each loads the readers
    // from the TypeScript sources (4–5 s of CPU).
    INDEX_WORKERS: '1',
    ...opts.env,
  })
  const answers = new AnswerLog()
  const app = await buildApp(config, {
    clock: opts.clock,
    mechaClock: opts.mechaClock,
    // Most tests never queue a job: their app starts no worker (a graphile-worker runner on
    // PostgreSQL costs about 200 ms to start and stop).
    workerOnFirstJob: true,
    consoleDir: opts.consoleDir,
    beforeRoutes: (app) => {
      answers.observe(app)
      opts.beforeRoutes?.(app)
    },
  })
  t.after(async () => {
    // Every answer the test produced, against the served OpenAPI document (the tour).
    const problems = answers.problems(app)
    await app.close()
    await pgdb?.drop()
    rmSync(dataDir, { recursive: true, force: true })
    if (problems.length)
      throw new Error(`answers the OpenAPI document does not describe:\n${problems.join('\n')}`)
  })
  const makeOrg = async (name: string) => {
    const o = await app.services.organizations.create(name)
    const k = await app.services.organizations.issueKey(o.id, 'test')
    return { id: o.id, key: k.key, keyId: k.id }
  }
  return { app, dataDir, org: await makeOrg('Acme Robotics'), other: await makeOrg('Other Org') }
}

import { createHash, randomBytes } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase } from '../storage/database.ts'
import { processAlive } from './process-alive.ts'

/**
 * The engine the tests run on: SQLite unless TEST_ENGINE=postgres. With PostgreSQL every test
 * app gets a fresh database that is dropped afterwards, so nothing in a suite knows which
 * engine it talks to.
 */
export const TEST_ENGINE = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite'
export const TEST_POSTGRES_URL =
  process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/**
 * A test database lives for one test: its commits need not wait for the server's log to reach
 * the disk (4.1 ms a commit here, 0.5 ms without; a crash of the server, not of the service,
 * would lose the last ones). What SQLITE_SYNCHRONOUS=OFF is to the test apps on SQLite.
 */
function withoutWaitingForTheDisk(url: string): string {
  const u = new URL(url)
  u.searchParams.set('options', '-c synchronous_commit=off')
  return u.toString()
}

/**
 * Test databases carry the id of the process that made them: what a process killed mid-run
 * leaves behind is dropped by the next one (see sweepOrphans).
 */
const PREFIX = `hangar_test_${process.pid}_`

async function adminQuery(sql: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL })
  await admin.connect()
  try {
    return await admin.query(sql, params)
  } finally {
    await admin.end()
  }
}

async function createNamed(template?: string): Promise<string> {
  const name = `${PREFIX}${randomBytes(6).toString('hex')}`
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  return name
}

/** Drops still running; the drop itself takes 0.3–0.7 s here, which no test needs to wait for. */
const dropping = new Set<Promise<unknown>>()
function dropLater(name: string): void {
  const p = adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    .catch(() => {})
    .finally(() => dropping.delete(p))
  dropping.add(p)
}

/** A migrated database made while the previous test ran, so the next one need not wait for it. */
let spare: Promise<string> | undefined

/**
 * Creates a PostgreSQL database; returns its URL and a function that drops it. Empty, or with
 * `migrated` already at the latest migration: copied from a template database made once per
 * set of migrations (migrating a new database took most of a test app's start on PostgreSQL).
 * Migrated ones are made one ahead, and dropped in the background: creating and dropping are
 * most of what a test app on PostgreSQL waits for otherwise.
 */
export async function createPostgresDatabase(
  opts: { migrated?: boolean } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  let name: string
  if (opts.migrated) {
    const template = await migratedTemplate()
    name = await (spare ?? createNamed(template))
    spare = createNamed(template)
    // A spare nobody asks for is dropped with the process's other leftovers by the next run.
    spare.catch(() => {})
  } else name = await createNamed()
  return {
    url: withoutWaitingForTheDisk(withDatabase(TEST_POSTGRES_URL, name)),
    drop: async () => dropLater(name),
  }
}

/**
 * Drops test databases whose process is gone (killed, or ended with drops still running or a
 * spare unused): the process id in the name says whose each one is.
 */
async function sweepOrphans(admin: pg.Client): Promise<void> {
  const found = await admin.query("SELECT datname FROM pg_database WHERE datname LIKE 'hangar\\_test\\_%'")
  for (const { datname } of found.rows as { datname: string }[]) {
    const pid = Number(/^hangar_test_(\d+)_/.exec(datname)?.[1])
    if (!pid || pid === process.pid || processAlive(pid)) continue
    await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {})
  }
}

/** The template's name says which migrations it holds: a change to any of them makes a new one. */
function templateName(): string {
  const dir = join(import.meta.dirname, '..', 'storage', 'migrations')
  const hash = createHash('sha256')
  for (const f of readdirSync(dir).sort()) hash.update(f).update(readFileSync(join(dir, f)))
  return `hangar_template_${hash.digest('hex').slice(0, 12)}`
}

let template: Promise<string> | undefined

/**
 * The migrated template database, made by the first test process that needs it (an advisory lock
 * keeps the others waiting meanwhile); templates of older migrations are dropped then.
 */
function migratedTemplate(): Promise<string> {
  template ??= (async () => {
    const name = templateName()
    const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL })
    await admin.connect()
    try {
      await admin.query('SELECT pg_advisory_lock(hashtext($1))', ['hangar_test_template'])
      await sweepOrphans(admin)
      const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
      if (found.rowCount === 0) {
        const old = await admin.query(
          "SELECT datname FROM pg_database WHERE datname LIKE 'hangar\\_template\\_%' AND datname <> $1",
          [name],
        )
        for (const r of old.rows) await admin.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`)
        // Built under another name and renamed when done, so nobody copies a half-migrated one.
        const building = `${name}_building`
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`)
        await admin.query(`CREATE DATABASE ${building}`)
        const db = await openDatabase({
          databaseUrl: withDatabase(TEST_POSTGRES_URL, building),
          dataDir: '',
          poolSize: 1,
          statementTimeoutMs: 60_000,
        })
        await db.close()
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
      }
      return name
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', ['hangar_test_template']).catch(() => {})
      await admin.end()
    }
  })()
  return template
}

let sqliteTemplate: Promise<string> | undefined

/**
 * Puts a migrated SQLite database file in `dataDir`, copied from one migrated once per test
 * process: running every migration on a new file took about 0.6 s of a test app's start (each
 * statement a transaction, each committed to disk), a copy about 0.05 s. The template is closed
 * before it is copied, so its write-ahead log is already folded into the file.
 */
export async function copyMigratedSqlite(dataDir: string): Promise<void> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hangar-sqlite-template-'))
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }))
    const db = await openDatabase({ databaseUrl: undefined, dataDir: dir })
    await db.close()
    return join(dir, 'hangar.db')
  })()
  const file = await sqliteTemplate
  mkdirSync(dataDir, { recursive: true })
  copyFileSync(file, join(dataDir, 'hangar.db'))
}

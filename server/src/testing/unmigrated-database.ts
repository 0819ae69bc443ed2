import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { postgresDialect, sqliteDialect } from '../storage/dialect.ts'
import { migrations } from '../storage/migrations/index.ts'
import { createPostgresDatabase, TEST_ENGINE } from './test-database.ts'

/**
 * An empty database on the engine under test, with a migrator that has not run yet: a migration's
 * test takes it to the one before, writes rows as they were then, and runs the migration. Removed
 * when `t` ends.
 */
export async function unmigrated(
  t: { after: (fn: () => unknown) => void },
  opts: { foreignKeys?: boolean } = {},
): Promise<{ db: Kysely<unknown>; migrator: Migrator; names: string[] }> {
  let db: Kysely<unknown>
  if (TEST_ENGINE === 'postgres') {
    const pgdb = await createPostgresDatabase()
    db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: pgdb.url }) }) })
    t.after(async () => {
      await db.destroy()
      await pgdb.drop()
    })
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'hangar-migrate-'))
    const sqlite = new SQLite(join(dir, 'old.db'))
    // As the service opens it (storage/database.ts).
    if (opts.foreignKeys) sqlite.pragma('foreign_keys = ON')
    db = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) })
    t.after(async () => {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    })
  }
  const all = migrations(TEST_ENGINE === 'postgres' ? postgresDialect : sqliteDialect)
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => all as Record<string, Migration> },
  })
  return { db, migrator, names: Object.keys(all).sort() }
}

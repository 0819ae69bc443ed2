import assert from 'node:assert/strict'
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import SQLite from 'better-sqlite3'
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import { buildTestApp } from '../testing/test-app.ts'
import { createPostgresDatabase, TEST_ENGINE } from '../testing/test-database.ts'
import { postgresDialect, sqliteDialect } from './dialect.ts'
import { migrations } from './migrations/index.ts'
import { TABLES } from './tables.ts'

test(`the suite runs on the engine it was asked for (${TEST_ENGINE})`, async (t) => {
  const { app } = await buildTestApp(t)
  assert.equal(app.deps.dialect.name, TEST_ENGINE)
  const version =
    TEST_ENGINE === 'postgres'
      ? (await sql<{ v: string }>`select version() as v`.execute(app.deps.db)).rows[0]!.v
      : (await sql<{ v: string }>`select sqlite_version() as v`.execute(app.deps.db)).rows[0]!.v
  assert.ok(version.length > 0)
})

test('migrations are recorded and applying them again changes nothing', async (t) => {
  const { app } = await buildTestApp(t)
  const { migrate } = await import('./database.ts')
  await migrate({ db: app.deps.db, dialect: app.deps.dialect, close: async () => {} })
  for (const table of TABLES) {
    const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(app.deps.db)
    assert.ok(Number(r.rows[0]!.n) >= 0, table)
  }
})

test('the people migration names the actors of audit entries written before it', async (t) => {
  let db: Kysely<unknown>
  const dialect = TEST_ENGINE === 'postgres' ? postgresDialect : sqliteDialect
  if (TEST_ENGINE === 'postgres') {
    const pgdb = await createPostgresDatabase()
    db = new Kysely({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: pgdb.url }) }) })
    t.after(async () => {
      await db.destroy()
      await pgdb.drop()
    })
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'hangar-migrate-'))
    db = new Kysely({ dialect: new SqliteDialect({ database: new SQLite(join(dir, 'old.db')) }) })
    t.after(async () => {
      await db.destroy()
      rmSync(dir, { recursive: true, force: true })
    })
  }
  const all = migrations(dialect)
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => all as Record<string, Migration> },
  })
  assert.equal((await migrator.migrateTo('003-mechas')).error, undefined)
  const org = '6f1c7e2a-1d2b-4c3d-8e4f-5a6b7c8d9e0f'
  const key = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
  const at = '2026-01-01T00:00:00.000Z'
  await sql`insert into organizations (id, name, date_created) values (${org}, 'Old Org', ${at})`.execute(db)
  await sql`insert into api_keys (id, organization_id, name, prefix, digest, date_created)
            values (${key}, ${org}, 'pipeline', 'hgr_abcdef', 'digest', ${at})`.execute(db)
  for (const actor of [`api_key:${key}`, 'admin', 'system'])
    await sql`insert into audit_log (at, actor, organization_id, action, target_type, target_id, detail)
              values (${at}, ${actor}, ${org}, 'x', 'y', 'z', ${'{}'})`.execute(db)
  assert.equal((await migrator.migrateToLatest()).error, undefined)
  const rows = await sql<{
    actor: string
    actor_kind: string
    actor_id: string | null
    actor_name: string | null
  }>`
    select actor, actor_kind, actor_id, actor_name from audit_log order by id`.execute(db)
  assert.deepEqual(
    rows.rows.map((r) => [r.actor_kind, r.actor_id, r.actor_name]),
    [
      ['key', key, 'pipeline'],
      ['admin', null, null],
      ['system', null, null],
    ],
  )
})

test('the SQLite files are readable by the service user only (0600), new or left open by an older start', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-mode-'))
  try {
    const { openDatabase } = await import('./database.ts')
    const first = await openDatabase({ dataDir: dir, databaseUrl: undefined })
    await sql`select 1`.execute(first.db)
    for (const f of ['hangar.db', 'hangar.db-wal', 'hangar.db-shm'])
      assert.equal(statSync(join(dir, f)).mode & 0o777, 0o600, f)
    await first.close()
    chmodSync(join(dir, 'hangar.db'), 0o644)
    const again = await openDatabase({ dataDir: dir, databaseUrl: undefined })
    assert.equal(statSync(join(dir, 'hangar.db')).mode & 0o777, 0o600)
    await again.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

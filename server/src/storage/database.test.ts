import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { sql } from 'kysely'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'
import { unmigrated } from '../testing/unmigrated-database.ts'
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
  const { db, migrator } = await unmigrated(t)
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

test('the accounts-per-organization migration keeps people and their sessions; an address is then unique per organization', async (t) => {
  const { db, migrator, names } = await unmigrated(t, { foreignKeys: true })
  const before = names[names.indexOf('008-accounts-per-organization') - 1]!
  assert.equal((await migrator.migrateTo(before)).error, undefined)
  const [a, b] = ['6f1c7e2a-1d2b-4c3d-8e4f-5a6b7c8d9e0f', '7a2d8f3b-2e3c-4d4e-9f5a-6b7c8d9e0f1a']
  const user = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
  const session = '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e'
  const at = '2026-01-01T00:00:00.000Z'
  for (const [id, name] of [
    [a, 'A'],
    [b, 'B'],
  ])
    await sql`insert into organizations (id, name, date_created) values (${id}, ${name}, ${at})`.execute(db)
  const insertUser = (id: string, org: string) =>
    sql`insert into users (id, organization_id, email, name, password_hash, role, created_at)
        values (${id}, ${org}, 'ada@example.test', 'Ada', 'hash', 'owner', ${at})`.execute(db)
  await insertUser(user, a)
  await assert.rejects(insertUser(randomUUID(), b), 'before: one account per address across the service')
  await sql`insert into sessions (id, user_id, organization_id, token_digest, created_at, last_seen_at, expires_at)
            values (${session}, ${user}, ${a}, 'digest', ${at}, ${at}, ${at})`.execute(db)

  assert.equal((await migrator.migrateToLatest()).error, undefined)
  const users = await sql<{ id: string }>`select id from users`.execute(db)
  assert.deepEqual(
    users.rows.map((r) => r.id),
    [user],
  )
  const sessions = await sql<{ id: string }>`select id from sessions`.execute(db)
  assert.deepEqual(
    sessions.rows.map((r) => r.id),
    [session],
    'the rebuild of users did not cascade to sessions',
  )
  await insertUser(randomUUID(), b)
  await assert.rejects(insertUser(randomUUID(), a), 'twice in one organization is still refused')
  await assert.rejects(
    sql`insert into users (id, organization_id, email, name, password_hash, role, created_at)
        values (${randomUUID()}, ${randomUUID()}, 'x@example.test', 'X', 'hash', 'viewer', ${at})`.execute(
      db,
    ),
    'the reference to organizations holds',
  )
  // Removing a person still ends their sessions (on delete cascade).
  await sql`delete from users where id = ${user}`.execute(db)
  assert.equal((await sql`select id from sessions`.execute(db)).rows.length, 0)
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

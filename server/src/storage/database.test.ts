import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sql } from 'kysely'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'
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

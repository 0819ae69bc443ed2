import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import { buildApp } from '../server/src/app.ts'
import { loadConfig } from '../server/src/config.ts'
import { openDatabase } from '../server/src/storage/database.ts'
import { dropBenchDatabase, freshBenchDatabase, readMark } from './generator/bench-database.ts'
import { COPY_ORDER } from './generator/copy-to-postgres.ts'
import { type Fixture, readFixture } from './generator/fixture.ts'
import { buildScenarios } from './runner/scenarios.ts'

const COUNT = 2000
const generateScript = fileURLToPath(new URL('./generate-datasets.ts', import.meta.url))
const loadScript = fileURLToPath(new URL('./load-postgres.ts', import.meta.url))
const SERVER_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const skip =
  process.env.HANGAR_TEST_POSTGRES === '1'
    ? false
    : 'PostgreSQL is not reachable at 127.0.0.1:5432 (scripts/test.mjs sets HANGAR_TEST_POSTGRES=1 when it answers)'

function databaseUrl(name: string): string {
  const u = new URL(SERVER_URL)
  u.pathname = `/${name}`
  return u.toString()
}

/** Values as both engines should agree on them: ISO timestamps, parsed JSON, numbers. */
function normalize(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(row)) {
    if (v instanceof Date) out[k] = v.toISOString()
    else if (k === 'metadata' || k === 'detail') out[k] = typeof v === 'string' ? JSON.parse(v) : v
    else if (typeof v === 'string' && /^-?\d+$/.test(v) && (k === 'value' || k === 'data_byte_size'))
      out[k] = Number(v)
    else out[k] = v
  }
  return out
}

/** JSON with object keys sorted: jsonb keeps its own key order, which is not a difference. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`
  return JSON.stringify(v)
}

// One generated SQLite database and one PostgreSQL copy of it for every check.
describe('bench/load-postgres.ts', { skip }, () => {
  let dir: string
  let url: string
  let sqlite: SQLite.Database
  let client: pg.Client
  let fixture: Fixture

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hangar-bench-pg-'))
    url = databaseUrl(`hangar_bench_test_${randomBytes(5).toString('hex')}`)
    execFileSync(process.execPath, [
      '--import',
      'tsx',
      generateScript,
      '--datasets',
      String(COUNT),
      '--data-dir',
      dir,
      '--quiet',
    ])
    // The real entry point, small batches so several statements per table are exercised.
    execFileSync(process.execPath, [
      '--import',
      'tsx',
      loadScript,
      '--data-dir',
      dir,
      '--database-url',
      url,
      '--batch',
      '700',
      '--quiet',
    ])
    sqlite = new SQLite(join(dir, 'hangar.db'), { readonly: true })
    fixture = readFixture(dir)
    client = new pg.Client({ connectionString: url })
    await client.connect()
  })
  after(async () => {
    sqlite?.close()
    await client?.end()
    if (url) await dropBenchDatabase(url)
    rmSync(dir, { recursive: true, force: true })
  })

  const sqliteAll = (q: string) => sqlite.prepare(q).all() as Record<string, unknown>[]
  const pgAll = async (q: string) => (await client.query(q)).rows as Record<string, unknown>[]
  const rowsOf = (rows: Record<string, unknown>[]) => rows.map((r) => canonical(normalize(r))).sort()

  test('every table holds as many rows as in SQLite, and the mark records the copy', async () => {
    const mark = await readMark(url)
    assert.equal(mark.fixtureGeneratedAt, fixture.generated_at)
    for (const table of COPY_ORDER) {
      const expected = (sqlite.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n
      const [actual] = await pgAll(`select count(*)::int as n from ${table}`)
      assert.equal(actual!.n, expected, table)
      assert.equal(mark.rows[table], expected, `mark of ${table}`)
    }
    assert.equal(mark.rows.datasets, COUNT)
  })

  test('org_counters, datasets, metadata, files and keys are the same rows', async () => {
    for (const [table, order] of [
      ['org_counters', 'organization_id, name'],
      ['datasets', 'id'],
      ['dataset_metadata', 'dataset_id, key'],
      ['files', 'path'],
      ['api_keys', 'id'],
      ['organizations', 'id'],
    ] as const) {
      const expected = rowsOf(sqliteAll(`select * from ${table} order by ${order}`))
      const actual = rowsOf(await pgAll(`select * from ${table} order by ${order}`))
      assert.equal(actual.length, expected.length, table)
      const differing = actual.filter((row, i) => row !== expected[i])
      assert.deepEqual(differing.slice(0, 3), [], `${table}: ${differing.length} rows differ`)
    }
  })

  test('the service on PostgreSQL answers with the fixture keys what it answers on SQLite', async (t) => {
    const org = [...fixture.organizations].sort((a, b) => b.datasets - a.datasets)[0]!
    const headers = { 'service-api-key': org.api_key }
    const answers = async (env: Record<string, string>) => {
      const app = await buildApp(loadConfig({ DATA_DIR: dir, DEMO: '0', LOG_LEVEL: 'silent', ...env }))
      t.after(() => app.close())
      const stats = (await app.inject({ url: '/datasets/stats', headers })).json()
      const got = await app.inject({ url: `/datasets/dataset?id=${org.sample_dataset_ids[0]}`, headers })
      const list = await app.inject({
        url: '/datasets?limit=100&status=pending&metadata=robot:atlas-01',
        headers,
      })
      assert.equal(got.statusCode, 200)
      assert.equal(list.statusCode, 200)
      // Signed links carry an expiry computed from the clock: everything else must be equal.
      const { signed_url: _url, ...dataset } = got.json()
      const { datasets, total } = list.json() as { datasets: Record<string, unknown>[]; total: number }
      return { stats, dataset, list: datasets.map(({ signed_url: _u, ...d }) => d), total }
    }
    const onSqlite = await answers({})
    const onPostgres = await answers({ DATABASE_URL: url })
    assert.equal(onPostgres.stats.total_datasets, org.datasets)
    assert.deepEqual(onPostgres, onSqlite)
  })

  test('the runner builds the same scenarios from either engine', async () => {
    const build = async (databaseUrl: string | undefined) => {
      const handle = await openDatabase({ databaseUrl, dataDir: dir })
      try {
        return (await buildScenarios(handle.db, fixture)).map((s) => ({
          name: s.name,
          path: s.path,
          note: s.note,
        }))
      } finally {
        await handle.close()
      }
    }
    assert.deepEqual(await build(url), await build(undefined))
  })

  test('the loader refuses to drop a database it did not make', async () => {
    const other = databaseUrl(`hangar_test_${randomBytes(5).toString('hex')}`)
    const name = new URL(other).pathname.slice(1)
    const admin = new pg.Client({ connectionString: SERVER_URL })
    await admin.connect()
    try {
      await admin.query(`create database ${name}`)
      await assert.rejects(freshBenchDatabase(other), /was not made by the bench loader/)
      await assert.rejects(readMark(other), /not a completely loaded benchmark database/)
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  })
})

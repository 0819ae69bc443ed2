import assert from 'node:assert/strict'
import { test } from 'node:test'
import pg from 'pg'
import { createDataset, keyHeader } from '../testing/fixtures.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_POSTGRES_URL } from '../testing/test-database.ts'

test('when PostgreSQL drops every connection under load the service answers 503 for the gap, then recovers', {
  skip: process.env.HANGAR_TEST_POSTGRES ? false : 'needs PostgreSQL on 127.0.0.1:5432',
}, async (t) => {
  const { app, org } = await buildTestApp(t, { engine: 'postgres' })
  assert.equal(app.deps.dialect.name, 'postgres')
  const d = await createDataset(app, org.id)
  const dbName = new URL((app.config.databaseUrl ?? '').replace(/^postgres/, 'http')).pathname.slice(1)
  const killer = new pg.Client({ connectionString: TEST_POSTGRES_URL })
  await killer.connect()
  t.after(() => killer.end())

  const codes = new Map<number, number>()
  let stop = false
  const load = (async () => {
    while (!stop) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, () =>
          app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) }),
        ),
      )
      for (const r of batch) {
        codes.set(r.statusCode, (codes.get(r.statusCode) ?? 0) + 1)
        if (r.statusCode === 503) assert.ok(r.headers['retry-after'])
      }
    }
  })()
  // What a server restart looks like from the service: every backend terminated, repeatedly.
  for (let i = 0; i < 5; i++) {
    await new Promise((r) => setTimeout(r, 60))
    await killer.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [dbName],
    )
  }
  await new Promise((r) => setTimeout(r, 100))
  stop = true
  await load
  assert.deepEqual(
    [...codes.keys()].filter((c) => c !== 200 && c !== 503),
    [],
    `only 200 and 503: ${JSON.stringify([...codes])}`,
  )
  assert.ok((codes.get(200) ?? 0) > 0)
  const after = await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
  assert.equal(after.statusCode, 200, 'recovered by itself')
  assert.equal((await app.inject({ url: '/readyz' })).statusCode, 200)
})

/**
 * A bulk accept of 10,000 pending datasets (issue 31, docs/review-workflow.md#measured), each
 * with its decision entry, audit entry and event, on SQLite and on PostgreSQL. The figure is the
 * commit (`POST /datasets/bulk` with `dry_run: false`) as the service answers it, in process
 * (`inject`, no socket); the dry run that counts first is shown beside it. Targets: ≤ 3 s on
 * SQLite, ≤ 10 s on PostgreSQL.
 *   node --import tsx bench/review/bulk-accept.ts [--engine sqlite|postgres|both] [--datasets 10000]
 * The organization also holds as many accepted datasets, which the filter leaves out. Seeded with
 * one INSERT … SELECT per engine, not through the API.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { buildApp } from '../../server/src/app.ts'
import { loadConfig } from '../../server/src/config.ts'
import type { Db } from '../../server/src/storage/db.ts'
import { createPostgresDatabase } from '../../server/src/testing/test-database.ts'

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    datasets: { type: 'string', default: '10000' },
  },
})
const N = Number(values.datasets)
const engines =
  values.engine === 'both' ? (['sqlite', 'postgres'] as const) : [values.engine as 'sqlite' | 'postgres']

const COLUMNS = sql.raw(
  'id, organization_id, data_type, name, description, status, link, data_byte_size, sha256, metadata, date_created, date_updated',
)

/** `n` pending datasets (i = 1…n) and `n` accepted ones (i = n+1…2n), ids made of i. */
async function seed(db: Db, engine: 'sqlite' | 'postgres', orgId: string, n: number) {
  if (engine === 'sqlite')
    await sql`
      with recursive s(i) as (select 1 union all select i + 1 from s where i < ${2 * n})
      insert into datasets (${COLUMNS})
      select printf('%08x-0000-4000-8000-%012x', i, i), ${orgId}, 'episode', 'bench ' || i, null,
        case when i <= ${n} then 'pending' else 'accepted' end, 'bench/' || i || '.bin', 1000, null, '{}',
        strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01T00:00:00', '+' || i || ' seconds'),
        strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01T00:00:00', '+' || i || ' seconds')
      from s`.execute(db)
  else
    await sql`
      insert into datasets (${COLUMNS})
      select (lpad(to_hex(i), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, ${orgId},
        'episode', 'bench ' || i, null, case when i <= ${n} then 'pending' else 'accepted' end,
        'bench/' || i || '.bin', 1000, null, '{}'::jsonb,
        timestamptz '2026-01-01T00:00:00Z' + i * interval '1 second',
        timestamptz '2026-01-01T00:00:00Z' + i * interval '1 second'
      from generate_series(1, ${2 * n}) as i`.execute(db)
  await sql`analyze`.execute(db)
}

const count = async (db: Db, table: 'decisions' | 'audit_log' | 'events', orgId: string) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('organization_id', '=', orgId)
        .executeTakeFirstOrThrow()
    ).n,
  )

async function run(engine: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-bench-bulk-'))
  const pg = engine === 'postgres' ? await createPostgresDatabase({ migrated: true }) : undefined
  const app = await buildApp(
    loadConfig({
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      DATA_DIR: dataDir,
      DEMO: '0',
      ADMIN_API_KEY: 'bulk-bench-admin-key-0123456789abcdef',
      RATE_LIMIT_MAX: '100000000',
      JOB_CONCURRENCY: '0',
      LOG_LEVEL: 'warn',
    }),
  )
  try {
    const org = await app.services.organizations.create('Bulk bench')
    const { key } = await app.services.organizations.issueKey(org.id, 'bench')
    const db = app.deps.db as Db
    await seed(db, engine, org.id, N)
    const headers = { 'service-api-key': key }
    const body = { filter: { status: 'pending' }, action: 'accept' }

    let t0 = performance.now()
    const dry = await app.inject({
      method: 'POST',
      url: '/datasets/bulk',
      headers,
      payload: { ...body, dry_run: true },
    })
    const drySeconds = (performance.now() - t0) / 1000
    if (dry.statusCode !== 200) throw new Error(`dry run: ${dry.statusCode} ${dry.body}`)
    const counted = dry.json() as { actionable: number; token: string }

    t0 = performance.now()
    const commit = await app.inject({
      method: 'POST',
      url: '/datasets/bulk',
      headers,
      payload: { ...body, dry_run: false, token: counted.token, expected: counted.actionable },
    })
    const commitSeconds = (performance.now() - t0) / 1000
    if (commit.statusCode !== 200) throw new Error(`commit: ${commit.statusCode} ${commit.body}`)
    const done = commit.json() as { done: number }

    const written = {
      decisions: await count(db, 'decisions', org.id),
      audit: await count(db, 'audit_log', org.id),
      events: await count(db, 'events', org.id),
    }
    if (done.done !== N || written.decisions !== N || written.events < N || written.audit < N)
      throw new Error(`expected ${N} of each, got ${JSON.stringify({ done: done.done, ...written })}`)
    const target = engine === 'sqlite' ? 3 : 10
    return {
      engine,
      datasets: N,
      dry_run_seconds: Number(drySeconds.toFixed(3)),
      commit_seconds: Number(commitSeconds.toFixed(3)),
      target_seconds: target,
      within_target: commitSeconds <= target,
      written,
    }
  } finally {
    await app.close()
    await pg?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

for (const engine of engines) console.log(JSON.stringify({ bench: 'bulk-accept', ...(await run(engine)) }))

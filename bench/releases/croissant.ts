/**
 * `GET /releases/{id}/croissant` of a 10,000-dataset release (issue 32, docs/releases.md#croissant):
 * p50/p99 of the endpoint as the service answers it, in process (`inject`, no socket), on SQLite
 * and PostgreSQL. Half the datasets are LeRobot-like episodes with a camera companion each, the
 * other half generated clips, so the document has 15,000 FileObjects. Target: p99 ≤ 1 s.
 *   node --import tsx bench/releases/croissant.ts [--engine sqlite|postgres|both] [--datasets 10000] [--requests 50]
 * Seeded with one INSERT … SELECT per table, the release made by the service (the API takes 1,000
 * ids per release; the platform's service has no such cap).
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
    requests: { type: 'string', default: '50' },
  },
})
const N = Number(values.datasets)
const REQUESTS = Number(values.requests)
const engines =
  values.engine === 'both' ? (['sqlite', 'postgres'] as const) : [values.engine as 'sqlite' | 'postgres']

const COLUMNS = sql.raw(
  'id, organization_id, data_type, name, description, status, link, data_byte_size, sha256, metadata, date_created, date_updated',
)

/** `n` accepted datasets, ids made of i: odd i episodes with a camera companion, even i clips. */
async function seed(db: Db, engine: 'sqlite' | 'postgres', orgId: string, n: number) {
  if (engine === 'sqlite') {
    await sql`
      with recursive s(i) as (select 1 union all select i + 1 from s where i < ${n})
      insert into datasets (${COLUMNS})
      select printf('%08x-0000-4000-8000-%012x', i, i), ${orgId},
        case when i % 2 = 1 then 'episode' else 'synthetic_pov' end, 'bench ' || i, null, 'accepted',
        case when i % 2 = 1 then 'bench/' || i || '.parquet' else 'bench/' || i || '.mp4' end, 100000,
        printf('%064x', i), '{}',
        strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01T00:00:00', '+' || i || ' seconds'),
        strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01T00:00:00', '+' || i || ' seconds')
      from s`.execute(db)
    await sql`
      with recursive s(i) as (select 1 union all select i + 2 from s where i + 2 <= ${n})
      insert into dataset_companions (dataset_id, position, name, link, data_byte_size, start_seconds)
      select printf('%08x-0000-4000-8000-%012x', i, i), 0, 'observation.images.front',
        'bench/' || i || '.front.mp4', 500000, null
      from s`.execute(db)
  } else {
    await sql`
      insert into datasets (${COLUMNS})
      select (lpad(to_hex(i), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, ${orgId},
        case when i % 2 = 1 then 'episode' else 'synthetic_pov' end, 'bench ' || i, null, 'accepted',
        case when i % 2 = 1 then 'bench/' || i || '.parquet' else 'bench/' || i || '.mp4' end, 100000,
        lpad(to_hex(i), 64, '0'), '{}'::jsonb,
        timestamptz '2026-01-01T00:00:00Z' + i * interval '1 second',
        timestamptz '2026-01-01T00:00:00Z' + i * interval '1 second'
      from generate_series(1, ${n}) as i`.execute(db)
    await sql`
      insert into dataset_companions (dataset_id, position, name, link, data_byte_size, start_seconds)
      select (lpad(to_hex(i), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, 0,
        'observation.images.front', 'bench/' || i || '.front.mp4', 500000, null
      from generate_series(1, ${n}, 2) as i`.execute(db)
  }
  await sql`analyze`.execute(db)
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

async function run(engine: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-bench-croissant-'))
  const pg = engine === 'postgres' ? await createPostgresDatabase({ migrated: true }) : undefined
  const app = await buildApp(
    loadConfig({
      ...(pg ? { DATABASE_URL: pg.url } : {}),
      DATA_DIR: dataDir,
      DEMO: '0',
      ADMIN_API_KEY: 'croissant-bench-admin-key-0123456789abcdef',
      RATE_LIMIT_MAX: '100000000',
      JOB_CONCURRENCY: '0',
      LOG_LEVEL: 'warn',
    }),
  )
  try {
    const org = await app.services.organizations.create('Croissant bench')
    const { key } = await app.services.organizations.issueKey(org.id, 'bench')
    const db = app.deps.db as Db
    await seed(db, engine, org.id, N)
    const ids = (
      await db.selectFrom('datasets').select('id').where('organization_id', '=', org.id).execute()
    ).map((r) => r.id)
    const release = await app.services.releases.create(
      org.id,
      { program: 'software', dataset_ids: ids },
      { kind: 'admin' },
    )
    const headers = { 'service-api-key': key }
    const times: number[] = []
    let bytes = 0
    let files = 0
    for (let i = 0; i < REQUESTS + 3; i++) {
      const t0 = performance.now()
      const res = await app.inject({ url: `/releases/${release.id}/croissant`, headers })
      const ms = performance.now() - t0
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`)
      if (i < 3) {
        // Warm-up; the first also checks the document.
        if (i === 0) {
          const doc = res.json() as { distribution: { '@type': string }[] }
          files = doc.distribution.filter((d) => d['@type'] === 'cr:FileObject').length
          bytes = res.rawPayload.length
        }
        continue
      }
      times.push(ms)
    }
    if (files !== N + Math.ceil(N / 2))
      throw new Error(`expected ${N + Math.ceil(N / 2)} FileObjects, got ${files}`)
    times.sort((a, b) => a - b)
    const p99 = quantile(times, 0.99)
    return {
      engine,
      datasets: N,
      file_objects: files,
      document_bytes: bytes,
      requests: REQUESTS,
      p50_ms: Number(quantile(times, 0.5).toFixed(1)),
      p99_ms: Number(p99.toFixed(1)),
      max_ms: Number(times.at(-1)!.toFixed(1)),
      slowest_ms: times.slice(-5).map((t) => Math.round(t)),
      target_p99_ms: 1000,
      within_target: p99 <= 1000,
    }
  } finally {
    await app.close()
    await pg?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

for (const engine of engines)
  console.log(JSON.stringify({ bench: 'release-croissant', ...(await run(engine)) }))

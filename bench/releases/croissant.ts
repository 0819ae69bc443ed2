/**
 * `GET /releases/{id}/croissant` of a 10,000-dataset release (issue 32, docs/releases.md#croissant),
 * in process on SQLite and PostgreSQL. Half the datasets are LeRobot-like episodes with a camera
 * companion each, the other half generated clips, so the document has 15,000 FileObjects.
 * Target: p99 ≤ 1 s. Four ways, each `--requests` times, with p50/p99 and CPU ms per request:
 * - `baseline`: what every request did before the document was kept (three queries, 15,000
 *   links signed, the document built and serialized), measured here in the same run;
 * - `cold`: the service's own first answer for a release, or after a recall (a new service each
 *   time: queries, template, links);
 * - `window`: `GET` when the kept links' minute has passed (links signed again, nothing rebuilt);
 * - `kept`: `GET` within the minute (the fingerprint queries, then the kept bytes);
 * - `kept_service`: the same without the HTTP layer (`inject` copies the 8.6 MB answer into a
 *   string, which a socket does not).
 *   node --import tsx bench/releases/croissant.ts [--engine sqlite|postgres|both] [--datasets 10000] [--requests 50]
 * Seeded with one INSERT … SELECT per table, the release made by the service (the API takes 1,000
 * ids per release; the platform's service has no such cap).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { buildApp } from '../../server/src/app.ts'
import { loadConfig } from '../../server/src/config.ts'
import {
  croissantCompanions,
  croissantDatasets,
  organizationName,
  releaseHead,
  releaseNotes,
} from '../../server/src/releases/croissant.repository.ts'
import { CroissantService } from '../../server/src/releases/croissant.service.ts'
import { buildCroissant } from '../../server/src/releases/croissant.ts'
import { recallsOf, releaseOrdinal } from '../../server/src/releases/release-lineage.repository.ts'
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

/** `REQUESTS` timed calls after `warm` untimed ones: p50, p99, max and CPU ms per call. */
async function measure(call: () => Promise<unknown>, warm = 3) {
  for (let i = 0; i < warm; i++) await call()
  const times: number[] = []
  const cpu0 = process.cpuUsage()
  for (let i = 0; i < REQUESTS; i++) {
    const t0 = performance.now()
    await call()
    times.push(performance.now() - t0)
  }
  const cpu = process.cpuUsage(cpu0)
  times.sort((a, b) => a - b)
  return {
    p50_ms: Number(quantile(times, 0.5).toFixed(1)),
    p99_ms: Number(quantile(times, 0.99).toFixed(1)),
    max_ms: Number(times.at(-1)!.toFixed(1)),
    cpu_ms: Number(((cpu.user + cpu.system) / 1000 / REQUESTS).toFixed(1)),
  }
}

async function run(engine: 'sqlite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'hangar-bench-croissant-'))
  const pg = engine === 'postgres' ? await createPostgresDatabase({ migrated: true }) : undefined
  // The wall clock, moved a minute on before each `window` request.
  let shift = 0
  const clock = { now: () => Date.now() + shift }
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
    { clock },
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
    const url = `/releases/${release.id}/croissant`
    const get = async () => {
      const res = await app.inject({ url, headers })
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`)
      return res
    }
    const first = await get()
    const doc = first.json() as { distribution: { '@type': string }[] }
    const files = doc.distribution.filter((d) => d['@type'] === 'cr:FileObject').length
    if (files !== N + Math.ceil(N / 2))
      throw new Error(`expected ${N + Math.ceil(N / 2)} FileObjects, got ${files}`)

    const { deps } = app
    const base = `http://localhost/releases/${release.id}`
    // Before the document was kept: every request read, signed, built and serialized it all.
    const baseline = async () => {
      const head = (await releaseHead(db, release.id))!
      const [datasets, companions, ordinal, recalls, orgName, notes] = await Promise.all([
        croissantDatasets(db, release.id),
        croissantCompanions(db, release.id),
        releaseOrdinal(db, head),
        recallsOf(db, deps.dialect, [release.id]),
        organizationName(db, head.organization_id),
        releaseNotes(db, deps.dialect, release.id),
      ])
      const built = buildCroissant({
        release: { ...head, version: `${ordinal}.0.0`, notes },
        organizationName: orgName,
        url: base,
        datasets: datasets.map((d) => ({
          ...d,
          path: d.link,
          format: '',
          size: d.data_byte_size,
          sha256: d.sha256?.toLowerCase() ?? null,
          url: deps.blobs.presign(d.link),
        })),
        companions: companions.map((c) => ({
          ...c,
          path: c.link,
          size: c.data_byte_size,
          sha256: c.sha256 ?? null,
          url: deps.blobs.presign(c.link),
        })),
        recalled: recalls,
      })
      return Buffer.from(JSON.stringify(built))
    }
    const cold = () => new CroissantService(deps).describe(org.id, release.id, base)
    const result = {
      baseline: await measure(baseline),
      cold: await measure(cold),
      window: await measure(() => {
        shift += 60_000
        return get()
      }),
      kept: await measure(get),
      // The address `inject` asks at, so the kept document is the same one.
      kept_service: await measure(() =>
        app.services.croissant.describe(org.id, release.id, `http://localhost:80/releases/${release.id}`),
      ),
    }
    return {
      engine,
      datasets: N,
      file_objects: files,
      document_bytes: first.rawPayload.length,
      requests: REQUESTS,
      ...result,
      cold_vs_baseline_p50: Number((result.cold.p50_ms / result.baseline.p50_ms).toFixed(2)),
      target_p99_ms: 1000,
      within_target: Math.max(result.cold.p99_ms, result.window.p99_ms, result.kept.p99_ms) <= 1000,
    }
  } finally {
    await app.close()
    await pg?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

for (const engine of engines) {
  const load = loadavg().map((l) => Number(l.toFixed(2)))
  const result = await run(engine)
  console.log(
    JSON.stringify({ bench: 'release-croissant', load_before: load, load_after: loadavg(), ...result }),
  )
}

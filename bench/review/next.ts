/**
 * The shared review queue under load (issue 31, docs/review-queue.md#measured): 100,000 pending
 * datasets of one organization, 10 reviewers (an API key each) claiming at once, each claim
 * followed by the reviewer's decision (an accept), as people work the queue. The figure is the p99
 * of `POST /review/next` as the reviewers see it, over HTTP to a service process of its own.
 *   node --import tsx bench/review/next.ts [--engine sqlite|postgres] [--datasets 100000]
 *     [--reviewers 10] [--claims 300] [--workers 1]
 * `--workers N` (N > 1) runs the service as `npm run start:cluster` does, N processes on one port,
 * as a PostgreSQL deployment runs on a machine of N cores (docs/deployment.md).
 * Seeded with set-based statements (one INSERT … SELECT), not through the API.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { CompiledQuery, sql } from 'kysely'
import { buildApp } from '../../server/src/app.ts'
import { loadConfig } from '../../server/src/config.ts'
import { explainQueueHead } from '../../server/src/review/review-lease.repository.ts'
import type { Db } from '../../server/src/storage/db.ts'
import type { DialectInfo } from '../../server/src/storage/dialect.ts'
import { freePort, spawnService } from '../../server/src/testing/spawn-service.ts'
import { createPostgresDatabase } from '../../server/src/testing/test-database.ts'

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    datasets: { type: 'string', default: '100000' },
    reviewers: { type: 'string', default: '10' },
    claims: { type: 'string', default: '300' },
    workers: { type: 'string', default: '1' },
  },
})
const engine = values.engine === 'postgres' ? 'postgres' : 'sqlite'
const DATASETS = Number(values.datasets)
const REVIEWERS = Number(values.reviewers)
const CLAIMS = Number(values.claims)
const WORKERS = Number(values.workers)
const WARMUP = 20

const dataDir = mkdtempSync(join(tmpdir(), 'hangar-bench-review-'))
const pg = engine === 'postgres' ? await createPostgresDatabase({ migrated: true }) : undefined
const env: Record<string, string> = {
  ...(pg ? { DATABASE_URL: pg.url } : {}),
  DATA_DIR: dataDir,
  DEMO: '0',
  ADMIN_API_KEY: 'review-bench-admin-key-0123456789abcdef',
  SIGNING_SECRET: 's'.repeat(40),
  HOST: '127.0.0.1',
  RATE_LIMIT_MAX: '100000000',
  // No background work: the datasets have no files to index.
  JOB_CONCURRENCY: '0',
  LOG_LEVEL: 'warn',
}

/** Verdicts as checks leave them: 2% exclude, 8% review, 45% pass, 45% not checked yet. */
const verdictOf = (i: string) =>
  `case when ${i} % 50 = 0 then 'exclude' when ${i} % 10 = 0 then 'review' when ${i} % 2 = 0 then 'pass' else 'pending' end`

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!

let claimInProcess: Record<string, number> = {}

async function seed(): Promise<{ orgId: string; keys: string[]; plans: Record<string, string> }> {
  const started = performance.now()
  const app = await buildApp(loadConfig(env))
  try {
    const org = await app.services.organizations.create('Review bench')
    const keys: string[] = []
    for (let i = 0; i < REVIEWERS; i++)
      keys.push((await app.services.organizations.issueKey(org.id, `reviewer ${i + 1}`)).key)
    const db = app.deps.db as Db
    const dialect = app.deps.dialect as DialectInfo
    const columns = sql.raw(
      'id, organization_id, data_type, name, description, status, link, data_byte_size, sha256, metadata, date_created, date_updated, verdict, finding_count',
    )
    // Oldest first is i = 1; ids are made of i, so they are unique and readable.
    if (dialect.name === 'sqlite')
      await sql`
        with recursive n(i) as (select 1 union all select i + 1 from n where i < ${DATASETS})
        insert into datasets (${columns})
        select printf('%08x-0000-4000-8000-%012x', i, i), ${org.id}, 'episode', 'bench ' || i, null, 'pending',
          'bench/' || i || '.bin', 1000, null, '{}',
          strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01T00:00:00', '+' || i || ' seconds'),
          strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01T00:00:00', '+' || i || ' seconds'),
          ${sql.raw(verdictOf('i'))}, 0
        from n`.execute(db)
    else {
      // The per-row trigger that bumps the organization's version would run 100,000 times
      // (minutes): off for the load, then one bump, in one transaction.
      await db.transaction().execute(async (trx) => {
        await sql`alter table datasets disable trigger user`.execute(trx)
        await sql`
        insert into datasets (${columns})
        select (lpad(to_hex(i), 8, '0') || '-0000-4000-8000-' || lpad(to_hex(i), 12, '0'))::uuid, ${org.id},
          'episode', 'bench ' || i, null, 'pending', 'bench/' || i || '.bin', 1000, null, '{}'::jsonb,
          timestamptz '2026-01-01T00:00:00Z' + i * interval '1 second',
          timestamptz '2026-01-01T00:00:00Z' + i * interval '1 second',
          ${sql.raw(verdictOf('i'))}, 0
        from generate_series(1, ${DATASETS}) as i`.execute(trx)
        await sql`alter table datasets enable trigger user`.execute(trx)
        await sql`update org_versions set version = version + 1 where organization_id = ${org.id}`.execute(
          trx,
        )
      })
    }
    await sql`analyze`.execute(db)
    const plans: Record<string, string> = {}
    for (const verdict of ['exclude', 'pending'] as const) {
      const filter = { organizationId: org.id, metadata: [] }
      const compiled = explainQueueHead(db, dialect, filter, verdict, new Date().toISOString())
      const prefix = dialect.name === 'sqlite' ? 'explain query plan' : 'explain'
      const { rows } = await db.executeQuery<Record<string, unknown>>(
        CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]),
      )
      plans[verdict] = rows.map((r) => String(r.detail ?? r['QUERY PLAN'])).join(' | ')
    }
    // The claim alone, in this process and one at a time: the service's CPU per claim, without
    // HTTP, the accepts, or the waits of ten at once (each claimed dataset then marked accepted).
    const caller = {
      organizationId: org.id,
      role: 'api_key' as const,
      actor: { kind: 'key' as const, keyId: '00000000-0000-4000-8000-000000000000', name: 'in process' },
    }
    const cpu = process.cpuUsage()
    const inProcess: number[] = []
    for (let i = 0; i < 500; i++) {
      const t0 = performance.now()
      const got = await app.services.reviewQueue.next(caller, {})
      inProcess.push(performance.now() - t0)
      await db.updateTable('datasets').set({ status: 'accepted' }).where('id', '=', got!.id).execute()
    }
    const used = process.cpuUsage(cpu)
    inProcess.sort((a, b) => a - b)
    claimInProcess = {
      claims: inProcess.length,
      p50_ms: Math.round(quantile(inProcess, 0.5) * 100) / 100,
      p99_ms: Math.round(quantile(inProcess, 0.99) * 100) / 100,
      cpu_ms_per_claim_and_update:
        Math.round(((used.user + used.system) / 1000 / inProcess.length) * 100) / 100,
    }
    console.error(
      `seeded ${DATASETS} pending datasets in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    )
    return { orgId: org.id, keys, plans }
  } finally {
    await app.close()
  }
}

/**
 * CPU time (user + system) a process and its running children (a cluster's workers) have used,
 * from /proc: clock ticks of 10 ms.
 */
function serviceCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  const own = (Number(fields[11]) + Number(fields[12])) * 10
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  return own + children.reduce((sum, child) => sum + serviceCpuMs(Number(child)), 0)
}

const { keys, plans } = await seed()
const port = await freePort()
// Production's durability on SQLite (spawnService turns it off for tests): each claim commits.
const service = spawnService(
  {
    ...env,
    PORT: String(port),
    SQLITE_SYNCHRONOUS: process.env.BENCH_SYNC ?? 'FULL',
    ...(WORKERS > 1 ? { WORKERS: String(WORKERS) } : {}),
  },
  WORKERS > 1 ? 'cluster.ts' : 'main.ts',
)
const base = `http://127.0.0.1:${port}`
try {
  await service.banner
  const loadBefore = loadavg()[0]!
  const latencies: number[] = []
  const counts = { claimed: 0, empty: 0, accepted: 0 }
  const tiers: Record<string, number> = {}
  const accepted = new Set<string>()
  const headers = keys.map((key) => ({ 'service-api-key': key, 'content-type': 'application/json' }))
  /** One reviewer's claim: its latency, and the dataset's id when there was one. */
  const claim = async (h: Record<string, string>) => {
    const t0 = performance.now()
    const res = await fetch(`${base}/review/next`, { method: 'POST', headers: h, body: '{}' })
    const body = res.status === 200 ? ((await res.json()) as { id: string; verdict: string }) : undefined
    if (res.status === 204) await res.arrayBuffer()
    if (res.status !== 200 && res.status !== 204) throw new Error(`review/next: ${res.status}`)
    return { ms: performance.now() - t0, body }
  }
  const cpuBefore = serviceCpuMs(service.child.pid!)
  const started = performance.now()
  // Rounds: every reviewer claims at the same moment, then each decides what it got (an accept,
  // not timed), and the next round starts when all have.
  for (let round = 0; round < WARMUP + CLAIMS; round++) {
    const claims = await Promise.all(headers.map(claim))
    if (round >= WARMUP) for (const c of claims) latencies.push(c.ms)
    await Promise.all(
      claims.map(async ({ body }, i) => {
        if (!body) {
          counts.empty++
          return
        }
        counts.claimed++
        tiers[body.verdict] = (tiers[body.verdict] ?? 0) + 1
        const res = await fetch(`${base}/datasets/${body.id}/accept`, {
          method: 'POST',
          headers: { 'service-api-key': keys[i]! },
        })
        await res.arrayBuffer()
        if (res.status === 200) {
          counts.accepted++
          accepted.add(body.id)
        }
      }),
    )
  }
  const seconds = (performance.now() - started) / 1000
  const cpuMs = serviceCpuMs(service.child.pid!) - cpuBefore
  // The floor under the same load: the same bursts of the cheapest read, a dataset by id.
  const reference: number[] = []
  const ids = [...accepted]
  for (let round = 0; round < 100; round++) {
    const answers = await Promise.all(
      headers.map(async (h, i) => {
        const t0 = performance.now()
        const res = await fetch(`${base}/datasets/dataset?id=${ids[(round * REVIEWERS + i) % ids.length]}`, {
          headers: { 'service-api-key': h['service-api-key']! },
        })
        await res.arrayBuffer()
        return performance.now() - t0
      }),
    )
    reference.push(...answers)
  }
  reference.sort((a, b) => a - b)
  latencies.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 10) / 10
  console.log(
    JSON.stringify(
      {
        bench: 'review-next',
        engine,
        at: new Date().toISOString(),
        pending_datasets: DATASETS,
        reviewers: REVIEWERS,
        service_processes: WORKERS,
        claims_measured: latencies.length,
        p50_ms: round(quantile(latencies, 0.5)),
        p95_ms: round(quantile(latencies, 0.95)),
        p99_ms: round(quantile(latencies, 0.99)),
        max_ms: round(latencies.at(-1)!),
        claims_per_second: Math.round((counts.claimed + counts.empty) / seconds),
        service_cpu_ms_per_claim_and_accept:
          Math.round((cpuMs / (counts.claimed + counts.empty)) * 100) / 100,
        ...counts,
        claimed_by_verdict: tiers,
        claim_in_process: claimInProcess,
        reference_get_dataset_p50_ms: round(quantile(reference, 0.5)),
        reference_get_dataset_p99_ms: round(quantile(reference, 0.99)),
        load: [loadBefore, loadavg()[0]],
        plans,
      },
      null,
      2,
    ),
  )
} finally {
  await service.stop()
  await pg?.drop()
  rmSync(dataDir, { recursive: true, force: true })
}

/**
 * Reading findings with 10,000 of them in an organization (issue 30, "Measured"): `GET
 * /datasets/{id}/findings` and `GET /datasets?verdict=review` against `GET /healthz` (the hook
 * chain alone) in the same run, each with autocannon and with wrk (Debian's, in C: the load
 * generator is not the limit), p99 and the service's CPU µs per request.
 *
 * The organization: 2,000 datasets, 5 findings each (whole-file findings of one check), one in
 * three with warnings only (verdict `review`), one in three with an error (`exclude`), the rest
 * dismissed (`pass`). Seeded in this process through the services, then the compiled service
 * (`npm start`'s) is started on it alone.
 *
 *   node scripts/build-service.mjs --if-stale
 *   node --import tsx bench/findings/reads.ts [--engine sqlite|postgres] [--duration 5] [--connections 10]
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { buildApp } from '../../server/src/app.ts'
import type { Caller } from '../../server/src/common/caller.ts'
import { loadConfig } from '../../server/src/config.ts'
import type { CheckFinding } from '../../server/src/findings/finding.service.ts'
import { cpuSeconds } from '../runner/cpu-time.ts'
import { describeMachine, gitCommit, loads, thisCommandLine } from '../runner/machine.ts'
import { type Measurement, measure } from '../runner/measure.ts'
import { freePort } from '../runner/processes.ts'
import { startService } from '../runner/service.ts'
import { measureWithWrk } from '../runner/wrk.ts'

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
})
const ENGINE = args.engine === 'postgres' ? 'postgres' : 'sqlite'
const DATASETS = 2000
const PER_DATASET = 5
const ADMIN = 'bench-admin-key-0123456789abcdef-0123'
const DATABASE = 'hangar_bench_findings'
const ROOT_URL = 'postgres://postgres@127.0.0.1:5432/postgres'
const databaseUrl = `postgres://postgres@127.0.0.1:5432/${DATABASE}`

const dataDir = mkdtempSync(join(tmpdir(), 'hangar-bench-findings-'))
if (ENGINE === 'postgres') {
  const root = new pg.Client({ connectionString: ROOT_URL })
  await root.connect()
  await root.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
  await root.query(`CREATE DATABASE ${DATABASE}`)
  await root.end()
}
const env = {
  DATA_DIR: dataDir,
  DEMO: '0',
  LOG_LEVEL: 'silent',
  ADMIN_API_KEY: ADMIN,
  PUBLIC_BASE_URL: 'http://hangar.bench',
  // The datasets' files are never read: no index, preview or check runs.
  JOB_CONCURRENCY: '0',
  ...(ENGINE === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
}

/** The organization, seeded through the services: datasets, their checks planned and findings written. */
async function seed(): Promise<{ key: string; datasetId: string }> {
  const app = await buildApp(loadConfig(env))
  try {
    const org = await app.services.organizations.create('Findings bench')
    const { key, id: keyId } = await app.services.organizations.issueKey(org.id, 'bench')
    await app.services.files.upload('bench/file.csv', Buffer.from('t,a\n0,1\n'), 1 << 20)
    const started = performance.now()
    let datasetId = ''
    for (let i = 0; i < DATASETS; i++) {
      const d = await app.services.datasetAdmin.create({
        organization_id: org.id,
        data_type: 'telemetry',
        name: `run ${i}`,
        link: 'bench/file.csv',
      })
      datasetId ||= d.id
      await app.deps.db
        .transaction()
        .execute((trx) => app.services.findings.planChecks(trx, d.id, ['timestamp_gap@1']))
      const severity = i % 3 === 0 ? 'error' : 'warning'
      const findings: CheckFinding[] = Array.from({ length: PER_DATASET }, (_, k) => ({
        code: 'timestamp_gap',
        severity,
        start_seconds: null,
        end_seconds: null,
        streams: [`ch${k}`],
        message: `No sample in ch${k} for longer than it should be (finding ${k} of run ${i}).`,
      }))
      await app.services.findings.writeCheckFindingsNow(d.id, 'timestamp_gap@1', findings)
      if (i % 3 === 2) {
        const caller: Caller = {
          organizationId: org.id,
          role: 'api_key',
          actor: { kind: 'key', keyId, name: 'bench' },
        }
        const { findings: written } = await app.services.findings.list(caller, d.id)
        for (const f of written)
          await app.services.findings.update(caller, d.id, f.id, { status: 'dismissed' })
      }
      if (i % 250 === 249)
        process.stderr.write(
          `seeded ${i + 1} datasets, ${((i + 1) * PER_DATASET).toLocaleString('en')} findings\n`,
        )
    }
    process.stderr.write(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`)
    return { key, datasetId }
  } finally {
    await app.close()
  }
}

const { key, datasetId } = await seed()
const port = await freePort()
const service = await startService({
  config: { engine: ENGINE, processes: 1, redis: false, poolSize: 10 },
  port,
  dataDir,
  ...(ENGINE === 'postgres' ? { databaseUrl } : {}),
  rateLimitMax: 1_000_000_000,
  compiled: true,
  env: { ADMIN_API_KEY: ADMIN, JOB_CONCURRENCY: '0' },
})
const results: Record<string, Record<string, Measurement>> = {}
try {
  const base = `http://127.0.0.1:${port}`
  const headers = { 'service-api-key': key }
  const check = await fetch(`${base}/datasets?verdict=review&limit=1`, { headers })
  const body = (await check.json()) as { total: number }
  const scenarios = {
    healthz: { url: `${base}/healthz`, headers: {} },
    findings: { url: `${base}/datasets/${datasetId}/findings`, headers },
    'verdict-review': { url: `${base}/datasets?verdict=review`, headers },
  }
  const options = {
    connections: Number(args.connections),
    duration: Number(args.duration),
    warmup: 2,
    serverCpu: () => cpuSeconds(service.pid),
  }
  for (const [name, s] of Object.entries(scenarios)) {
    results[name] = {
      autocannon: await measure({ ...options, ...s }),
      wrk: await measureWithWrk({ ...options, ...s }),
    }
    process.stderr.write(`${name} measured\n`)
  }
  const rows = Object.entries(results).flatMap(([name, by]) =>
    Object.entries(by).map(([gen, m]) => ({
      scenario: name,
      generator: gen,
      rps: Math.round(m.requestsPerSecond),
      p99_ms: m.latency.p99,
      cpu_us_per_request:
        m.serverCpuMicrosPerRequest === undefined ? null : Math.round(m.serverCpuMicrosPerRequest),
      cpu_vs_healthz:
        m.serverCpuMicrosPerRequest && results.healthz?.[gen]?.serverCpuMicrosPerRequest
          ? Number((m.serverCpuMicrosPerRequest / results.healthz[gen].serverCpuMicrosPerRequest).toFixed(2))
          : null,
      non2xx: m.non2xx,
    })),
  )
  const figures = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    command: thisCommandLine(),
    machine: describeMachine(),
    load_1min: loads(),
    engine: ENGINE,
    organization: { datasets: DATASETS, findings: DATASETS * PER_DATASET, verdict_review: body.total },
    goal: 'p99 ≤ 10 ms for both reads (issue 30)',
    rows,
  }
  const dir = join(import.meta.dirname, '..', 'results')
  mkdirSync(dir, { recursive: true })
  const out = join(dir, `findings-reads-${ENGINE}-${figures.date.slice(0, 16).replace(':', '-')}Z.json`)
  writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`)
  console.table(rows)
  console.log(`stored ${out}`)
} finally {
  await service.stop()
  rmSync(dataDir, { recursive: true, force: true })
  if (ENGINE === 'postgres')
    execFileSync('psql', [ROOT_URL, '-c', `DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`], {
      stdio: 'ignore',
    })
}

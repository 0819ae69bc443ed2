/**
 * What an idempotent replay costs the service (issue 31, docs/idempotency.md#measured), against
 * the read path of the request it replays:
 * - `POST /datasets/{id}/accept` sent again and again with the key of an accept that ran (every
 *   answer a replay: one key lookup, the answer opened and sent), beside `GET /datasets/dataset`
 *   of the same dataset — with the response cache on (as served) and off (`RESPONSE_CACHE_MB=0`:
 *   the dataset read from the database, as the accept reads it);
 * - a replayed `POST …/findings` (201) beside the same POST without a key naming a stream the
 *   recording has not: parsed, validated, the dataset and its stream index read, then refused.
 * The figure is the server's CPU µs per request (user + system, /proc), steadier than req/s on a
 * shared machine; autocannon drives one service process. Run the compiled service as `npm start`
 * does (HANGAR_TEST_SERVICE=compiled): through tsx every closure pays its name-keeping helper.
 *   HANGAR_TEST_SERVICE=compiled node --import tsx bench/http/idempotent-replay.ts
 *     [--engine sqlite|postgres] [--seconds 5] [--connections 10]
 */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildApp } from '../../server/src/app.ts'
import { loadConfig } from '../../server/src/config.ts'
import { freePort, spawnService } from '../../server/src/testing/spawn-service.ts'
import { createPostgresDatabase } from '../../server/src/testing/test-database.ts'
import { cpuSeconds } from '../runner/cpu-time.ts'
import { measure } from '../runner/measure.ts'

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'sqlite' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
})
const engine = values.engine === 'postgres' ? 'postgres' : 'sqlite'
const SECONDS = Number(values.seconds)
const CONNECTIONS = Number(values.connections)
/** Each scenario runs this many times, interleaved with the others; the median is reported. */
const ROUNDS = Number(values.rounds)

const dataDir = mkdtempSync(join(tmpdir(), 'hangar-bench-idempotency-'))
const pg = engine === 'postgres' ? await createPostgresDatabase({ migrated: true }) : undefined
const env: Record<string, string> = {
  ...(pg ? { DATABASE_URL: pg.url } : {}),
  DATA_DIR: dataDir,
  DEMO: '0',
  ADMIN_API_KEY: 'idempotency-bench-admin-key-0123456789',
  SIGNING_SECRET: 's'.repeat(40),
  HOST: '127.0.0.1',
  RATE_LIMIT_MAX: '100000000',
  JOB_CONCURRENCY: '0',
  LOG_LEVEL: 'warn',
}

/** One organization, its key, and two pending datasets (one stays pending for the findings). */
async function seed() {
  const app = await buildApp(loadConfig(env))
  try {
    const org = await app.services.organizations.create('Idempotency bench')
    const key = (await app.services.organizations.issueKey(org.id, 'bench')).key
    await app.services.files.upload('bench/a.bin', Buffer.from('bytes'), 1_000_000)
    const made = async (name: string) =>
      app.services.datasetAdmin.create({
        organization_id: org.id,
        data_type: 'episode',
        name,
        link: 'bench/a.bin',
      })
    return { key, accepted: (await made('accepted')).id, filed: (await made('filed')).id }
  } finally {
    await app.close()
  }
}

const seeded = await seed()
// One key each for the whole run: the second service process replays what the first one stored.
const acceptKey = randomUUID()
const findingKey = randomUUID()
const results: Record<string, Record<string, number | string>> = {}
try {
  for (const cache of ['on', 'off'] as const) {
    const port = await freePort()
    const service = spawnService({
      ...env,
      PORT: String(port),
      ...(cache === 'off' ? { RESPONSE_CACHE_MB: '0' } : {}),
    })
    try {
      await service.banner
      const base = `http://127.0.0.1:${port}`
      const pid = service.child.pid!
      const auth = { 'service-api-key': seeded.key }
      const finding = JSON.stringify({
        code: 'feet_slip',
        severity: 'warning',
        message: 'the left foot slides',
      })
      const json = { ...auth, 'content-type': 'application/json' }
      // A stream the recording has not: refused once the dataset and its stream index are read.
      const refused = JSON.stringify({ ...JSON.parse(finding), streams: ['nope'] })
      const acceptUrl = `${base}/datasets/${seeded.accepted}/accept`
      const findingsUrl = `${base}/datasets/${seeded.filed}/findings`
      // The originals run once, in the first process; every request the load sends is a replay.
      if (cache === 'on') {
        const a = await fetch(acceptUrl, {
          method: 'POST',
          headers: { ...auth, 'idempotency-key': acceptKey },
        })
        const f = await fetch(findingsUrl, {
          method: 'POST',
          headers: { ...json, 'idempotency-key': findingKey },
          body: finding,
        })
        if (a.status !== 200 || f.status !== 201)
          throw new Error(`originals answered ${a.status}, ${f.status}`)
      }

      // Each replay beside the read path of its original: what the original reads before it writes.
      const scenarios: {
        label: string
        url: string
        method?: 'POST'
        headers: Record<string, string>
        body?: string
        /** The status every answer has. */
        status: number
      }[] = [
        {
          label: 'accept: its read (GET the dataset)',
          url: `${base}/datasets/dataset?id=${seeded.accepted}`,
          headers: auth,
          status: 200,
        },
        {
          label: 'accept: replayed',
          url: acceptUrl,
          method: 'POST',
          headers: { ...auth, 'idempotency-key': acceptKey },
          status: 200,
        },
        {
          // Parsed, validated, the dataset and its index read, then refused: all but the write.
          label: 'finding: its reads (no key, refused 422)',
          url: findingsUrl,
          method: 'POST',
          headers: json,
          body: refused,
          status: 422,
        },
        {
          label: 'finding: replayed',
          url: findingsUrl,
          method: 'POST',
          headers: { ...json, 'idempotency-key': findingKey },
          body: finding,
          status: 201,
        },
      ]
      const runs = new Map<string, { cpu: number; rps: number; p50: number; p99: number }[]>()
      for (let round = 0; round < ROUNDS; round++)
        for (const { label, body, status, ...request } of scenarios) {
          const m = await measure({
            ...request,
            ...(body ? { setupRequest: (r) => ({ ...r, body }) } : {}),
            connections: CONNECTIONS,
            duration: SECONDS,
            warmup: 1,
            serverCpu: () => cpuSeconds(pid),
          })
          const wrong = Object.keys(m.statusCodes).filter((s) => s !== String(status))
          if (wrong.length) throw new Error(`${label}: ${JSON.stringify(m.statusCodes)}`)
          const run = {
            cpu: m.serverCpuMicrosPerRequest ?? Number.NaN,
            rps: m.requestsPerSecond,
            p50: m.latency.p50,
            p99: m.latency.p99,
          }
          runs.set(label, [...(runs.get(label) ?? []), run])
        }
      for (const [label, all] of runs) {
        const median = (pick: (r: (typeof all)[number]) => number) =>
          all.map(pick).sort((a, b) => a - b)[Math.floor(all.length / 2)]!
        results[`${label}, cache ${cache}`] = {
          'CPU µs/request (median)': Math.round(median((r) => r.cpu)),
          'CPU µs (each round)': all.map((r) => Math.round(r.cpu)).join(' '),
          'req/s': Math.round(median((r) => r.rps)),
          'p50 ms': median((r) => r.p50),
          'p99 ms': median((r) => r.p99),
        }
      }
    } finally {
      await service.stop()
    }
  }
  console.log(`engine ${engine}, ${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds`)
  console.table(results)
} finally {
  await pg?.drop()
  rmSync(dataDir, { recursive: true, force: true })
}

/**
 * What bench/jobs/sigkill-restart.ts and two-data-dirs.ts ask a running service through HTTP: the
 * admin API (an organization and its key, a file, a dataset, the jobs, the metrics) and a
 * dataset's streams; and dropping the PostgreSQL databases this process made.
 */
import { execSync } from 'node:child_process'
import { createReadStream, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import pg from 'pg'
import { TEST_POSTGRES_URL } from '../../server/src/testing/test-database.ts'

export const ADMIN_KEY = 'jobs-bench-admin-key-0123456789abcdef'
/** Environment both benches give every service process. */
export const SERVICE_ENV = {
  DEMO: '0',
  ADMIN_API_KEY: ADMIN_KEY,
  SIGNING_SECRET: 's'.repeat(40),
  HOST: '127.0.0.1',
  RATE_LIMIT_MAX: '100000000',
  UPLOAD_LIMIT_BYTES: String(4 * 1024 ** 3),
}

const admin = { 'service-admin-key': ADMIN_KEY }

/** Which service ran: the checkout's commit and when server/dist (what the processes run) was built. */
export function build(): { commit: string; service_built: string } {
  return {
    commit: execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(),
    service_built: readFileSync(
      join(import.meta.dirname, '..', '..', 'server', 'dist', '.built'),
      'utf8',
    ).trim(),
  }
}

async function ok<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** A new organization and an API key of it. */
export async function organization(base: string, name: string): Promise<{ id: string; key: string }> {
  const json = { ...admin, 'content-type': 'application/json' }
  const org = await ok<{ id: string }>(
    await fetch(`${base}/admin/organizations`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name }),
    }),
    'organization',
  )
  const { key } = await ok<{ key: string }>(
    await fetch(`${base}/admin/organizations/${org.id}/api-keys`, {
      method: 'POST',
      headers: json,
      body: '{}',
    }),
    'api key',
  )
  return { id: org.id, key }
}

/** PUT /admin/files/<path>: a local file (streamed) or text. */
export async function putFile(base: string, path: string, body: { file: string } | string): Promise<void> {
  const headers = { ...admin, 'content-type': 'application/octet-stream' }
  const init: RequestInit & { duplex?: 'half' } =
    typeof body === 'string'
      ? { body }
      : {
          body: Readable.toWeb(createReadStream(body.file)) as ReadableStream,
          duplex: 'half',
          headers: { ...headers, 'content-length': String(statSync(body.file).size) },
        }
  await ok(await fetch(`${base}/admin/files/${path}`, { method: 'PUT', headers, ...init }), `upload ${path}`)
}

/** POST /admin/datasets: a telemetry dataset of an uploaded file; its id. */
export async function dataset(base: string, orgId: string, name: string, link: string): Promise<string> {
  const res = await fetch(`${base}/admin/datasets`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({ organization_id: orgId, data_type: 'telemetry', name, link }),
  })
  return (await ok<{ id: string }>(res, 'dataset')).id
}

export interface Job {
  id: string
  kind: string
  dataset_id: string | null
  state: string
  attempts: number
  progress: number | null
  last_error: string | null
  locked_by: string | null
}

/** GET /admin/jobs (the record of every process: the `jobs` table). */
export async function jobs(base: string, query: Record<string, string>): Promise<Job[]> {
  const q = new URLSearchParams({ limit: '1000', ...query })
  return (await ok<{ jobs: Job[] }>(await fetch(`${base}/admin/jobs?${q}`, { headers: admin }), 'jobs')).jobs
}

/** GET /datasets/{id}/streams's status: indexing, ready, failed, none. */
export async function streamsStatus(base: string, key: string, id: string): Promise<string> {
  const res = await fetch(`${base}/datasets/${id}/streams`, { headers: { 'service-api-key': key } })
  return (await ok<{ status: string }>(res, `streams of ${id}`)).status
}

/** Polls the streams until they are no longer `indexing`; the final status. */
export async function untilIndexed(base: string, key: string, id: string, everyMs = 100): Promise<string> {
  for (;;) {
    const s = await streamsStatus(base, key, id)
    if (s !== 'indexing') return s
    await new Promise((r) => setTimeout(r, everyMs))
  }
}

/** One figure of the service's Prometheus metrics (GET /metrics), summed over the matching series. */
export async function metric(
  base: string,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { headers: admin })).text()
  let sum = 0
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)))
      sum += Number(line.split(' ').at(-1))
  }
  return sum
}

/**
 * Drops every PostgreSQL database this process made (test-database.ts names them after its pid;
 * its own drops run in the background, and it keeps a migrated spare).
 */
export async function dropMyDatabases(): Promise<number> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `hangar\\_test\\_${process.pid}\\_%`,
    ])
    for (const { datname } of rows as { datname: string }[])
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {})
    return rows.length
  } finally {
    await client.end()
  }
}

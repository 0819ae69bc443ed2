// Every check over a folder of recordings, through the real service (issue 30: "Checks are also
// tried on recordings that are not in the repository"). Each file (or LeRobot episode, see
// folder-datasets.ts) is uploaded and made a dataset through `POST /admin/datasets`, indexed by the
// service's worker and checked by its `checks.run` job, one at a time; then its streams, a series of
// its first channel, the dataset (its verdict) and its findings are asked over HTTP. Each top folder
// is an organization of its own, so `duration_outlier` measures a recording against its siblings.
//
// Reported per dataset: the index's status and detail, channels, videos, duration, the findings
// (check, severity, range, message), the seconds it took, any answer ≥ 500, and a dataset whose index
// or checks do not end within --timeout seconds (a hang). Overall: the process's peak RSS over its
// idle RSS (the worker threads are in the process; ffmpeg is not).
//
//   node --import tsx bench/checks/check-folder.ts <folder> [--timeout 180] [--json out.json]
import { writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { basename, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { ADMIN_KEY, buildTestApp } from '../../server/src/testing/test-app.ts'
import { type FolderDataset, folderDatasets, uploadedCompanions, uploadOnce } from './folder-datasets.ts'

export interface FoundFinding {
  code: string
  severity: string
  start_seconds: number | null
  end_seconds: number | null
  streams: string[]
  message: string
}

export interface DatasetOutcome {
  label: string
  notes: string[]
  streams_status: string
  streams_detail: string | null
  channels: number
  videos: number
  duration_seconds: number | null
  verdict: string
  findings: FoundFinding[]
  seconds: number
  /** Answers ≥ 500 and requests that threw: each a defect. */
  server_errors: string[]
  /** The index or the checks did not end in time. */
  hung: string | null
}

export interface FolderOutcome {
  folder: string
  at: string
  load: number[]
  datasets: DatasetOutcome[]
  rss_idle_mb: number
  rss_peak_over_idle_mb: number
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Runs every check of the service over `folder`'s recordings. */
export async function checkFolder(
  folder: string,
  opts: { timeoutSeconds?: number } = {},
): Promise<FolderOutcome> {
  const root = resolve(folder)
  const timeoutMs = (opts.timeoutSeconds ?? 180) * 1000
  const scratch = await mkdtemp(join(tmpdir(), 'hangar-check-folder-'))
  const cleanups: (() => unknown)[] = []
  const load = [loadavg()[0]!]
  try {
    const { app } = await buildTestApp({ after: (fn: () => unknown) => cleanups.push(fn) })
    const plan = await folderDatasets(root, scratch)
    const admin = { 'service-admin-key': ADMIN_KEY }
    const orgs = new Map<string, { id: string; key: string }>()
    const orgOf = async (d: FolderDataset) => {
      const top = d.main.name.includes(sep) ? d.main.name.split(sep)[0]! : '.'
      let o = orgs.get(top)
      if (!o) {
        const made = await app.services.organizations.create(`folder ${top}`.slice(0, 100))
        const k = await app.services.organizations.issueKey(made.id, 'bench')
        o = { id: made.id, key: k.key }
        orgs.set(top, o)
      }
      return o
    }
    const upload = uploadOnce((link, bytes) => app.services.files.upload(link, bytes, 2 ** 31))
    await sleep(500)
    const rssIdle = process.memoryUsage().rss
    let rssPeak = rssIdle
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss)
    }, 50)
    const datasets: DatasetOutcome[] = []
    try {
      for (const d of plan) {
        const org = await orgOf(d)
        const t0 = performance.now()
        const outcome = await checkOne(app, admin, org, d, upload, timeoutMs)
        outcome.seconds = Math.round((performance.now() - t0) / 100) / 10
        datasets.push(outcome)
        process.stderr.write(`${summaryLine(outcome)}\n`)
      }
    } finally {
      clearInterval(sampler)
    }
    load.push(loadavg()[0]!)
    return {
      folder: root,
      at: new Date().toISOString(),
      load,
      datasets,
      rss_idle_mb: Math.round(rssIdle / 2 ** 20),
      rss_peak_over_idle_mb: Math.round((rssPeak - rssIdle) / 2 ** 20),
    }
  } finally {
    for (const fn of cleanups.reverse()) await fn()
    await rm(scratch, { recursive: true, force: true })
  }
}

async function checkOne(
  app: FastifyInstance,
  admin: Record<string, string>,
  org: { id: string; key: string },
  d: FolderDataset,
  upload: (path: string, name: string) => Promise<string>,
  timeoutMs: number,
): Promise<DatasetOutcome> {
  const headers = { 'service-api-key': org.key }
  const out: DatasetOutcome = {
    label: d.label,
    notes: d.notes,
    streams_status: '',
    streams_detail: null,
    channels: 0,
    videos: 0,
    duration_seconds: null,
    verdict: '',
    findings: [],
    seconds: 0,
    server_errors: [],
    hung: null,
  }
  const ask = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
    try {
      const res = await app.inject({
        method,
        url,
        headers: method === 'POST' ? admin : headers,
        payload,
      } as never)
      if (res.statusCode >= 500)
        out.server_errors.push(`${method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`)
      return res
    } catch (err) {
      out.server_errors.push(`${method} ${url} threw ${(err as Error).message}`)
      return undefined
    }
  }
  const link = await upload(d.main.path, d.main.name)
  const companions = await uploadedCompanions(d, upload)
  const created = await ask('POST', '/admin/datasets', {
    organization_id: org.id,
    data_type: d.data_type,
    name: basename(d.label).slice(0, 500),
    link,
    metadata: d.metadata,
    ...(companions.length > 0 ? { companions } : {}),
  })
  if (created?.statusCode !== 201) {
    out.streams_status = `not created: ${created?.statusCode} ${created?.body.slice(0, 300)}`
    return out
  }
  const id = (created.json() as { id: string }).id
  const until = Date.now() + timeoutMs
  for (;;) {
    const s = await ask('GET', `/datasets/${id}/streams`)
    const body = s?.statusCode === 200 ? (s.json() as Record<string, unknown>) : undefined
    if (body && body.status !== 'indexing') {
      out.streams_status = String(body.status)
      out.streams_detail = (body.detail as string | null | undefined) ?? null
      const channels = (body.channels as { name: string }[] | undefined) ?? []
      out.channels = channels.length
      out.videos = ((body.videos as unknown[] | undefined) ?? []).length
      out.duration_seconds = (body.duration_seconds as number | null | undefined) ?? null
      if (channels[0])
        await ask('GET', `/datasets/${id}/series?channel=${encodeURIComponent(channels[0].name)}&points=500`)
      break
    }
    if (!body || Date.now() > until) {
      out.hung = body ? `still indexing after ${timeoutMs / 1000} s` : 'GET /streams failed'
      return out
    }
    await sleep(50)
  }
  for (;;) {
    const one = await ask('GET', `/datasets/dataset?id=${id}`)
    const verdict = one?.statusCode === 200 ? String((one.json() as { verdict?: string }).verdict) : ''
    if (verdict && verdict !== 'pending') {
      out.verdict = verdict
      break
    }
    if (!one || Date.now() > until) {
      out.hung = one ? `checks not done after ${timeoutMs / 1000} s` : 'GET /datasets/dataset failed'
      return out
    }
    await sleep(50)
  }
  const list = await ask('GET', `/datasets/${id}/findings`)
  if (list?.statusCode === 200)
    out.findings = ((list.json() as { findings: FoundFinding[] }).findings ?? []).map((f) => ({
      code: f.code,
      severity: f.severity,
      start_seconds: f.start_seconds,
      end_seconds: f.end_seconds,
      streams: f.streams,
      message: f.message,
    }))
  return out
}

export function summaryLine(o: DatasetOutcome): string {
  const what = o.hung
    ? `HUNG (${o.hung})`
    : `${o.streams_status}${o.streams_detail ? ` (${o.streams_detail.slice(0, 120)})` : ''}, ${o.channels} ch, ${o.videos} video, ${o.duration_seconds ?? '–'} s, ${o.verdict}`
  const findings = o.findings.map((f) => `\n    ${f.severity} ${f.code}: ${f.message.slice(0, 220)}`).join('')
  const errors = o.server_errors.map((e) => `\n    5xx ${e}`).join('')
  const notes = o.notes.length > 0 ? ` [${o.notes.join('; ')}]` : ''
  return `${o.label}: ${what} in ${o.seconds} s${notes}${findings}${errors}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { timeout: { type: 'string', default: '180' }, json: { type: 'string' } },
  })
  const folder = positionals[0]
  if (!folder) throw new Error('usage: check-folder.ts <folder> [--timeout 180] [--json out.json]')
  const result = await checkFolder(folder, { timeoutSeconds: Number(values.timeout) })
  const n = result.datasets.length
  const findings = result.datasets.reduce((s, d) => s + d.findings.length, 0)
  const errors = result.datasets.reduce((s, d) => s + d.server_errors.length, 0)
  const hung = result.datasets.filter((d) => d.hung).length
  console.log(
    `${relative(process.cwd(), result.folder) || '.'}: ${n} datasets, ${findings} findings, ${errors} answers ≥ 500, ${hung} hung; ` +
      `RSS ${result.rss_idle_mb} MB idle, peak +${result.rss_peak_over_idle_mb} MB; load ${result.load.map((l) => l.toFixed(1)).join(' → ')}`,
  )
  if (values.json) writeFileSync(values.json, `${JSON.stringify(result, null, 1)}\n`)
}

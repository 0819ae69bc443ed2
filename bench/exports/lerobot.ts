/**
 * LeRobot export of a release (server/src/exports, docs/exports.md), in this process on SQLite:
 * a release of EPISODES generated CSV recordings (ROWS rows at 50 Hz of CHANNELS channels each),
 * exported once as a job, against a plain copy of the same source bytes through the same file
 * store (read each file, write it under another path). Reports both times, the export's speed as
 * a fraction of the copy's (source bytes / s), and the process's RSS over its idle level (sampled
 * every 20 ms while the export runs). Goal (issue 32): ≥ 0.5× the copy, RSS over idle ≤ 300 MB.
 * The service runs with its default two reading workers (INDEX_WORKERS), where the episodes are read.
 *
 *   node --import tsx bench/exports/lerobot.ts            # EPISODES=200 ROWS=1000 CHANNELS=12
 *
 * Prints one JSON object and stores it in bench/results/exports-lerobot-<date>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { EXPORT_JOB } from '../../server/src/exports/export.ts'
import { uploadNamed } from '../../server/src/testing/stream-fixtures.ts'
import { buildTestApp } from '../../server/src/testing/test-app.ts'

const EPISODES = Number(process.env.EPISODES ?? 200)
const ROWS = Number(process.env.ROWS ?? 1000)
const CHANNELS = Number(process.env.CHANNELS ?? 12)

const cleanups: (() => unknown)[] = []
const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d
const mb = (b: number) => round(b / 2 ** 20, 1)
const cpuMs = (u: NodeJS.CpuUsage) => Math.round((u.user + u.system) / 1000)

function csv(e: number): string {
  const head = ['t', ...Array.from({ length: CHANNELS }, (_, j) => `joint_${j}`)].join(',')
  const lines = [head]
  for (let i = 0; i < ROWS; i++) {
    const row = [(i / 50).toFixed(3)]
    for (let j = 0; j < CHANNELS; j++) row.push((Math.sin(i / 25 + j + e) * 100).toFixed(4))
    lines.push(row.join(','))
  }
  return `${lines.join('\n')}\n`
}

async function main() {
  // Only the export's job runs while it is measured: the datasets' own jobs are not wanted here.
  // Two reading workers, the service's default (tests run one): the export reads its episodes in them.
  const { app, org } = await buildTestApp(
    { after: (fn: () => unknown) => cleanups.push(fn) },
    { env: { INDEX_WORKERS: '2' } },
  )
  const ids: string[] = []
  const links: string[] = []
  let sourceBytes = 0
  for (let e = 0; e < EPISODES; e++) {
    const text = csv(e)
    sourceBytes += Buffer.byteLength(text)
    const link = await uploadNamed(app, text, `episode-${e}.csv`)
    links.push(link)
    const d = await app.services.datasetAdmin.create({
      organization_id: org.id,
      data_type: 'telemetry',
      name: `episode ${e}`,
      link,
      status: 'accepted',
    } as never)
    ids.push(d.id)
  }
  await app.services.jobs.idle(['streams.index', 'previews.make', 'checks.run'])
  const release = await app.services.releases.create(
    org.id,
    { program: 'software', dataset_ids: ids },
    { kind: 'admin' },
  )

  // The plain copy: every source file read and written again through the file store.
  const blobs = app.deps.blobs
  const copyStart = performance.now()
  const copyCpu = process.cpuUsage()
  for (const [i, link] of links.entries())
    await blobs.put(`bench-copy/${i}.csv`, await blobs.read(link), 2 ** 40)
  const copyMs = performance.now() - copyStart
  const copyCpuMs = cpuMs(process.cpuUsage(copyCpu))

  global.gc?.()
  await new Promise((r) => setTimeout(r, 200))
  const idle = process.memoryUsage().rss
  let peak = idle
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 20)
  const start = performance.now()
  const exportCpu = process.cpuUsage()
  const asked = await app.services.exports.create(
    org.id,
    release.id,
    'lerobot',
    { kind: 'admin' } as never,
    'owner',
  )
  await app.services.jobs.idle([EXPORT_JOB])
  const exportMs = performance.now() - start
  const exportCpuMs = cpuMs(process.cpuUsage(exportCpu))
  clearInterval(sampler)
  const ex = await app.services.exports.get(org.id, release.id, asked.export_id)
  if (ex.status !== 'done') throw new Error(`export ${ex.status}: ${ex.error}`)

  const result = {
    at: new Date().toISOString(),
    episodes: EPISODES,
    rows_per_episode: ROWS,
    channels: CHANNELS,
    source_mb: mb(sourceBytes),
    export_mb: mb(ex.size ?? 0),
    export_files: ex.files.length,
    copy_ms: Math.round(copyMs),
    export_ms: Math.round(exportMs),
    speed_vs_copy: round(copyMs / exportMs, 3),
    /** CPU time of the process (every thread, the reading workers too): less swayed by the machine's load. */
    copy_cpu_ms: copyCpuMs,
    export_cpu_ms: exportCpuMs,
    rss_idle_mb: mb(idle),
    rss_over_idle_mb: mb(peak - idle),
    /** The machine's load (1, 5, 15 minutes) as the export ended: it is shared, and the times follow it. */
    load_average: loadavg().map((l) => round(l, 1)),
    node: process.version,
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`)
  mkdirSync(join(import.meta.dirname, '../results'), { recursive: true })
  writeFileSync(
    join(import.meta.dirname, '../results', `exports-lerobot-${result.at.replace(/[:.]/g, '-')}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  )
}

try {
  await main()
} finally {
  for (const fn of cleanups.reverse()) await fn()
}

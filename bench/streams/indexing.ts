// Indexing a large file while the service answers requests (issue 17): a CSV (t and 10 channels at
// 1 kHz) or an MCAP recording (a 1 kHz ROS 2 message of 10 float64 fields and a 10 Hz camera topic
// of 50 KB compressed frames, as robot logs are mostly images) of about --mb megabytes is written
// here (not committed), uploaded, and indexed by the service's worker. Meanwhile a client asks
// `series` of a small dataset and `streams` of the one being indexed, back to back. Measured:
// throughput MB/s, the process's peak RSS over its idle RSS (the worker is a thread of the
// process), and the event loop's delay (perf_hooks.monitorEventLoopDelay) — against a baseline
// in the same run: the same client for the same time with nothing indexing, so what the shared
// machine does to the loop is told apart from what indexing does. Then the same for the checks the
// end of the indexing queues (issue 30: the checks job reads the file again in a stream worker).
// Usage: node --import tsx bench/streams/indexing.ts --format csv|mcap [--mb 1024]

import { execSync } from 'node:child_process'
import { createReadStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { buildApp } from '../../server/src/app.ts'
import { loadConfig } from '../../server/src/config.ts'
import { writeCsv, writeMcap } from './large-recording.ts'

const { values: args } = parseArgs({
  options: { format: { type: 'string', default: 'csv' }, mb: { type: 'string', default: '1024' } },
})
const FORMAT = args.format === 'mcap' ? 'mcap' : 'csv'
const TARGET = Number(args.mb) * 1e6

const dataDir = mkdtempSync(join(tmpdir(), 'hangar-bench-indexing-'))
try {
  const file = join(dataDir, `big.${FORMAT}`)
  const written = performance.now()
  await (FORMAT === 'csv' ? writeCsv(file, TARGET) : writeMcap(file, TARGET))
  const bytes = statSync(file).size
  process.stdout.write(
    `wrote ${(bytes / 1e6).toFixed(0)} MB in ${((performance.now() - written) / 1000).toFixed(0)} s\n`,
  )

  const app = await buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      DEMO: '0',
      LOG_LEVEL: 'silent',
      ADMIN_API_KEY: 'bench-admin-key-0123456789abcdef-0123',
      PUBLIC_BASE_URL: 'http://hangar.bench',
      RATE_LIMIT_MAX: '100000000',
    }),
  )
  try {
    const org = await app.services.organizations.create('Bench')
    const { key } = await app.services.organizations.issueKey(org.id, 'bench')
    const headers = { 'service-api-key': key }
    await app.services.files.upload(`bench/big.${FORMAT}`, createReadStream(file), bytes + 1)
    rmSync(file)
    // A small dataset the client plots meanwhile; it also loads the worker's modules.
    const rows = Array.from({ length: 20_000 }, (_, i) => `${i / 100},${Math.sin(i / 50)}`)
    await app.services.files.upload('bench/small.csv', Buffer.from(`t,a\n${rows.join('\n')}\n`), 1 << 20)
    const small = await app.services.datasetAdmin.create({
      organization_id: org.id,
      data_type: 'telemetry',
      name: 'small',
      link: 'bench/small.csv',
    })
    const status = async (id: string) => {
      const res = await app.inject({ url: `/datasets/${id}/streams`, headers })
      if (res.statusCode !== 200) throw new Error(res.body)
      return res.json().status as string
    }
    while ((await status(small.id)) === 'indexing') await new Promise((r) => setTimeout(r, 50))

    /** The client: series of the small dataset and streams of `watched`, back to back, until stopped. */
    const client = (watched: string) => {
      let stop = false
      const ms: number[] = []
      const done = (async () => {
        while (!stop) {
          const t0 = performance.now()
          await app.inject({ url: `/datasets/${small.id}/series?channel=a&points=2000`, headers })
          await app.inject({ url: `/datasets/${watched}/streams`, headers })
          ms.push(performance.now() - t0)
          await new Promise((r) => setTimeout(r, 20))
        }
      })()
      return {
        stop: async () => {
          stop = true
          await done
          ms.sort((a, b) => a - b)
          return {
            requests: ms.length * 2,
            p50_ms: ms[Math.floor(ms.length / 2)] ?? 0,
            max_ms: ms.at(-1) ?? 0,
          }
        },
      }
    }
    const loopFigures = (h: ReturnType<typeof monitorEventLoopDelay>) => ({
      p50_ms: h.percentile(50) / 1e6,
      p99_ms: h.percentile(99) / 1e6,
      max_ms: h.max / 1e6,
      over_50ms: 0,
    })

    const load = [loadavg()[0]!]
    const rssIdle = process.memoryUsage().rss
    /** The process's peak RSS, the loop's delay and the client's answers until `done` says so. */
    const window = async (watched: string, done: () => Promise<boolean>) => {
      let rssPeak = rssIdle
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, process.memoryUsage().rss)
      }, 100)
      const stalls = countStalls()
      const loop = monitorEventLoopDelay({ resolution: 10 })
      loop.enable()
      const started = performance.now()
      const during = client(watched)
      while (!(await done())) await new Promise((r) => setTimeout(r, 250))
      const seconds = (performance.now() - started) / 1000
      const duringClient = await during.stop()
      loop.disable()
      clearInterval(sampler)
      return {
        seconds,
        mb_per_s: bytes / 1e6 / seconds,
        rss_idle_mb: rssIdle / 1e6,
        rss_peak_mb: rssPeak / 1e6,
        rss_over_idle_mb: (rssPeak - rssIdle) / 1e6,
        loop: { ...loopFigures(loop), over_50ms: stalls.stop() },
        client: duringClient,
      }
    }
    // Created, its indexing queued, at the window's start (the job starts within milliseconds).
    const dataset = await app.services.datasetAdmin.create({
      organization_id: org.id,
      data_type: 'telemetry',
      name: `big ${FORMAT}`,
      link: `bench/big.${FORMAT}`,
    })
    const measured = await window(dataset.id, async () => (await status(dataset.id)) !== 'indexing')
    const { loop: indexing, client: duringClient, seconds, ...indexFigures } = measured
    load.push(loadavg()[0]!)
    const outcome = (await app.inject({ url: `/datasets/${dataset.id}/streams`, headers })).json()

    // The checks (issue 30), which the end of the indexing queued: the same reader over the same
    // file, in a stream worker, with every channel check on its samples.
    // The newest checks job of the dataset (its key names the settings it runs with).
    const checkState = async () =>
      (await app.services.jobs.list({ kind: 'checks.run', datasetId: dataset.id, limit: 1 }))[0]?.state ??
      'queued'
    const checks = await window(dataset.id, async () => ['done', 'failed'].includes(await checkState()))
    const findings = (await app.inject({ url: `/datasets/${dataset.id}/findings`, headers })).json()
      .findings as { code: string }[]
    load.push(loadavg()[0]!)

    // Baseline: the same client for as long (at most 60 s), nothing indexing.
    const base = monitorEventLoopDelay({ resolution: 10 })
    const baseStalls = countStalls()
    base.enable()
    const idle = client(dataset.id)
    await new Promise((r) => setTimeout(r, Math.min(60, seconds) * 1000))
    const idleClient = await idle.stop()
    base.disable()
    const baseline = { ...loopFigures(base), over_50ms: baseStalls.stop() }
    load.push(loadavg()[0]!)

    const figures = {
      date: new Date().toISOString(),
      commit: execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(),
      command: `node --import tsx bench/streams/indexing.ts --format ${FORMAT} --mb ${args.mb}`,
      load_1min: load,
      file: { format: FORMAT, bytes },
      outcome: {
        status: outcome.status,
        detail: outcome.detail,
        channels: outcome.channels?.length,
        images: outcome.images,
      },
      indexing: { seconds, ...indexFigures },
      event_loop_delay_while_indexing: indexing,
      checks: {
        state: await checkState(),
        findings: findings.length,
        codes: [...new Set(findings.map((f) => f.code))].sort(),
        seconds: checks.seconds,
        mb_per_s: checks.mb_per_s,
        rss_over_idle_mb: checks.rss_over_idle_mb,
        event_loop_delay: checks.loop,
        client: checks.client,
      },
      event_loop_delay_baseline_same_client_nothing_indexing: baseline,
      client_while_indexing: duringClient,
      client_baseline: idleClient,
    }
    mkdirSync(join(import.meta.dirname, '..', 'results'), { recursive: true })
    const out = join(
      import.meta.dirname,
      '..',
      'results',
      `streams-indexing-${FORMAT}-${figures.date.slice(0, 16).replace(':', '-')}Z.json`,
    )
    writeFileSync(out, `${JSON.stringify(figures, null, 2)}\n`)
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\nstored ${out}\n`)
  } finally {
    await app.close()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

/** Stalls of the event loop over 50 ms, counted one by one (a histogram keeps only the maximum). */
function countStalls(): { stop(): number } {
  let last = performance.now()
  let over = 0
  const timer = setInterval(() => {
    const now = performance.now()
    if (now - last - 10 > 50) over++
    last = now
  }, 10)
  return {
    stop: () => {
      clearInterval(timer)
      return over
    },
  }
}

// The `series` benchmark (issue 17): a telemetry CSV of 10 channels × 1,000,000 samples is
// uploaded and indexed by the service (in its worker, timed: MB/s, peak RSS, the event loop's
// longest stall meanwhile), then GET /datasets/{id}/series asks 2,000 points over the whole range
// and over random tenths of it, one channel and all ten per request. Baseline in the same run:
// the same buckets folded from every sample of the range (level 0), what answering without the
// summary would cost. Usage: node --import tsx bench/streams/series.ts [--samples N] [--requests N]

import { execSync } from 'node:child_process'
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay, PerformanceObserver, performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { buildApp } from '../../server/src/app.ts'
import { loadConfig } from '../../server/src/config.ts'
import { bucketRecords } from '../../server/src/streams/buckets.ts'
import { FileLevels, readIndex } from '../../server/src/streams/summary-store.ts'

const { values: args } = parseArgs({
  options: { samples: { type: 'string', default: '1000000' }, requests: { type: 'string', default: '200' } },
})
const SAMPLES = Number(args.samples)
const REQUESTS = Number(args.requests)
const CHANNELS = 10
const HZ = 1000
const POINTS = 2000

const dataDir = mkdtempSync(join(tmpdir(), 'hangar-bench-streams-'))
const load = [loadavg()[0]!]
try {
  // The file: t in seconds at 1 kHz, ten channels of noise, slopes and a few spikes.
  const csvPath = join(dataDir, 'telemetry.csv')
  const out = createWriteStream(csvPath)
  out.write(`t,${Array.from({ length: CHANNELS }, (_, c) => `ch${c}`).join(',')}\n`)
  let chunk = ''
  for (let i = 0; i < SAMPLES; i++) {
    let line = (i / HZ).toFixed(3)
    for (let c = 0; c < CHANNELS; c++) {
      const v = i % 99_991 === c ? 1000 : Math.sin(i / (50 + c * 10)) * (c + 1) + ((i * 7919 + c) % 13) / 100
      line += `,${v.toFixed(4)}`
    }
    chunk += `${line}\n`
    if (chunk.length > 1 << 20) {
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()))
      chunk = ''
    }
  }
  out.end(chunk)
  await new Promise<void>((r) => out.once('finish', () => r()))
  const bytes = statSync(csvPath).size

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
    const { createReadStream } = await import('node:fs')
    await app.services.files.upload('bench/telemetry.csv', createReadStream(csvPath), bytes + 1)

    // Warm-up: the routes' first answers compile their schemas, and the first worker loads its modules.
    const headers = { 'service-api-key': key }
    await app.services.files.upload('bench/warm.csv', Buffer.from('t,a\n0,1\n1,2\n'), 100)
    const warm = await app.services.datasetAdmin.create({
      organization_id: org.id,
      data_type: 'telemetry',
      name: 'warm-up',
      link: 'bench/warm.csv',
    })
    for (let s = 'indexing'; s === 'indexing'; await new Promise((r) => setTimeout(r, 50)))
      s = (await app.inject({ url: `/datasets/${warm.id}/streams`, headers })).json().status
    await app.inject({ url: `/datasets/${warm.id}/series?channel=a`, headers })

    const loop = monitorEventLoopDelay({ resolution: 5 })
    loop.enable()
    const rssBefore = process.memoryUsage().rss
    let rssPeak = rssBefore
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss)
    }, 50)
    const started = performance.now()
    const dataset = await app.services.datasetAdmin.create({
      organization_id: org.id,
      data_type: 'telemetry',
      name: 'bench telemetry',
      link: 'bench/telemetry.csv',
    })
    let status = 'indexing'
    while (status === 'indexing') {
      await new Promise((r) => setTimeout(r, 100))
      status = (await app.inject({ url: `/datasets/${dataset.id}/streams`, headers })).json().status
    }
    const indexSeconds = (performance.now() - started) / 1000
    clearInterval(sampler)
    loop.disable()
    if (status !== 'ready') throw new Error(`indexing ended ${status}`)
    const stallMs = loop.max / 1e6

    // The channel posters Hangar draws once an index is ready are not what is measured here.
    await app.services.previews.idle()
    const duration = (SAMPLES - 1) / HZ
    const all = Array.from({ length: CHANNELS }, (_, c) => `channel=ch${c}`).join('&')
    const ranges = (whole: boolean) => {
      if (whole) return { from: 0, to: duration }
      const from = Math.random() * duration * 0.9
      return { from, to: from + duration / 10 }
    }
    // Where a slow request's time goes: the process's CPU meanwhile (no other work runs in it
    // then), garbage collection pauses inside it, and the rest — time off the CPU, waiting for the
    // machine's cores (or the disk).
    const gcs: Array<{ start: number; end: number }> = []
    const gcObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) gcs.push({ start: e.startTime, end: e.startTime + e.duration })
    })
    gcObserver.observe({ entryTypes: ['gc'] })
    const gcWithin = (a: number, b: number) =>
      gcs.reduce((ms, g) => ms + Math.max(0, Math.min(b, g.end) - Math.max(a, g.start)), 0)
    const time = async (whole: boolean, channels: string) => {
      const runs: Array<{ ms: number; cpu: number; gc: number; at: [number, number] }> = []
      for (let i = 0; i < REQUESTS; i++) {
        const { from, to } = ranges(whole)
        const cpu0 = process.cpuUsage()
        const t0 = performance.now()
        const res = await app.inject({
          url: `/datasets/${dataset.id}/series?${channels}&from=${from}&to=${to}&points=${POINTS}`,
          headers,
        })
        const t1 = performance.now()
        const cpu = process.cpuUsage(cpu0)
        // GC entries arrive a little later: counted once every request is done.
        runs.push({ ms: t1 - t0, cpu: (cpu.user + cpu.system) / 1000, gc: 0, at: [t0, t1] })
        if (res.statusCode !== 200) throw new Error(res.body)
      }
      await new Promise((r) => setTimeout(r, 50))
      for (const r of runs) r.gc = gcWithin(...r.at)
      runs.sort((a, b) => a.ms - b.ms)
      const q = (p: number) => runs[Math.min(runs.length - 1, Math.floor(p * runs.length))]!.ms
      const slow = runs.slice(Math.floor(0.99 * runs.length))
      const mean = (f: (r: (typeof runs)[number]) => number) =>
        slow.reduce((s, r) => s + f(r), 0) / slow.length
      const all = (f: (r: (typeof runs)[number]) => number) =>
        runs.reduce((s, r) => s + f(r), 0) / runs.length
      return {
        p50: q(0.5),
        p99: q(0.99),
        max: runs[runs.length - 1]!.ms,
        cpu_ms_mean: all((r) => r.cpu),
        gc_ms_mean: all((r) => r.gc),
        slowest_1pct: { wall_ms: mean((r) => r.ms), cpu_ms: mean((r) => r.cpu), gc_ms: mean((r) => r.gc) },
      }
    }
    const results = {
      whole_one: await time(true, 'channel=ch0'),
      tenth_one: await time(false, 'channel=ch0'),
      whole_ten: await time(true, all),
      tenth_ten: await time(false, all),
    }
    gcObserver.disconnect()
    // The service's part apart from the HTTP answer: buckets (files read, folded) and serialization.
    const caller = {
      organizationId: org.id,
      role: 'api_key' as const,
      actor: { kind: 'key' as const, keyId: 'bench', name: 'bench' },
    }
    const parts = { buckets_ms: [] as number[], json_ms: [] as number[], json_bytes: 0 }
    for (let i = 0; i < REQUESTS; i++) {
      const t0 = performance.now()
      const answer = await app.services.streams.series(caller, dataset.id, {
        channel: ['ch0'],
        from: 0,
        to: duration,
        points: POINTS,
      } as never)
      const t1 = performance.now()
      parts.json_bytes = JSON.stringify(answer).length
      parts.buckets_ms.push(t1 - t0)
      parts.json_ms.push(performance.now() - t1)
    }
    const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))]!
    const whole_one_parts = {
      buckets_p50_ms: pct(parts.buckets_ms, 0.5),
      buckets_p99_ms: pct(parts.buckets_ms, 0.99),
      json_stringify_p50_ms: pct(parts.json_ms, 0.5),
      json_stringify_p99_ms: pct(parts.json_ms, 0.99),
      json_bytes: parts.json_bytes,
    }
    // Baseline: the buckets of one channel folded from every sample (no summary).
    const index = (await readIndex(join(dataDir, 'derived', 'streams', dataset.id)))!
    const ch0 = index.channels.find((c) => c.name === 'ch0')!
    const levels = new FileLevels(join(dataDir, 'derived', 'streams', dataset.id), ch0)
    const base: number[] = []
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now()
      const recs = await levels.read(0, 0, levels.size(0))
      bucketRecords(recs, 0, 0, duration, POINTS)
      base.push(performance.now() - t0)
    }
    base.sort((a, b) => a - b)
    load.push(loadavg()[0]!)
    const figures = {
      date: new Date().toISOString(),
      commit: execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim(),
      command: `node --import tsx bench/streams/series.ts --samples ${SAMPLES} --requests ${REQUESTS}`,
      load_1min: load,
      file: { bytes, samples_per_channel: SAMPLES, channels: CHANNELS },
      indexing: {
        seconds: indexSeconds,
        mb_per_s: bytes / 1e6 / indexSeconds,
        rss_before_mb: rssBefore / 1e6,
        rss_peak_mb: rssPeak / 1e6,
        longest_event_loop_stall_ms: stallMs,
      },
      series_ms: results,
      whole_one_parts,
      baseline_whole_one_from_samples_ms: { p50: base[10]!, max: base[19]! },
    }
    mkdirSync(join(import.meta.dirname, '..', 'results'), { recursive: true })
    const file = join(
      import.meta.dirname,
      '..',
      'results',
      `streams-series-${figures.date.slice(0, 16).replace(':', '-')}Z.json`,
    )
    writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`)
    process.stdout.write(`${JSON.stringify(figures, null, 2)}\nstored ${file}\n`)
  } finally {
    await app.close()
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}

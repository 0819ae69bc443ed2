/**
 * Events and webhooks (issue 18), against one service process (SQLite unless DATABASE_URL is
 * set) spawned with a fresh DATA_DIR:
 * 1. decision → webhook received: accepts paced at WEBHOOK_RATE/s (open loop) for
 *    WEBHOOK_SECONDS, one endpoint subscribed to `dataset.accepted` on a local receiver in this
 *    process; latency = when the receiver has the body − the event's `timestamp` (the change,
 *    inside its transaction; one machine, one clock);
 * 2. feed lag: accepts paced at FEED_RATE/s for FEED_SECONDS, no webhook, READERS readers (in a
 *    worker thread of their own: feed-readers.ts) each following
 *    `GET /events?types=dataset.accepted&wait=…` from `after=now`; lag = when a reader has the
 *    event − its `timestamp` (the decision's time, taken as the accept is handled, before its
 *    transaction), and beside it `lag_after_answer` = when a reader has it − when the writer had
 *    its 200 (0 when the reader was first); each reader must see every accept once (paced phases
 *    keep at most MAX_IN_FLIGHT accepts open; those sent over 100 ms late are counted;
 *    `accept_latency` is the writer's wait, send to answer);
 * 3. accept throughput, closed loop (CONCURRENCY requests in flight), THROUGHPUT_ACCEPTS each
 *    round, without and with one webhook endpoint (a healthy local receiver), alternated
 *    ROUNDS times; ratio = median with ÷ median without, in the same run. Events are written in
 *    either case (they are part of every decision's transaction): this isolates the webhook.
 *    (2,000 accepts and 3 rounds by default: on SQLite a round of 1,000 lasted under a second, and
 *    two runs in a row gave 0.97 and 0.78.)
 * Service CPU per accept (utime + stime of the service process, /proc) is given for each, and
 * PostgreSQL's (the backends connected to the benchmark's database).
 * A 503 (no database connection within 2 s: a machine short of CPU) is retried after 100 ms and
 * counted (`accepts_retried_after_503`, `reads_retried_after_503_or_429`).
 * PROCESSES=N (default 1) runs `start:cluster` with N workers instead (REDIS_URL as the cluster
 * needs it; PostgreSQL only): the CPU is then the primary's and every worker's.
 *
 *   node --import tsx bench/events/run.ts
 *   HANGAR_TEST_SERVICE=compiled node --import tsx bench/events/run.ts   # after `npm run build -w server`
 *
 * Prints one JSON object and stores it as bench/results/events-<date>.json; bench/RESULTS.md#events
 * records runs.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { spawnWorker } from '../../server/src/common/spawn-worker.ts'
import { freePort, spawnService } from '../../server/src/testing/spawn-service.ts'
import { gitCommit, loads, thisCommandLine } from '../runner/machine.ts'
import type { FeedReadersData, FeedReadersMessage } from './feed-readers.ts'

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const SQLITE_SYNCHRONOUS = process.env.SQLITE_SYNCHRONOUS ?? 'FULL'
const WEBHOOK_RATE = num('WEBHOOK_RATE', 200)
const WEBHOOK_SECONDS = num('WEBHOOK_SECONDS', 10)
const FEED_RATE = num('FEED_RATE', 1000)
const FEED_SECONDS = num('FEED_SECONDS', 5)
const READERS = num('READERS', 2)
const THROUGHPUT_ACCEPTS = num('THROUGHPUT_ACCEPTS', 2000)
const ROUNDS = num('ROUNDS', 3)
const CONCURRENCY = num('CONCURRENCY', 32)
const MAX_IN_FLIGHT = num('MAX_IN_FLIGHT', 64)
const PROCESSES = num('PROCESSES', 1)
const ADMIN = 'bench-events-admin-key-0123456789abcdef'

const dir = mkdtempSync(join(tmpdir(), 'hangar-bench-events-'))
const now = () => performance.timeOrigin + performance.now()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}
const summary = (ms: number[]) => ({
  n: ms.length,
  p50_ms: Math.round(percentile(ms, 50)),
  p99_ms: Math.round(percentile(ms, 99)),
  max_ms: Math.round(Math.max(...ms)),
})
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length / 2
  return Number.isInteger(mid) ? (s[mid - 1]! + s[mid]!) / 2 : s[Math.floor(mid)]!
}

/** CPU seconds a process has used (user + system), from /proc; 0 once it is gone. */
function processCpu(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}

/** Its child processes (the cluster's workers). */
function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number)
  } catch {
    return []
  }
}

/** CPU seconds the service has used: the process, and under the cluster every worker. */
function cpuSeconds(pid: number): number {
  return [pid, ...children(pid)].reduce((sum, p) => sum + processCpu(p), 0)
}

/**
 * CPU seconds the PostgreSQL backends connected to the benchmark's database have used (those
 * alive now: the service's pool and LISTEN connections), by the database's name in their title.
 */
function postgresCpuSeconds(): number {
  const database = process.env.DATABASE_URL && new URL(process.env.DATABASE_URL).pathname.slice(1)
  if (!database) return 0
  let sum = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8')
      if (title.startsWith('postgres:') && title.split(' ').includes(database))
        sum += processCpu(Number(entry))
    } catch {
      // gone meanwhile
    }
  }
  return sum
}

async function main() {
  const loadStart = loads()
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  if (PROCESSES > 1 && !process.env.DATABASE_URL) throw new Error('PROCESSES > 1 needs DATABASE_URL')
  const service = spawnService(
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      DEMO: '0',
      ADMIN_API_KEY: ADMIN,
      PUBLIC_BASE_URL: base,
      RATE_LIMIT_MAX: '100000000',
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      // What a deployment runs (spawnService's default for tests is OFF): each decision answered
      // once its commit is on the disk, and events handed out only then (storage/wal-sync.ts).
      SQLITE_SYNCHRONOUS,
      LOG_LEVEL: 'warn',
      ...(PROCESSES > 1
        ? { WORKERS: String(PROCESSES), REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }
        : {}),
    },
    PROCESSES > 1 ? 'cluster.ts' : 'main.ts',
  )
  // The local receiver: a dataset id → when its webhook arrived, and the latencies.
  const hooked: number[] = []
  let hookCount = 0
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const at = now()
      res.writeHead(200).end()
      const event = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { timestamp: string }
      hookCount++
      if (measuringHooks) hooked.push(at - Date.parse(event.timestamp))
    })
  })
  let measuringHooks = false
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`
  try {
    await service.banner
    const pid = service.child.pid!
    const admin = { 'service-admin-key': ADMIN, 'content-type': 'application/json' }
    const post = async (path: string, body: unknown, headers: Record<string, string> = admin) => {
      let res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
      // No database connection within 2 s (a machine short of CPU): again, as the 503 asks.
      while (res.status === 503) {
        await res.arrayBuffer()
        await sleep(100)
        res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
      }
      if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`)
      return res.json() as Promise<Record<string, unknown>>
    }
    const org = (await post('/admin/organizations', { name: 'Bench events' })).id as string
    const key = (await post(`/admin/organizations/${org}/api-keys`, { name: 'bench' })).key as string
    const auth = { 'service-api-key': key, 'content-type': 'application/json' }
    const put = await fetch(`${base}/admin/files/bench/episode.bin`, {
      method: 'PUT',
      headers: { 'service-admin-key': ADMIN },
      body: 'episode bytes',
    })
    if (put.status !== 201) throw new Error(`PUT file: ${put.status}`)

    // Pending datasets for every phase (all share one file: only decisions are measured).
    const needed = WEBHOOK_RATE * WEBHOOK_SECONDS + FEED_RATE * FEED_SECONDS + THROUGHPUT_ACCEPTS * ROUNDS * 2
    const pending: string[] = []
    const createStart = now()
    let made = 0
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (made < needed) {
          made++
          const d = await post('/admin/datasets', {
            organization_id: org,
            data_type: 'episode',
            name: 'bench',
            link: 'bench/episode.bin',
          })
          pending.push(d.id as string)
        }
      }),
    )
    const take = (n: number) => pending.splice(0, n)
    // What creation set off (previews, stream indexing) is done before anything is measured.
    const idleSince = now()
    for (let quiet = 0; quiet < 2 && now() - idleSince < 180_000; ) {
      const c0 = cpuSeconds(pid)
      await sleep(1000)
      quiet = cpuSeconds(pid) - c0 < 0.05 ? quiet + 1 : 0
    }
    process.stderr.write(`service idle after ${((now() - idleSince) / 1000).toFixed(1)} s\n`)
    process.stderr.write(`created ${needed} datasets in ${((now() - createStart) / 1000).toFixed(1)} s\n`)

    /**
     * A 503 (the service waited 2 s for a database connection: a machine short of CPU) is
     * retried after 100 ms, as its `detail` asks, and counted.
     */
    let retried503 = 0
    /** When each accept's 200 came back, and how long it took from its first send. */
    const answeredAt = new Map<string, number>()
    let acceptMs: number[] = []
    const accept = async (id: string) => {
      const sent = now()
      for (;;) {
        const res = await fetch(`${base}/datasets/${id}/accept`, { method: 'POST', headers: auth })
        if (res.status === 503) {
          await res.arrayBuffer()
          retried503++
          await sleep(100)
          continue
        }
        if (res.status !== 200) throw new Error(`accept: ${res.status} ${await res.text()}`)
        await res.arrayBuffer()
        answeredAt.set(id, now())
        acceptMs.push(now() - sent)
        return
      }
    }
    /**
     * Accepts `ids` at `rate`/s, each at its own time whatever the others do (open loop), with at
     * most MAX_IN_FLIGHT requests open: a service slower than the rate gets them late (counted)
     * rather than an unbounded pile of connections.
     */
    const paced = async (ids: string[], rate: number) => {
      acceptMs = []
      const t0 = now()
      const running = new Set<Promise<void>>()
      let late = 0
      for (let i = 0; i < ids.length; i++) {
        const due = t0 + (i * 1000) / rate
        const wait = due - now()
        if (wait > 1) await sleep(wait)
        while (running.size >= MAX_IN_FLIGHT) await Promise.race(running)
        if (now() - due > 100) late++
        const p: Promise<void> = accept(ids[i]!).finally(() => running.delete(p))
        running.add(p)
      }
      await Promise.all(running)
      const seconds = (now() - t0) / 1000
      return {
        offered_per_s: rate,
        achieved_per_s: Math.round(ids.length / seconds),
        sent_over_100ms_late: late,
        /** From sending an accept to its answer: what a writer waits, beside what readers wait. */
        accept_latency: summary(acceptMs),
      }
    }
    const cpu = async <T>(fn: () => Promise<T>) => {
      const c0 = cpuSeconds(pid)
      const p0 = postgresCpuSeconds()
      const r = await fn()
      return { r, cpu: cpuSeconds(pid) - c0, pg: postgresCpuSeconds() - p0 }
    }

    // 1. decision → webhook received.
    const hook = await post('/org/webhooks', { url: hookUrl, events: ['dataset.accepted'] }, auth)
    const webhookIds = take(WEBHOOK_RATE * WEBHOOK_SECONDS)
    measuringHooks = true
    const hookStart = hookCount
    const w = await cpu(() => paced(webhookIds, WEBHOOK_RATE))
    const deadline = now() + 30_000
    while (hookCount - hookStart < webhookIds.length && now() < deadline) await sleep(50)
    measuringHooks = false
    const webhook = {
      ...w.r,
      received: hookCount - hookStart,
      of: webhookIds.length,
      latency: summary(hooked),
      service_cpu_us_per_accept: Math.round((w.cpu / webhookIds.length) * 1e6),
      postgres_cpu_us_per_accept: Math.round((w.pg / webhookIds.length) * 1e6),
    }
    const del = await fetch(`${base}/org/webhooks/${hook.id}`, { method: 'DELETE', headers: auth })
    if (del.status !== 204) throw new Error(`DELETE webhook: ${del.status}`)

    // 2. feed lag with readers, in a thread of their own (feed-readers.ts says why).
    const feedIds = take(FEED_RATE * FEED_SECONDS)
    const progress = new Int32Array(new SharedArrayBuffer(4 * READERS))
    const readerThread = spawnWorker(new URL('./feed-readers.ts', import.meta.url).href, {
      workerData: { base, headers: auth, readers: READERS, progress } satisfies FeedReadersData,
    })
    const message = (want: FeedReadersMessage['type']) =>
      new Promise<FeedReadersMessage>((resolve, reject) => {
        const on = (m: FeedReadersMessage) => {
          if (m.type !== want && m.type !== 'error') return
          readerThread.off('message', on)
          if (m.type === 'error') reject(new Error(`feed readers: ${m.message}`))
          else resolve(m)
        }
        readerThread.on('message', on)
        readerThread.once('error', reject)
      })
    await message('ready')
    const f = await cpu(() => paced(feedIds, FEED_RATE))
    const feedDeadline = now() + 30_000
    while (Array.from(progress).some((n) => n < feedIds.length) && now() < feedDeadline) await sleep(50)
    const finished = message('done')
    readerThread.postMessage('stop')
    const done = (await finished) as Extract<FeedReadersMessage, { type: 'done' }>
    await readerThread.terminate()
    const readsRetried = done.retried
    const readers = done.readers.map((r) => {
      const seen = new Map<string, number>()
      for (const [id] of r.got) seen.set(id, (seen.get(id) ?? 0) + 1)
      return {
        seen,
        lag: r.got.map(([, at, timestamp]) => at - timestamp),
        // A reader may have it before the writer has its answer: that counts as no wait.
        lagAfterAnswer: r.got.map(([id, at]) => {
          const answered = answeredAt.get(id)
          return answered === undefined ? 0 : Math.max(0, at - answered)
        }),
      }
    })
    const feed = {
      ...f.r,
      readers: READERS,
      reads_retried_after_503_or_429: readsRetried,
      lag: summary(readers.flatMap((r) => r.lag)),
      /** From the writer's answer (its 200) to a reader having the event; 0 when the reader had it first. */
      lag_after_answer: summary(readers.flatMap((r) => r.lagAfterAnswer)),
      every_event_seen_by_every_reader: readers.every((r) => feedIds.every((id) => r.seen.get(id) === 1)),
      missing: readers.map((r) => feedIds.filter((id) => !r.seen.has(id)).length),
      seen_twice: readers.map((r) => [...r.seen.values()].filter((n) => n > 1).length),
      service_cpu_us_per_accept: Math.round((f.cpu / feedIds.length) * 1e6),
      postgres_cpu_us_per_accept: Math.round((f.pg / feedIds.length) * 1e6),
    }

    // 3. throughput, without and with one webhook endpoint, alternated.
    const closedLoop = async (ids: string[]) => {
      const t0 = now()
      let next = 0
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < ids.length) await accept(ids[next++]!)
        }),
      )
      return ids.length / ((now() - t0) / 1000)
    }
    const rounds: {
      webhook: boolean
      accepts_per_s: number
      service_cpu_us_per_accept: number
      postgres_cpu_us_per_accept: number
    }[] = []
    for (let round = 0; round < ROUNDS; round++) {
      for (const withHook of round % 2 === 0 ? [false, true] : [true, false]) {
        const endpoint = withHook
          ? await post('/org/webhooks', { url: hookUrl, events: ['dataset.accepted'] }, auth)
          : undefined
        const ids = take(THROUGHPUT_ACCEPTS)
        const t = await cpu(() => closedLoop(ids))
        rounds.push({
          webhook: withHook,
          accepts_per_s: Math.round(t.r),
          service_cpu_us_per_accept: Math.round((t.cpu / ids.length) * 1e6),
          postgres_cpu_us_per_accept: Math.round((t.pg / ids.length) * 1e6),
        })
        if (endpoint) {
          // Let its deliveries finish before the next round, then remove it.
          const until = now() + 30_000
          const before = hookCount
          let last = -1
          while (hookCount !== last && now() < until) {
            last = hookCount
            await sleep(500)
          }
          process.stderr.write(`round with webhook: ${hookCount - before} more delivered after it\n`)
          await fetch(`${base}/org/webhooks/${endpoint.id}`, { method: 'DELETE', headers: auth })
        }
      }
    }
    const withRate = median(rounds.filter((r) => r.webhook).map((r) => r.accepts_per_s))
    const withoutRate = median(rounds.filter((r) => !r.webhook).map((r) => r.accepts_per_s))
    const result = {
      date: new Date().toISOString(),
      commit: gitCommit(),
      command: thisCommandLine(),
      engine: process.env.DATABASE_URL ? 'postgres' : 'sqlite',
      service: process.env.HANGAR_TEST_SERVICE === 'compiled' ? 'compiled' : 'tsx',
      // Which compiled copy, when not server/dist (a before/after pair built from two trees).
      service_dist: process.env.HANGAR_TEST_SERVICE_DIST ?? null,
      settings: {
        WEBHOOK_RATE,
        WEBHOOK_SECONDS,
        FEED_RATE,
        FEED_SECONDS,
        READERS,
        THROUGHPUT_ACCEPTS,
        ROUNDS,
        CONCURRENCY,
        MAX_IN_FLIGHT,
        PROCESSES,
        SQLITE_SYNCHRONOUS,
      },
      load_1m_5m_15m: { start: loadStart, end: loads() },
      accepts_retried_after_503: retried503,
      webhook,
      feed,
      throughput: {
        concurrency: CONCURRENCY,
        accepts_each_round: THROUGHPUT_ACCEPTS,
        rounds,
        median_without_webhook_per_s: Math.round(withoutRate),
        median_with_webhook_per_s: Math.round(withRate),
        ratio_with_vs_without: +(withRate / withoutRate).toFixed(2),
      },
    }
    const text = `${JSON.stringify(result, null, 2)}\n`
    process.stdout.write(text)
    const stamp = result.date.replace(/:/g, '-').replace(/\.\d+Z$/, 'Z')
    writeFileSync(join(import.meta.dirname, '..', 'results', `events-${stamp}.json`), text)
  } finally {
    receiver.closeAllConnections()
    receiver.close()
    await service.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()

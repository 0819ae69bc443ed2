import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { connect, type Socket } from 'node:net'
import { describe, type TestContext, test } from 'node:test'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { appendEvents } from '../../events/event.repository.ts'
import type { NewEvent } from '../../events/event.schema.ts'
import { keyHeader } from '../../testing/fixtures.ts'
import { SseReader } from '../../testing/sse-reader.ts'
import { buildTestApp, NO_JOB_WORKER } from '../../testing/test-app.ts'
import { TEST_ENGINE } from '../../testing/test-database.ts'
import { eventually } from '../../testing/webhook-receiver.ts'

/**
 * Events in the backlog: about 6 MB of stream, more than the kernel takes of a connection whose
 * client does not read (on loopback about 4 MB: tcp_wmem's maximum), so the rest waits in the
 * service — or, with backpressure, in the database. The memory test checks that the kernel did
 * not take it all, or it would prove nothing.
 */
const BACKLOG = 20_000
/** Each message of the backlog is longer than this (an id, a type and three UUIDs). */
const MIN_MESSAGE_BYTES = 250
/**
 * What one client that does not read may cost the service, JS heap and buffers together: a page
 * (500 events, about 150 KiB) and its connection, about 200 KiB. Without backpressure each held
 * all the backlog the kernel did not take: about 2.2 MB here, and more with every event.
 */
const MAX_PER_STREAM = 512 * 1024
/** The stall bound the tests set (STREAM_STALL_MS is 30 s). */
const STALL_MS = 1500

/**
 * The app with a backlog of BACKLOG events, listening. `connections` follows the server's side of
 * each connection: when it opened, when the service last handed its socket bytes, when it closed.
 */
async function serve(t: TestContext, opts: { stallMs: number; streams: number }) {
  const { app, org } = await buildTestApp(t, {
    env: {
      ...NO_JOB_WORKER,
      EVENT_STREAMS_MAX_PER_CALLER: String(opts.streams + 10),
      EVENT_STREAMS_MAX_PER_ORGANIZATION: String(opts.streams + 10),
    },
    // The stall bound is GET /events's route config: shortened (or lengthened) for the test.
    beforeRoutes: (app) =>
      app.addHook('onRoute', (route) => {
        if (route.url === '/events') route.config = { ...route.config, eventStreamStallMs: opts.stallMs }
      }),
  })
  const events: NewEvent[] = Array.from({ length: BACKLOG }, () => ({
    type: 'dataset.created',
    data: { dataset_id: randomUUID(), status: 'pending', data_type: 'episode' },
  }))
  const { db, dialect } = app.deps
  await db.transaction().execute((trx) => appendEvents(trx, dialect, org.id, new Date(), events))

  const connections: {
    socket: Socket
    opened: number
    written: number
    progressed: number
    closed?: number
  }[] = []
  app.server.on('connection', (socket: Socket) => {
    const opened = performance.now()
    const c: (typeof connections)[number] = { socket, opened, written: 0, progressed: opened }
    socket.once('close', () => {
      c.closed = performance.now()
    })
    connections.push(c)
  })
  const sampler = setInterval(() => {
    for (const c of connections)
      if (!c.closed && c.socket.bytesWritten !== c.written) {
        c.written = c.socket.bytesWritten
        c.progressed = performance.now()
      }
  }, 20)
  t.after(() => clearInterval(sampler))
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }

  const clients: Socket[] = []
  t.after(() => {
    for (const s of clients) s.destroy()
  })
  /** A raw connection that asks for the stream from the start and reads nothing. */
  const stalledClient = () =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => {
        socket.pause()
        socket.write(
          `GET /events HTTP/1.1\r\nHost: 127.0.0.1\r\nService-Api-Key: ${org.key}\r\nAccept: text/event-stream\r\n\r\n`,
          (err) => (err ? reject(err) : resolve(socket)),
        )
      })
      socket.on('error', () => {})
      clients.push(socket)
    })
  return { app, org, base: `http://127.0.0.1:${port}`, connections, stalledClient }
}

let gc: (() => void) | undefined

/** The process's memory after a full collection, so that garbage does not count as held. */
function memory() {
  if (!gc) {
    setFlagsFromString('--expose-gc')
    gc = runInNewContext('gc') as () => void
  }
  gc()
  const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage()
  return { rss, heapUsed, external, arrayBuffers }
}
type Memory = ReturnType<typeof memory>

const kib = (n: number) => `${Math.round(n / 1024)} KiB`

/** The ids of the whole messages of a raw HTTP/1.1 answer with a chunked body, cut off anywhere. */
function sseIds(raw: Buffer): number[] {
  let at = raw.indexOf('\r\n\r\n') + 4
  const body: Buffer[] = []
  while (at < raw.length) {
    const eol = raw.indexOf('\r\n', at)
    if (eol < 0) break
    const size = Number.parseInt(raw.subarray(at, eol).toString(), 16)
    body.push(raw.subarray(eol + 2, Math.min(eol + 2 + size, raw.length)))
    at = eol + 2 + size + 2
  }
  // What follows the last blank line is a message cut off: EventSource drops it too.
  const messages = Buffer.concat(body).toString().split('\n\n').slice(0, -1)
  return messages.flatMap((m) =>
    m
      .split('\n')
      .filter((line) => line.startsWith('id: '))
      .map((line) => Number(line.slice(4))),
  )
}

describe(`GET /events as a stream to clients that read slowly or not at all (${TEST_ENGINE})`, () => {
  test('clients that never read cost the service a page each, not the backlog', async (t) => {
    // Each costs the service about 13,000 events read and sent before it stalls (what the kernel
    // takes): 20 measure a page each clearly, in seconds; 50 or 200 measure the same per stream.
    const streams = 20
    // A stall bound longer than the test: the streams stay open while they are measured.
    const { app, org, base, connections, stalledClient } = await serve(t, { stallMs: 600_000, streams })
    // One stream read and closed first: the code a stream runs is loaded (and, in a fresh clone,
    // compiled from TypeScript) at its first use, and counted 2 MB a stream when it came during the
    // measurement (two fresh-clone runs, 28 Nov).
    const warm = new AbortController()
    const first = await fetch(`${base}/events`, {
      headers: { 'service-api-key': org.key, accept: 'text/event-stream' },
      signal: warm.signal,
    })
    await first.body?.getReader().read()
    warm.abort()
    await eventually(async () => app.services.events.held === 0, 10_000)
    const before = memory()
    for (let i = 0; i < streams; i++) await stalledClient()
    // Measured once the service is still: every stream open, no socket taking more, memory steady.
    // Steady three looks in a row: one quiet look came while the service, short of CPU beside
    // other test processes, had read pages it had not written yet (a fresh-clone run, 28 Nov).
    let last: Memory | undefined
    let written = ''
    let steadyLooks = 0
    await eventually(async () => {
      await new Promise((r) => setTimeout(r, 300))
      const now = memory()
      const took = connections.map((c) => c.socket.bytesWritten).join()
      const steady =
        last !== undefined &&
        took === written &&
        Math.abs(now.heapUsed + now.arrayBuffers - last.heapUsed - last.arrayBuffers) < 1 << 20 &&
        app.services.events.held === streams
      steadyLooks = steady ? steadyLooks + 1 : 0
      last = now
      written = took
      return steadyLooks >= 3
    }, 120_000)
    const took = Math.max(...connections.map((c) => c.socket.bytesWritten))
    assert.ok(took < BACKLOG * MIN_MESSAGE_BYTES, `the kernel took ${took} bytes of a stream: raise BACKLOG`)
    const grown = Object.fromEntries(
      Object.entries(last!).map(([k, v]) => [k, v - before[k as keyof Memory]]),
    ) as Memory
    console.log(
      `${streams} clients that do not read, ${BACKLOG} events, the kernel took ${kib(took)} of each; ` +
        Object.entries(grown)
          .map(([k, v]) => `${k} ${v >= 0 ? '+' : ''}${kib(v)} (${kib(v / streams)} a stream)`)
          .join(', '),
    )
    // The heap and the buffers (arrayBuffers; `external` adds native memory other suites of a shared
    // process may free meanwhile, and rss keeps what the backlog's creation freed).
    const held = grown.heapUsed + grown.arrayBuffers
    assert.ok(held < streams * MAX_PER_STREAM, `${kib(held / streams)} a stream`)
  })

  test('a stream whose client takes nothing closes after the stall bound; its Last-Event-ID resumes without a gap', async (t) => {
    const streams = 5
    const { app, org, base, connections, stalledClient } = await serve(t, { stallMs: STALL_MS, streams })
    const clients: Socket[] = []
    for (let i = 0; i < streams; i++) clients.push(await stalledClient())
    await eventually(async () => connections.length === streams && connections.every((c) => c.closed), 60_000)
    for (const c of connections) {
      // Closed by the service once its socket had no room for the stall bound: not before, and
      // soon after its last byte (which the sampler may see late, never early).
      assert.ok(
        c.closed! - c.opened >= STALL_MS,
        `closed ${Math.round(c.closed! - c.opened)} ms after it opened`,
      )
      const waited = c.closed! - c.progressed
      assert.ok(waited < STALL_MS + 3000, `closed ${Math.round(waited)} ms after the last byte`)
    }
    await eventually(async () => app.services.events.held === 0)

    // What the client gets when it reads at last: whole messages in order, then the end, maybe
    // within a message; it resumes from the last whole one and nothing is missing.
    const client = clients[0]!
    const received: Buffer[] = []
    client.on('data', (d: Buffer) => received.push(d))
    const closed = new Promise((resolve) => client.once('close', resolve))
    client.resume()
    await closed
    const ids = sseIds(Buffer.concat(received))
    assert.ok(ids.length > 0 && ids.length < BACKLOG, `${ids.length} events before the end`)
    assert.deepEqual(
      ids,
      Array.from(ids, (_, i) => i + 1),
    )
    const stop = new AbortController()
    t.after(() => stop.abort())
    const res = await fetch(`${base}/events`, {
      headers: { ...keyHeader(org.key), accept: 'text/event-stream', 'last-event-id': String(ids.at(-1)) },
      signal: stop.signal,
    })
    const rest = new SseReader(res)
    // Event 1 is the key's api_key.created, the backlog 2 to BACKLOG + 1.
    await rest.until((m) => m.at(-1)?.id === String(BACKLOG + 1), 60_000)
    assert.deepEqual(
      rest.events().map((e) => Number(e.id)),
      Array.from({ length: BACKLOG + 1 - ids.length }, (_, i) => ids.length + i + 1),
    )
  })

  test('a client that reads gets every event in order, as does one that stops reading for less than the stall bound', async (t) => {
    const { base, org } = await serve(t, { stallMs: STALL_MS, streams: 2 })
    const stop = new AbortController()
    t.after(() => stop.abort())
    const open = () =>
      fetch(`${base}/events`, {
        headers: { ...keyHeader(org.key), accept: 'text/event-stream' },
        signal: stop.signal,
      })
    const reading = new SseReader(await open())
    // Not read for a while: its socket fills, the stream waits for room, then goes on.
    const paused = await open()
    await new Promise((r) => setTimeout(r, STALL_MS / 2))
    const late = new SseReader(paused)
    for (const stream of [reading, late]) {
      await stream.until((m) => m.at(-1)?.id === String(BACKLOG + 1), 60_000)
      assert.deepEqual(
        stream.events().map((e) => Number(e.id)),
        Array.from({ length: BACKLOG + 1 }, (_, i) => i + 1),
      )
      assert.equal(stream.ended, false)
    }
  })
})

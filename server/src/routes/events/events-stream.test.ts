import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson } from '../../testing/people-fixtures.ts'
import { SseReader } from '../../testing/sse-reader.ts'
import { buildTestApp, NO_JOB_WORKER } from '../../testing/test-app.ts'
import { eventually } from '../../testing/webhook-receiver.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>['app']

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as { port: number }
  return `http://127.0.0.1:${port}`
}

async function open(
  base: string,
  key: string,
  query = '',
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<SseReader> {
  const res = await fetch(`${base}/events${query ? `?${query}` : ''}`, {
    headers: { ...keyHeader(key), accept: 'text/event-stream', ...headers },
    signal,
  })
  assert.equal(res.status, 200)
  assert.match(res.headers.get('content-type') ?? '', /^text\/event-stream/)
  assert.equal(res.headers.get('cache-control'), 'no-store')
  return new SseReader(res)
}

const accept = (app: App, key: string, id: string) =>
  app.inject({ method: 'POST', url: `/datasets/${id}/accept`, headers: keyHeader(key) })

describe('GET /events as server-sent events', () => {
  test('each event as id (its cursor), event (its type) and data; new events arrive as they commit', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const base = await listen(app)
    const a = await createDataset(app, org.id)
    const stop = new AbortController()
    t.after(() => stop.abort())
    const stream = await open(base, org.key, 'after=0', {}, stop.signal)
    await stream.until((m) => m.some((e) => e.event === 'dataset.created'))
    // Event 1 is the test key's api_key.created.
    const created = stream.events().find((e) => e.event === 'dataset.created')!
    assert.equal(created.id, '2')
    assert.deepEqual(JSON.parse(created.data!).data, {
      dataset_id: a.id,
      status: 'pending',
      data_type: 'episode',
    })

    const started = performance.now()
    assert.equal((await accept(app, org.key, a.id)).statusCode, 200)
    const [, accepted] = (await stream.until((m) => m.filter((e) => e.data).length === 3))
      .filter((e) => e.data)
      .slice(1)
    assert.ok(performance.now() - started < 1000)
    assert.equal(accepted!.id, '3')
    assert.equal(accepted!.event, 'dataset.accepted')
    const body = JSON.parse(accepted!.data!)
    assert.equal(body.type, 'dataset.accepted')
    assert.equal(body.organization_id, org.id)
    assert.deepEqual(body.data, { dataset_id: a.id, status: 'accepted' })
  })

  test('Last-Event-ID resumes after that event (it wins over after); types skip, and an id alone moves the cursor past them', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const base = await listen(app)
    const ds = [
      await createDataset(app, org.id),
      await createDataset(app, org.id),
      await createDataset(app, org.id),
    ]
    for (const d of ds) await accept(app, org.key, d.id)
    const stop = new AbortController()
    t.after(() => stop.abort())
    // Event 1 the key, 2–4 created, 5–7 accepted; resume after 5.
    const resumed = await open(base, org.key, 'after=0', { 'last-event-id': '5' }, stop.signal)
    const got = await resumed.until((m) => m.filter((e) => e.data).length === 2)
    assert.deepEqual(
      got.filter((e) => e.data).map((e) => e.id),
      ['6', '7'],
    )
    const only = await open(base, org.key, 'after=0&types=dataset.accepted', {}, stop.signal)
    const msgs = await only.until((m) => m.some((e) => e.id === '7'))
    assert.deepEqual(
      only.events().map((e) => [e.id, e.event]),
      [
        ['5', 'dataset.accepted'],
        ['6', 'dataset.accepted'],
        ['7', 'dataset.accepted'],
      ],
    )
    // A create is skipped by the filter: the cursor moves with an id alone, no event.
    await createDataset(app, org.id)
    await only.until((m) => m.some((e) => e.id === '8'))
    assert.equal(msgs.find((e) => e.id === '8')!.data, undefined)
    assert.equal(only.events().length, 3)
  })

  test('after=now starts at the end and says where (a reconnect resumes from there)', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const base = await listen(app)
    await createDataset(app, org.id)
    const stop = new AbortController()
    t.after(() => stop.abort())
    const stream = await open(base, org.key, 'after=now', {}, stop.signal)
    await stream.until((m) => m.length > 0)
    assert.deepEqual(stream.messages[0], { id: '2' })
    assert.equal(stream.events().length, 0)
  })

  test('a cursor no longer kept answers 410 as JSON before any stream; a malformed Last-Event-ID 422', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const ahead = await app.inject({
      url: '/events',
      headers: { ...keyHeader(org.key), accept: 'text/event-stream', 'last-event-id': '99' },
    })
    assert.equal(ahead.statusCode, 410)
    assert.match(ahead.json().detail, /start again from a list/)
    const bad = await app.inject({
      url: '/events',
      headers: { ...keyHeader(org.key), accept: 'text/event-stream', 'last-event-id': 'x1' },
    })
    assert.equal(bad.statusCode, 422)
    const anonymous = await app.inject({ url: '/events', headers: { accept: 'text/event-stream' } })
    assert.equal(anonymous.statusCode, 401)
  })

  test("another organization's events never reach a stream", async (t) => {
    const { app, org, other } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const base = await listen(app)
    const stop = new AbortController()
    t.after(() => stop.abort())
    const mine = await open(base, org.key, 'after=0', {}, stop.signal)
    const theirs = await open(base, other.key, 'after=0', {}, stop.signal)
    const d = await createDataset(app, other.id)
    await accept(app, other.key, d.id)
    const own = await createDataset(app, org.id)
    await theirs.until((m) => m.filter((e) => e.data).length === 3)
    await mine.until((m) => m.filter((e) => e.data).length === 2)
    await new Promise((r) => setTimeout(r, 200))
    assert.deepEqual(
      mine.events().map((e) => JSON.parse(e.data!).data.dataset_id),
      [undefined, own.id],
    )
    for (const e of theirs.events()) assert.equal(JSON.parse(e.data!).organization_id, other.id)
  })

  test('a stream ends when its access does: the key revoked, the session signed out, the person removed', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const owner = await addPerson(app, org.id, 'owner')
    const signedOut = await addPerson(app, org.id, 'viewer')
    const removed = await addPerson(app, org.id, 'reviewer')
    const key = (
      await app.inject({
        method: 'POST',
        url: '/org/api-keys',
        headers: owner.session.write,
        payload: { name: 'pipeline' },
      })
    ).json()
    const base = await listen(app)
    const stop = new AbortController()
    t.after(() => stop.abort())
    const openWith = async (headers: Record<string, string>) => {
      const res = await fetch(`${base}/events?after=now`, {
        headers: { ...headers, accept: 'text/event-stream' },
        signal: stop.signal,
      })
      assert.equal(res.status, 200)
      const stream = new SseReader(res)
      await stream.until((m) => m.length > 0)
      return stream
    }
    const byKey = await openWith(keyHeader(key.key))
    const bySession = await openWith(signedOut.session.read)
    const byRemoved = await openWith(removed.session.read)
    const untouched = await openWith(keyHeader(org.key))

    const ends = async (
      stream: SseReader,
      change: () => Promise<{ statusCode: number }>,
      expected: number,
    ) => {
      assert.equal((await change()).statusCode, expected)
      const started = performance.now()
      await stream.until(() => stream.ended, 2000).catch(() => {})
      assert.ok(stream.ended, 'the stream ended')
      assert.ok(performance.now() - started < 1000, 'at once')
    }
    await ends(
      byKey,
      () => app.inject({ method: 'DELETE', url: `/org/api-keys/${key.id}`, headers: owner.session.write }),
      204,
    )
    await ends(
      bySession,
      () => app.inject({ method: 'POST', url: '/auth/sign-out', headers: signedOut.session.write }),
      204,
    )
    await ends(
      byRemoved,
      () => app.inject({ method: 'DELETE', url: `/org/members/${removed.id}`, headers: owner.session.write }),
      204,
    )
    // Reconnecting with the ended access is refused; a stream whose access holds goes on.
    const again = await fetch(`${base}/events?after=now`, {
      headers: { ...signedOut.session.read, accept: 'text/event-stream' },
    })
    assert.equal(again.status, 401)
    assert.equal(untouched.ended, false)
  })

  test('open streams are capped per API key or person and per organization: 429 with {detail} and Retry-After; a closed stream frees its place', async (t) => {
    const { app, org, other } = await buildTestApp(t, {
      env: { ...NO_JOB_WORKER, EVENT_STREAMS_MAX_PER_CALLER: '2', EVENT_STREAMS_MAX_PER_ORGANIZATION: '3' },
    })
    const person = await addPerson(app, org.id, 'viewer')
    const base = await listen(app)
    const stop = new AbortController()
    t.after(() => stop.abort())
    const attempt = (headers: Record<string, string>, signal = stop.signal) =>
      fetch(`${base}/events?after=now`, { headers: { ...headers, accept: 'text/event-stream' }, signal })
    const refused = async (res: Response, limit: RegExp) => {
      assert.equal(res.status, 429)
      assert.equal(res.headers.get('retry-after'), '5')
      assert.match(res.headers.get('content-type') ?? '', /^application\/json/)
      const body = (await res.json()) as { detail: string }
      assert.deepEqual(Object.keys(body), ['detail'])
      assert.match(body.detail, limit)
    }
    const first = new AbortController()
    await open(base, org.key, 'after=now', {}, first.signal)
    await open(base, org.key, 'after=now', {}, stop.signal)
    await refused(await attempt(keyHeader(org.key)), /at most 2 per API key or person/)
    // The person is another caller of the organization: its first stream is the organization's third.
    const personal = await attempt(person.session.read)
    assert.equal(personal.status, 200)
    new SseReader(personal)
    await refused(await attempt(person.session.read), /at most 3 per organization/)
    // Another organization's callers have places of their own.
    await open(base, other.key, 'after=now', {}, stop.signal)
    // A long poll that would wait needs a place too; one with events to answer does not.
    const poll = await app.inject({ url: '/events?after=now&wait=5', headers: keyHeader(org.key) })
    assert.equal(poll.statusCode, 429)
    assert.match(poll.json().detail, /at most 2 per API key or person/)
    assert.equal(poll.headers['retry-after'], '5')
    const ready = await app.inject({ url: '/events?after=0&wait=5', headers: keyHeader(org.key) })
    assert.equal(ready.statusCode, 200)
    assert.ok(ready.json().events.length > 0)

    // Closing a stream gives its place back: the key opens one again.
    first.abort()
    const reopened = await eventually(async () => {
      const res = await attempt(keyHeader(org.key))
      if (res.status === 200) return res
      await refused(res, /at most 2 per API key or person/)
      return undefined
    })
    new SseReader(reopened)
    assert.equal(app.services.events.held, 4)
  })

  test('a waiting long poll holds a place until it answers; a burst past the cap is refused with 429s, never a 500, and nothing is left held', async (t) => {
    const { app, org, other } = await buildTestApp(t, {
      env: { ...NO_JOB_WORKER, EVENT_STREAMS_MAX_PER_CALLER: '2' },
    })
    const base = await listen(app)
    const stop = new AbortController()
    t.after(() => stop.abort())
    const waiting = fetch(`${base}/events?after=now&wait=30`, {
      headers: keyHeader(org.key),
      signal: stop.signal,
    })
    await eventually(async () => app.services.events.held === 1)
    await open(base, org.key, 'after=now', {}, stop.signal)
    const third = await fetch(`${base}/events?after=now`, {
      headers: { ...keyHeader(org.key), accept: 'text/event-stream' },
      signal: stop.signal,
    })
    assert.equal(third.status, 429)
    await third.body?.cancel()
    // An event commits: the long poll answers and its place is free again.
    await createDataset(app, org.id)
    const answered = await waiting
    assert.equal(answered.status, 200)
    assert.equal(((await answered.json()) as { events: unknown[] }).events.length, 1)
    await eventually(async () => app.services.events.held === 1)
    await open(base, org.key, 'after=now', {}, stop.signal)

    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${base}/events?after=now`, {
          headers: { ...keyHeader(other.key), accept: 'text/event-stream' },
          signal: stop.signal,
        }),
      ),
    )
    assert.deepEqual(burst.map((r) => r.status).sort(), [200, 200, 429, 429, 429, 429, 429, 429, 429, 429])
    for (const r of burst) if (r.status === 429) await r.body?.cancel()
    stop.abort()
    await eventually(async () => app.services.events.held === 0)
  })

  test('a signed-in member streams too; the stream ends cleanly when the service shuts down', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const member = await addPerson(app, org.id, 'reviewer')
    const base = await listen(app)
    const res = await fetch(`${base}/events?after=now`, {
      headers: { ...member.session.read, accept: 'text/event-stream' },
    })
    assert.equal(res.status, 200)
    const stream = new SseReader(res)
    await stream.until((m) => m.length > 0)
    const started = performance.now()
    await app.close()
    await stream.until(() => stream.ended)
    assert.ok(performance.now() - started < 2000, 'the service closed without waiting for the stream')
  })
})

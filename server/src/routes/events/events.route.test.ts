import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { sql } from 'kysely'
import type { Caller } from '../../common/caller.ts'
import type { Event } from '../../events/event.schema.ts'
import { createDataset, createIteration, keyHeader } from '../../testing/fixtures.ts'
import { addPerson, manualClock } from '../../testing/people-fixtures.ts'
import { buildTestApp, NO_JOB_WORKER } from '../../testing/test-app.ts'
import { TEST_ENGINE } from '../../testing/test-database.ts'

type Page = { events: Event[]; next: string }
type App = Awaited<ReturnType<typeof buildTestApp>>['app']

async function feed(app: App, key: string, query = ''): Promise<Page> {
  const res = await app.inject({ url: `/events${query ? `?${query}` : ''}`, headers: keyHeader(key) })
  assert.equal(res.statusCode, 200, res.body)
  return res.json()
}

/** Reads the whole feed from `after`, page by page, as a consumer would. */
async function readAll(
  app: App,
  key: string,
  after = '0',
  limit = 500,
): Promise<{ events: Event[]; next: string }> {
  const events: Event[] = []
  let next = after
  for (;;) {
    const page = await feed(app, key, `after=${next}&limit=${limit}`)
    events.push(...page.events)
    if (page.next === next) return { events, next }
    next = page.next
  }
}

async function callerOfKey(app: App, key: string): Promise<Caller> {
  const caller = await app.services.apiKeys.authenticate(key)
  assert.ok(caller)
  return caller
}

describe('GET /events', () => {
  test('every kind of change writes its thin event, oldest first, with unique ids', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const owner = await addPerson(app, org.id, 'owner')
    const a = await createDataset(app, org.id)
    const b = await createDataset(app, org.id)
    await app.inject({ method: 'POST', url: `/datasets/${a.id}/accept`, headers: keyHeader(org.key) })
    await app.inject({
      method: 'POST',
      url: `/datasets/${b.id}/reject`,
      headers: keyHeader(org.key),
      payload: { reason: 'blurry' },
    })
    const v0 = await createDataset(app, org.id, { data_type: 'synthetic_pov' })
    const v1 = await createIteration(app, v0.id)
    const c = await createDataset(app, org.id)
    await app.services.datasetAdmin.setStatus(c.id, {
      status: 'for_admin_review',
      reason: 'check the labels',
    })
    const release = await app.inject({
      method: 'POST',
      url: '/releases',
      headers: keyHeader(org.key),
      payload: { program: 'software', dataset_ids: [a.id] },
    })
    assert.equal(release.statusCode, 201, release.body)
    const key = await app.inject({
      method: 'POST',
      url: '/org/api-keys',
      headers: owner.session.write,
      payload: { name: 'pipeline' },
    })
    assert.equal(key.statusCode, 201, key.body)
    const keyId = key.json().id
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/org/api-keys/${keyId}`,
      headers: owner.session.write,
    })
    assert.equal(revoked.statusCode, 204, revoked.body)

    // A session reads the same feed as a key.
    const res = await app.inject({ url: '/events?limit=500', headers: owner.session.read })
    assert.equal(res.statusCode, 200, res.body)
    const { events } = res.json() as Page
    assert.deepEqual(
      events.map((e) => [e.type, e.data]),
      [
        ['api_key.created', { api_key_id: org.keyId }],
        ['dataset.created', { dataset_id: a.id, status: 'pending', data_type: 'episode' }],
        ['dataset.created', { dataset_id: b.id, status: 'pending', data_type: 'episode' }],
        ['dataset.accepted', { dataset_id: a.id, status: 'accepted' }],
        ['dataset.rejected', { dataset_id: b.id, status: 'rejected', reason: 'blurry' }],
        ['dataset.created', { dataset_id: v0.id, status: 'pending', data_type: 'synthetic_pov' }],
        [
          'dataset.superseded',
          {
            dataset_id: v0.id,
            status: 'superseded',
            reason: 'Replaced by version 1: feet slide on the third step',
            replaced_by: v1.id,
          },
        ],
        [
          'dataset.iterated',
          {
            dataset_id: v1.id,
            status: 'pending',
            iteration_group_id: (
              await app.services.datasets.iterations(await callerOfKey(app, org.key), v1.id)
            ).iteration_group_id,
            version: 1,
            parent_dataset_id: v0.id,
          },
        ],
        ['dataset.created', { dataset_id: c.id, status: 'pending', data_type: 'episode' }],
        [
          'dataset.status_changed',
          { dataset_id: c.id, from: 'pending', status: 'for_admin_review', reason: 'check the labels' },
        ],
        ['release.created', { release_id: release.json().id, program: 'software', dataset_count: 1 }],
        ['api_key.created', { api_key_id: keyId }],
        ['api_key.revoked', { api_key_id: keyId }],
      ],
    )
    assert.equal(new Set(events.map((e) => e.id)).size, events.length, 'unique ids')
    for (const e of events) {
      assert.equal(e.organization_id, org.id)
      assert.deepEqual(Object.keys(e).sort(), ['data', 'id', 'organization_id', 'timestamp', 'type'])
    }
  })

  test('cursors: pages follow `next` without gaps or repeats; types filter; no after, after=now', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const ds = []
    for (let i = 0; i < 5; i++) ds.push(await createDataset(app, org.id))
    for (const d of ds.slice(0, 3))
      await app.inject({ method: 'POST', url: `/datasets/${d.id}/accept`, headers: keyHeader(org.key) })
    // 1 key + 5 created + 3 accepted.
    const all = await feed(app, org.key)
    assert.equal(all.events.length, 9)
    assert.equal(all.next, '9')

    const seen: string[] = []
    let next: string | undefined
    for (let page = 0; page < 5; page++) {
      const p = await feed(app, org.key, `limit=2${next ? `&after=${next}` : ''}`)
      seen.push(...p.events.map((e) => e.id))
      next = p.next
    }
    assert.deepEqual(
      seen,
      all.events.map((e) => e.id),
      'pages of 2 give the same events in the same order',
    )
    assert.equal(next, '9')

    const accepted = await feed(app, org.key, 'types=dataset.accepted&limit=2')
    assert.deepEqual(
      accepted.events.map((e) => e.data),
      ds.slice(0, 2).map((d) => ({ dataset_id: d.id, status: 'accepted' })),
    )
    const rest = await feed(app, org.key, `types=dataset.accepted,release.created&after=${accepted.next}`)
    assert.deepEqual(
      rest.events.map((e) => e.data),
      [{ dataset_id: ds[2]!.id, status: 'accepted' }],
    )
    assert.equal(rest.next, '9', 'a short page moves the cursor past what it skipped')

    const now = await feed(app, org.key, 'after=now')
    assert.deepEqual(now, { events: [], next: '9' })
    await app.inject({ method: 'POST', url: `/datasets/${ds[3]!.id}/accept`, headers: keyHeader(org.key) })
    const after = await feed(app, org.key, `after=${now.next}`)
    assert.deepEqual(
      after.events.map((e) => e.type),
      ['dataset.accepted'],
    )
    assert.deepEqual(await feed(app, org.key, `after=${after.next}`), { events: [], next: '10' })

    for (const bad of [
      'after=-1',
      'after=abc',
      'after=01',
      'types=dataset.deleted',
      'types=',
      'limit=0',
      'limit=501',
      'wait=61',
    ]) {
      const res = await app.inject({ url: `/events?${bad}`, headers: keyHeader(org.key) })
      assert.equal(res.statusCode, 422, bad)
      assert.equal(typeof res.json().detail, 'string')
    }
    const ahead = await app.inject({ url: '/events?after=11', headers: keyHeader(org.key) })
    assert.equal(ahead.statusCode, 410)
    assert.match(ahead.json().detail, /start again from a list/)
    assert.equal((await app.inject({ url: '/events' })).statusCode, 401)
  })

  test('each organization sees only its own events', async (t) => {
    const { app, org, other } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const mine = await createDataset(app, org.id)
    const theirs = await createDataset(app, other.id)
    await app.inject({ method: 'POST', url: `/datasets/${theirs.id}/accept`, headers: keyHeader(other.key) })
    await app.inject({ method: 'POST', url: `/datasets/${mine.id}/accept`, headers: keyHeader(org.key) })
    const a = await readAll(app, org.key)
    const b = await readAll(app, other.key)
    assert.ok(a.events.every((e) => e.organization_id === org.id))
    assert.ok(b.events.every((e) => e.organization_id === other.id))
    assert.ok(!JSON.stringify(a.events).includes(theirs.id))
    assert.ok(!JSON.stringify(b.events).includes(mine.id))
    assert.deepEqual(
      b.events.map((e) => e.type),
      ['api_key.created', 'dataset.created', 'dataset.accepted'],
      'numbered per organization: the other one has its own 1, 2, 3',
    )
    assert.equal(b.next, '3')
  })

  test('50 concurrent accepts give 50 dataset.accepted events, numbered without gaps, no id twice', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const ds = []
    for (let i = 0; i < 50; i++) ds.push(await createDataset(app, org.id))
    const before = (await feed(app, org.key, 'after=now')).next
    // As a client does (client/README.md): a 503 (no pool connection in time on a busy host) is retried.
    const accept = async (id: string) => {
      for (let attempt = 1; ; attempt++) {
        const res = await app.inject({
          method: 'POST',
          url: `/datasets/${id}/accept`,
          headers: keyHeader(org.key),
        })
        if (res.statusCode !== 503 || attempt === 10) return res
        await new Promise((r) => setTimeout(r, 100 * attempt))
      }
    }
    const answers = await Promise.all(ds.map((d) => accept(d.id)))
    const refused = answers.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body}`)
    assert.deepEqual(refused, [], 'every accept succeeds')
    const { events, next } = await readAll(app, org.key, before, 7)
    assert.equal(events.length, 50)
    assert.ok(events.every((e) => e.type === 'dataset.accepted'))
    assert.equal(new Set(events.map((e) => e.id)).size, 50, 'no id twice')
    assert.deepEqual(
      new Set(events.map((e) => (e.data as { dataset_id: string }).dataset_id)),
      new Set(ds.map((d) => d.id)),
    )
    assert.equal(Number(next), Number(before) + 50, 'numbers without gaps: 50 more, 50 events')
  })

  test('a transition that rolls back leaves no event and no number used', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const { db, dialect } = app.deps
    const d = await createDataset(app, org.id)
    const before = (await feed(app, org.key, 'after=now')).next
    // The accept's transaction fails after it wrote its event: a trigger refuses the event row.
    if (dialect.name === 'postgres') {
      await sql`create function refuse_event() returns trigger language plpgsql as $$
        begin raise exception 'refused for the test'; end $$`.execute(db)
      await sql`create trigger refuse_event after insert on events for each row
        execute function refuse_event()`.execute(db)
    } else {
      await sql`create trigger refuse_event after insert on events
        begin select raise(abort, 'refused for the test'); end`.execute(db)
    }
    const caller = await callerOfKey(app, org.key)
    await assert.rejects(app.services.datasets.accept(caller, d.id), /refused for the test/)
    await sql`drop trigger refuse_event${sql.raw(dialect.name === 'postgres' ? ' on events' : '')}`.execute(
      db,
    )
    assert.equal((await app.services.datasets.get(caller, d.id)).status, 'pending', 'the change rolled back')
    assert.deepEqual(await feed(app, org.key, `after=${before}`), { events: [], next: before })

    await app.services.datasets.accept(caller, d.id)
    const after = await feed(app, org.key, `after=${before}`)
    assert.deepEqual(
      after.events.map((e) => e.type),
      ['dataset.accepted'],
    )
    assert.equal(
      Number(after.next),
      Number(before) + 1,
      'the next change takes the number the failed one had',
    )
  })

  test('retention: old events are swept as a prefix; a cursor before them answers 410', async (t) => {
    const clock = manualClock('2026-03-01T00:00:00.000Z')
    const { app, org } = await buildTestApp(t, {
      clock,
      env: { ...NO_JOB_WORKER, EVENT_RETENTION_DAYS: '30' },
    })
    const old = await createDataset(app, org.id)
    clock.advance(20 * 86_400_000)
    await createDataset(app, org.id)
    clock.advance(11 * 86_400_000)
    // The key and the first dataset, and the other organization's key: older than 30 days.
    assert.equal(await app.services.events.sweep(), 3)
    const kept = await feed(app, org.key)
    assert.deepEqual(
      kept.events.map((e) => e.type),
      ['dataset.created'],
    )
    assert.notEqual((kept.events[0]!.data as { dataset_id: string }).dataset_id, old.id)
    assert.equal(kept.next, '3')
    assert.equal((await feed(app, org.key, 'after=2')).events.length, 1, 'right before the oldest kept: fine')
    for (const after of ['0', '1']) {
      const res = await app.inject({ url: `/events?after=${after}`, headers: keyHeader(org.key) })
      assert.equal(res.statusCode, 410, after)
      assert.match(res.json().detail, /no longer kept; start again from a list/)
    }
    clock.advance(30 * 86_400_000)
    assert.equal(await app.services.events.sweep(), 1)
    assert.deepEqual(
      await feed(app, org.key),
      { events: [], next: '3' },
      'nothing kept: the start is the end',
    )
    assert.deepEqual(await feed(app, org.key, 'after=3'), { events: [], next: '3' })
    assert.equal((await app.inject({ url: '/events?after=2', headers: keyHeader(org.key) })).statusCode, 410)
    await createDataset(app, org.id)
    assert.deepEqual(
      (await feed(app, org.key, 'after=3')).events.map((e) => e.type),
      ['dataset.created'],
    )
  })

  test('wait: a commit that does not match does not answer; a matching one does; an empty wait lasts its time', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const [a, b] = [await createDataset(app, org.id), await createDataset(app, org.id)]
    const start = (await feed(app, org.key, 'after=now')).next
    let answered = false
    const waiting = app
      .inject({ url: `/events?after=${start}&types=dataset.accepted&wait=20`, headers: keyHeader(org.key) })
      .finally(() => {
        answered = true
      })
    await until(() => app.services.events.waiting === 1)
    await app.inject({
      method: 'POST',
      url: `/datasets/${b.id}/reject`,
      headers: keyHeader(org.key),
      payload: { reason: 'no' },
    })
    await new Promise((r) => setTimeout(r, 300))
    assert.equal(answered, false, 'a rejection does not answer a wait for acceptances')
    await app.inject({ method: 'POST', url: `/datasets/${a.id}/accept`, headers: keyHeader(org.key) })
    const page = (await waiting).json() as Page
    assert.deepEqual(
      page.events.map((e) => e.data),
      [{ dataset_id: a.id, status: 'accepted' }],
    )
    assert.equal(Number(page.next), Number(start) + 2)

    const t0 = performance.now()
    const empty = await feed(app, org.key, `after=${page.next}&wait=1`)
    assert.deepEqual(empty, { events: [], next: page.next })
    assert.ok(performance.now() - t0 >= 950, 'an empty wait lasts its seconds')
    assert.equal(app.services.events.waiting, 0)
  })

  test('wait: answers within 100 ms of a commit in the same instance', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const latency = await medianWakeLatency(app, app, org)
    assert.ok(latency < 100, `answered ${latency} ms after the commit (median of 5)`)
  })

  test('wait: answers within 100 ms of a commit made through another instance on the same database', async (t) => {
    const { app, org, dataDir } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const { buildApp } = await import('../../app.ts')
    const { loadConfig } = await import('../../config.ts')
    // The second instance shares the database (the SQLite file, or the PostgreSQL database) and
    // nothing in memory: only a notification or the poll can tell the first one.
    const url = TEST_ENGINE === 'postgres' ? app.config.databaseUrl : undefined
    const second = await buildApp(
      loadConfig({
        ...(url ? { DATABASE_URL: url } : {}),
        DATA_DIR: dataDir,
        DEMO: '0',
        LOG_LEVEL: 'silent',
        ...NO_JOB_WORKER,
      }),
    )
    t.after(() => second.close())
    const latency = await medianWakeLatency(app, second, org)
    assert.ok(latency < 100, `answered ${latency} ms after the commit (median of 5)`)
  })

  test('a waiting request answers at once when the service shuts down', async (t) => {
    const { app, org } = await buildTestApp(t, { env: NO_JOB_WORKER })
    const t0 = performance.now()
    const waiting = app.inject({ url: '/events?after=now&wait=30', headers: keyHeader(org.key) })
    await until(() => app.services.events.waiting === 1)
    await app.close()
    const res = await waiting
    assert.equal(res.statusCode, 200, res.body)
    assert.deepEqual(res.json().events, [])
    assert.ok(performance.now() - t0 < 5000)
  })
})

async function until(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !cond(); i++) await new Promise((r) => setTimeout(r, 10))
  assert.ok(cond(), 'waited 5 s for a condition')
}

/**
 * Milliseconds from a commit made through `writer` to the answer of a request waiting on
 * `reader`, the median of five (the machine running the tests is shared and sometimes slow).
 */
async function medianWakeLatency(
  reader: App,
  writer: App,
  org: { id: string; key: string },
): Promise<number> {
  const latencies: number[] = []
  for (let i = 0; i < 5; i++) {
    const d = await createDataset(writer, org.id)
    const start = (await feed(reader, org.key, 'after=now')).next
    let answeredAt = 0
    const waiting = reader
      .inject({ url: `/events?after=${start}&wait=20`, headers: keyHeader(org.key) })
      .then((res) => {
        answeredAt = performance.now()
        return res
      })
    await until(() => reader.services.events.waiting === 1)
    await new Promise((r) => setTimeout(r, 50))
    assert.equal(answeredAt, 0, 'nothing to answer yet')
    const res = await writer.inject({
      method: 'POST',
      url: `/datasets/${d.id}/accept`,
      headers: keyHeader(org.key),
    })
    const committedAt = performance.now()
    assert.equal(res.statusCode, 200)
    const page = (await waiting).json() as Page
    assert.deepEqual(
      page.events.map((e) => e.data),
      [{ dataset_id: d.id, status: 'accepted' }],
    )
    latencies.push(Math.max(0, Math.round(answeredAt - committedAt)))
  }
  return latencies.sort((a, b) => a - b)[2]!
}

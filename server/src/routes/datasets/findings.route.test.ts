import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { CheckFinding } from '../../findings/finding.service.ts'
import { muxedVideo } from '../../streams/readers/video-fixtures.ts'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson } from '../../testing/people-fixtures.ts'
import { datasetWithFile, settledStreams, uploadNamed } from '../../testing/stream-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'
import { eventually, WebhookReceiver } from '../../testing/webhook-receiver.ts'

const json = { 'content-type': 'application/json' }

/** 10 s of telemetry at 10 Hz: t = 0, 0.1 … 9.9 (duration 9.9 s). */
const csv = () =>
  [
    't,battery_v,current_a',
    ...Array.from({ length: 100 }, (_, i) => `${i / 10},${24 - i / 100},${i % 5}`),
  ].join('\n')

async function telemetry(app: FastifyInstance, org: { id: string; key: string }) {
  const { dataset, streams } = await datasetWithFile(app, org, csv(), 'run.csv')
  assert.equal(streams.status, 'ready')
  return dataset
}

/**
 * Waits for the automatic checks (docs/checks.md) to end, then removes what they recorded for these
 * datasets — their findings, their checks, the verdict — so the test drives the verdict itself.
 */
async function quiet(app: FastifyInstance, ids: readonly string[]): Promise<void> {
  const db = app.deps.db
  const checks = (app.services as { checks?: { idle(): Promise<void> } }).checks
  // Checks are planned once the index job has ended, which is after the streams read `ready`.
  if (checks)
    await eventually(async () => {
      await checks.idle()
      const rows = await db
        .selectFrom('dataset_checks')
        .select(['dataset_id', 'ran_at'])
        .where('dataset_id', 'in', [...ids])
        .execute()
      return ids.every((id) => rows.some((r) => r.dataset_id === id)) && rows.every((r) => r.ran_at !== null)
    }, 60_000)
  await db
    .deleteFrom('findings')
    .where('dataset_id', 'in', [...ids])
    .where('source_kind', '=', 'check')
    .execute()
  await db
    .deleteFrom('dataset_checks')
    .where('dataset_id', 'in', [...ids])
    .execute()
  await db
    .updateTable('datasets')
    .set({ verdict: 'pending' })
    .where('id', 'in', [...ids])
    .execute()
}

/** The organization's events of these types, oldest first. */
async function events(app: FastifyInstance, key: string, types: string, after = '0') {
  const res = await app.inject({
    url: `/events?types=${types}&limit=500&after=${after}`,
    headers: keyHeader(key),
  })
  assert.equal(res.statusCode, 200, res.body)
  return res.json().events as { type: string; data: Record<string, unknown> }[]
}

/** The feed's head now: events after it are those of what the test does next. */
async function head(app: FastifyInstance, key: string): Promise<string> {
  return (await app.inject({ url: '/events?after=now', headers: keyHeader(key) })).json().next
}

const post = (app: FastifyInstance, headers: Record<string, string>, id: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: `/datasets/${id}/findings`,
    headers: { ...headers, ...json },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })

const gap = (over: Partial<CheckFinding> = {}): CheckFinding => ({
  code: 'timestamp_gap',
  severity: 'warning',
  start_seconds: 2,
  end_seconds: 2.5,
  streams: ['battery_v'],
  message: 'battery_v has no sample for 0.5 s between 2 s and 2.5 s (its rate is 10 Hz)',
  ...over,
})

describe('findings of a dataset', () => {
  test('a person files a finding, confirms it, and a rejection cites it: the decision lists it', async (t) => {
    const { app, org } = await buildTestApp(t)
    const ada = await addPerson(app, org.id, 'reviewer', { name: 'Ada Lovelace' })
    const d = await telemetry(app, org)
    await quiet(app, [d.id])
    const from = await head(app, org.key)
    const created = await post(app, ada.session.write, d.id, {
      code: 'battery_sag',
      severity: 'error',
      start_seconds: 2,
      end_seconds: 3.05,
      streams: ['battery_v'],
      message: 'Battery fell 0.4 V between 2 s and 3 s under no load',
    })
    assert.equal(created.statusCode, 201, created.body)
    const f = created.json()
    assert.equal(f.dataset_id, d.id)
    assert.equal(f.status, 'open')
    assert.deepEqual(f.frames, { battery_v: [20, 30] })
    assert.deepEqual(f.source, {
      kind: 'person',
      check: null,
      actor: { kind: 'user', id: ada.id, name: 'Ada Lovelace' },
    })
    assert.equal(f.note, null)

    const patched = await app.inject({
      method: 'PATCH',
      url: `/datasets/${d.id}/findings/${f.id}`,
      headers: { ...ada.session.write, ...json },
      payload: JSON.stringify({ status: 'confirmed', note: 'seen in the plot, clear as day' }),
    })
    assert.equal(patched.statusCode, 200, patched.body)
    assert.equal(patched.json().status, 'confirmed')
    assert.equal(patched.json().note, 'seen in the plot, clear as day')

    const list = await app.inject({ url: `/datasets/${d.id}/findings`, headers: keyHeader(org.key) })
    assert.equal(list.statusCode, 200)
    assert.deepEqual(
      list.json().findings.map((x: { id: string; status: string }) => [x.id, x.status]),
      [[f.id, 'confirmed']],
    )
    assert.equal(list.json().verdict, 'pending', 'no check has run yet')

    const rejected = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/reject`,
      headers: { ...ada.session.write, ...json },
      payload: JSON.stringify({ reason: 'battery sags', finding_ids: [f.id] }),
    })
    assert.equal(rejected.statusCode, 200, rejected.body)
    const decision = (
      await app.inject({ url: `/datasets/${d.id}/decision`, headers: keyHeader(org.key) })
    ).json()
    assert.equal(decision.status, 'rejected')
    assert.equal(decision.reason, 'battery sags')
    assert.deepEqual(decision.finding_ids, [f.id])
    assert.equal(decision.decided_by.name, 'Ada Lovelace')

    const types = (await events(app, org.key, 'finding.created,finding.updated,dataset.rejected', from)).map(
      (e) => [e.type, e.data.finding_id ?? e.data.dataset_id],
    )
    assert.deepEqual(types, [
      ['finding.created', f.id],
      ['finding.updated', f.id],
      ['dataset.rejected', d.id],
    ])
  })

  test('a rejection citing anything but this dataset’s findings is 422 and changes nothing', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await telemetry(app, org)
    const e = await createDataset(app, org.id)
    const theirs = await post(app, keyHeader(org.key), e.id, {
      code: 'blur',
      severity: 'warning',
      message: 'Blurry from start to end',
    })
    assert.equal(theirs.statusCode, 201, theirs.body)
    for (const ids of [[theirs.json().id], [randomUUID()]]) {
      const res = await app.inject({
        method: 'POST',
        url: `/datasets/${d.id}/reject`,
        headers: { ...keyHeader(org.key), ...json },
        payload: JSON.stringify({ reason: 'no', finding_ids: ids }),
      })
      assert.equal(res.statusCode, 422, res.body)
      assert.match(res.json().detail, /Not findings of this dataset/)
    }
    const bad = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/reject`,
      headers: { ...keyHeader(org.key), ...json },
      payload: JSON.stringify({ reason: 'no', finding_ids: ['not-a-uuid'] }),
    })
    assert.equal(bad.statusCode, 422)
    const after = (
      await app.inject({ url: `/datasets/${d.id}/decision`, headers: keyHeader(org.key) })
    ).json()
    assert.deepEqual(after, {
      status: 'pending',
      decided_by: null,
      decided_at: null,
      reason: null,
      finding_ids: [],
    })
    // Without finding_ids a rejection is as it was.
    const plain = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/reject`,
      headers: { ...keyHeader(org.key), ...json },
      payload: JSON.stringify({ reason: 'no' }),
    })
    assert.equal(plain.statusCode, 200)
    const decision = (
      await app.inject({ url: `/datasets/${d.id}/decision`, headers: keyHeader(org.key) })
    ).json()
    assert.deepEqual(decision.finding_ids, [])
  })

  test('verdict: pending until the checks ran, then pass, review, exclude — with events, and a list filter', async (t) => {
    const { app, org } = await buildTestApp(t)
    const findings = app.services.findings
    const d = await telemetry(app, org)
    const other = await telemetry(app, org)
    await quiet(app, [d.id, other.id])
    const from = await head(app, org.key)
    const verdictOf = async (id: string) =>
      (await app.inject({ url: `/datasets/dataset?id=${id}`, headers: keyHeader(org.key) })).json().verdict
    assert.equal(await verdictOf(d.id), 'pending')

    await app.deps.db
      .transaction()
      .execute((trx) => findings.planChecks(trx, d.id, ['timestamp_gap@1', 'non_finite@1']))
    await findings.writeCheckFindingsNow(d.id, 'timestamp_gap@1', [])
    assert.equal(await verdictOf(d.id), 'pending', 'one check of two ran')
    const r = await findings.writeCheckFindingsNow(d.id, 'non_finite@1', [])
    assert.equal(r.verdict, 'pass')
    assert.equal(await verdictOf(d.id), 'pass')

    const warned = await findings.writeCheckFindingsNow(d.id, 'timestamp_gap@1', [gap()])
    assert.deepEqual([warned.verdict, warned.created], ['review', 1])
    const listed = (
      await app.inject({ url: `/datasets/${d.id}/findings`, headers: keyHeader(org.key) })
    ).json()
    const [w] = listed.findings
    assert.deepEqual(w.frames, { battery_v: [20, 25] })
    assert.deepEqual(w.source, {
      kind: 'check',
      check: 'timestamp_gap@1',
      actor: { kind: 'check', id: 'timestamp_gap@1', name: 'timestamp_gap@1' },
    })

    const person = await post(app, keyHeader(org.key), d.id, {
      code: 'collision',
      severity: 'error',
      start_seconds: 5,
      end_seconds: null,
      streams: [],
      message: 'The arm hits the table at 5 s',
    })
    assert.equal(person.statusCode, 201, person.body)
    assert.equal(await verdictOf(d.id), 'exclude')
    const dismissed = await app.inject({
      method: 'PATCH',
      url: `/datasets/${d.id}/findings/${person.json().id}`,
      headers: { ...keyHeader(org.key), ...json },
      payload: JSON.stringify({ status: 'dismissed', note: 'the table is padded' }),
    })
    assert.equal(dismissed.statusCode, 200)
    assert.equal(await verdictOf(d.id), 'review')

    const list = async (q: string) =>
      (await app.inject({ url: `/datasets?${q}`, headers: keyHeader(org.key) }))
        .json()
        .datasets.map((x: { id: string }) => x.id)
    assert.deepEqual(await list('verdict=review'), [d.id])
    assert.deepEqual(await list('verdict=pending'), [other.id])
    assert.deepEqual((await list('verdict=review&verdict=pending')).sort(), [d.id, other.id].sort())
    assert.deepEqual(await list('verdict=exclude'), [])
    assert.equal(
      (await app.inject({ url: '/datasets?verdict=nope', headers: keyHeader(org.key) })).statusCode,
      422,
    )

    const changes = (await events(app, org.key, 'dataset.verdict_changed', from)).map((e) => [
      e.data.from,
      e.data.verdict,
    ])
    assert.deepEqual(changes, [
      ['pending', 'pass'],
      ['pass', 'review'],
      ['review', 'exclude'],
      ['exclude', 'review'],
    ])

    const filtered = async (q: string) =>
      (await app.inject({ url: `/datasets/${d.id}/findings?${q}`, headers: keyHeader(org.key) }))
        .json()
        .findings.map((x: { code: string }) => x.code)
    assert.deepEqual(await filtered('source=person'), ['collision'])
    assert.deepEqual(await filtered('source=check'), ['timestamp_gap'])
    assert.deepEqual(await filtered('status=dismissed'), ['collision'])
    assert.deepEqual(await filtered('severity=warning&status=open'), ['timestamp_gap'])
  })

  test("a check's rerun replaces its findings, keeping a person's judgement of those found again", async (t) => {
    const { app, org } = await buildTestApp(t)
    const findings = app.services.findings
    const d = await telemetry(app, org)
    await quiet(app, [d.id])
    const from = await head(app, org.key)
    const first = await findings.writeCheckFindingsNow(d.id, 'timestamp_gap@1', [
      gap(),
      gap({ start_seconds: 6, end_seconds: 7, severity: 'error', message: 'a 1 s gap' }),
    ])
    assert.deepEqual([first.created, first.verdict], [2, 'exclude'])
    const listed = async () =>
      (await app.inject({ url: `/datasets/${d.id}/findings`, headers: keyHeader(org.key) })).json()
        .findings as {
        id: string
        start_seconds: number
        status: string
        message: string
      }[]
    const [a, b] = await listed()
    await app.inject({
      method: 'PATCH',
      url: `/datasets/${d.id}/findings/${b!.id}`,
      headers: { ...keyHeader(org.key), ...json },
      payload: JSON.stringify({ status: 'dismissed' }),
    })
    const again = await findings.writeCheckFindingsNow(d.id, 'timestamp_gap@1', [
      gap(),
      gap({ start_seconds: 6, end_seconds: 7, severity: 'error', message: 'a 1 s gap' }),
    ])
    assert.deepEqual(
      [again.created, again.updated, again.removed],
      [0, 0, 0],
      'the same run again changes nothing',
    )
    assert.deepEqual(
      (await listed()).map((f) => [f.id, f.status]),
      [
        [a!.id, 'open'],
        [b!.id, 'dismissed'],
      ],
    )
    // Version 2 finds the second gap again (with a new sentence) and no longer the first.
    const v2 = await findings.writeCheckFindingsNow(d.id, 'timestamp_gap@2', [
      gap({ start_seconds: 6, end_seconds: 7, severity: 'error', message: 'a gap of 1 s' }),
    ])
    assert.deepEqual([v2.created, v2.updated, v2.removed, v2.verdict], [0, 1, 1, 'pass'])
    const now = await listed()
    assert.deepEqual(
      now.map((f) => [f.id, f.status, f.message]),
      [[b!.id, 'dismissed', 'a gap of 1 s']],
    )
    const withdrawn = (await events(app, org.key, 'finding.updated', from)).filter((e) => e.data.withdrawn)
    assert.deepEqual(
      withdrawn.map((e) => e.data.finding_id),
      [a!.id],
    )
  })

  test('webhooks receive finding.created, finding.updated and dataset.verdict_changed', async (t) => {
    const { app, org } = await buildTestApp(t, {
      env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SECONDS: '0.3,0.3,0.3' },
    })
    const d = await telemetry(app, org)
    await quiet(app, [d.id])
    const r = await new WebhookReceiver().start()
    t.after(() => r.stop())
    const endpoint = await app.inject({
      method: 'POST',
      url: '/org/webhooks',
      headers: { ...keyHeader(org.key), ...json },
      payload: JSON.stringify({
        url: r.url,
        events: ['finding.created', 'finding.updated', 'dataset.verdict_changed'],
      }),
    })
    assert.equal(endpoint.statusCode, 201, endpoint.body)
    const f = await post(app, keyHeader(org.key), d.id, { code: 'x', severity: 'error', message: 'y' })
    await app.inject({
      method: 'PATCH',
      url: `/datasets/${d.id}/findings/${f.json().id}`,
      headers: { ...keyHeader(org.key), ...json },
      payload: JSON.stringify({ status: 'confirmed' }),
    })
    await app.services.findings.writeCheckFindingsNow(d.id, 'timestamp_gap@1', [])
    // Each event is its own delivery: they may arrive in any order.
    const types = await eventually(async () => {
      const got = r.received.map((x) => JSON.parse(x.body) as { type: string; data: { verdict?: string } })
      return got.length >= 3 ? got.map((e) => `${e.type} ${e.data.verdict ?? ''}`.trim()).sort() : null
    })
    assert.deepEqual(types, ['dataset.verdict_changed exclude', 'finding.created', 'finding.updated'])
  })

  test('frames are derived per stream: two cameras at different rates, a channel, the cameras when none named', async (t) => {
    const { app, org } = await buildTestApp(t)
    const video = (fps: number, frames: number) =>
      muxedVideo({ container: 'mp4', codec: 'avc', width: 64, height: 48, fps, frames })
    const main = await uploadNamed(app, csv(), 'run.csv')
    const d = await app.services.datasetAdmin.create({
      organization_id: org.id,
      data_type: 'episode',
      name: 'two cameras',
      link: main,
      companions: [
        { name: 'front', link: await uploadNamed(app, Buffer.from(await video(30, 300)), 'front.mp4') },
        { name: 'wrist', link: await uploadNamed(app, Buffer.from(await video(15, 150)), 'wrist.mp4') },
      ],
    })
    const streams = await settledStreams(app, org.key, d.id)
    assert.equal(streams.status, 'ready', JSON.stringify(streams))
    assert.deepEqual(
      streams.videos.map((v) => [v.name, Math.round(v.fps), v.frame_count]),
      [
        ['front', 30, 300],
        ['wrist', 15, 150],
      ],
    )
    const res = await post(app, keyHeader(org.key), d.id, {
      code: 'occlusion',
      severity: 'warning',
      start_seconds: 2,
      end_seconds: 3.5,
      streams: ['front', 'wrist', 'current_a'],
      message: 'A hand covers both cameras from 2 s to 3.5 s',
    })
    assert.equal(res.statusCode, 201, res.body)
    assert.deepEqual(res.json().frames, { front: [60, 105], wrist: [30, 52], current_a: [20, 35] })
    const whole = await post(app, keyHeader(org.key), d.id, {
      code: 'dark',
      severity: 'info',
      start_seconds: 1,
      end_seconds: 1,
      message: 'Dim light at 1 s',
    })
    assert.deepEqual(whole.json().frames, { front: [30, 30], wrist: [15, 15] })
    const file = await post(app, keyHeader(org.key), d.id, {
      code: 'mislabelled',
      severity: 'warning',
      message: 'The task label says "pick" but the robot places',
    })
    assert.deepEqual(file.json().frames, {})
    assert.equal(file.json().start_seconds, null)
  })

  test('422: a span outside the recording, start after end, end without start, unknown streams, times before indexing', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await telemetry(app, org)
    const base = { code: 'x', severity: 'warning', message: 'something' }
    const cases: [unknown, RegExp][] = [
      [
        { ...base, start_seconds: 2, end_seconds: 12 },
        /end_seconds \(12\) is outside the recording \(0 to 9.9 s\)/,
      ],
      [{ ...base, start_seconds: 10, end_seconds: null }, /start_seconds \(10\) is outside the recording/],
      [{ ...base, start_seconds: -1, end_seconds: 2 }, /start_seconds/],
      [{ ...base, start_seconds: 3, end_seconds: 2 }, /start_seconds \(3\) is after end_seconds \(2\)/],
      [{ ...base, start_seconds: null, end_seconds: 2 }, /end_seconds needs a start_seconds/],
      [{ ...base, start_seconds: 1, end_seconds: 2, streams: ['battery_v', 'nope'] }, /Unknown stream: nope/],
      [{ ...base, severity: 'fatal' }, /severity/],
      [{ ...base, start_seconds: '1' }, /start_seconds/],
      [{ ...base, message: '   ' }, /message/],
      [{ ...base, code: 'x'.repeat(101) }, /code/],
      [{ ...base, streams: Array.from({ length: 33 }, (_, i) => `s${i}`) }, /streams/],
      [{ ...base, extra: 1 }, /extra|additional/],
      [[], /object/],
    ]
    for (const [body, detail] of cases) {
      const res = await post(app, keyHeader(org.key), d.id, body)
      assert.equal(res.statusCode, 422, `${JSON.stringify(body).slice(0, 100)}: ${res.body}`)
      assert.match(res.json().detail, detail, JSON.stringify(body).slice(0, 100))
    }
    const edge = await post(app, keyHeader(org.key), d.id, { ...base, start_seconds: 0, end_seconds: 9.9 })
    assert.equal(edge.statusCode, 201, 'the span may be the whole recording')

    const unindexed = await createDataset(app, org.id)
    const timed = await post(app, keyHeader(org.key), unindexed.id, {
      ...base,
      start_seconds: 1,
      end_seconds: 2,
    })
    assert.equal(timed.statusCode, 422)
    assert.match(timed.json().detail, /not indexed/)
    const named = await post(app, keyHeader(org.key), unindexed.id, { ...base, streams: ['front'] })
    assert.equal(named.statusCode, 422)
    const wholeFile = await post(app, keyHeader(org.key), unindexed.id, base)
    assert.equal(wholeFile.statusCode, 201, 'a finding about the whole file needs no index')
    const listed = (
      await app.inject({ url: `/datasets/${d.id}/findings?source=person`, headers: keyHeader(org.key) })
    ).json()
    assert.equal(listed.findings.length, 1, 'nothing refused was stored')
  })

  test('malformed JSON → 400, wrong Content-Type → 415, a huge body → 413, bad PATCH bodies → 422', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const bad = await post(app, keyHeader(org.key), d.id, '{"code": ')
    assert.equal(bad.statusCode, 400)
    assert.equal(typeof bad.json().detail, 'string')
    const form = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/findings`,
      headers: { ...keyHeader(org.key), 'content-type': 'text/plain' },
      payload: 'code=x',
    })
    assert.equal(form.statusCode, 415)
    const huge = await post(app, keyHeader(org.key), d.id, {
      code: 'x',
      severity: 'info',
      message: 'x'.repeat(10 * 1024 * 1024),
    })
    assert.equal(huge.statusCode, 413)
    const f = (
      await post(app, keyHeader(org.key), d.id, { code: 'x', severity: 'info', message: 'y' })
    ).json()
    for (const body of [
      '{}',
      '{"status":"closed"}',
      '{"status":"confirmed","note":5}',
      '{"status":"open","x":1}',
      'null',
    ]) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/datasets/${d.id}/findings/${f.id}`,
        headers: { ...keyHeader(org.key), ...json },
        payload: body,
      })
      assert.ok([400, 422].includes(res.statusCode), `${body}: ${res.statusCode}`)
      assert.equal(typeof res.json().detail, 'string')
    }
  })

  test("another organization's dataset is 403 as on every dataset route; a finding of another dataset is 404", async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const mine = await createDataset(app, org.id)
    const mine2 = await createDataset(app, org.id)
    const theirs = await createDataset(app, other.id)
    const base = { code: 'x', severity: 'info', message: 'y' }
    const theirFinding = (await post(app, keyHeader(other.key), theirs.id, base)).json()
    const my2Finding = (await post(app, keyHeader(org.key), mine2.id, base)).json()
    const h = keyHeader(org.key)
    assert.equal((await app.inject({ url: `/datasets/${theirs.id}/findings`, headers: h })).statusCode, 403)
    assert.equal((await post(app, h, theirs.id, base)).statusCode, 403)
    assert.equal(
      (await app.inject({ url: `/datasets/${randomUUID()}/findings`, headers: h })).statusCode,
      404,
    )
    assert.equal((await app.inject({ url: '/datasets/nope/findings', headers: h })).statusCode, 422)
    assert.equal((await app.inject({ url: `/datasets/${mine.id}/findings` })).statusCode, 401)
    const patch = (datasetId: string, findingId: string) =>
      app.inject({
        method: 'PATCH',
        url: `/datasets/${datasetId}/findings/${findingId}`,
        headers: { ...h, ...json },
        payload: JSON.stringify({ status: 'confirmed' }),
      })
    assert.equal((await patch(theirs.id, theirFinding.id)).statusCode, 403)
    assert.equal((await patch(mine.id, theirFinding.id)).statusCode, 404)
    assert.equal((await patch(mine.id, my2Finding.id)).statusCode, 404)
    assert.equal((await patch(mine.id, randomUUID())).statusCode, 404)
    const untouched = (
      await app.inject({
        url: `/datasets/${theirs.id}/findings?source=person`,
        headers: keyHeader(other.key),
      })
    )
      .json()
      .findings.map((f: { status: string }) => f.status)
    assert.deepEqual(untouched, ['open'])
  })

  test('people by role: reviewer and owner file and judge findings, operator and viewer read them (403 to write)', async (t) => {
    const { app, org } = await buildTestApp(t)
    const d = await createDataset(app, org.id)
    const base = { code: 'x', severity: 'info', message: 'y' }
    let last = ''
    for (const role of ['owner', 'reviewer'] as const) {
      const p = await addPerson(app, org.id, role)
      const res = await post(app, p.session.write, d.id, base)
      assert.equal(res.statusCode, 201, role)
      last = res.json().id
    }
    for (const role of ['operator', 'viewer'] as const) {
      const p = await addPerson(app, org.id, role)
      const res = await post(app, p.session.write, d.id, base)
      assert.equal(res.statusCode, 403, role)
      assert.match(res.json().detail, new RegExp(`Your role \\(${role}\\) cannot file findings`))
      const patch = await app.inject({
        method: 'PATCH',
        url: `/datasets/${d.id}/findings/${last}`,
        headers: { ...p.session.write, ...json },
        payload: JSON.stringify({ status: 'dismissed' }),
      })
      assert.equal(patch.statusCode, 403, role)
      const read = await app.inject({
        url: `/datasets/${d.id}/findings?source=person`,
        headers: p.session.read,
      })
      assert.equal(read.statusCode, 200, role)
      assert.equal(read.json().findings.length, 2)
    }
  })
})

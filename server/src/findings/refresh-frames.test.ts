import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { keyHeader } from '../testing/fixtures.ts'
import { datasetWithFile, settledStreams } from '../testing/stream-fixtures.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'

/** 10 s of telemetry at `hz` samples a second, without defects. */
const csv = (hz: number) =>
  [
    't,battery_v,current_a',
    ...Array.from({ length: 10 * hz }, (_, i) => `${i / hz},${(24 - i / (10 * hz)).toFixed(4)},${i % 5}`),
  ].join('\n')

type Frames = Record<string, [number, number]>

async function framesById(app: FastifyInstance, key: string, id: string): Promise<Record<string, Frames>> {
  const res = await app.inject({ url: `/datasets/${id}/findings`, headers: keyHeader(key) })
  assert.equal(res.statusCode, 200, res.body)
  return Object.fromEntries(
    (res.json().findings as { id: string; frames: Frames }[]).map((f) => [f.id, f.frames]),
  )
}

async function updatedEvents(app: FastifyInstance, key: string, after: string) {
  const res = await app.inject({
    url: `/events?types=finding.updated&limit=500&after=${after}`,
    headers: keyHeader(key),
  })
  assert.equal(res.statusCode, 200, res.body)
  return (res.json().events as { data: { finding_id: string; status: string; withdrawn: boolean } }[]).map(
    (e) => e.data,
  )
}

describe(`frames after a dataset's index is rebuilt (${TEST_ENGINE})`, () => {
  test('a person’s finding and a check’s kept one get the frames of the new index', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { dataset } = await datasetWithFile(app, org, csv(10), 'run.csv')
    await app.services.streams.idle()
    await app.services.checks.idle()

    const person = await app.inject({
      method: 'POST',
      url: `/datasets/${dataset.id}/findings`,
      headers: keyHeader(org.key),
      payload: {
        code: 'dip',
        severity: 'warning',
        start_seconds: 2,
        end_seconds: 4,
        streams: ['battery_v'],
        message: 'The voltage dips between 2 s and 4 s',
      },
    })
    assert.equal(person.statusCode, 201, person.body)
    // A check's finding a person confirmed: kept when the rerun after the reindex no longer finds it.
    await app.services.findings.writeCheckFindingsNow(dataset.id, 'timestamp_gap@1', [
      {
        code: 'timestamp_gap',
        severity: 'warning',
        start_seconds: 5,
        end_seconds: 6,
        streams: ['current_a'],
        message: 'No sample of current_a for 1 s between 5 s and 6 s.',
      },
    ])
    const before = await framesById(app, org.key, dataset.id)
    const checkId = Object.keys(before).find((id) => id !== person.json().id)!
    const confirmed = await app.inject({
      method: 'PATCH',
      url: `/datasets/${dataset.id}/findings/${checkId}`,
      headers: keyHeader(org.key),
      payload: { status: 'confirmed' },
    })
    assert.equal(confirmed.statusCode, 200, confirmed.body)
    assert.deepEqual(before, {
      [person.json().id]: { battery_v: [20, 40] },
      [checkId]: { current_a: [50, 60] },
    })
    const head = (await app.inject({ url: '/events?after=now', headers: keyHeader(org.key) })).json().next

    // The file read again gives another timing (as a repaired file or a reader that reads it
    // otherwise would): 20 samples a second over the same 10 s.
    await app.deps.blobs.delete(dataset.link)
    await app.deps.blobs.put(dataset.link, Buffer.from(csv(20)), 1 << 30)
    assert.equal(await app.services.streams.forget({ ids: [dataset.id] }), 1)
    const streams = await settledStreams(app, org.key, dataset.id)
    assert.equal(streams.channels.find((c) => c.name === 'battery_v')?.samples, 200)
    await app.services.streams.idle()
    await app.services.checks.idle()

    assert.deepEqual(await framesById(app, org.key, dataset.id), {
      [person.json().id]: { battery_v: [40, 80] },
      [checkId]: { current_a: [100, 120] },
    })
    const events = await updatedEvents(app, org.key, head)
    assert.deepEqual(
      events.map((e) => [e.finding_id, e.status, e.withdrawn]).sort(),
      [
        [person.json().id, 'open', false],
        [checkId, 'confirmed', false],
      ].sort(),
    )

    // Rebuilt again with the same timing: nothing changes, nothing is said.
    const still = (await app.inject({ url: '/events?after=now', headers: keyHeader(org.key) })).json().next
    await app.services.streams.forget({ ids: [dataset.id] })
    await settledStreams(app, org.key, dataset.id)
    await app.services.streams.idle()
    await app.services.checks.idle()
    assert.deepEqual(await updatedEvents(app, org.key, still), [])
  })
})

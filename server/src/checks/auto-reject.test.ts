import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import type { CheckFinding } from '../findings/finding.service.ts'
import { createDataset, keyHeader } from '../testing/fixtures.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'
import { autoRejection, autoRejectReason } from './auto-reject.ts'

type Built = Awaited<ReturnType<typeof buildTestApp>>

const error = (code: string, message: string): CheckFinding => ({
  code,
  severity: 'error',
  start_seconds: null,
  end_seconds: null,
  streams: [],
  message,
})

test('one check decides: the first of the catalog with auto_reject that found an error and meets the bar', () => {
  const e = (id: string, check: string, start: number | null) => ({
    id,
    check,
    message: `${id}.`,
    start_seconds: start,
    end_seconds: start,
    created_at: '2026-01-01T00:00:00.000Z',
  })
  const errors = [e('b', 'jump@1', 5), e('a', 'jump@1', null), e('c', 'non_finite@2', 1)]
  const order = ['non_finite', 'jump']
  const all = () => true
  assert.equal(autoRejection(errors, order, new Set(['non_finite', 'jump']), all)?.check, 'non_finite@2')
  const jump = autoRejection(errors, order, new Set(['jump']), all)
  assert.deepEqual(jump?.findingIds, ['a', 'b'], 'its own errors, whole-file first, then by time')
  assert.equal(
    jump?.reason,
    'The check jump@1 rejected this dataset by itself (auto_reject) for 2 errors: a. b.',
  )
  assert.equal(
    autoRejection(errors, order, new Set(['jump']), (c) => c !== 'jump@1'),
    null,
  )
  assert.equal(autoRejection(errors, order, new Set(['zero_variance']), all), null)
  const long = Array.from({ length: 10 }, () => ({ message: 'x'.repeat(1000) }))
  assert.match(autoRejectReason('jump@1', long), /for 10 errors: x+ x+ x+ x+ And 6 more\.$/)
})

/**
 * One app for the file. Its organization has 200 pending datasets on which people confirmed an
 * error of `non_finite@1` and of `timestamp_order@1` (precision 1 over 200 decided datasets), and
 * both checks set to reject by themselves; each test makes the datasets it writes findings on.
 */
describe(`auto_reject: a check rejects by itself (${TEST_ENGINE})`, () => {
  let built: Built
  const cleanups: (() => unknown)[] = []
  after(async () => {
    for (const fn of cleanups.reverse()) await fn()
  })

  const get = async (url: string) => {
    const res = await built.app.inject({ url, headers: keyHeader(built.org.key) })
    assert.equal(res.statusCode, 200, `${url}: ${res.body}`)
    return res.json()
  }
  const orgCheck = async (id: string) =>
    (await get('/org/checks')).checks.find((c: { id: string }) => c.id === id)

  /** A pending dataset whose checks ran (verdict pass). */
  const checkedDataset = async () => {
    const d = await createDataset(built.app, built.org.id)
    await built.app.services.streams.idle()
    await built.app.services.checks.idle()
    assert.equal((await get(`/datasets/dataset?id=${d.id}`)).verdict, 'pass')
    return d.id
  }

  /** Findings a person decided, `n` datasets of one each, inserted set-based. */
  const decidedFindings = async (datasetIds: string[], check: string, status: 'confirmed' | 'dismissed') => {
    const now = new Date().toISOString()
    await built.app.deps.db
      .insertInto('findings')
      .values(
        datasetIds.map((dataset_id) => ({
          id: randomUUID(),
          organization_id: built.org.id,
          dataset_id,
          code: check.split('@')[0]!,
          severity: 'error' as const,
          start_seconds: null,
          end_seconds: null,
          streams: '[]',
          frames: '{}',
          message: 'Seen before.',
          source_kind: 'check' as const,
          source_check: check,
          actor: `check:${check}`,
          actor_name: check,
          status,
          note: null,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute()
  }

  let seeded: string[] = []

  before(async () => {
    built = await buildTestApp({ after: (fn: () => unknown) => cleanups.push(fn) })
    const { app, org } = built
    const template = await createDataset(app, org.id)
    await app.services.checks.idle()
    const row = await app.deps.db
      .selectFrom('datasets')
      .selectAll()
      .where('id', '=', template.id)
      .executeTakeFirstOrThrow()
    seeded = Array.from({ length: 200 }, () => randomUUID())
    await app.deps.db
      .insertInto('datasets')
      .values(
        seeded.map((id) => ({
          ...row,
          id,
          sha256: null,
          metadata: app.deps.dialect.encodeJson({}),
        })),
      )
      .execute()
    await decidedFindings(seeded, 'non_finite@1', 'confirmed')
    await decidedFindings(seeded, 'timestamp_order@1', 'confirmed')
    for (const id of ['non_finite', 'timestamp_order']) {
      const res = await app.inject({
        method: 'PUT',
        url: `/org/checks/${id}`,
        headers: keyHeader(org.key),
        payload: { auto_reject: true },
      })
      assert.equal(res.statusCode, 200, res.body)
      assert.equal(res.json().auto_reject_suspended, false)
    }
  })

  test('precision met: the check rejects, as a person would, citing its errors; it does not count for itself', async () => {
    const { app, org } = built
    const id = await checkedDataset()
    const before = (await orgCheck('non_finite')).precision
    const at = new Date().toISOString()
    await app.deps.db
      .insertInto('review_leases')
      .values({
        dataset_id: id,
        organization_id: org.id,
        holder: `api_key:${org.keyId}`,
        leased_at: at,
        expires_at: new Date(Date.now() + 600_000).toISOString(),
      })
      .execute()
    const { next } = await get('/events?after=now')

    await app.services.findings.writeChecksNow(id, [
      [
        'non_finite@1',
        [error('non_finite', 'NaN in imu.ax from 2 s to 3 s.'), error('non_finite', 'Infinity in imu.ay.')],
      ],
    ])

    const dataset = await get(`/datasets/dataset?id=${id}`)
    assert.equal(dataset.status, 'rejected')
    assert.equal(dataset.verdict, 'exclude')
    const errors = (await get(`/datasets/${id}/findings?severity=error`)).findings.map(
      (f: { id: string }) => f.id,
    )
    assert.equal(errors.length, 2)
    const check = { kind: 'check', id: 'non_finite@1', name: 'non_finite@1' }

    const decision = await get(`/datasets/${id}/decision`)
    assert.deepEqual(decision.decided_by, check)
    assert.deepEqual(decision.finding_ids, errors)
    assert.match(
      decision.reason,
      /^The check non_finite@1 rejected this dataset by itself \(auto_reject\) for 2 errors: /,
    )
    assert.match(decision.reason, /NaN in imu\.ax from 2 s to 3 s\./)
    assert.match(decision.reason, /Infinity in imu\.ay\./)
    assert.equal(dataset.metadata.rejection_reason, decision.reason)

    const [entry, ...rest] = (await get(`/datasets/${id}/decisions`)).decisions
    assert.deepEqual(rest, [])
    assert.deepEqual(
      { action: entry.action, actor: entry.actor, reason: entry.reason, finding_ids: entry.finding_ids },
      { action: 'rejected', actor: check, reason: decision.reason, finding_ids: errors },
    )

    const audit = (await get('/org/audit?action=dataset.reject&actor=check')).entries
    assert.equal(audit.length, 1)
    assert.deepEqual(audit[0].actor, check)
    assert.equal(audit[0].target_id, id)
    assert.deepEqual(audit[0].detail, {
      from: 'pending',
      to: 'rejected',
      reason: decision.reason,
      finding_ids: errors,
    })

    const events = (await get(`/events?after=${next}&types=dataset.rejected`)).events
    assert.deepEqual(
      events.map((e: { data: unknown }) => e.data),
      [{ dataset_id: id, status: 'rejected', reason: decision.reason }],
    )
    // The decision hooks ran: its review lease ended with it.
    const leases = await app.deps.db
      .selectFrom('review_leases')
      .select('dataset_id')
      .where('dataset_id', '=', id)
      .execute()
    assert.deepEqual(leases, [])

    // The check's own rejection confirms nothing and is not one of its rejected datasets.
    assert.deepEqual((await orgCheck('non_finite')).precision, before)

    // A person reopens it: the next run of the checks leaves it to people.
    const reopen = await app.inject({
      method: 'POST',
      url: `/datasets/${id}/reopen`,
      headers: keyHeader(org.key),
      payload: { reason: 'the NaN are padding' },
    })
    assert.equal(reopen.statusCode, 200, reopen.body)
    await app.services.findings.writeChecksNow(id, [
      ['non_finite@1', [error('non_finite', 'NaN in imu.az.')]],
    ])
    assert.equal((await get(`/datasets/dataset?id=${id}`)).status, 'pending')
    assert.equal((await get(`/datasets/${id}/decisions`)).decisions.length, 2)

    // A person's rejection of it counts.
    const rejected = await app.inject({
      method: 'POST',
      url: `/datasets/${id}/reject`,
      headers: keyHeader(org.key),
      payload: { reason: 'NaN after all' },
    })
    assert.equal(rejected.statusCode, 200, rejected.body)
    assert.equal((await orgCheck('non_finite')).precision.rejected_datasets, before.rejected_datasets + 1)
  })

  test('precision fallen below the bar: auto_reject is suspended and nothing is rejected', async () => {
    const { app } = built
    // 200 confirmed, 20 dismissed: 0.909.
    await decidedFindings(seeded.slice(0, 20), 'timestamp_order@1', 'dismissed')
    const setting = await orgCheck('timestamp_order')
    assert.equal(setting.auto_reject, true)
    assert.equal(setting.auto_reject_suspended, true)
    assert.ok(setting.precision.precision < 0.95)

    const id = await checkedDataset()
    await app.services.findings.writeChecksNow(id, [
      ['timestamp_order@1', [error('timestamp_order', 'Time goes back at 4 s.')]],
    ])
    const dataset = await get(`/datasets/dataset?id=${id}`)
    assert.deepEqual([dataset.status, dataset.verdict], ['pending', 'exclude'])
    assert.deepEqual((await get(`/datasets/${id}/decisions`)).decisions, [])
  })

  test('auto_reject off: an error leaves the dataset pending, its verdict exclude', async () => {
    const id = await checkedDataset()
    await built.app.services.findings.writeCheckFindingsNow(id, 'corrupt_file@1', [
      error('corrupt_file', 'The file ends inside a chunk.'),
    ])
    const dataset = await get(`/datasets/dataset?id=${id}`)
    assert.deepEqual([dataset.status, dataset.verdict], ['pending', 'exclude'])
    assert.equal((await orgCheck('corrupt_file')).auto_reject_suspended, false)
  })

  test('a dataset no longer pending is left as it is', async () => {
    const id = await checkedDataset()
    const accepted = await built.app.inject({
      method: 'POST',
      url: `/datasets/${id}/accept`,
      headers: keyHeader(built.org.key),
    })
    assert.equal(accepted.statusCode, 200, accepted.body)
    await built.app.services.findings.writeChecksNow(id, [
      ['non_finite@1', [error('non_finite', 'NaN in x.')]],
    ])
    const dataset = await get(`/datasets/dataset?id=${id}`)
    assert.deepEqual([dataset.status, dataset.verdict], ['accepted', 'exclude'])
    const log = (await get(`/datasets/${id}/decisions`)).decisions
    assert.deepEqual(
      log.map((e: { action: string; actor: { kind: string } }) => [e.action, e.actor.kind]),
      [['accepted', 'key']],
    )
  })

  test('a dataset the platform creates decided has the platform’s entry in its log', async () => {
    const { app, org } = built
    const created = '2026-01-05T10:00:00.000Z'
    const accepted = await createDataset(app, org.id, { status: 'accepted', date_created: created })
    const rejected = await createDataset(app, org.id, {
      status: 'rejected',
      metadata: { rejection_reason: 'blurry' },
    })
    const platform = { kind: 'admin', id: null, name: 'Platform' }
    const a = (await get(`/datasets/${accepted.id}/decisions`)).decisions
    assert.deepEqual(a, [
      { action: 'accepted', actor: platform, at: created, reason: null, finding_ids: [], bulk_id: null },
    ])
    assert.deepEqual(await get(`/datasets/${accepted.id}/decision`), {
      status: 'accepted',
      decided_by: null,
      decided_at: created,
      reason: null,
      finding_ids: [],
    })
    const r = (await get(`/datasets/${rejected.id}/decisions`)).decisions
    assert.deepEqual(
      r.map((e: { action: string; actor: unknown; reason: string }) => [e.action, e.actor, e.reason]),
      [['rejected', platform, 'blurry']],
    )
    assert.equal((await get(`/datasets/${rejected.id}/decision`)).reason, 'blurry')
  })
})

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { DATASET_CHECKS } from '../../checks/check.service.ts'
import { checkKey } from '../../checks/check-finding.ts'
import { DEFAULT_THRESHOLDS } from '../../checks/thresholds.ts'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson } from '../../testing/people-fixtures.ts'
import { datasetWithFile } from '../../testing/stream-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'
import { TEST_ENGINE } from '../../testing/test-database.ts'

/** 60 s of a 10 Hz battery log without the rows `skip` names (a gap). */
function batteryCsv(skip: (i: number) => boolean = () => false): string {
  const rows = ['t,battery_v,current_a']
  for (let i = 0; i < 600; i++) {
    if (skip(i)) continue
    const v = 24 - i / 1000 + 0.01 * Math.sin(i)
    rows.push(`${i / 10},${v.toFixed(4)},${(2 + Math.cos(i / 3)).toFixed(3)}`)
  }
  return rows.join('\n')
}

async function checked(app: FastifyInstance, key: string, id: string) {
  await app.services.streams.idle()
  await app.services.checks.idle()
  const one = await app.inject({ url: `/datasets/dataset?id=${id}`, headers: keyHeader(key) })
  const list = await app.inject({ url: `/datasets/${id}/findings`, headers: keyHeader(key) })
  assert.equal(list.statusCode, 200, list.body)
  return {
    verdict: one.json().verdict as string,
    findings: list.json().findings as { code: string; severity: string }[],
  }
}

function put(app: FastifyInstance, headers: Record<string, string>, id: string, payload: unknown) {
  return app.inject({ method: 'PUT', url: `/org/checks/${id}`, headers, payload: payload as object })
}

interface OrgCheck {
  id: string
  version: number
  enabled: boolean
  thresholds: Record<string, number>
  defaults: Record<string, number>
  auto_reject: boolean
  precision: {
    confirmed: number
    dismissed: number
    decided_datasets: number
    rejected_datasets: number
    precision: number | null
  }
}

async function list(app: FastifyInstance, headers: Record<string, string>): Promise<OrgCheck[]> {
  const res = await app.inject({ url: '/org/checks', headers })
  assert.equal(res.statusCode, 200, res.body)
  return res.json().checks
}

/** The jump check's current version, as a finding's source names it. */
const JUMP = checkKey('jump')

describe(`/org/checks (${TEST_ENGINE})`, () => {
  test('GET lists every check a dataset gets, with its defaults, to any caller of the organization', async (t) => {
    const { app, org } = await buildTestApp(t)
    const viewer = await addPerson(app, org.id, 'viewer')
    for (const headers of [keyHeader(org.key), viewer.session.read]) {
      const checks = await list(app, headers)
      assert.deepEqual(
        checks.map((c) => `${c.id}@${c.version}`),
        [...DATASET_CHECKS],
      )
      const gap = checks.find((c) => c.id === 'timestamp_gap')!
      assert.deepEqual(gap.defaults, DEFAULT_THRESHOLDS.timestamp_gap)
      assert.deepEqual(gap.thresholds, gap.defaults)
      assert.equal(gap.enabled, true)
      assert.equal(gap.auto_reject, false)
      assert.deepEqual(gap.precision, {
        confirmed: 0,
        dismissed: 0,
        decided_datasets: 0,
        rejected_datasets: 0,
        precision: null,
      })
      assert.deepEqual(checks.find((c) => c.id === 'non_finite')!.defaults, {})
    }
    assert.equal((await app.inject({ url: '/org/checks' })).statusCode, 401)
  })

  test('a stricter gap reruns the checks of a pending dataset; switched off, its findings go and the verdict follows', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    // One row missing: a 0.2 s step, under the default limit of max(3 / 10 Hz, 0.1 s) = 0.3 s.
    const { dataset } = await datasetWithFile(
      app,
      org,
      batteryCsv((i) => i === 300),
      'log.csv',
    )
    const before = await checked(app, org.key, dataset.id)
    assert.equal(before.verdict, 'pass', JSON.stringify(before.findings))

    const res = await put(app, keyHeader(org.key), 'timestamp_gap', { thresholds: { periods: 1.5 } })
    assert.equal(res.statusCode, 200, res.body)
    assert.equal(res.json().thresholds.periods, 1.5)
    assert.equal(res.json().thresholds.min_seconds, DEFAULT_THRESHOLDS.timestamp_gap.min_seconds)
    const stricter = await checked(app, org.key, dataset.id)
    assert.deepEqual(
      stricter.findings.map((f) => [f.code, f.severity]),
      [['timestamp_gap', 'warning']],
    )
    assert.equal(stricter.verdict, 'review')

    const off = await put(app, keyHeader(org.key), 'timestamp_gap', { enabled: false })
    assert.equal(off.statusCode, 200, off.body)
    assert.equal(off.json().enabled, false)
    assert.equal(off.json().thresholds.periods, 1.5, 'thresholds are kept while it is off')
    const gone = await checked(app, org.key, dataset.id)
    assert.deepEqual(gone.findings, [])
    assert.equal(gone.verdict, 'pass')

    // Audited, and the other organization keeps the defaults.
    const audit = await app.inject({ url: '/org/audit?action=check.update', headers: keyHeader(org.key) })
    assert.equal(audit.json().total, 2, audit.body)
    const theirs = (await list(app, keyHeader(other.key))).find((c) => c.id === 'timestamp_gap')!
    assert.equal(theirs.enabled, true)
    assert.equal(theirs.thresholds.periods, DEFAULT_THRESHOLDS.timestamp_gap.periods)
    const ours = (await list(app, keyHeader(org.key))).find((c) => c.id === 'timestamp_gap')!
    assert.equal(ours.enabled, false)
  })

  test('thresholds are held to the check’s own shape; unknown checks 404; viewers and reviewers 403', async (t) => {
    const { app, org } = await buildTestApp(t)
    const key = keyHeader(org.key)
    const cases: [string, unknown, RegExp][] = [
      ['timestamp_gap', { thresholds: { nope: 1 } }, /Unknown threshold of timestamp_gap: nope/],
      ['timestamp_gap', { thresholds: { periods: '2' } }, /./],
      [
        'timestamp_gap',
        { thresholds: { min_seconds: -1 } },
        /timestamp_gap\.min_seconds must be .*at least 0/,
      ],
      ['timestamp_gap', { thresholds: { periods: 0 } }, /above 0/],
      ['timestamp_gap', { thresholds: { error_count: 2.5 } }, /whole number/],
      ['black_video', { thresholds: { picture_ratio: 1.5 } }, /at most 1/],
      ['non_finite', { thresholds: { sigmas: 3 } }, /has no thresholds/],
      ['timestamp_gap', { enabled: 'yes' }, /./],
      ['timestamp_gap', { colour: 'red' }, /./],
      ['timestamp_gap', {}, /./],
    ]
    for (const [id, body, detail] of cases) {
      const res = await put(app, key, id, body)
      assert.equal(res.statusCode, 422, `${JSON.stringify(body)}: ${res.body}`)
      assert.match(res.json().detail, detail)
    }
    const unknown = await put(app, key, 'no_such_check', { enabled: false })
    assert.equal(unknown.statusCode, 404, unknown.body)
    assert.match(unknown.json().detail, /Unknown check: no_such_check/)
    for (const role of ['viewer', 'reviewer', 'operator'] as const) {
      const person = await addPerson(app, org.id, role)
      const res = await put(app, person.session.write, 'timestamp_gap', { enabled: false })
      assert.equal(res.statusCode, 403, res.body)
    }
    const owner = await addPerson(app, org.id, 'owner')
    // A cookie write without the console's CSRF token is refused, as every cookie write.
    const noCsrf = await put(app, owner.session.read, 'timestamp_gap', { enabled: false })
    assert.equal(noCsrf.statusCode, 403, noCsrf.body)
    const ok = await put(app, owner.session.write, 'jump', { thresholds: { sigmas: 6 } })
    assert.equal(ok.statusCode, 200, ok.body)
    assert.equal(ok.json().thresholds.sigmas, 6)
    // Nothing refused was stored.
    const gap = (await list(app, key)).find((c) => c.id === 'timestamp_gap')!
    assert.deepEqual(gap.thresholds, DEFAULT_THRESHOLDS.timestamp_gap)
    assert.equal(gap.enabled, true)
  })

  test('precision per check version, and auto_reject refused below the bar with the numbers', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const [a, b, c] = [
      await createDataset(app, org.id),
      await createDataset(app, org.id),
      await createDataset(app, org.id),
    ]
    const theirs = await createDataset(app, other.id)
    await app.services.checks.idle()
    const now = new Date().toISOString()
    const finding = (organization_id: string, dataset_id: string, status: string, severity = 'error') => ({
      id: randomUUID(),
      organization_id,
      dataset_id,
      code: 'jump',
      severity: severity as 'error',
      start_seconds: null,
      end_seconds: null,
      streams: '[]',
      frames: '{}',
      message: 'A jump.',
      source_kind: 'check' as const,
      source_check: JUMP,
      actor: `check:${JUMP}`,
      actor_name: JUMP,
      status: status as 'open',
      note: null,
      created_at: now,
      updated_at: now,
    })
    await app.deps.db
      .insertInto('findings')
      .values([
        finding(org.id, a.id, 'confirmed'),
        finding(org.id, a.id, 'confirmed', 'warning'),
        finding(org.id, b.id, 'dismissed'),
        finding(org.id, c.id, 'open'),
        finding(org.id, c.id, 'confirmed', 'info'),
        finding(other.id, theirs.id, 'dismissed'),
      ])
      .execute()
    await app.deps.db
      .updateTable('datasets')
      .set({ status: 'rejected' })
      .where('id', 'in', [a.id, c.id])
      .execute()

    const jump = (await list(app, keyHeader(org.key))).find((x) => x.id === 'jump')!
    assert.deepEqual(jump.precision, {
      confirmed: 2,
      dismissed: 1,
      decided_datasets: 2,
      rejected_datasets: 2,
      precision: 2 / 3,
    })
    const res = await put(app, keyHeader(org.key), 'jump', { auto_reject: true })
    assert.equal(res.statusCode, 422, res.body)
    assert.match(
      res.json().detail,
      new RegExp(
        `${JUMP} .*0\\.95 over at least 200 decided datasets; it has a precision of 0\\.667 \\(2 confirmed, 1 dismissed\\) over 2 decided datasets`,
      ),
    )
    const off = await put(app, keyHeader(org.key), 'jump', { auto_reject: false })
    assert.equal(off.statusCode, 200, off.body)
    assert.equal(off.json().auto_reject, false)
  })
})

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { insertFindings } from '../../findings/finding.repository.ts'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson, MINUTE, manualClock } from '../../testing/people-fixtures.ts'
import { buildTestApp, NO_JOB_WORKER } from '../../testing/test-app.ts'

test('GET /datasets/{dataset_id}/decisions', async (t) => {
  const clock = manualClock('2026-03-02T14:00:00.000Z')
  const { app, org, other } = await buildTestApp(t, { clock, env: NO_JOB_WORKER })
  const ada = await addPerson(app, org.id, 'reviewer', { name: 'Ada Lovelace' })
  const history = async (id: string, headers: Record<string, string> = keyHeader(org.key)) =>
    app.inject({ url: `/datasets/${id}/decisions`, headers })
  const post = (id: string, what: string, headers: Record<string, string>, payload?: unknown) =>
    app.inject({ method: 'POST', url: `/datasets/${id}/${what}`, headers, ...(payload ? { payload } : {}) })

  await t.test(
    'keeps every accept, reopen and reject, oldest first, each with who, when and why',
    async () => {
      const d = await createDataset(app, org.id)
      assert.deepEqual((await history(d.id)).json(), { decisions: [] })
      const at = (n: number) => new Date(Date.parse('2026-03-02T14:00:00.000Z') + n * MINUTE).toISOString()
      const finding = randomUUID()
      await insertFindings(app.deps.db, app.deps.dialect, [
        {
          id: finding,
          organization_id: org.id,
          dataset_id: d.id,
          code: 'battery_sag',
          severity: 'error',
          start_seconds: 1,
          end_seconds: 2,
          streams: [],
          frames: {},
          message: 'battery sags',
          source_kind: 'person',
          source_check: null,
          actor: `user:${ada.id}`,
          actor_name: 'Ada Lovelace',
          status: 'confirmed',
          note: null,
          created_at: at(0),
          updated_at: at(0),
        },
      ])

      assert.equal((await post(d.id, 'accept', keyHeader(org.key))).statusCode, 200)
      clock.advance(MINUTE)
      const reopened = await post(d.id, 'reopen', ada.session.write, { reason: 'accepted the wrong one' })
      assert.equal(reopened.statusCode, 200, reopened.body)
      assert.deepEqual(reopened.json(), {
        id: d.id,
        status: 'pending',
        message: 'Dataset reopened; it is pending review again',
      })
      clock.advance(MINUTE)
      const rejected = await post(d.id, 'reject', ada.session.write, {
        reason: 'battery sags',
        finding_ids: [finding],
      })
      assert.equal(rejected.statusCode, 200, rejected.body)

      const res = await history(d.id, ada.session.read)
      assert.equal(res.statusCode, 200)
      assert.deepEqual(res.json(), {
        decisions: [
          {
            action: 'accepted',
            actor: { kind: 'key', id: org.keyId, name: 'test' },
            at: at(0),
            reason: null,
            finding_ids: [],
            bulk_id: null,
          },
          {
            action: 'reopened',
            actor: { kind: 'user', id: ada.id, name: 'Ada Lovelace' },
            at: at(1),
            reason: 'accepted the wrong one',
            finding_ids: [],
            bulk_id: null,
          },
          {
            action: 'rejected',
            actor: { kind: 'user', id: ada.id, name: 'Ada Lovelace' },
            at: at(2),
            reason: 'battery sags',
            finding_ids: [finding],
            bulk_id: null,
          },
        ],
      })

      // GET /decision answers the last entry, as before there was a log.
      const decision = (
        await app.inject({ url: `/datasets/${d.id}/decision`, headers: keyHeader(org.key) })
      ).json()
      assert.deepEqual(decision, {
        status: 'rejected',
        decided_by: { kind: 'user', id: ada.id, name: 'Ada Lovelace' },
        decided_at: at(2),
        reason: 'battery sags',
        finding_ids: [finding],
      })

      // The reopen is on the feed and in the audit log like accept and reject.
      const feed = (
        await app.inject({ url: '/events?types=dataset.reopened', headers: keyHeader(org.key) })
      ).json()
      assert.deepEqual(
        feed.events.map((e: { data: unknown }) => e.data),
        [{ dataset_id: d.id, status: 'pending', from: 'accepted', reason: 'accepted the wrong one' }],
      )
      const audit = (
        await app.inject({ url: '/org/audit?action=dataset.reopen', headers: ada.session.read })
      ).json()
      assert.equal(audit.entries.length, 1)
      assert.equal(audit.entries[0].target_id, d.id)
      assert.deepEqual(audit.entries[0].detail, {
        from: 'accepted',
        to: 'pending',
        reason: 'accepted the wrong one',
      })
    },
  )

  await t.test('a decision that lost the race appends nothing', async () => {
    const d = await createDataset(app, org.id)
    await post(d.id, 'accept', keyHeader(org.key))
    assert.equal((await post(d.id, 'reject', ada.session.write, { reason: 'late' })).statusCode, 422)
    assert.deepEqual(
      (await history(d.id)).json().decisions.map((e: { action: string }) => e.action),
      ['accepted'],
    )
  })

  await t.test('401, 422, 404 and 403 like the other dataset routes', async () => {
    const theirs = await createDataset(app, other.id)
    assert.equal((await history(theirs.id, {})).statusCode, 401)
    assert.equal((await history('nope')).statusCode, 422)
    assert.equal((await history(randomUUID())).statusCode, 404)
    const foreign = await history(theirs.id)
    assert.equal(foreign.statusCode, 403)
    assert.match(foreign.json().detail, /another organization/)
  })
})

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import type { CreateDatasetInput } from '../../platform/admin.schema.ts'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson, MINUTE, manualClock } from '../../testing/people-fixtures.ts'
import { buildTestApp, NO_JOB_WORKER } from '../../testing/test-app.ts'

test('POST /datasets/bulk', async (t) => {
  const clock = manualClock('2026-03-02T09:00:00.000Z')
  const { app, org, other } = await buildTestApp(t, { clock, env: NO_JOB_WORKER })
  const key = keyHeader(org.key)

  /** Datasets of one batch (metadata `batch`), so each case filters its own. */
  const batch = async (statuses: NonNullable<CreateDatasetInput['status']>[]) => {
    const name = randomUUID().slice(0, 8)
    const ids: string[] = []
    for (const status of statuses) {
      clock.advance(1000)
      const metadata = { batch: name, ...(status === 'rejected' ? { rejection_reason: 'blurry' } : {}) }
      ids.push((await createDataset(app, org.id, { status, metadata })).id)
    }
    return { filter: { metadata: [`batch:${name}`] }, ids }
  }
  const bulk = (body: unknown, headers: Record<string, string> = key) =>
    app.inject({ method: 'POST', url: '/datasets/bulk', headers, payload: body as object })
  const statusOf = async (id: string) =>
    (await app.inject({ url: `/datasets/dataset?id=${id}`, headers: key })).json().status
  const historyOf = async (id: string) =>
    (await app.inject({ url: `/datasets/${id}/decisions`, headers: key })).json().decisions

  await t.test(
    'a dry run counts and changes nothing; the commit changes exactly what it counted',
    async () => {
      const { filter, ids } = await batch(['pending', 'pending', 'pending', 'accepted', 'rejected'])
      const count = await bulk({ filter, action: 'accept', dry_run: true })
      assert.equal(count.statusCode, 200, count.body)
      const counted = count.json()
      assert.deepEqual(
        { ...counted, token: typeof counted.token },
        {
          matched: 5,
          actionable: 3,
          skipped: { accepted: 1, rejected: 1 },
          sample_ids: ids.slice(0, 3).reverse(),
          token: 'string',
        },
      )
      assert.deepEqual(await Promise.all(ids.map(statusOf)), [
        'pending',
        'pending',
        'pending',
        'accepted',
        'rejected',
      ])

      const done = await bulk({ filter, action: 'accept', dry_run: false, token: counted.token, expected: 3 })
      assert.equal(done.statusCode, 200, done.body)
      const { bulk_id, ...rest } = done.json()
      assert.deepEqual(rest, { done: 3, skipped: { accepted: 1, rejected: 1 } })
      assert.deepEqual(await Promise.all(ids.map(statusOf)), [
        'accepted',
        'accepted',
        'accepted',
        'accepted',
        'rejected',
      ])

      // Each dataset has its own entry, audit entry and event.
      for (const id of ids.slice(0, 3))
        assert.deepEqual(await historyOf(id), [
          {
            action: 'accepted',
            actor: { kind: 'key', id: org.keyId, name: 'test' },
            at: new Date(clock.now()).toISOString(),
            reason: null,
            finding_ids: [],
            bulk_id,
          },
        ])
      assert.deepEqual(
        (await historyOf(ids[3]!)).map((e: { actor: { kind: string }; bulk_id: string | null }) => [
          e.actor.kind,
          e.bulk_id,
        ]),
        [['admin', null]],
        'skipped: imported accepted, only the platform’s entry',
      )
      const owner = await addPerson(app, org.id, 'owner')
      const audit = (
        await app.inject({ url: '/org/audit?action=dataset.accept', headers: owner.session.read })
      ).json()
      const bulkAudit = audit.entries.filter(
        (e: { detail: { bulk_id?: string } }) => e.detail.bulk_id === bulk_id,
      )
      assert.deepEqual(
        bulkAudit.map((e: { target_id: string }) => e.target_id).sort(),
        ids.slice(0, 3).sort(),
      )
      const feed = (
        await app.inject({ url: '/events?types=dataset.accepted&limit=500', headers: key })
      ).json()
      const accepted = feed.events.map((e: { data: { dataset_id: string } }) => e.data.dataset_id)
      for (const id of ids.slice(0, 3)) assert.ok(accepted.includes(id), id)

      // The same token again: what it counted is gone.
      const again = await bulk({
        filter,
        action: 'accept',
        dry_run: false,
        token: counted.token,
        expected: 3,
      })
      assert.equal(again.statusCode, 409)
      assert.equal(again.json().matched, 5)
      assert.equal(again.json().actionable, 0)
    },
  )

  await t.test('a count changed between the dry run and the commit: 409 and nothing changed', async () => {
    const { filter, ids } = await batch(['pending', 'pending', 'pending'])
    const counted = (await bulk({ filter, action: 'reject', reason: 'camera 3 broken' })).json()
    assert.equal(counted.actionable, 3)
    // Someone decides one of them alone in between.
    assert.equal(
      (await app.inject({ method: 'POST', url: `/datasets/${ids[0]}/accept`, headers: key })).statusCode,
      200,
    )
    const res = await bulk({
      filter,
      action: 'reject',
      reason: 'camera 3 broken',
      dry_run: false,
      token: counted.token,
      expected: 3,
    })
    assert.equal(res.statusCode, 409)
    const body = res.json()
    assert.deepEqual({ matched: body.matched, actionable: body.actionable }, { matched: 3, actionable: 2 })
    assert.match(body.detail, /changed since the count.*nothing was done/)
    assert.deepEqual(await Promise.all(ids.map(statusOf)), ['accepted', 'pending', 'pending'])
    assert.deepEqual(await historyOf(ids[1]!), [])

    // A new dataset that matches, and a number confirmed that is not the one counted: 409 too.
    const fresh = (await bulk({ filter, action: 'reject', reason: 'camera 3 broken' })).json()
    await createDataset(app, org.id, { metadata: { batch: filter.metadata[0]!.slice(6) } })
    const grew = await bulk({
      filter,
      action: 'reject',
      reason: 'x',
      dry_run: false,
      token: fresh.token,
      expected: 2,
    })
    assert.equal(grew.statusCode, 409)
    assert.equal(grew.json().actionable, 3)
    const recount = (await bulk({ filter, action: 'reject', reason: 'camera 3 broken' })).json()
    const wrong = await bulk({
      filter,
      action: 'reject',
      reason: 'x',
      dry_run: false,
      token: recount.token,
      expected: 2,
    })
    assert.equal(wrong.statusCode, 409)
    assert.deepEqual(await Promise.all(ids.map(statusOf)), ['accepted', 'pending', 'pending'])
  })

  await t.test('bulk reject writes each reason; bulk reopen takes them back', async () => {
    const { filter, ids } = await batch(['pending', 'pending', 'accepted'])
    assert.equal((await bulk({ filter, action: 'reject' })).statusCode, 422, 'a reason is required')
    const counted = (await bulk({ filter, action: 'reject', reason: 'camera 3 broken' })).json()
    const done = await bulk({
      filter,
      action: 'reject',
      reason: 'camera 3 broken',
      dry_run: false,
      token: counted.token,
      expected: 2,
    })
    assert.equal(done.statusCode, 200, done.body)
    const decision = (await app.inject({ url: `/datasets/${ids[0]}/decision`, headers: key })).json()
    assert.equal(decision.status, 'rejected')
    assert.equal(decision.reason, 'camera 3 broken')
    // The reason is in metadata and in its index, as a rejection alone writes it.
    const listed = (
      await app.inject({
        url: `/datasets?metadata=${filter.metadata[0]}&metadata=rejection_reason:camera 3 broken`,
        headers: key,
      })
    ).json()
    assert.equal(listed.total, 2)

    const reopenCount = (await bulk({ filter, action: 'reopen', reason: 'wrong camera' })).json()
    assert.deepEqual(
      { matched: reopenCount.matched, actionable: reopenCount.actionable },
      { matched: 3, actionable: 3 },
    )
    const reopened = await bulk({
      filter,
      action: 'reopen',
      reason: 'wrong camera',
      dry_run: false,
      token: reopenCount.token,
      expected: 3,
    })
    assert.equal(reopened.statusCode, 200, reopened.body)
    assert.deepEqual(await Promise.all(ids.map(statusOf)), ['pending', 'pending', 'pending'])
    assert.deepEqual(
      (await historyOf(ids[0]!)).map((e: { action: string; reason: string }) => [e.action, e.reason]),
      [
        ['rejected', 'camera 3 broken'],
        ['reopened', 'wrong camera'],
      ],
    )
    const feed = (await app.inject({ url: '/events?types=dataset.reopened&limit=500', headers: key })).json()
    const froms = feed.events
      .filter((e: { data: { dataset_id: string } }) => ids.includes(e.data.dataset_id))
      .map((e: { data: { from: string } }) => e.data.from)
      .sort()
    assert.deepEqual(froms, ['accepted', 'rejected', 'rejected'])
  })

  await t.test(
    'a token is refused when expired, of another organization, or for another filter or action',
    async () => {
      const { filter, ids } = await batch(['pending'])
      const commit = (token: unknown, body: Record<string, unknown> = {}) =>
        bulk({ filter, action: 'accept', dry_run: false, token, expected: 1, ...body })
      const { token } = (await bulk({ filter, action: 'accept' })).json()

      const otherFilter = await commit(token, { filter: { metadata: [...filter.metadata, 'x:y'] } })
      assert.equal(otherFilter.statusCode, 422)
      assert.match(otherFilter.json().detail, /another filter or action/)
      const otherAction = await commit(token, { action: 'reject', reason: 'no' })
      assert.equal(otherAction.statusCode, 422)
      const [body, mac] = token.split('.')
      const forged = Buffer.from(JSON.stringify([other.id, 'f', 'accept', 1, 1, 's', 9e9])).toString(
        'base64url',
      )
      for (const bad of [
        `${forged}.${mac}`,
        `${body}.${mac.slice(1)}x`,
        'garbage',
        `${body}.${mac}.x`,
        '.',
      ]) {
        const res = await commit(bad)
        assert.equal(res.statusCode, 422, bad)
        assert.match(res.json().detail, /not one this service issued/)
      }
      assert.equal((await commit(undefined)).statusCode, 422, 'a commit needs the token')

      // Another organization's count of the same filter.
      const theirs = (await bulk({ filter, action: 'accept' }, keyHeader(other.key))).json()
      const foreign = await commit(theirs.token)
      assert.equal(foreign.statusCode, 403)
      assert.match(foreign.json().detail, /another organization/)

      clock.advance(10 * MINUTE + 1000)
      const expired = await commit(token)
      assert.equal(expired.statusCode, 410)
      assert.match(expired.json().detail, /expired/)
      assert.equal(await statusOf(ids[0]!), 'pending')
    },
  )

  await t.test('a filter that matches nothing counts 0 and commits 0', async () => {
    const filter = { metadata: [`batch:${randomUUID()}`] }
    const counted = (await bulk({ filter, action: 'accept' })).json()
    assert.deepEqual(
      { ...counted, token: undefined },
      {
        matched: 0,
        actionable: 0,
        skipped: {},
        sample_ids: [],
        token: undefined,
      },
    )
    const done = await bulk({ filter, action: 'accept', dry_run: false, token: counted.token, expected: 0 })
    assert.equal(done.statusCode, 200, done.body)
    assert.equal(done.json().done, 0)
  })

  await t.test('reviewers and owners may; viewers and operators may not', async () => {
    const { filter, ids } = await batch(['pending'])
    for (const role of ['viewer', 'operator'] as const) {
      const person = await addPerson(app, org.id, role)
      const res = await bulk({ filter, action: 'accept' }, person.session.write)
      assert.equal(res.statusCode, 403, role)
      assert.match(res.json().detail, new RegExp(`Your role \\(${role}\\) cannot accept datasets`))
    }
    const reviewer = await addPerson(app, org.id, 'reviewer')
    const counted = (await bulk({ filter, action: 'accept' }, reviewer.session.write)).json()
    const viewer = await addPerson(app, org.id, 'viewer')
    const denied = await bulk(
      { filter, action: 'accept', dry_run: false, token: counted.token, expected: 1 },
      viewer.session.write,
    )
    assert.equal(denied.statusCode, 403)
    const done = await bulk(
      { filter, action: 'accept', dry_run: false, token: counted.token, expected: 1 },
      reviewer.session.write,
    )
    assert.equal(done.statusCode, 200, done.body)
    assert.equal(await statusOf(ids[0]!), 'accepted')
  })

  await t.test('hostile bodies answer the error shape', async () => {
    const cases: unknown[] = [
      {},
      { filter: {}, action: 'delete' },
      { filter: { stauts: 'pending' }, action: 'accept' },
      { filter: { status: 'nope' }, action: 'accept' },
      { filter: { metadata: ['no-colon'] }, action: 'accept' },
      { filter: { verdict: 'pass' }, action: 'accept' },
      { filter: {}, action: 'accept', expected: -1, dry_run: false, token: 'x' },
      { filter: {}, action: 'reopen', reason: '  ' },
      { filter: [], action: 'accept' },
    ]
    for (const body of cases) {
      const res = await bulk(body)
      assert.equal(res.statusCode, 422, JSON.stringify(body))
      assert.equal(typeof res.json().detail, 'string')
    }
    assert.equal((await bulk({ filter: {}, action: 'accept' }, {})).statusCode, 401)
  })
})

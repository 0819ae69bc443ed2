import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { test } from 'node:test'
import { STATUSES } from '../../datasets/dataset.schema.ts'
import { createDataset, createIteration, keyHeader } from '../../testing/fixtures.ts'
import { addPerson } from '../../testing/people-fixtures.ts'
import { buildTestApp, NO_JOB_WORKER } from '../../testing/test-app.ts'

test('POST /datasets/{dataset_id}/reopen', async (t) => {
  const { app, org, other } = await buildTestApp(t, { env: NO_JOB_WORKER })
  const reopen = (
    id: string,
    headers: Record<string, string> = keyHeader(org.key),
    payload: unknown = { reason: 'wrong call' },
  ) => app.inject({ method: 'POST', url: `/datasets/${id}/reopen`, headers, payload: payload as object })

  await t.test('takes back an accept or a rejection; any other status answers 409', async () => {
    for (const status of STATUSES) {
      // A superseded dataset is one a new version replaced.
      const d =
        status === 'superseded'
          ? await createDataset(app, org.id, { data_type: 'synthetic_pov' })
          : await createDataset(app, org.id, {
              status,
              ...(status === 'rejected' ? { metadata: { rejection_reason: 'blurry' } } : {}),
            })
      if (status === 'superseded') await createIteration(app, d.id)
      const res = await reopen(d.id)
      const after = (
        await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
      ).json()
      if (status === 'accepted' || status === 'rejected') {
        assert.equal(res.statusCode, 200, `${status}: ${res.body}`)
        assert.equal(after.status, 'pending')
        // What the dataset was decided on stays: the reason in metadata, the verdict.
        if (status === 'rejected') assert.equal(after.metadata.rejection_reason, 'blurry')
        assert.equal(after.verdict, d.verdict)
        const again = await reopen(d.id)
        assert.equal(again.statusCode, 409, 'a pending dataset has nothing to take back')
      } else {
        assert.equal(res.statusCode, 409, `${status}: ${res.body}`)
        assert.deepEqual(res.json(), {
          detail: `Only accepted or rejected datasets can be reopened; this dataset is ${status}`,
        })
        assert.equal(after.status, status, 'unchanged')
      }
    }
  })

  await t.test('reopened, a dataset is reviewed again as any pending one', async () => {
    const d = await createDataset(app, org.id, { status: 'accepted' })
    const stats = async () =>
      (await app.inject({ url: '/datasets/stats', headers: keyHeader(org.key) })).json().by_status
    const before = await stats()
    await reopen(d.id)
    assert.equal((await stats()).pending, before.pending + 1)
    const accepted = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/accept`,
      headers: keyHeader(org.key),
    })
    assert.equal(accepted.statusCode, 200, accepted.body)
    assert.deepEqual(await stats(), before, 'the counters followed every move')
  })

  await t.test('owners, reviewers and keys may; viewers and operators may not', async () => {
    for (const role of ['owner', 'reviewer'] as const) {
      const d = await createDataset(app, org.id, { status: 'accepted' })
      const person = await addPerson(app, org.id, role)
      assert.equal((await reopen(d.id, person.session.write)).statusCode, 200, role)
    }
    for (const role of ['viewer', 'operator'] as const) {
      const d = await createDataset(app, org.id, { status: 'accepted' })
      const person = await addPerson(app, org.id, role)
      const res = await reopen(d.id, person.session.write)
      assert.equal(res.statusCode, 403, role)
      assert.match(res.json().detail, new RegExp(`Your role \\(${role}\\) cannot reopen datasets`))
    }
  })

  await t.test('a reason is required; hostile input answers the error shape', async () => {
    const d = await createDataset(app, org.id, { status: 'accepted' })
    for (const payload of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 7 },
      { reason: 'x'.repeat(10_001) },
    ]) {
      const res = await reopen(d.id, keyHeader(org.key), payload)
      assert.equal(res.statusCode, 422, JSON.stringify(payload))
      assert.equal(typeof res.json().detail, 'string')
    }
    const theirs = await createDataset(app, other.id, { status: 'accepted' })
    assert.equal((await reopen(theirs.id, {})).statusCode, 401)
    assert.equal((await reopen('nope')).statusCode, 422)
    assert.equal((await reopen(randomUUID())).statusCode, 404)
    const foreign = await reopen(theirs.id)
    assert.equal(foreign.statusCode, 403)
    assert.match(foreign.json().detail, /another organization/)
    const still = (
      await app.inject({ url: `/datasets/dataset?id=${d.id}`, headers: keyHeader(org.key) })
    ).json()
    assert.equal(still.status, 'accepted')
  })
})

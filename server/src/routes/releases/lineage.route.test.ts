import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { createDataset, keyHeader } from '../../testing/fixtures.ts'
import { addPerson } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'
import { WebhookReceiver } from '../../testing/webhook-receiver.ts'

type Built = Awaited<ReturnType<typeof buildTestApp>>

/** One app for the file; each test makes the datasets and releases it decides. */
describe('release consumers, dataset lineage and recall', () => {
  let built: Built
  const receiver = new WebhookReceiver()
  const cleanups: (() => unknown)[] = []
  after(async () => {
    for (const fn of cleanups.reverse()) await fn()
  })
  before(async () => {
    built = await buildTestApp(
      { after: (fn: () => unknown) => cleanups.push(fn) },
      {
        env: {
          WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
          WEBHOOK_RETRY_SECONDS: '0.3',
          WEBHOOK_TIMEOUT_MS: '2000',
        },
      },
    )
    await receiver.start()
    cleanups.push(() => receiver.stop())
    const hook = await built.app.inject({
      method: 'POST',
      url: '/org/webhooks',
      headers: keyHeader(built.org.key),
      payload: { url: receiver.url, events: ['release.recalled'] },
    })
    assert.equal(hook.statusCode, 201, hook.body)
  })

  const release = async (ids: string[]) => {
    const res = await built.app.inject({
      method: 'POST',
      url: '/releases',
      headers: keyHeader(built.org.key),
      payload: { program: 'software', dataset_ids: ids },
    })
    assert.equal(res.statusCode, 201, res.body)
    return res.json() as { id: string; version: string; recalled: unknown[] }
  }
  const consumer = (
    releaseId: string,
    payload: unknown,
    headers: Record<string, string> = keyHeader(built.org.key),
  ) =>
    built.app.inject({
      method: 'POST',
      url: `/releases/${releaseId}/consumers`,
      headers,
      payload: payload as object,
    })
  const recalledEvents = async () => {
    const res = await built.app.inject({
      url: '/events?after=0&types=release.recalled&limit=500',
      headers: keyHeader(built.org.key),
    })
    return res.json().events as {
      data: { release_id: string; dataset_ids: string[]; consumers: { name: string }[] }
    }[]
  }

  test('a training run records that it read a release; the list has it; a person with the release right may too', async () => {
    const { app, org } = built
    const d = await createDataset(app, org.id, { status: 'accepted' })
    const rel = await release([d.id])
    assert.match(rel.version, /^[1-9][0-9]*\.0\.0$/)
    assert.deepEqual(rel.recalled, [])
    const res = await consumer(rel.id, { name: 'pi0 finetune #12', uri: 'mlflow-run://tracking/runs/abc123' })
    assert.equal(res.statusCode, 201, res.body)
    assert.equal(res.json().created_by, `api_key:${org.keyId}`)
    const reviewer = await addPerson(app, org.id, 'reviewer')
    const byPerson = await consumer(
      rel.id,
      { name: 'eval', uri: 'https://wandb.ai/team/run/1' },
      reviewer.session.write,
    )
    assert.equal(byPerson.statusCode, 201, byPerson.body)
    const list = await app.inject({ url: `/releases/${rel.id}/consumers`, headers: keyHeader(org.key) })
    assert.deepEqual(
      list.json().consumers.map((c: { name: string; uri: string }) => [c.name, c.uri]),
      [
        ['pi0 finetune #12', 'mlflow-run://tracking/runs/abc123'],
        ['eval', 'https://wandb.ai/team/run/1'],
      ],
    )
  })

  test('bad consumers get 422, a viewer 403, unknown releases 404, another organization 403', async () => {
    const { app, org, other } = built
    const d = await createDataset(app, org.id, { status: 'accepted' })
    const rel = await release([d.id])
    for (const bad of [
      {},
      { name: 'x' },
      { name: '', uri: 'https://x.test/run' },
      { name: 'x', uri: 'not a uri' },
      { name: 'x', uri: '/relative/path' },
      { name: 'x', uri: 'javascript:alert(1)' },
      { name: 'x', uri: 'DATA:text/html,hi' },
      { name: 'x', uri: 'https://x.test/run', extra: 1 },
      { name: 7, uri: 'https://x.test/run' },
      { name: 'x', uri: `https://x.test/${'a'.repeat(3000)}` },
    ]) {
      const res = await consumer(rel.id, bad)
      assert.equal(res.statusCode, 422, JSON.stringify(bad))
      assert.equal(typeof res.json().detail, 'string')
    }
    const viewer = await addPerson(app, org.id, 'viewer')
    assert.equal(
      (await consumer(rel.id, { name: 'x', uri: 'https://x.test' }, viewer.session.write)).statusCode,
      403,
    )
    assert.equal((await consumer(randomUUID(), { name: 'x', uri: 'https://x.test' })).statusCode, 404)
    assert.equal((await consumer('nope', { name: 'x', uri: 'https://x.test' })).statusCode, 422)
    const theirs = await createDataset(app, other.id, { status: 'accepted' })
    const theirRelease = await app.inject({
      method: 'POST',
      url: '/releases',
      headers: keyHeader(other.key),
      payload: { program: 'software', dataset_ids: [theirs.id] },
    })
    const otherId = theirRelease.json().id
    assert.equal((await consumer(otherId, { name: 'x', uri: 'https://x.test' })).statusCode, 403)
    assert.equal(
      (await app.inject({ url: `/releases/${otherId}/consumers`, headers: keyHeader(org.key) })).statusCode,
      403,
    )
    assert.equal(
      (await app.inject({ url: `/datasets/${theirs.id}/lineage`, headers: keyHeader(org.key) })).statusCode,
      403,
    )
    assert.equal(
      (await app.inject({ url: `/datasets/${randomUUID()}/lineage`, headers: keyHeader(org.key) }))
        .statusCode,
      404,
    )
  })

  test("a dataset's lineage lists the releases that hold it, newest first, with versions and consumers", async () => {
    const { app, org } = built
    const d = await createDataset(app, org.id, { status: 'accepted' })
    const alone = await createDataset(app, org.id, { status: 'accepted' })
    const first = await release([d.id])
    const second = await release([d.id, alone.id])
    await consumer(second.id, { name: 'run b', uri: 'wandb://team/project/run-b' })
    const res = await app.inject({ url: `/datasets/${d.id}/lineage`, headers: keyHeader(org.key) })
    assert.equal(res.statusCode, 200, res.body)
    const lineage = res.json()
    assert.equal(lineage.dataset_id, d.id)
    assert.deepEqual(
      lineage.releases.map((r: { release_id: string; version: string }) => [r.release_id, r.version]),
      [
        [second.id, second.version],
        [first.id, first.version],
      ],
    )
    assert.equal(Number.parseInt(second.version, 10), Number.parseInt(first.version, 10) + 1)
    assert.deepEqual(
      lineage.releases[0].consumers.map((c: { name: string }) => c.name),
      ['run b'],
    )
    assert.deepEqual(lineage.releases[1].consumers, [])
    assert.equal(lineage.releases[0].dataset_version, null)
    assert.equal(lineage.releases[0].recalled, null)
    const none = await createDataset(app, org.id)
    assert.deepEqual(
      (await app.inject({ url: `/datasets/${none.id}/lineage`, headers: keyHeader(org.key) })).json()
        .releases,
      [],
    )
  })

  test('reopening a released dataset recalls it: on the release, on the feed and at the webhook, with the consumers', async () => {
    const { app, org } = built
    const d = await createDataset(app, org.id, { status: 'accepted' })
    const kept = await createDataset(app, org.id, { status: 'accepted' })
    const rel = await release([d.id, kept.id])
    await consumer(rel.id, { name: 'pi0 finetune #13', uri: 'mlflow-run://tracking/runs/def456' })
    const reopen = await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/reopen`,
      headers: keyHeader(org.key),
      payload: { reason: 'camera 2 was unplugged' },
    })
    assert.equal(reopen.statusCode, 200, reopen.body)

    const got = (await app.inject({ url: `/releases/${rel.id}`, headers: keyHeader(org.key) })).json()
    assert.equal(got.recalled.length, 1)
    assert.equal(got.recalled[0].dataset_id, d.id)
    assert.equal(got.recalled[0].reason, 'camera 2 was unplugged')
    assert.ok(!Number.isNaN(Date.parse(got.recalled[0].at)))
    const listed = (await app.inject({ url: '/releases?limit=1000', headers: keyHeader(org.key) })).json()
    assert.deepEqual(listed.releases.find((r: { id: string }) => r.id === rel.id).recalled, got.recalled)

    const event = (await recalledEvents()).find((e) => e.data.release_id === rel.id)
    assert.ok(event, 'a release.recalled event')
    assert.deepEqual(event.data.dataset_ids, [d.id])
    assert.deepEqual(
      event.data.consumers.map((c) => c.name),
      ['pi0 finetune #13'],
    )
    const lineage = (
      await app.inject({ url: `/datasets/${d.id}/lineage`, headers: keyHeader(org.key) })
    ).json()
    assert.equal(lineage.releases[0].recalled.reason, 'camera 2 was unplugged')

    const hooks = await receiver.waitFor(1)
    const body = hooks.map((h) => JSON.parse(h.body)).find((b) => b.data?.release_id === rel.id)
    assert.ok(body, 'the webhook receiver got the recall')
    assert.equal(body.type, 'release.recalled')
    assert.deepEqual(
      body.data.consumers.map((c: { uri: string }) => c.uri),
      ['mlflow-run://tracking/runs/def456'],
    )

    // Rejecting it later does not recall it from the same release again.
    const before = (await recalledEvents()).length
    await app.inject({
      method: 'POST',
      url: `/datasets/${d.id}/reject`,
      headers: keyHeader(org.key),
      payload: { reason: 'still unplugged' },
    })
    assert.equal((await recalledEvents()).length, before)
    // Accepting recalls nothing.
    const fresh = await createDataset(app, org.id)
    const pendingRelease = await release([fresh.id])
    await app.inject({ method: 'POST', url: `/datasets/${fresh.id}/accept`, headers: keyHeader(org.key) })
    assert.equal((await recalledEvents()).length, before)
    assert.deepEqual(
      (await app.inject({ url: `/releases/${pendingRelease.id}`, headers: keyHeader(org.key) })).json()
        .recalled,
      [],
    )
  })

  test('a bulk rejection recalls each release once, naming all its datasets', async () => {
    const { app, org } = built
    const batch = `batch-${randomUUID().slice(0, 8)}`
    const ds = await Promise.all([0, 1, 2].map(() => createDataset(app, org.id, { metadata: { batch } })))
    const a = await release([ds[0]!.id, ds[1]!.id])
    const b = await release([ds[1]!.id, ds[2]!.id])
    const body = { filter: { metadata: [`batch:${batch}`] }, action: 'reject', reason: 'wrong gripper' }
    const dry = await app.inject({
      method: 'POST',
      url: '/datasets/bulk',
      headers: keyHeader(org.key),
      payload: { ...body, dry_run: true },
    })
    assert.equal(dry.json().actionable, 3, dry.body)
    const done = await app.inject({
      method: 'POST',
      url: '/datasets/bulk',
      headers: keyHeader(org.key),
      payload: { ...body, dry_run: false, token: dry.json().token, expected: 3 },
    })
    assert.equal(done.json().done, 3, done.body)
    const events = (await recalledEvents()).filter(
      (e) => e.data.release_id === a.id || e.data.release_id === b.id,
    )
    assert.equal(events.length, 2, 'one event per release')
    const sortedIds = (ids: string[]) => [...ids].sort()
    assert.deepEqual(
      sortedIds(events.find((e) => e.data.release_id === a.id)!.data.dataset_ids),
      sortedIds([ds[0]!.id, ds[1]!.id]),
    )
    assert.deepEqual(
      sortedIds(events.find((e) => e.data.release_id === b.id)!.data.dataset_ids),
      sortedIds([ds[1]!.id, ds[2]!.id]),
    )
    const relB = (await app.inject({ url: `/releases/${b.id}`, headers: keyHeader(org.key) })).json()
    assert.deepEqual(
      relB.recalled.map((r: { reason: string }) => r.reason),
      ['wrong gripper', 'wrong gripper'],
    )
  })
})

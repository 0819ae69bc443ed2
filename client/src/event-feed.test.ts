import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Webhook } from 'standardwebhooks'
import { createDataset } from '../../server/src/testing/fixtures.ts'
import { buildTestApp } from '../../server/src/testing/test-app.ts'
import { createHangarClient } from './client.ts'
import { HangarApiError } from './errors.ts'
import { followEvents, type HangarEvent } from './event-feed.ts'
import { verifyWebhook, WebhookVerificationError } from './webhook-signature.ts'

test('followEvents: pages from a stored cursor, waits for what commits next, resumes without repeats; 410 throws', async (t) => {
  const { app, org } = await buildTestApp(t)
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' })
  const hangar = createHangarClient({ baseUrl, apiKey: org.key })
  await createDataset(app, org.id)
  await createDataset(app, org.id)
  const seen: HangarEvent[] = []
  let stored = '0'
  const stop = new AbortController()
  const following = (async () => {
    for await (const page of followEvents(hangar, {
      after: stored,
      types: ['dataset.created'],
      wait: 5,
      signal: stop.signal,
    })) {
      seen.push(...page.events)
      stored = page.next
      if (seen.length === 3) stop.abort()
    }
  })()
  // The third commits while the iterator waits.
  while (seen.length < 2) await new Promise((r) => setTimeout(r, 20))
  const third = await createDataset(app, org.id)
  await following
  assert.equal(seen.length, 3)
  assert.equal((seen[2]!.data as { dataset_id: string }).dataset_id, third.id)

  // A restart from the stored cursor sees only what came after.
  const fourth = await createDataset(app, org.id)
  const again = new AbortController()
  for await (const page of followEvents(hangar, {
    after: stored,
    types: ['dataset.created'],
    wait: 1,
    signal: again.signal,
  })) {
    assert.deepEqual(
      page.events.map((e) => (e.data as { dataset_id: string }).dataset_id),
      [fourth.id],
    )
    again.abort()
  }
  await assert.rejects(
    async () => {
      for await (const _ of followEvents(hangar, { after: '999' })) break
    },
    (err: HangarApiError) => err instanceof HangarApiError && err.status === 410,
  )
})

test('verifyWebhook accepts what standardwebhooks signs, with either of two signatures, and refuses tampering and old timestamps', async () => {
  const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`
  const other = `whsec_${Buffer.from('fedcba9876543210fedcba9876543210').toString('base64')}`
  const body = JSON.stringify({ id: 'e1', type: 'dataset.accepted', data: { dataset_id: 'd' } })
  const now = new Date()
  const sig = new Webhook(secret).sign('msg_1', now, body)
  const headers = {
    'webhook-id': 'msg_1',
    'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
    'webhook-signature': sig,
  }
  assert.deepEqual(await verifyWebhook(secret, headers, body), JSON.parse(body))
  const both = { ...headers, 'webhook-signature': `${new Webhook(other).sign('msg_1', now, body)} ${sig}` }
  assert.ok(await verifyWebhook(secret, new Headers(both), body))
  await assert.rejects(verifyWebhook(other, headers, body), WebhookVerificationError)
  await assert.rejects(
    verifyWebhook(secret, headers, body.replace('accepted', 'rejected')),
    WebhookVerificationError,
  )
  await assert.rejects(verifyWebhook(secret, headers, body, { now: now.getTime() + 600_000 }), /too far/)
  await assert.rejects(verifyWebhook(secret, { 'webhook-id': 'x' }, body), /Missing/)
})

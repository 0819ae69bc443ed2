import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { Webhook } from 'standardwebhooks'
import { createDataset, keyHeader } from '../testing/fixtures.ts'
import { addPerson, HOUR, manualClock } from '../testing/people-fixtures.ts'
import { freePort } from '../testing/spawn-service.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { eventually, type Received, WebhookReceiver } from '../testing/webhook-receiver.ts'
import { isPublicAddress } from './public-address.ts'
import { sendWebhook } from './webhook-sender.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>['app']

/** Retries 0.3 s apart, so a test sees three attempts in about a second. */
const FAST = {
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOK_RETRY_SECONDS: '0.3,0.3,0.3',
  WEBHOOK_TIMEOUT_MS: '2000',
}

async function receiver(t: { after: (fn: () => unknown) => void }, port = 0): Promise<WebhookReceiver> {
  const r = await new WebhookReceiver(port).start()
  t.after(() => r.stop())
  return r
}

async function addEndpoint(app: App, key: string, url: string, events = ['dataset.accepted']) {
  const res = await app.inject({
    method: 'POST',
    url: '/org/webhooks',
    headers: keyHeader(key),
    payload: { url, events },
  })
  assert.equal(res.statusCode, 201, res.body)
  return res.json() as { id: string; secret: string; url: string; events: string[] }
}

async function deliveries(app: App, key: string, id: string) {
  const res = await app.inject({ url: `/org/webhooks/${id}/deliveries`, headers: keyHeader(key) })
  assert.equal(res.statusCode, 200, res.body)
  return res.json().deliveries as {
    id: string
    status: string
    event_type: string
    attempts: {
      attempt: number
      status_code: number | null
      response: string
      error: string | null
      duration_ms: number
    }[]
  }[]
}

function verify(secret: string, r: Received): unknown {
  return new Webhook(secret).verify(r.body, r.headers as Record<string, string>)
}

const accept = (app: App, key: string, id: string) =>
  app.inject({ method: 'POST', url: `/datasets/${id}/accept`, headers: keyHeader(key) })

describe('webhooks', () => {
  test('an accept reaches the endpoint, signed as Standard Webhooks says (verified by the standardwebhooks package)', async (t) => {
    const { app, org } = await buildTestApp(t, { env: FAST })
    const owner = await addPerson(app, org.id, 'owner')
    const r = await receiver(t)
    const created = await app.inject({
      method: 'POST',
      url: '/org/webhooks',
      headers: owner.session.write,
      payload: { url: r.url, events: ['dataset.accepted', 'dataset.rejected'] },
    })
    assert.equal(created.statusCode, 201, created.body)
    const hook = created.json()
    assert.match(hook.secret, /^whsec_[A-Za-z0-9+/]{32}$/)
    assert.deepEqual(hook.events, ['dataset.accepted', 'dataset.rejected'])
    const list = await app.inject({ url: '/org/webhooks', headers: owner.session.read })
    assert.equal(list.json().webhooks.length, 1)
    assert.equal(list.body.includes(hook.secret), false, 'the secret is shown once')

    const d = await createDataset(app, org.id)
    assert.equal((await accept(app, org.key, d.id)).statusCode, 200)
    const [got] = await r.waitFor(1)
    const event = verify(hook.secret, got!) as {
      type: string
      organization_id: string
      data: unknown
      id: string
    }
    assert.equal(event.type, 'dataset.accepted')
    assert.equal(event.organization_id, org.id)
    assert.deepEqual(event.data, { dataset_id: d.id, status: 'accepted' })
    assert.equal(got!.headers['content-type'], 'application/json')
    assert.match(String(got!.headers['webhook-signature']), /^v1,[A-Za-z0-9+/=]+$/)
    // The feed's event, the same id.
    const feed = (
      await app.inject({ url: '/events?types=dataset.accepted', headers: keyHeader(org.key) })
    ).json()
    assert.equal(feed.events[0].id, event.id)

    const [delivery] = await eventually(async () => {
      const ds = await deliveries(app, org.key, hook.id)
      return ds[0]?.status === 'succeeded' ? ds : undefined
    })
    assert.equal(delivery!.id, got!.headers['webhook-id'])
    assert.equal(delivery!.attempts.length, 1)
    assert.equal(delivery!.attempts[0]!.status_code, 200)
    assert.equal(delivery!.attempts[0]!.response, 'thanks')
    // Not subscribed: nothing sent for a created dataset.
    assert.equal(r.received.length, 1)
  })

  test('a receiver down for two attempts gets the event on the third; "send again" sends it once more with the same id', async (t) => {
    const { app, org } = await buildTestApp(t, { env: FAST })
    const port = await freePort()
    const hook = await addEndpoint(app, org.key, `http://127.0.0.1:${port}/hooks`)
    const d = await createDataset(app, org.id)
    await accept(app, org.key, d.id)
    // Nothing listens: two attempts are refused.
    await eventually(async () => ((await deliveries(app, org.key, hook.id))[0]?.attempts.length ?? 0) >= 2)
    const r = await receiver(t, port)
    const [got] = await r.waitFor(1)
    assert.ok(verify(hook.secret, got!))
    const [delivery] = await eventually(async () => {
      const ds = await deliveries(app, org.key, hook.id)
      return ds[0]?.status === 'succeeded' ? ds : undefined
    })
    assert.deepEqual(
      delivery!.attempts.map((a) => [a.attempt, a.status_code]),
      [
        [1, null],
        [2, null],
        [3, 200],
      ],
    )
    assert.match(delivery!.attempts[0]!.error!, /ECONNREFUSED/)

    const again = await app.inject({
      method: 'POST',
      url: `/org/webhooks/${hook.id}/deliveries/${delivery!.id}/retry`,
      headers: keyHeader(org.key),
    })
    assert.equal(again.statusCode, 202, again.body)
    const [, second] = await r.waitFor(2)
    assert.equal(second!.headers['webhook-id'], delivery!.id)
    assert.equal(second!.body, got!.body)
  })

  test('a delivery that keeps failing fails after the last retry; 429 waits for its Retry-After', async (t) => {
    const { app, org } = await buildTestApp(t, { env: { ...FAST, WEBHOOK_RETRY_SECONDS: '0.1' } })
    const r = await receiver(t)
    r.answer = () => ({ status: 500, body: 'x'.repeat(5000) })
    const hook = await addEndpoint(app, org.key, r.url)
    await accept(app, org.key, (await createDataset(app, org.id)).id)
    const [failed] = await eventually(async () => {
      const ds = await deliveries(app, org.key, hook.id)
      return ds[0]?.status === 'failed' ? ds : undefined
    })
    assert.equal(failed!.attempts.length, 2)
    assert.equal(failed!.attempts[1]!.response.length, 1024, "the answer's first KiB")
    const state = (await app.inject({ url: '/org/webhooks', headers: keyHeader(org.key) })).json().webhooks[0]
    assert.ok(state.failing_since)
    assert.equal(state.disabled_at, null)

    r.answer = () => ({ status: 429, headers: { 'retry-after': '2' } })
    const test2 = await app.inject({
      method: 'POST',
      url: `/org/webhooks/${hook.id}/test`,
      headers: keyHeader(org.key),
    })
    assert.equal(test2.statusCode, 202)
    const [first] = await r.waitFor(3)
    r.answer = () => ({ status: 200 })
    await r.waitFor(4)
    const gap = r.received[3]!.at - first!.at
    assert.ok(gap >= 1500, `the retry came ${Math.round(gap)} ms after a 429 with Retry-After: 2`)
  })

  test('an endpoint answering 410 is disabled and receives nothing more', async (t) => {
    const { app, org } = await buildTestApp(t, { env: FAST })
    const r = await receiver(t)
    r.answer = () => ({ status: 410 })
    const hook = await addEndpoint(app, org.key, r.url)
    await accept(app, org.key, (await createDataset(app, org.id)).id)
    await r.waitFor(1)
    const state = await eventually(async () => {
      const w = (await app.inject({ url: '/org/webhooks', headers: keyHeader(org.key) })).json().webhooks[0]
      return w.disabled_at ? w : undefined
    })
    assert.match(state.disabled_reason, /410/)
    const [delivery] = await deliveries(app, org.key, hook.id)
    assert.equal(delivery!.status, 'failed')
    assert.equal(delivery!.attempts.length, 1)
    await accept(app, org.key, (await createDataset(app, org.id)).id)
    await new Promise((res) => setTimeout(res, 600))
    assert.equal(r.received.length, 1)
    assert.equal((await deliveries(app, org.key, hook.id)).length, 1)
  })

  test('a rotated-out secret signs beside the new one for 24 hours, then no longer', async (t) => {
    const clock = manualClock(new Date().toISOString())
    const { app, org } = await buildTestApp(t, { env: FAST, clock })
    const r = await receiver(t)
    const hook = await addEndpoint(app, org.key, r.url)
    const rotated = await app.inject({
      method: 'POST',
      url: `/org/webhooks/${hook.id}/rotate-secret`,
      headers: keyHeader(org.key),
    })
    assert.equal(rotated.statusCode, 200, rotated.body)
    const { secret, previous_secret_expires_at } = rotated.json()
    assert.notEqual(secret, hook.secret)
    assert.equal(Date.parse(previous_secret_expires_at), clock.now() + 24 * HOUR)
    const sendTest = () =>
      app.inject({ method: 'POST', url: `/org/webhooks/${hook.id}/test`, headers: keyHeader(org.key) })
    assert.equal((await sendTest()).statusCode, 202)
    const [during] = await r.waitFor(1)
    assert.equal((verify(secret, during!) as { type: string }).type, 'webhook.test')
    assert.ok(verify(hook.secret, during!), 'the old secret still verifies')
    clock.advance(24 * HOUR + 1000)
    await sendTest()
    const [, after] = await r.waitFor(2)
    assert.ok(verify(secret, after!))
    assert.throws(() => verify(hook.secret, after!), /No matching signature found/)
  })

  test('without WEBHOOK_ALLOW_PRIVATE_NETWORKS loopback is refused: written out at once (422), by name after resolving it', async (t) => {
    const { app, org } = await buildTestApp(t, { env: { WEBHOOK_RETRY_SECONDS: '0.1' } })
    const r = await receiver(t)
    for (const url of [
      r.url,
      'http://[::1]:9/x',
      'http://169.254.169.254/latest',
      'http://10.0.0.1/',
      'http://[::ffff:127.0.0.1]/',
      // IPv6 forms carrying an IPv4 address (URL parsing writes the first as [::7f00:1]).
      'http://[::127.0.0.1]/',
      'http://[::ffff:0:127.0.0.1]/',
      'http://[2002:7f00:1::1]/',
      'http://[64:ff9b:1::a00:1]/',
      'http://[fec0::1]/',
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/org/webhooks',
        headers: keyHeader(org.key),
        payload: { url, events: ['dataset.accepted'] },
      })
      assert.equal(res.statusCode, 422, url)
      assert.match(res.json().detail, /not a public address/)
    }
    const hook = await addEndpoint(app, org.key, `http://localhost:${r.port}/hooks`)
    await accept(app, org.key, (await createDataset(app, org.id)).id)
    const [delivery] = await eventually(async () => {
      const ds = await deliveries(app, org.key, hook.id)
      return ds[0]?.status === 'failed' ? ds : undefined
    })
    // Not which addresses: that would answer what any name resolves to inside the network.
    assert.equal(
      delivery!.attempts[0]!.error,
      'localhost resolves to a non-public address (WEBHOOK_ALLOW_PRIVATE_NETWORKS=true allows it)',
    )
    assert.equal(r.received.length, 0, 'nothing reached the receiver')

    const direct = await sendWebhook(`http://localhost:${r.port}/`, {}, '{}', {
      timeoutMs: 1000,
      allowPrivateNetworks: false,
    })
    assert.equal(direct.status, null)
    assert.equal(r.received.length, 0)
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:10.0.0.1',
    ])
      assert.equal(isPublicAddress(a), false, a)
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111']) assert.equal(isPublicAddress(a), true, a)
  })

  test("another organization's events never reach an endpoint, and its endpoints are not there for others", async (t) => {
    const { app, org, other } = await buildTestApp(t, { env: FAST })
    const r = await receiver(t)
    const hook = await addEndpoint(app, org.key, r.url, ['dataset.accepted', 'dataset.created'])
    await accept(app, other.key, (await createDataset(app, other.id)).id)
    const mine = await createDataset(app, org.id)
    await r.waitFor(1)
    await new Promise((res) => setTimeout(res, 500))
    assert.equal(r.received.length, 1)
    const event = verify(hook.secret, r.received[0]!) as {
      organization_id: string
      data: { dataset_id: string }
    }
    assert.equal(event.organization_id, org.id)
    assert.equal(event.data.dataset_id, mine.id)
    for (const req of [
      { method: 'GET' as const, url: `/org/webhooks/${hook.id}/deliveries` },
      { method: 'PATCH' as const, url: `/org/webhooks/${hook.id}`, payload: { events: ['dataset.created'] } },
      { method: 'POST' as const, url: `/org/webhooks/${hook.id}/rotate-secret` },
      { method: 'POST' as const, url: `/org/webhooks/${hook.id}/test` },
      { method: 'DELETE' as const, url: `/org/webhooks/${hook.id}` },
    ]) {
      const res = await app.inject({ ...req, headers: keyHeader(other.key) })
      assert.equal(res.statusCode, 404, `${req.method} ${req.url}`)
    }
    assert.deepEqual((await app.inject({ url: '/org/webhooks', headers: keyHeader(other.key) })).json(), {
      webhooks: [],
    })
  })

  test('owners and API keys manage webhooks; other roles 403; update, turn off and on, delete', async (t) => {
    const { app, org } = await buildTestApp(t, { env: FAST })
    const hook = await addEndpoint(app, org.key, 'https://example.com/hooks')
    for (const role of ['reviewer', 'operator', 'viewer'] as const) {
      const p = await addPerson(app, org.id, role)
      const res = await app.inject({ url: '/org/webhooks', headers: p.session.read })
      assert.equal(res.statusCode, 403)
      assert.deepEqual(res.json(), { detail: `Your role (${role}) cannot manage webhooks` })
    }
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/org/webhooks/${hook.id}`, headers: keyHeader(org.key), payload })
    const off = await patch({ enabled: false, events: ['release.created'] })
    assert.equal(off.statusCode, 200, off.body)
    assert.ok(off.json().disabled_at)
    assert.deepEqual(off.json().events, ['release.created'])
    const on = await patch({ enabled: true, url: 'https://example.org/h' })
    assert.equal(on.json().disabled_at, null)
    assert.equal(on.json().url, 'https://example.org/h')
    for (const bad of [
      { url: 'ftp://example.com' },
      { events: ['nope'] },
      { events: [] },
      {},
      { url: 'https://u:p@example.com/' },
    ])
      assert.equal((await patch(bad)).statusCode, 422, JSON.stringify(bad))
    const del = await app.inject({
      method: 'DELETE',
      url: `/org/webhooks/${hook.id}`,
      headers: keyHeader(org.key),
    })
    assert.equal(del.statusCode, 204)
    assert.equal((await patch({ enabled: true })).statusCode, 404)
  })
})

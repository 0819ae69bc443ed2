import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { createDataset, keyHeader } from '../testing/fixtures.ts'
import { HOUR, MINUTE, manualClock } from '../testing/people-fixtures.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { eventually, WebhookReceiver } from '../testing/webhook-receiver.ts'
import { DEFAULT_DELIVERER } from './webhook-deliverer.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>['app']
const DAY = 24 * HOUR

async function receiver(t: { after: (fn: () => unknown) => void }): Promise<WebhookReceiver> {
  const r = await new WebhookReceiver().start()
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
  return res.json() as { id: string; secret: string }
}

async function endpoint(app: App, key: string) {
  const list = (await app.inject({ url: '/org/webhooks', headers: keyHeader(key) })).json()
  return list.webhooks[0] as {
    disabled_at: string | null
    disabled_reason: string | null
    failing_since: string | null
  }
}

async function attempts(app: App, key: string, id: string) {
  const res = await app.inject({ url: `/org/webhooks/${id}/deliveries`, headers: keyHeader(key) })
  return res.json().deliveries as {
    status: string
    attempts: { attempt: number; status_code: number | null }[]
  }[]
}

const accept = async (app: App, key: string, organizationId: string) => {
  const d = await createDataset(app, organizationId)
  const res = await app.inject({ method: 'POST', url: `/datasets/${d.id}/accept`, headers: keyHeader(key) })
  assert.equal(res.statusCode, 200, res.body)
  return d
}

describe('webhook endpoints that fail or hang', () => {
  test('an endpoint failing for 5 days without a success is disabled, and the API says why; not a minute before', async (t) => {
    // The deliverer's clock is the service's: 5 days pass in a test without waiting them.
    const clock = manualClock(new Date().toISOString())
    const { app, org } = await buildTestApp(t, {
      clock,
      env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SECONDS: '1,1,1,1' },
    })
    const r = await receiver(t)
    r.answer = () => ({ status: 500, body: 'down' })
    const hook = await addEndpoint(app, org.key, r.url)
    const start = clock.now()
    await accept(app, org.key, org.id)
    const recorded = (n: number) =>
      eventually(async () => ((await attempts(app, org.key, hook.id))[0]?.attempts.length ?? 0) >= n)

    await recorded(1)
    let state = await endpoint(app, org.key)
    assert.equal(Date.parse(state.failing_since!), start)
    assert.equal(state.disabled_at, null)

    // Just short of 5 days: the retry fails and the endpoint stays on.
    clock.advance(5 * DAY - MINUTE)
    await recorded(2)
    state = await endpoint(app, org.key)
    assert.equal(Date.parse(state.failing_since!), start, 'failing since the first failure')
    assert.equal(state.disabled_at, null)

    // Past 5 days: the next failure disables it.
    clock.advance(2 * MINUTE)
    await recorded(3)
    state = await eventually(async () => {
      const s = await endpoint(app, org.key)
      return s.disabled_at ? s : undefined
    })
    assert.equal(Date.parse(state.disabled_at!), clock.now())
    // What the console's webhook page shows beside the endpoint ("Disabled: …").
    assert.equal(state.disabled_reason, 'every attempt failed for 5 days')
    const [delivery] = await attempts(app, org.key, hook.id)
    assert.equal(delivery!.status, 'failed')
    assert.equal(r.received.length, 3)

    // A disabled endpoint gets nothing more: once a healthy endpoint of the organization has
    // the next event, the deliverer has been past it, and the disabled one has no delivery.
    const healthy = await receiver(t)
    await addEndpoint(app, org.key, healthy.url)
    clock.advance(HOUR)
    await accept(app, org.key, org.id)
    await healthy.waitFor(1)
    assert.equal((await attempts(app, org.key, hook.id)).length, 1)
    assert.equal(r.received.length, 3)
  })

  test('a success resets the 5 days: an endpoint that failed on and off is not disabled', async (t) => {
    const clock = manualClock(new Date().toISOString())
    const { app, org } = await buildTestApp(t, {
      clock,
      env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_RETRY_SECONDS: '1,1,1,1' },
    })
    const r = await receiver(t)
    r.answer = () => ({ status: 500 })
    const hook = await addEndpoint(app, org.key, r.url)
    const recorded = (n: number) =>
      eventually(async () => (await attempts(app, org.key, hook.id))[0]?.attempts.length === n)
    await accept(app, org.key, org.id)
    // Each attempt recorded before the clock moves (its retry is planned from the clock).
    await recorded(1)
    clock.advance(3 * DAY)
    r.answer = () => ({ status: 200 })
    await eventually(async () => (await attempts(app, org.key, hook.id))[0]?.status === 'succeeded')
    assert.equal((await endpoint(app, org.key)).failing_since, null)
    r.answer = () => ({ status: 500 })
    await accept(app, org.key, org.id)
    await recorded(1)
    clock.advance(3 * DAY)
    await recorded(2)
    const state = await endpoint(app, org.key)
    assert.equal(state.disabled_at, null, 'failing for 3 days since the last success')
    assert.ok(state.failing_since)
  })

  test("one organization's hanging endpoint never delays another organization's deliveries", async (t) => {
    const { app, org, other } = await buildTestApp(t, {
      // The real timeout: a hanging receiver holds each attempt for 10 s.
      env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_TIMEOUT_MS: '10000' },
    })
    const hanging = await receiver(t)
    hanging.answer = () => ({ status: 200, hold: true })
    const healthy = await receiver(t)
    await addEndpoint(app, org.key, hanging.url, ['dataset.created'])
    await addEndpoint(app, other.key, healthy.url)
    // More deliveries for the hanging endpoint than the process attempts at once, so a
    // deliverer that let one endpoint take every slot would leave none for the other. Events,
    // not tests: those are held to 10 a minute per endpoint.
    const backlog = DEFAULT_DELIVERER.maxInFlight + 8
    for (let i = 0; i < backlog; i++) await createDataset(app, org.id)
    await hanging.waitFor(DEFAULT_DELIVERER.maxInFlightPerEndpoint)
    const hangingSince = performance.now()

    const accepted = performance.now()
    await accept(app, other.key, other.id)
    const [got] = await healthy.waitFor(1, 5000)
    const latency = got!.at - accepted
    // Ticks are 200 ms apart: a prompt delivery comes within a few; a blocked one after 10 s.
    assert.ok(latency < 2000, `the other organization's webhook took ${Math.round(latency)} ms`)
    assert.ok(performance.now() - hangingSince < 10_000, 'while the hanging requests were still held')
    assert.equal(
      hanging.received.length,
      DEFAULT_DELIVERER.maxInFlightPerEndpoint,
      'the hanging endpoint holds its share of attempts, no more',
    )
    // Closing the held connections ends those attempts now, not after their 10 s.
    await hanging.stop()
  })

  test("one organization's many hanging endpoints hold at most its share of the slots; another's delivery arrives promptly", async (t) => {
    const { app, org, other } = await buildTestApp(t, {
      env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true', WEBHOOK_TIMEOUT_MS: '10000' },
    })
    const { maxInFlight, maxInFlightPerEndpoint, maxInFlightPerOrganization } = DEFAULT_DELIVERER
    const hanging = await receiver(t)
    hanging.answer = () => ({ status: 200, hold: true })
    const healthy = await receiver(t)
    await addEndpoint(app, other.key, healthy.url)
    // Enough hanging endpoints, each with more than its share waiting, to fill every slot of
    // the process if only the per-endpoint share held them back (8 × 4 = 32).
    const endpoints = maxInFlight / maxInFlightPerEndpoint
    for (let i = 0; i < endpoints; i++)
      await addEndpoint(app, org.key, `${hanging.url}/${i}`, ['dataset.created'])
    for (let j = 0; j <= maxInFlightPerEndpoint; j++) await createDataset(app, org.id)
    await hanging.waitFor(maxInFlightPerOrganization)
    const accepted = performance.now()
    await accept(app, other.key, other.id)
    const [got] = await healthy.waitFor(1, 5000)
    const latency = got!.at - accepted
    assert.ok(latency < 2000, `the other organization's webhook took ${Math.round(latency)} ms`)
    assert.equal(
      hanging.received.length,
      maxInFlightPerOrganization,
      "the organization's hanging endpoints hold its share of the slots together, no more",
    )
    await hanging.stop()
  })
})

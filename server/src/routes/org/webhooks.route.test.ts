import assert from 'node:assert/strict'
import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, test } from 'node:test'
import { sql } from 'kysely'
import { Webhook } from 'standardwebhooks'
import { keyHeader } from '../../testing/fixtures.ts'
import { HOUR, manualClock } from '../../testing/people-fixtures.ts'
import { buildTestApp } from '../../testing/test-app.ts'
import { eventually, type Received, WebhookReceiver } from '../../testing/webhook-receiver.ts'
import { WebhookSecretKeyring } from '../../webhooks/secret-keyring.ts'
import { MANUAL_SENDS_PER_MINUTE } from '../../webhooks/webhook.service.ts'
import { UNREADABLE_SECRET_ERROR } from '../../webhooks/webhook-deliverer.ts'

/**
 * The webhook routes on every engine (the runner runs this suite again on PostgreSQL): what the
 * outside review of 2026-11 found (docs/events.md#webhooks), each pinned here. The delivery
 * behaviour itself is `webhooks/webhooks.test.ts`.
 */
type App = Awaited<ReturnType<typeof buildTestApp>>['app']
type T = { after: (fn: () => unknown) => void }
const DAY = 24 * HOUR

/** Retries 0.3 s apart; receivers on 127.0.0.1, so private networks are allowed. */
const FAST = {
  WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
  WEBHOOK_RETRY_SECONDS: '0.3,0.3,0.3',
  WEBHOOK_TIMEOUT_MS: '2000',
}

interface Attempt {
  attempt: number
  status_code: number | null
  response: string
  error: string | null
}
interface Delivery {
  id: string
  status: string
  next_attempt_at: string | null
  attempts: Attempt[]
}

async function receiver(t: T): Promise<WebhookReceiver> {
  const r = await new WebhookReceiver().start()
  t.after(() => r.stop())
  return r
}

/** A receiver that answers raw bytes: what `answers` says, one per request, the last one after. */
async function bytesReceiver(t: T, answers: { status: number; body: Buffer }[]) {
  let n = 0
  const server = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const a = answers[Math.min(n++, answers.length - 1)]!
      res.writeHead(a.status, { 'content-type': 'text/plain' }).end(a.body)
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  t.after(() => {
    server.closeAllConnections()
    server.close()
  })
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, requests: () => n }
}

async function addEndpoint(app: App, key: string, url: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/org/webhooks',
    headers: keyHeader(key),
    payload: { url, events: ['dataset.accepted'] },
  })
  assert.equal(res.statusCode, 201, res.body)
  return res.json() as { id: string; secret: string }
}

async function deliveries(app: App, key: string, id: string): Promise<Delivery[]> {
  const res = await app.inject({ url: `/org/webhooks/${id}/deliveries`, headers: keyHeader(key) })
  assert.equal(res.statusCode, 200, res.body)
  return res.json().deliveries
}

const sendTest = (app: App, key: string, id: string) =>
  app.inject({ method: 'POST', url: `/org/webhooks/${id}/test`, headers: keyHeader(key) })

async function endpointState(app: App, key: string, id: string) {
  const list = (await app.inject({ url: '/org/webhooks', headers: keyHeader(key) })).json()
  return list.webhooks.find((w: { id: string }) => w.id === id) as {
    failing_since: string | null
    disabled_at: string | null
  }
}

const verify = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, r.headers as Record<string, string>)

/** The endpoint's row as the database holds it. */
const storedRow = (app: App, id: string) =>
  app.deps.db
    .selectFrom('webhook_endpoints')
    .select(['secret', 'previous_secret', 'previous_secret_until'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()

describe('/org/webhooks', () => {
  test('a receiver answering a NUL byte and invalid UTF-8: the attempt is recorded (each as U+FFFD), readable through the API, and the delivery goes on to its retry and success', async (t) => {
    const { app, org } = await buildTestApp(t, { env: FAST })
    // 'a', NUL, 'b', two bytes that are no UTF-8, 'c'; then 200 with a NUL as well.
    const odd = Buffer.from([0x61, 0x00, 0x62, 0xff, 0xfe, 0x63])
    const r = await bytesReceiver(t, [
      { status: 500, body: odd },
      { status: 200, body: Buffer.from([0x6f, 0x6b, 0x00]) },
    ])
    const hook = await addEndpoint(app, org.key, r.url)
    assert.equal((await sendTest(app, org.key, hook.id)).statusCode, 202)
    const [d] = await eventually(async () => {
      const ds = await deliveries(app, org.key, hook.id)
      return ds[0]?.status === 'succeeded' ? ds : undefined
    })
    assert.deepEqual(
      d!.attempts.map((a) => [a.attempt, a.status_code, a.response, a.error]),
      [
        [1, 500, 'a\uFFFDb\uFFFD\uFFFDc', null],
        [2, 200, 'ok\uFFFD', null],
      ],
    )
    assert.equal(r.requests(), 2, 'each attempt once: none sent again because its record failed')
    assert.equal((await endpointState(app, org.key, hook.id)).failing_since, null, 'the success counted')
  })

  test('an attempt the database refuses to record counts as a failed attempt: the count advances, retries back off, the delivery fails after the last, the endpoint is failing', async (t) => {
    const { app, org } = await buildTestApp(t, { env: { ...FAST, WEBHOOK_RETRY_SECONDS: '0.2,0.2' } })
    // Any record of an answer 'poison' is refused by the database (a trigger, each engine's own).
    const { db, dialect } = app.deps
    if (dialect.name === 'postgres') {
      await sql`create function refuse_poison() returns trigger language plpgsql as $$
        begin if new.response = 'poison' then raise exception 'forced failure'; end if; return new; end $$`.execute(
        db,
      )
      await sql`create trigger refuse_poison before insert on webhook_attempts for each row execute function refuse_poison()`.execute(
        db,
      )
    } else
      await sql`create trigger refuse_poison before insert on webhook_attempts when new.response = 'poison'
        begin select raise(abort, 'forced failure'); end`.execute(db)
    const r = await receiver(t)
    r.answer = () => ({ status: 200, body: 'poison' })
    const hook = await addEndpoint(app, org.key, r.url)
    assert.equal((await sendTest(app, org.key, hook.id)).statusCode, 202)
    const [d] = await eventually(async () => {
      const ds = await deliveries(app, org.key, hook.id)
      return ds[0]?.status === 'failed' ? ds : undefined
    })
    assert.deepEqual(
      d!.attempts.map((a) => [a.attempt, a.status_code]),
      [
        [1, null],
        [2, null],
        [3, null],
      ],
    )
    for (const a of d!.attempts) assert.match(a.error!, /could not be recorded/)
    assert.equal(r.received.length, 3, 'three attempts, then no more')
    const state = await endpointState(app, org.key, hook.id)
    assert.ok(state.failing_since, 'the endpoint counts the failures toward its 5 days')
  })

  test('deliveries and their attempts older than EVENT_RETENTION_DAYS are deleted; newer ones and those still being retried stay', async (t) => {
    const clock = manualClock(new Date().toISOString())
    const { app, org } = await buildTestApp(t, { clock, env: { ...FAST, EVENT_RETENTION_DAYS: '2' } })
    const r = await receiver(t)
    const hook = await addEndpoint(app, org.key, r.url)
    const succeeded = async (n: number) =>
      eventually(async () => {
        const ds = await deliveries(app, org.key, hook.id)
        return ds.filter((d) => d.status === 'succeeded').length === n ? ds : undefined
      })
    assert.equal((await sendTest(app, org.key, hook.id)).statusCode, 202)
    const [old] = await succeeded(1)
    clock.advance(DAY)
    assert.equal((await sendTest(app, org.key, hook.id)).statusCode, 202)
    await succeeded(2)
    // One still retried: its receiver refuses, its next attempt an hour away.
    clock.advance(DAY + HOUR)
    const { db } = app.deps
    const attemptsOf = async (id: string) =>
      (await db.selectFrom('webhook_attempts').select('attempt').where('delivery_id', '=', id).execute())
        .length
    assert.equal(await attemptsOf(old!.id), 1)
    await db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', next_attempt_at: new Date(clock.now() + HOUR).toISOString() })
      .where('id', '=', old!.id)
      .execute()
    assert.equal(await app.services.webhooks.sweep(), 0, 'a delivery still being retried stays')
    await db.updateTable('webhook_deliveries').set({ status: 'failed' }).where('id', '=', old!.id).execute()

    // The first is 2 days and an hour old, the second a day and an hour.
    assert.equal(await app.services.webhooks.sweep(), 1)
    const left = await deliveries(app, org.key, hook.id)
    assert.equal(left.length, 1)
    assert.notEqual(left[0]!.id, old!.id)
    assert.equal(await attemptsOf(old!.id), 0, 'its attempts went with it')
    assert.equal(await attemptsOf(left[0]!.id), 1)
  })

  test(`test and retry: at most ${MANUAL_SENDS_PER_MINUTE} a minute per endpoint, together; then 429 with Retry-After and {detail}; another endpoint is not held back`, async (t) => {
    const clock = manualClock(new Date().toISOString())
    const { app, org } = await buildTestApp(t, { clock, env: FAST })
    const r = await receiver(t)
    const hook = await addEndpoint(app, org.key, r.url)
    const other = await addEndpoint(app, org.key, `${r.url}/other`)
    const first = await sendTest(app, org.key, hook.id)
    assert.equal(first.statusCode, 202)
    const retry = () =>
      app.inject({
        method: 'POST',
        url: `/org/webhooks/${hook.id}/deliveries/${first.json().id}/retry`,
        headers: keyHeader(org.key),
      })
    for (let i = 1; i < MANUAL_SENDS_PER_MINUTE; i++)
      assert.equal(
        (i % 2 ? await retry() : await sendTest(app, org.key, hook.id)).statusCode,
        202,
        `send ${i + 1}`,
      )
    clock.advance(20_000)
    for (const refused of [await sendTest(app, org.key, hook.id), await retry()]) {
      assert.equal(refused.statusCode, 429, refused.body)
      assert.equal(refused.headers['retry-after'], '40')
      assert.deepEqual(refused.json(), {
        detail: `Too many test and retry requests for this webhook: at most ${MANUAL_SENDS_PER_MINUTE} a minute; retry in 40 s`,
      })
    }
    assert.equal(
      (await sendTest(app, org.key, other.id)).statusCode,
      202,
      'another endpoint has its own budget',
    )
    clock.advance(40_000)
    assert.equal((await sendTest(app, org.key, hook.id)).statusCode, 202, 'a new minute')
    assert.equal((await retry()).statusCode, 202)
  })

  test('a secret is stored sealed, never as itself; deliveries verify with the secret the owner was given', async (t) => {
    const { app, org } = await buildTestApp(t, { env: FAST })
    const r = await receiver(t)
    const hook = await addEndpoint(app, org.key, r.url)
    const row = await storedRow(app, hook.id)
    const key = hook.secret.slice('whsec_'.length)
    assert.match(row.secret, /^enc:v1:[0-9a-f]{8}:[A-Za-z0-9_-]+$/)
    assert.equal(row.secret.includes(key), false)
    assert.equal(row.secret.includes(Buffer.from(key, 'base64').toString('hex')), false)
    assert.equal((await sendTest(app, org.key, hook.id)).statusCode, 202)
    const [got] = await r.waitFor(1)
    assert.deepEqual((verify(hook.secret, got!) as { type: string }).type, 'webhook.test')

    const rotated = await app.inject({
      method: 'POST',
      url: `/org/webhooks/${hook.id}/rotate-secret`,
      headers: keyHeader(org.key),
    })
    assert.equal(rotated.statusCode, 200, rotated.body)
    const after = await storedRow(app, hook.id)
    for (const [column, plain] of [
      [after.secret, rotated.json().secret],
      [after.previous_secret!, hook.secret],
    ]) {
      assert.match(column, /^enc:v1:/)
      assert.equal(column.includes(plain.slice('whsec_'.length)), false)
    }
  })

  test('rotating with expire_previous=true signs with the new secret only, at once; without it, with both for 24 hours', async (t) => {
    const clock = manualClock(new Date().toISOString())
    const { app, org } = await buildTestApp(t, { clock, env: FAST })
    const r = await receiver(t)
    const hook = await addEndpoint(app, org.key, r.url)
    const rotate = (query = '') =>
      app.inject({
        method: 'POST',
        url: `/org/webhooks/${hook.id}/rotate-secret${query}`,
        headers: keyHeader(org.key),
      })
    const kept = await rotate('?expire_previous=false')
    assert.equal(kept.statusCode, 200, kept.body)
    assert.equal(Date.parse(kept.json().previous_secret_expires_at), clock.now() + 24 * HOUR)
    const ended = await rotate('?expire_previous=true')
    assert.equal(ended.statusCode, 200, ended.body)
    const { secret, previous_secret_expires_at } = ended.json()
    assert.equal(Date.parse(previous_secret_expires_at), clock.now(), 'the old secret ended now')
    const row = await storedRow(app, hook.id)
    assert.equal(row.previous_secret, null, 'the ended secret is not kept')
    assert.equal(row.previous_secret_until, null)
    const state = (await app.inject({ url: '/org/webhooks', headers: keyHeader(org.key) })).json()
    assert.equal(state.webhooks[0].previous_secret_expires_at, null)

    assert.equal((await sendTest(app, org.key, hook.id)).statusCode, 202)
    const [got] = await r.waitFor(1)
    assert.ok(verify(secret, got!))
    assert.equal(String(got!.headers['webhook-signature']).split(' ').length, 1, 'one signature')
    for (const old of [hook.secret, kept.json().secret])
      assert.throws(() => verify(old, got!), /No matching signature found/)

    const bad = await rotate('?expire_previous=yes')
    assert.equal(bad.statusCode, 422)
    assert.match(bad.json().detail, /expire_previous/)
  })

  test('secrets stored in plain text before are still read, and sealed when the service starts', async (t) => {
    const { app, org } = await buildTestApp(t, { env: FAST })
    const r = await receiver(t)
    const hook = await addEndpoint(app, org.key, r.url)
    // As a version before sealing wrote it: the secret itself, and a previous one signing still.
    const previous = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
    const until = new Date(Date.now() + HOUR).toISOString()
    const { db } = app.deps
    await db
      .updateTable('webhook_endpoints')
      .set({ secret: hook.secret, previous_secret: previous, previous_secret_until: until })
      .where('id', '=', hook.id)
      .execute()
    assert.equal((await sendTest(app, org.key, hook.id)).statusCode, 202)
    const [before] = await r.waitFor(1)
    assert.ok(verify(hook.secret, before!))
    assert.ok(verify(previous, before!))

    assert.deepEqual(await app.services.webhooks.sealStoredSecrets(), { sealed: 1, unreadable: 0 })
    const row = await storedRow(app, hook.id)
    assert.match(row.secret, /^enc:v1:/)
    assert.match(row.previous_secret!, /^enc:v1:/)
    assert.deepEqual(await app.services.webhooks.sealStoredSecrets(), { sealed: 0, unreadable: 0 })
    assert.equal((await sendTest(app, org.key, hook.id)).statusCode, 202)
    const [, after] = await r.waitFor(2)
    assert.ok(verify(hook.secret, after!))
    assert.ok(verify(previous, after!))
  })

  test('a secret sealed under a key this process lacks: nothing is sent, the attempt fails saying so, the start counts it', async (t) => {
    const { app, org } = await buildTestApp(t, { env: { ...FAST, WEBHOOK_RETRY_SECONDS: '0.1' } })
    const r = await receiver(t)
    const hook = await addEndpoint(app, org.key, r.url)
    const foreign = new WebhookSecretKeyring(['k'.repeat(40)]).seal(hook.secret, hook.id)
    await app.deps.db
      .updateTable('webhook_endpoints')
      .set({ secret: foreign })
      .where('id', '=', hook.id)
      .execute()
    assert.deepEqual(await app.services.webhooks.sealStoredSecrets(), { sealed: 0, unreadable: 1 })
    assert.equal((await storedRow(app, hook.id)).secret, foreign, 'left as it is: its key may come back')
    assert.equal((await sendTest(app, org.key, hook.id)).statusCode, 202)
    const [d] = await eventually(async () => {
      const ds = await deliveries(app, org.key, hook.id)
      return ds[0]?.status === 'failed' ? ds : undefined
    })
    assert.deepEqual(
      d!.attempts.map((a) => [a.status_code, a.error]),
      [
        [null, UNREADABLE_SECRET_ERROR],
        [null, UNREADABLE_SECRET_ERROR],
      ],
    )
    assert.equal(r.received.length, 0)
  })

  test('a host that resolves to a private address: the attempt says so without naming the addresses (no internal DNS oracle)', async (t) => {
    const { app, org } = await buildTestApp(t, { env: { WEBHOOK_RETRY_SECONDS: '0.1' } })
    const hook = await addEndpoint(app, org.key, 'http://localhost:9/hooks')
    assert.equal((await sendTest(app, org.key, hook.id)).statusCode, 202)
    const [d] = await eventually(async () => {
      const ds = await deliveries(app, org.key, hook.id)
      return ds[0]?.status === 'failed' ? ds : undefined
    })
    for (const a of d!.attempts) {
      assert.equal(
        a.error,
        'localhost resolves to a non-public address (WEBHOOK_ALLOW_PRIVATE_NETWORKS=true allows it)',
      )
      assert.doesNotMatch(a.error!, /127\.0\.0\.1|::1/)
    }
  })
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import Database from 'better-sqlite3'
import { createDataset } from '../../server/src/testing/fixtures.ts'
import { buildTestApp } from '../../server/src/testing/test-app.ts'
import { createHangarClient } from './client.ts'
import { HangarApiError, must } from './errors.ts'
import type { RetryInfo } from './retry.ts'

/** The real service on a loopback port (the client speaks HTTP to it, nothing is injected). */
async function listening(t: Parameters<typeof buildTestApp>[0], env: Record<string, string> = {}) {
  const service = await buildTestApp(t, { env })
  const address = await service.app.listen({ port: 0, host: '127.0.0.1' })
  return { ...service, baseUrl: address }
}

test('typed calls with an API key: list, accept, and the error sentence of a refusal', async (t) => {
  const { app, org, baseUrl } = await listening(t)
  const dataset = await createDataset(app, org.id, { name: 'stairs run 1' })
  const hangar = createHangarClient({ baseUrl, apiKey: org.key })

  const list = await must(hangar.GET('/datasets', { params: { query: { status: 'pending', limit: 10 } } }))
  assert.equal(list.total, 1)
  assert.equal(list.datasets[0]?.name, 'stairs run 1')

  const accepted = await must(
    hangar.POST('/datasets/{dataset_id}/accept', { params: { path: { dataset_id: dataset.id } } }),
  )
  assert.equal(accepted.status, 'accepted')

  await assert.rejects(
    must(hangar.POST('/datasets/{dataset_id}/accept', { params: { path: { dataset_id: dataset.id } } })),
    (err: HangarApiError) =>
      err instanceof HangarApiError && err.status === 422 && /accepted/.test(err.detail),
  )
  const anonymous = createHangarClient({ baseUrl })
  await assert.rejects(must(anonymous.GET('/datasets', {})), (err: HangarApiError) => err.status === 401)
})

test('429 answers are retried after Retry-After until the call goes through', async (t) => {
  const { org, baseUrl } = await listening(t, { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '1' })
  const retries: RetryInfo[] = []
  const hangar = createHangarClient({
    baseUrl,
    apiKey: org.key,
    retry: { retries: 5, onRetry: (info) => retries.push(info) },
  })
  const started = Date.now()
  for (let i = 0; i < 4; i++) await must(hangar.GET('/datasets/stats', {}))
  assert.ok(retries.length >= 1, 'the third call within the second was limited and retried')
  for (const r of retries) {
    assert.equal(r.status, 429)
    assert.ok(r.delayMs >= 1000, `waited at least Retry-After (1 s), not ${r.delayMs} ms`)
  }
  assert.ok(Date.now() - started >= 1000)
})

test('without retries the 429 reaches the caller with its Retry-After', async (t) => {
  const { org, baseUrl } = await listening(t, { RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_SECONDS: '60' })
  const hangar = createHangarClient({ baseUrl, apiKey: org.key, retry: false })
  await must(hangar.GET('/datasets/stats', {}))
  await assert.rejects(
    must(hangar.GET('/datasets/stats', {})),
    (err: HangarApiError) => err.status === 429 && (err.retryAfterSeconds ?? 0) > 0,
  )
})

test('a 503 while the database is locked is retried, and the decision is made once', async (t) => {
  // The service waits 300 ms for another process's lock, then answers 503 (5 s by default).
  const { app, org, baseUrl, dataDir } = await listening(t, { SQLITE_BUSY_TIMEOUT_MS: '300' })
  const dataset = await createDataset(app, org.id)
  // Another writer holds the SQLite write lock: the service waits its busy timeout, then answers 503.
  const other = new Database(`${dataDir}/hangar.db`)
  t.after(() => other.close())
  other.exec('BEGIN IMMEDIATE')
  const retries: RetryInfo[] = []
  const hangar = createHangarClient({
    baseUrl,
    apiKey: org.key,
    retry: {
      onRetry: (info) => {
        retries.push(info)
        if (other.inTransaction) other.exec('ROLLBACK')
      },
    },
  })
  const result = await must(
    hangar.POST('/datasets/{dataset_id}/accept', { params: { path: { dataset_id: dataset.id } } }),
  )
  assert.equal(result.status, 'accepted')
  assert.deepEqual(
    retries.map((r) => [r.status, r.method]),
    [[503, 'POST']],
  )
  assert.ok((retries[0]?.delayMs ?? 0) >= 1000, 'Retry-After: 1 was honoured')
})

test('a changing call sends one Idempotency-Key, the same on each retry: a lost answer is replayed, not redone', async (t) => {
  const { app, org, baseUrl } = await listening(t)
  const dataset = await createDataset(app, org.id)
  const sent: Array<[string, string | null]> = []
  let lose = true
  const hangar = createHangarClient({
    baseUrl,
    apiKey: org.key,
    retry: { baseDelayMs: 1 },
    fetch: async (request) => {
      sent.push([request.method, request.headers.get('idempotency-key')])
      const response = await fetch(request)
      // The accept lands, but its answer is lost on the way back (a timeout, a dropped connection).
      if (request.method === 'POST' && lose) {
        lose = false
        throw new TypeError('fetch failed')
      }
      return response
    },
  })
  const { data, response } = await hangar.POST('/datasets/{dataset_id}/accept', {
    params: { path: { dataset_id: dataset.id } },
  })
  assert.equal(data?.status, 'accepted')
  assert.equal(
    response.headers.get('idempotent-replayed'),
    'true',
    'the stored answer, not a 422 "not pending"',
  )
  await must(hangar.GET('/datasets/stats', {}))
  assert.equal(sent.length, 3)
  const [first, retry, read] = sent
  assert.match(first?.[1] ?? '', /^[0-9a-f-]{36}$/)
  assert.equal(retry?.[1], first?.[1], 'the retry reuses the key')
  assert.deepEqual(read, ['GET', null], 'reads carry none')
  const second = await hangar.POST('/datasets/{dataset_id}/reject', {
    params: { path: { dataset_id: dataset.id } },
    body: { reason: 'a new call' },
  })
  assert.notEqual(sent[3]?.[1], first?.[1], 'each call gets its own key')
  assert.equal(second.response.status, 422)
})

test('a session caller sends its CSRF token on state-changing requests only', async (t) => {
  const { baseUrl } = await listening(t)
  const seen: Array<[string, string | null]> = []
  const hangar = createHangarClient({
    baseUrl,
    csrfToken: () => 'token-123',
    fetch: (request) => {
      seen.push([request.method, request.headers.get('x-csrf-token')])
      return fetch(request)
    },
  })
  await hangar.GET('/datasets', {})
  await hangar.POST('/releases/validate', { body: {} })
  assert.deepEqual(seen, [
    ['GET', null],
    ['POST', 'token-123'],
  ])
})

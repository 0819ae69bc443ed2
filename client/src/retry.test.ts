import assert from 'node:assert/strict'
import { test } from 'node:test'
import { backoffDelayMs, isRetryable, parseRetryAfter } from './retry.ts'

test('429 and 503 are retried for every method; 504 and network failures only when idempotent', () => {
  for (const method of ['GET', 'POST', 'DELETE']) {
    assert.equal(isRetryable(method, 429), true)
    assert.equal(isRetryable(method, 503), true)
  }
  assert.equal(isRetryable('GET', 504), true)
  assert.equal(isRetryable('POST', 504), false, 'a robot command may have run')
  assert.equal(isRetryable('GET', null), true)
  assert.equal(isRetryable('POST', null), false)
  for (const status of [200, 400, 401, 403, 404, 422, 500]) assert.equal(isRetryable('GET', status), false)
})

test('a request with an Idempotency-Key is retried after a network failure, and after a 409 with Retry-After', () => {
  assert.equal(isRetryable('POST', null, true), true, 'a replay answers if the first attempt landed')
  assert.equal(isRetryable('POST', 409, true, true), true, 'the first attempt still runs')
  assert.equal(isRetryable('POST', 409, true, false), false, 'a conflict of the request itself')
  assert.equal(isRetryable('POST', 409, false, true), false)
  assert.equal(isRetryable('POST', 504, true), false, '5xx answers are not kept: the command would run again')
})

test('Retry-After is read as seconds or as an HTTP date', () => {
  const now = Date.parse('2026-01-01T00:00:00Z')
  assert.equal(parseRetryAfter('3', now), 3000)
  assert.equal(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now), 5000)
  assert.equal(parseRetryAfter('Wed, 31 Dec 2025 00:00:00 GMT', now), 0, 'a past date means now')
  assert.equal(parseRetryAfter(null, now), null)
  assert.equal(parseRetryAfter('soon', now), null)
})

test('backoff grows exponentially with full jitter and stays under the cap', () => {
  const top = { random: () => 0.999999, baseDelayMs: 100, maxDelayMs: 1000 }
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5].map((a) => Math.round(backoffDelayMs(a, null, top))),
    [100, 200, 400, 800, 1000, 1000],
  )
  assert.equal(backoffDelayMs(3, null, { ...top, random: () => 0 }), 0, 'full jitter reaches down to zero')
})

test('Retry-After is the least wait, with up to one base step of jitter on top', () => {
  const opts = { baseDelayMs: 100, maxDelayMs: 1000 }
  assert.equal(backoffDelayMs(0, 2000, { ...opts, random: () => 0 }), 2000)
  assert.ok(backoffDelayMs(5, 2000, { ...opts, random: () => 0.99 }) < 2100)
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { InvalidInputError } from '../common/errors.ts'
import {
  canonicalUrl,
  checkIdempotencyKey,
  isKeptAnswer,
  requestFingerprint,
  takesIdempotencyKey,
} from './idempotency-key.ts'

test('the same request is the same whatever the order of its body’s keys and query parameters', () => {
  const a = requestFingerprint('post', '/m?speed=1&mecha_id=x', { b: [2, { d: 1, c: 0 }], a: 1 })
  assert.equal(a, requestFingerprint('POST', '/m?mecha_id=x&speed=1', { a: 1, b: [2, { c: 0, d: 1 }] }))
  assert.notEqual(a, requestFingerprint('POST', '/m?mecha_id=y&speed=1', { a: 1, b: [2, { c: 0, d: 1 }] }))
  assert.notEqual(a, requestFingerprint('POST', '/m?mecha_id=x&speed=1', { a: 1, b: [{ c: 0, d: 1 }, 2] }))
  assert.notEqual(requestFingerprint('POST', '/a', undefined), requestFingerprint('DELETE', '/a', undefined))
  assert.equal(canonicalUrl('/a?'), '/a')
})

test('a key is 1 to 255 visible ASCII characters', () => {
  assert.equal(
    checkIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"'),
    '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
  )
  for (const bad of ['', 'k'.repeat(256), 'clé', 'a\tb'])
    assert.throws(() => checkIdempotencyKey(bad), InvalidInputError, JSON.stringify(bad))
})

test('only changing operations of the organization API take a key; 5xx and 429 answers are not kept', () => {
  const caller = [{ ApiKey: [] }, { SessionCookie: [] }]
  assert.equal(takesIdempotencyKey('POST', caller), true)
  assert.equal(takesIdempotencyKey('DELETE', caller), true)
  assert.equal(takesIdempotencyKey('GET', caller), false)
  assert.equal(takesIdempotencyKey('POST', [{ AdminKey: [] }]), false)
  assert.equal(takesIdempotencyKey('POST', [{ SessionCookie: [] }]), false)
  assert.equal(takesIdempotencyKey('POST', undefined), false)
  assert.deepEqual([200, 201, 204, 404, 409, 422, 429, 500, 503].map(isKeptAnswer), [
    true,
    true,
    true,
    true,
    true,
    true,
    false,
    false,
    false,
  ])
})

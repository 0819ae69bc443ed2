import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ADMIN_KEY_PREFIX, digestKey, generateKey, isWellFormedKey, secretsEqual } from './api-key-format.ts'

test('a generated key has the typed prefix, 36 base62 characters and a valid checksum', () => {
  const key = generateKey()
  assert.match(key, /^hgr_[0-9A-Za-z]{36}$/)
  assert.equal(isWellFormedKey(key), true)
  assert.match(generateKey(ADMIN_KEY_PREFIX), /^hga_/)
})

test('keys are unique', () => {
  const keys = new Set(Array.from({ length: 1000 }, () => generateKey()))
  assert.equal(keys.size, 1000)
})

test('a single changed character breaks the checksum', () => {
  const key = generateKey()
  const i = 10
  const swapped = key.slice(0, i) + (key[i] === 'a' ? 'b' : 'a') + key.slice(i + 1)
  assert.equal(isWellFormedKey(swapped), false)
})

test('look-alikes are rejected without a lookup', () => {
  for (const bad of [
    '',
    'hgr_',
    'hgr_short',
    `hgr_${'x'.repeat(36)}`,
    `Bearer ${generateKey()}`,
    `${generateKey()} `,
  ]) {
    assert.equal(isWellFormedKey(bad), false, bad)
  }
})

test('the digest is SHA-256 hex and secrets compare by value', () => {
  assert.match(digestKey('abc'), /^[0-9a-f]{64}$/)
  assert.equal(secretsEqual('same-secret', 'same-secret'), true)
  assert.equal(secretsEqual('same-secret', 'other'), false)
})

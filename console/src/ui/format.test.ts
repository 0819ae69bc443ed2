import assert from 'node:assert/strict'
import { test } from 'node:test'
import { formatAge, formatBytes } from './format.ts'

test('sizes read like a file manager shows them', () => {
  assert.equal(formatBytes(0), '0 B')
  assert.equal(formatBytes(900), '900 B')
  assert.equal(formatBytes(1536), '1.5 KB')
  assert.equal(formatBytes(25 * 1024 * 1024), '25 MB')
  assert.equal(formatBytes(3.2 * 1024 ** 4), '3.2 TB')
})

test('ages are relative to now', () => {
  const now = Date.parse('2026-11-26T12:00:00Z')
  assert.equal(formatAge('2026-11-26T11:59:58Z', now), 'just now')
  assert.equal(formatAge('2026-11-26T09:00:00Z', now), '3 hours ago')
  assert.equal(formatAge('2026-11-25T12:00:00Z', now), 'yesterday')
  assert.equal(formatAge('2026-11-12T12:00:00Z', now), '2 weeks ago')
})

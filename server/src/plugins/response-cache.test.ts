import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ManualClock } from '../common/clock.ts'
import { ResponseCache } from './response-cache.ts'

test('an entry is served only at the version it was made at', () => {
  const cache = new ResponseCache(1 << 20, new ManualClock())
  cache.set('org\nstats', 7, cache.second(false), '{"n":1}')
  assert.equal(cache.get('org\nstats', 7, false), '{"n":1}')
  assert.equal(cache.get('org\nstats', 8, false), undefined, 'the organization changed since')
  assert.equal(cache.get('org\nother', 7, false), undefined)
})

test('an entry with signed links is served only within the second it was signed in', () => {
  const clock = new ManualClock(Date.UTC(2026, 0, 1, 0, 0, 0, 0))
  const cache = new ResponseCache(1 << 20, clock)
  cache.set('k', 1, cache.second(true), '{"url":"…"}')
  clock.advance(999)
  assert.equal(cache.get('k', 1, true), '{"url":"…"}')
  clock.advance(1)
  assert.equal(cache.get('k', 1, true), undefined, 'the next second would sign a later expiry')
})

test('memory is bounded: past maxBytes the least recently used entries go first', () => {
  const json = `"${'x'.repeat(1000)}"` // about 2 kB an entry
  const cache = new ResponseCache(10_000, new ManualClock())
  for (let i = 0; i < 4; i++) cache.set(`k${i}`, 1, -1, json)
  assert.equal(cache.size, 4)
  cache.get('k0', 1, false) // k0 is now the most recent
  cache.set('k4', 1, -1, json) // over 10 kB: drops k1, the least recently used
  assert.ok(cache.bytes <= 10_000, `${cache.bytes} bytes`)
  assert.equal(cache.get('k1', 1, false), undefined)
  assert.equal(cache.get('k0', 1, false), json)
  cache.set('big', 1, -1, `"${'y'.repeat(20_000)}"`)
  assert.equal(cache.get('big', 1, false), undefined, 'an entry larger than the whole cache is not kept')
  assert.ok(cache.bytes <= 10_000)
})

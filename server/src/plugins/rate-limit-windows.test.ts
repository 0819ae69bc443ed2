import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ManualClock } from '../common/clock.ts'
import { MemoryWindows } from './rate-limit-windows.ts'

test('a window starts at the first request and restarts once it has passed', () => {
  const clock = new ManualClock(1_000_000)
  const windows = new MemoryWindows(60_000, 10, clock)
  assert.deepEqual(windows.hit('key:a'), { current: 1, ttlMs: 60_000 })
  clock.advance(15_000)
  assert.deepEqual(windows.hit('key:a'), { current: 2, ttlMs: 45_000 })
  assert.deepEqual(windows.hit('key:b'), { current: 1, ttlMs: 60_000 }, 'each key has its own window')
  clock.advance(45_000)
  assert.deepEqual(windows.hit('key:a'), { current: 1, ttlMs: 60_000 })
})

test('memory is bounded: past maxKeys the least recently seen key is forgotten', () => {
  const clock = new ManualClock(0)
  const windows = new MemoryWindows(60_000, 2, clock)
  windows.hit('a')
  windows.hit('b')
  windows.hit('a') // a is now the most recent
  windows.hit('c') // forgets b
  assert.equal(windows.hit('a').current, 3)
  assert.equal(windows.hit('b').current, 1, 'b was forgotten, so it starts again')
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ManualClock } from './clock.ts'
import { startSlicedTicker, startTicker } from './ticker.ts'

test('the ticker steps the fleet on its interval until stopped', (t) => {
  t.mock.timers.enable({ apis: ['setInterval'] })
  let steps = 0
  const ticker = startTicker({ step: () => void steps++ }, { intervalMs: 50 })
  t.mock.timers.tick(500)
  assert.equal(steps, 10)
  ticker.stop()
  ticker.stop()
  t.mock.timers.tick(500)
  assert.equal(steps, 10)
})

test('a manual clock only moves forward when told', () => {
  const clock = new ManualClock(1000)
  assert.equal(clock.advance(250), 1250)
  assert.throws(() => clock.advance(-1), RangeError)
})

test('the sliced ticker steps each slice in turn, every slice once per interval', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'Date'] })
  const seen: number[] = []
  const ticker = startSlicedTicker(
    { stepSlice: (k, n) => void seen.push(k + n * 100) },
    { intervalMs: 40, slices: 4 },
  )
  for (let i = 0; i < 8; i++) t.mock.timers.tick(10)
  assert.deepEqual(
    seen,
    [400, 401, 402, 403, 400, 401, 402, 403],
    'slices in order, each told the slice count',
  )
  ticker.stop()
  t.mock.timers.tick(100)
  assert.equal(seen.length, 8, 'nothing after stop')
})

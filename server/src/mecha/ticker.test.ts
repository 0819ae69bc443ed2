import assert from 'node:assert/strict'
import { test } from 'node:test'
import { ManualClock } from './clock.ts'
import { startTicker } from './ticker.ts'

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

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addressWithTime, PlaybackClock, stepTarget, timeFromAddress } from './clock.ts'

test('a frame step lands on the middle of the next or previous frame, never before 0', () => {
  const f = 1 / 20
  assert.equal(stepTarget(2.5, 1, f), (51 + 0.5) * f)
  assert.equal(stepTarget(2.575, 1, f), (52 + 0.5) * f)
  assert.equal(stepTarget(2.575, -1, f), (50 + 0.5) * f)
  // On a frame's exact start (as ?t= gives), floating error does not count it as the one before.
  assert.equal(stepTarget(0.15, 0, f), 3.5 * f)
  assert.equal(stepTarget(0, -1, f), 0)
})

test('?t= reads finite non-negative seconds, and is written rounded to the millisecond', () => {
  assert.equal(timeFromAddress('2.5'), 2.5)
  for (const bad of [null, '', 'abc', '-1', 'Infinity', 'NaN']) assert.equal(timeFromAddress(bad), 0)
  assert.equal(
    addressWithTime('http://h/console/datasets/x?compare=0,1', 2.57512),
    '/console/datasets/x?compare=0%2C1&t=2.575',
  )
  assert.equal(addressWithTime('http://h/console/datasets/x?t=3', 0), '/console/datasets/x')
})

test('seeks are clamped to the dataset and counted; speeds step through the list', () => {
  const clock = new PlaybackClock(6, 0.05)
  let calls = 0
  clock.subscribe(() => calls++)
  clock.seek(10)
  assert.equal(clock.get().time, 6)
  clock.seek(Number.NaN)
  assert.equal(clock.get().time, 0)
  assert.equal(clock.get().seekVersion, 2)
  clock.faster(1)
  clock.faster(1)
  assert.equal(clock.get().rate, 2)
  for (let i = 0; i < 10; i++) clock.faster(-1)
  assert.equal(clock.get().rate, 0.25)
  clock.step(1)
  assert.equal(clock.get().time, 1.5 * 0.05)
  assert.equal(calls, 2 + 2 + 10 + 1)
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { commitText, loadText } from './observation.ts'

test('loadText gives one run its start → end, several runs their lowest–highest, none undefined', () => {
  assert.equal(loadText([{ start: [1.256, 1, 1], end: [2.21, 2, 2] }]), '1.26 → 2.21')
  assert.equal(loadText([{ end: [2.3] }]), '? → 2.3')
  assert.equal(
    loadText([
      { start: [1.79], end: [1.8] },
      { start: [1.37], end: [1.38] },
    ]),
    '1.37–1.8',
  )
  assert.equal(
    loadText([
      { start: [2], end: [2] },
      { start: [2], end: [2] },
    ]),
    '2',
  )
  assert.equal(loadText([{}]), undefined)
  assert.equal(loadText([]), undefined)
})

test('commitText lists the distinct commits and says for how many runs none was recorded', () => {
  assert.equal(commitText(['abc1234', 'abc1234']), 'abc1234')
  assert.equal(commitText(['abc1234', 'def5678-dirty']), 'abc1234, def5678-dirty')
  assert.equal(commitText(['abc1234', undefined]), 'abc1234 (not recorded for 1 of 2 runs)')
  assert.equal(commitText([undefined]), undefined)
})

import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { evenlySpaced, exportFps, frameRows, rateOf } from './frames.ts'

describe('frames of an exported episode', () => {
  test('evenly spaced rows are the frames; others are held to the export rate', () => {
    const even = [0, 0.1, 0.2, 0.3]
    assert.equal(rateOf(even), 10)
    assert.equal(evenlySpaced(even, 10), true)
    assert.deepEqual([...frameRows(even, 10)], [0, 1, 2, 3])
    const uneven = [0, 0.05, 0.3]
    assert.deepEqual(
      [...frameRows(uneven, 10)],
      [0, 1, 1, 2],
      'frames at 0, 0.1, 0.2, 0.3 take the last row before',
    )
  })

  test('the export rate is the commonest episode rate, ties to the higher, 30 without any', () => {
    assert.equal(exportFps([10, 10, 50, undefined]), 10)
    assert.equal(exportFps([10, 50]), 50)
    assert.equal(exportFps([undefined]), 30)
  })
})

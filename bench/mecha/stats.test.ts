import assert from 'node:assert/strict'
import { test } from 'node:test'
import { histogram, percentile, summarize } from './stats.ts'

test('percentile is the nearest rank', () => {
  const sorted = Array.from({ length: 100 }, (_, i) => i + 1)
  assert.equal(percentile(sorted, 50), 50)
  assert.equal(percentile(sorted, 99), 99)
  assert.equal(percentile(sorted, 100), 100)
  assert.equal(percentile(sorted, 0), 1)
  assert.equal(percentile([7], 99), 7)
  assert.ok(Number.isNaN(percentile([], 50)))
  // 1,000 values: p99 is the 990th, so the 10 largest are above it.
  const thousand = Array.from({ length: 1000 }, (_, i) => i)
  assert.equal(percentile(thousand, 99), 989)
})

test('summarize sorts a copy and reports count, mean, percentiles and max', () => {
  const values = [5, 1, 4, 2, 3]
  assert.deepEqual(summarize(values), { count: 5, mean: 3, p50: 3, p90: 5, p99: 5, max: 5 })
  assert.deepEqual(values, [5, 1, 4, 2, 3])
  assert.equal(summarize([]).count, 0)
})

test('histogram buckets hold values up to their edge; the last one everything above', () => {
  assert.deepEqual(histogram([0, 1, 1.5, 2, 49, 50, 51, 1000], [1, 2, 50]), [2, 2, 2, 2])
  assert.deepEqual(histogram([], [1, 2]), [0, 0, 0])
})

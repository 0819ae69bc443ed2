import assert from 'node:assert/strict'
import { test } from 'node:test'
import { byPrecision, type CheckPrecisionRow, precisionText } from './check-precision.ts'

const row = (id: string, confirmed: number, dismissed: number): CheckPrecisionRow => ({
  id,
  version: 1,
  enabled: true,
  precision: {
    confirmed,
    dismissed,
    decided_datasets: confirmed + dismissed,
    rejected_datasets: confirmed,
    precision: confirmed + dismissed === 0 ? null : confirmed / (confirmed + dismissed),
  },
})

test("a check's precision reads as a share with its counts, or as not judged yet", () => {
  assert.equal(precisionText(row('jump', 23, 2).precision), '92 % (23 of 25)')
  assert.equal(precisionText(row('jump', 0, 0).precision), 'not judged yet')
})

test('the least precise judged checks come first; those nobody judged last, by id', () => {
  const order = byPrecision([
    row('zero_variance', 0, 0),
    row('jump', 9, 1),
    row('gap', 1, 1),
    row('black_video', 0, 0),
  ])
  assert.deepEqual(
    order.map((r) => r.id),
    ['gap', 'jump', 'black_video', 'zero_variance'],
  )
})

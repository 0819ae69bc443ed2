import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { LEASE_MS, leaseEnd, oldestOf, tiersFor } from './review-queue.ts'

describe('the review queue’s order and leases', () => {
  test('exclude first, then review, then every other verdict; a filter keeps its own verdicts', () => {
    assert.deepEqual(tiersFor(undefined), [['exclude'], ['review'], ['pending', 'pass']])
    assert.deepEqual(tiersFor([]), tiersFor(undefined))
    assert.deepEqual(tiersFor(['pass', 'exclude']), [['exclude'], ['pass']])
  })

  test('oldest first within a tier, then by id', () => {
    const a = { id: 'b', date_created: '2026-01-01T00:00:01.000Z' }
    const b = { id: 'a', date_created: '2026-01-01T00:00:02.000Z' }
    const c = { id: 'a', date_created: '2026-01-01T00:00:01.000Z' }
    assert.equal(oldestOf([b, a, c]), c)
    assert.equal(oldestOf([]), undefined)
  })

  test('a lease runs 10 minutes from its claim or renewal', () => {
    assert.equal(LEASE_MS, 600_000)
    assert.equal(leaseEnd(Date.parse('2026-03-02T09:00:00.000Z')), Date.parse('2026-03-02T09:10:00.000Z'))
  })
})

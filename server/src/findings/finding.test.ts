import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { checksRanOf, findingKey, parseCheckRef, verdictOf } from './finding.ts'

describe('the verdict rule', () => {
  test('pending until the checks ran, whatever the findings', () => {
    assert.equal(verdictOf([{ severity: 'error', status: 'open' }], false), 'pending')
    assert.equal(verdictOf([], false), 'pending')
  })

  test('exclude for an open or confirmed error, review for a warning, else pass', () => {
    assert.equal(verdictOf([], true), 'pass')
    assert.equal(verdictOf([{ severity: 'info', status: 'open' }], true), 'pass')
    assert.equal(verdictOf([{ severity: 'warning', status: 'open' }], true), 'review')
    assert.equal(verdictOf([{ severity: 'warning', status: 'confirmed' }], true), 'review')
    assert.equal(
      verdictOf(
        [
          { severity: 'warning', status: 'open' },
          { severity: 'error', status: 'confirmed' },
        ],
        true,
      ),
      'exclude',
    )
    assert.equal(verdictOf([{ severity: 'error', status: 'open' }], true), 'exclude')
  })

  test('a dismissed finding no longer counts', () => {
    assert.equal(
      verdictOf(
        [
          { severity: 'error', status: 'dismissed' },
          { severity: 'warning', status: 'open' },
        ],
        true,
      ),
      'review',
    )
    assert.equal(verdictOf([{ severity: 'warning', status: 'dismissed' }], true), 'pass')
  })

  test('checks ran: some recorded and every one run', () => {
    assert.equal(checksRanOf([]), false)
    assert.equal(checksRanOf([{ ran_at: '2026-01-01T00:00:00.000Z' }, { ran_at: null }]), false)
    assert.equal(checksRanOf([{ ran_at: '2026-01-01T00:00:00.000Z' }]), true)
  })
})

describe('check references and finding keys', () => {
  test('id@version, and nothing else', () => {
    assert.deepEqual(parseCheckRef('timestamp_gap@1'), { id: 'timestamp_gap', version: 1 })
    assert.deepEqual(parseCheckRef('pose_drift@12'), { id: 'pose_drift', version: 12 })
    for (const bad of ['timestamp_gap', '@1', 'gap@0', 'Gap@1', 'gap@1@2', 'gap@x'])
      assert.throws(() => parseCheckRef(bad), /id@version/, bad)
  })

  test('a finding is known again by its code, span and streams in any order', () => {
    const a = findingKey({ code: 'gap', start_seconds: 1, end_seconds: 2, streams: ['b', 'a'] })
    assert.equal(a, findingKey({ code: 'gap', start_seconds: 1, end_seconds: 2, streams: ['a', 'b'] }))
    assert.notEqual(a, findingKey({ code: 'gap', start_seconds: 1, end_seconds: 2.5, streams: ['a', 'b'] }))
    assert.notEqual(a, findingKey({ code: 'jump', start_seconds: 1, end_seconds: 2, streams: ['a', 'b'] }))
  })
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { CHECK_CATALOG, checkEntry } from './check-settings.schema.ts'
import { assertPrecisionBar, assertThresholds } from './check-settings.service.ts'

test('each check’s thresholds are its defaults’ keys; max_findings is not a check’s own', () => {
  assert.deepEqual(Object.keys(checkEntry('pose_drift')!.defaults).sort(), [
    'error_metres',
    'min_still_seconds',
    'settle_seconds',
    'still_velocity',
    'warning_metres',
  ])
  assert.deepEqual(checkEntry('corrupt_file')!.defaults, {})
  assert.equal(checkEntry('max_findings'), undefined)
  for (const c of CHECK_CATALOG) assertThresholds(c, c.defaults)
})

test('thresholds: known keys, numbers within bounds', () => {
  const gap = checkEntry('timestamp_gap')!
  assertThresholds(gap, { periods: 2, error_count: 0 })
  assert.throws(
    () => assertThresholds(gap, { periods: -1 }),
    /timestamp_gap\.periods must be a number, above 0/,
  )
  assert.throws(() => assertThresholds(gap, { period: 2 }), /Unknown threshold of timestamp_gap: period/)
  assert.throws(() => assertThresholds(gap, { periods: '2' }), /must be a number/)
  assert.throws(() => assertThresholds(gap, { periods: 2e6 }), /at most 1000000/)
  assertThresholds(checkEntry('frozen_video')!, { noise_db: -50 })
  assert.throws(() => assertThresholds(checkEntry('frozen_video')!, { noise_db: 3 }), /at most 0/)
})

test('auto_reject: precision ≥ 0.95 over ≥ 200 decided datasets', () => {
  const counts = (confirmed: number, dismissed: number, decided: number) => ({
    confirmed,
    dismissed,
    decided_datasets: decided,
    rejected_datasets: 0,
  })
  assertPrecisionBar('jump@1', counts(190, 10, 200))
  assert.throws(() => assertPrecisionBar('jump@1', counts(190, 10, 199)), /over 199 decided datasets/)
  assert.throws(() => assertPrecisionBar('jump@1', counts(189, 11, 250)), /precision of 0\.945/)
  assert.throws(() => assertPrecisionBar('jump@1', counts(0, 0, 0)), /no precision yet/)
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { settingsFingerprint } from './settings-fingerprint.ts'

test('the same settings in any order have one fingerprint; any change gives another', () => {
  const a = settingsFingerprint({
    disabled: ['jump', 'flat_signal'],
    thresholds: { timestamp_gap: { periods: 1.5, min_seconds: 0.1 }, pose_drift: { error_metres: 0.3 } },
  })
  const reordered = settingsFingerprint({
    disabled: ['flat_signal', 'jump'],
    thresholds: { pose_drift: { error_metres: 0.3 }, timestamp_gap: { min_seconds: 0.1, periods: 1.5 } },
  })
  assert.equal(a, reordered)
  assert.match(a, /^[0-9a-f]{16}$/)
  const others = [
    { disabled: ['jump'], thresholds: { timestamp_gap: { periods: 1.5, min_seconds: 0.1 } } },
    {
      disabled: ['jump', 'flat_signal'],
      thresholds: { timestamp_gap: { periods: 1.6, min_seconds: 0.1 }, pose_drift: { error_metres: 0.3 } },
    },
    { disabled: [], thresholds: {} },
  ].map(settingsFingerprint)
  assert.equal(new Set([a, ...others]).size, 4)
  assert.equal(others[2], settingsFingerprint({ disabled: [], thresholds: {} }), 'deterministic')
})

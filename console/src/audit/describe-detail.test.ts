import assert from 'node:assert/strict'
import { test } from 'node:test'
import { describeDetail } from './describe-detail.ts'

test('audit details read as words, not JSON', () => {
  assert.equal(describeDetail({ from: 'pending', to: 'accepted' }), 'from pending · to accepted')
  assert.equal(describeDetail({ rejection_reason: 'tilts', extra: null }), 'rejection reason tilts')
  assert.equal(describeDetail({ ids: [1, 2] }), 'ids [1,2]')
  assert.equal(describeDetail(null), '')
  assert.equal(describeDetail('plain'), 'plain')
})

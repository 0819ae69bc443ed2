import assert from 'node:assert/strict'
import { test } from 'node:test'
import { confirmLabel, countSentence, doneSentence, skippedDetail } from './bulk-sentence.ts'

test('the count says how many change and why the others do not, before anything is done', () => {
  assert.equal(
    countSentence('accept', { matched: 352, actionable: 340, skipped: { accepted: 10, rejected: 2 } }),
    'Accept 340 of 352 matching (12 already decided)',
  )
  assert.equal(
    countSentence('reject', { matched: 20, actionable: 15, skipped: { accepted: 2, superseded: 3 } }),
    'Reject 15 of 20 matching (2 already decided, 3 superseded)',
  )
  assert.equal(
    countSentence('reopen', { matched: 9, actionable: 4, skipped: { pending: 5 } }),
    'Reopen 4 of 9 matching (5 not decided)',
  )
  assert.equal(skippedDetail({ accepted: 10, rejected: 2 }), 'Left as they are: 10 accepted, 2 rejected')
  assert.equal(skippedDetail({}), null)
})

test('all, one, none and nothing matching read as such', () => {
  assert.equal(countSentence('accept', { matched: 5, actionable: 5, skipped: {} }), 'Accept all 5 matching')
  assert.equal(
    countSentence('accept', { matched: 1, actionable: 1, skipped: {} }),
    'Accept the 1 matching dataset',
  )
  assert.equal(
    countSentence('accept', { matched: 3, actionable: 0, skipped: { accepted: 3 } }),
    'Nothing to accept among the 3 matching (3 already decided)',
  )
  assert.equal(
    countSentence('reopen', { matched: 0, actionable: 0, skipped: {} }),
    'No datasets match these filters',
  )
})

test('the confirmation names the number, the result what was done', () => {
  assert.equal(confirmLabel('reject', 1), 'Reject 1 dataset')
  assert.equal(confirmLabel('accept', 1340), 'Accept 1,340 datasets')
  assert.equal(
    doneSentence('accept', { done: 340, skipped: { accepted: 12 } }),
    'Accepted 340 datasets; 12 left as they were',
  )
  assert.equal(doneSentence('reopen', { done: 1, skipped: {} }), 'Reopened 1 dataset')
})

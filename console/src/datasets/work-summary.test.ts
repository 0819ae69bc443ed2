import assert from 'node:assert/strict'
import { test } from 'node:test'
import { failedWork, pendingWork } from './work-summary.ts'

test('work still to do reads as what it does, queued or how far along; done work is not listed', () => {
  assert.deepEqual(
    pendingWork([
      { work: 'streams.index', state: 'done', progress: 1, last_error: null },
      { work: 'checks.run', state: 'running', progress: 0.42, last_error: null },
      { work: 'previews.make', state: 'queued', progress: null, last_error: null },
      { work: 'exports.lerobot', state: 'running', progress: null, last_error: null },
    ]),
    ['Running its checks — 42 %', 'Making its previews (queued)', 'Working (exports.lerobot)'],
  )
  assert.deepEqual(pendingWork([]), [])
})

test('work that failed for good says so with its sentence', () => {
  assert.deepEqual(
    failedWork([
      { work: 'streams.index', state: 'failed', progress: null, last_error: 'The file is not an MCAP file.' },
      { work: 'previews.make', state: 'done', progress: 1, last_error: null },
    ]),
    ['Reading its streams failed: The file is not an MCAP file.'],
  )
})

import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { duplicateFile, durationOutlier, filePart, quantile } from './cohort-checks.ts'

const OTHERS = [30, 32, 35, 36, 40, 41, 44, 45, 50, 52]
/** Ten others are fewer than the default 20 that give a verdict: these tests lower it. */
const TEN = { duration_outlier: { min_others: 10 } }

describe('duration_outlier', () => {
  test('inside the fences: nothing', () => {
    assert.equal(durationOutlier(47, OTHERS, TEN), null)
    assert.equal(durationOutlier(30, OTHERS, TEN), null)
  })

  test('beyond Q3 + 1.5 IQR: a warning that gives the numbers', () => {
    // Q1 = 35.25, Q3 = 44.75, IQR = 9.5: fences 21 and 59.
    assert.equal(quantile(OTHERS, 0.25), 35.25)
    assert.equal(quantile(OTHERS, 0.75), 44.75)
    assert.equal(durationOutlier(59, OTHERS, TEN), null)
    const f = durationOutlier(95, OTHERS, TEN)
    assert.equal(f?.severity, 'warning')
    assert.equal(f?.code, 'duration_outlier')
    assert.equal(f?.start_seconds, null)
    assert.match(
      f!.message,
      /lasts 95 s, longer .* 10 other datasets .* 30–52 s, half of them 35.3–44.8 s, so the fences are 21 s and 59 s/,
    )
    assert.match(durationOutlier(12, OTHERS, TEN)!.message, /shorter/)
  })

  test('too few others give no verdict; k is the organization’s', () => {
    assert.equal(durationOutlier(500, [30, 31, 32, 33]), null)
    // By default fewer than 20 others give none: quartiles of ten are too unsteady.
    assert.equal(durationOutlier(95, OTHERS), null)
    assert.notEqual(durationOutlier(95, [...OTHERS, ...OTHERS]), null)
    assert.deepEqual(durationOutlier(62, OTHERS, TEN), durationOutlier(62, OTHERS, TEN))
    assert.notEqual(durationOutlier(62, OTHERS, TEN), null)
    assert.equal(durationOutlier(62, OTHERS, { duration_outlier: { k: 3, min_others: 10 } }), null)
  })
})

describe('duplicate_file', () => {
  const sha = 'a'.repeat(64)
  test('the same sha256 as another dataset is an error naming it', () => {
    const f = duplicateFile(sha, [
      { dataset_id: 'ds_1', sha256: 'b'.repeat(64) },
      { dataset_id: 'ds_2', name: 'Run 12', sha256: sha.toUpperCase() },
    ])
    assert.equal(f?.severity, 'error')
    assert.match(f!.message, /sha256 aaaaaaaaaaaa…\) as that of dataset “Run 12” \(ds_2\)/)
  })

  test('no other dataset with it: nothing', () => {
    assert.equal(duplicateFile(sha, [{ dataset_id: 'ds_1', sha256: 'b'.repeat(64) }]), null)
    assert.equal(duplicateFile(sha, []), null)
  })

  // Seen on a public LeRobot v3.0 dataset (4 episodes in data/chunk-000/file-000.parquet): each
  // episode is a dataset of the same file, and episodes 1–3 were "duplicates" of episode 0.
  test('episodes of one shared file are not duplicates; the same episode twice is', () => {
    const others = [
      { dataset_id: 'ep_0', sha256: sha, part: filePart({ episode_index: 0 }) },
      { dataset_id: 'ep_1', sha256: sha, part: filePart({ episode_index: 1 }) },
    ]
    assert.equal(duplicateFile(sha, others, filePart({ episode_index: 2 })), null)
    assert.match(
      duplicateFile(sha, others, filePart({ episode_index: 1 }))!.message,
      /as that of dataset ep_1\./,
    )
    // A whole file and one episode of it are not the same dataset either.
    assert.equal(duplicateFile(sha, others, filePart({})), null)
    assert.equal(duplicateFile(sha, [{ dataset_id: 'whole', sha256: sha }], 0), null)
    assert.equal(filePart({ episode_index: '3' }), null)
  })
})

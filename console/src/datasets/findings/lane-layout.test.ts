import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Finding } from './finding-types.ts'
import { laneLayout } from './lane-layout.ts'

let n = 0
const r6 = (x: number) => Math.round(x * 1e6) / 1e6
function finding(
  start: number | null,
  end: number | null,
  source: { check: string } | { person: string },
): Finding {
  n += 1
  const check = 'check' in source ? source.check : null
  const name = 'check' in source ? source.check : source.person
  return {
    id: `f${n}`,
    code: check?.split('@')[0] ?? 'collision',
    severity: 'warning',
    start_seconds: start,
    end_seconds: end,
    source: {
      kind: check ? 'check' : 'person',
      check,
      actor: { kind: check ? 'check' : 'user', id: name, name },
    },
    status: 'open',
  } as Finding
}

test('one row per source, checks first, each with its bars over its spans', () => {
  const gap = finding(2, 4, { check: 'timestamp_gap@1' })
  const ada = finding(5, 5.5, { person: 'Ada Lovelace' })
  const drift = finding(0, 10, { check: 'pose_drift@1' })
  const gap2 = finding(8, 9, { check: 'timestamp_gap@1' })
  const { rows, wholeFile } = laneLayout([drift, gap, ada, gap2], 10)
  assert.deepEqual(wholeFile, [])
  assert.deepEqual(
    rows.map((r) => [r.kind, r.source, r.bars.map((b) => [b.finding.id, r6(b.left), r6(b.width)])]),
    [
      ['check', 'pose_drift@1', [[drift.id, 0, 1]]],
      [
        'check',
        'timestamp_gap@1',
        [
          [gap.id, 0.2, 0.2],
          [gap2.id, 0.8, 0.1],
        ],
      ],
      ['person', 'Ada Lovelace', [[ada.id, 0.5, 0.05]]],
    ],
  )
})

test('whole-file findings are listed, not drawn; an instant is a bar of no width', () => {
  const file = finding(null, null, { check: 'duplicate_file@1' })
  const instant = finding(3, null, { person: 'Bob' })
  const { rows, wholeFile } = laneLayout([file, instant], 6)
  assert.deepEqual(wholeFile, [file])
  assert.deepEqual(
    rows[0]?.bars.map((b) => [r6(b.left), r6(b.width)]),
    [[0.5, 0]],
  )
})

test('spans past the end are clamped to the lane; a recording without duration draws at 0', () => {
  const late = finding(8, 12, { person: 'Bob' })
  assert.deepEqual(
    laneLayout([late], 10).rows[0]?.bars.map((b) => [r6(b.left), r6(b.width)]),
    [[0.8, 0.2]],
  )
  assert.deepEqual(
    laneLayout([late], 0).rows[0]?.bars.map((b) => [r6(b.left), r6(b.width)]),
    [[0, 0]],
  )
})

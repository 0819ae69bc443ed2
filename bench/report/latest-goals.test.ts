import assert from 'node:assert/strict'
import { test } from 'node:test'
import { latestPerGoal } from './latest-goals.ts'
import type { Observation } from './observation.ts'
import type { PerformanceGoal } from './performance-goal.ts'

const goal: PerformanceGoal = {
  goal: 'list: p99',
  target: '≤ 40 ms',
  judgedOn: 'SQLite',
  subjects: ['datasets sqlite-1p cache-on list', 'datasets sqlite-1p cache-off list'],
  figure: (o) => o.figures.p99Ms,
  met: (v) => v <= 40,
  show: (v) => `${v} ms`,
}
const observation = (subject: string, date: string, figures: Record<string, number>): Observation => ({
  subject,
  figures,
  provenance: { date, kind: 'one run', commands: [], files: [date] },
})

test('the latest observation of any of its subjects that has the figure, whichever store it came from', () => {
  const rows = latestPerGoal(
    [goal],
    [
      observation('datasets sqlite-1p cache-on list', '2026-11-26T12:26:37.931Z', { p99Ms: 13 }),
      observation('datasets sqlite-1p cache-off list', '2026-11-26T12:35:03.833Z', { p99Ms: 1040 }),
      // Later, but of another configuration, or without the figure judged.
      observation('datasets postgres-1p cache-on list', '2026-11-26T13:03:34.795Z', { p99Ms: 51 }),
      observation('datasets sqlite-1p cache-on list', '2026-11-26T13:10:00.000Z', { cpuMicros: 90 }),
      // Earlier, in a store written with minutes only: compared as times, not as text.
      observation('datasets sqlite-1p cache-on list', '2026-11-26T12:30Z', { p99Ms: 20 }),
    ],
  )
  assert.equal(rows.length, 1)
  assert.equal(rows[0]?.latest?.observation.provenance.date, '2026-11-26T12:35:03.833Z')
  assert.deepEqual(
    { value: rows[0]?.latest?.value, met: rows[0]?.latest?.met, figure: rows[0]?.latest?.figure },
    { value: 1040, met: false, figure: '1040 ms' },
  )
})

test('a goal no stored observation speaks to has no latest figure', () => {
  const rows = latestPerGoal([goal], [observation('console review-queue', '2026-11-26T09:46Z', { p99Ms: 1 })])
  assert.deepEqual(rows, [{ goal }])
})

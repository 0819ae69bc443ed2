import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { GoalRow } from './latest-goals.ts'
import { LATEST_GOALS_MARKERS, latestGoalsSection } from './latest-goals-markdown.ts'
import type { Observation, Provenance } from './observation.ts'
import type { PerformanceGoal } from './performance-goal.ts'

const goal = (name: string): PerformanceGoal => ({
  goal: name,
  target: '≤ 95 µs',
  judgedOn: 'SQLite, 1 process',
  subjects: [],
  figure: () => undefined,
  met: () => true,
  show: String,
})
const set: Provenance = {
  date: '2026-11-26T12:26:37.931Z',
  firstDate: '2026-11-26T12:21:53.978Z',
  load: '1.37–1.8',
  kind: 'median of 3 runs (recorded as lru-after-1…3)',
  commands: ['node --import tsx bench/run.ts --record-as lru-after-<n>'],
  files: [
    'results/compare/2026-11-26T12-21-53Z-lru-after-1.json',
    'results/compare/2026-11-26T12-26-37Z-lru-after-3.json',
  ],
}
const byHand: Provenance = {
  date: '2026-11-26T09:46Z',
  load: '2.3',
  commit: 'abc1234',
  kind: 'written by hand in bench/RESULTS.md',
  byHand: true,
  commands: ['node --import tsx bench/manifest/event-loop.ts'],
  files: ['results/manifest-event-loop-2026-11-26T09-46Z.json'],
}
const row = (name: string, provenance: Provenance, figure: string, met: boolean): GoalRow => {
  const observation: Observation = { subject: 's', figures: {}, provenance }
  return { goal: goal(name), latest: { observation, value: 1, met, figure } }
}

test('one row per goal: its latest figure, verdict, date, load and commit, and a key to its command', () => {
  const section = latestGoalsSection([
    row('get-by-id: CPU', set, '96 µs (95–105 µs)', false),
    row('stats: CPU', set, '97 µs', true),
    { goal: goal('floor: CPU') },
    row('manifest stall', byHand, '19.2 ms', true),
  ])
  assert.ok(section.startsWith(LATEST_GOALS_MARKERS.generatedStart))
  assert.ok(section.endsWith(LATEST_GOALS_MARKERS.generatedEnd))
  const rows = section.split('\n').filter((l) => l.startsWith('| '))
  assert.deepEqual(rows, [
    '| goal | judged on | target | latest figure | | date (UTC) | load | commit | command |',
    '| get-by-id: CPU | SQLite, 1 process | ≤ 95 µs | 96 µs (95–105 µs) | **missed** | 2026-11-26 12:21–12:26 | 1.37–1.8 | not recorded | A |',
    '| stats: CPU | SQLite, 1 process | ≤ 95 µs | 97 µs | **met** | 2026-11-26 12:21–12:26 | 1.37–1.8 | not recorded | A |',
    '| floor: CPU | SQLite, 1 process | ≤ 95 µs | not measured yet | — | — | — | — | — |',
    '| manifest stall | SQLite, 1 process | ≤ 95 µs | 19.2 ms | **met** | 2026-11-26 09:46 | 2.3 | abc1234 | B |',
  ])
  assert.match(
    section,
    /\*\*2 of 4 goals met\*\* in their latest measurement, 1 missed, 1 not measured yet\./,
  )
  assert.match(
    section,
    /^- \*\*A\*\* — median of 3 runs \(recorded as lru-after-1…3\): `node --import tsx bench\/run\.ts --record-as lru-after-<n>` — \[2026-11-26T12-21-53Z-lru-after-1\]\(results\/compare\/2026-11-26T12-21-53Z-lru-after-1\.json\), \[2026-11-26T12-26-37Z-lru-after-3\]/m,
  )
  assert.match(
    section,
    /^- \*\*B\*\* — written by hand in bench\/RESULTS\.md: `node --import tsx bench\/manifest\/event-loop\.ts`/m,
  )
  // Where hand-written figures come from is said once, above the table.
  assert.match(
    section,
    /stored as data \(\[manifest-event-loop-2026-11-26T09-46Z\]\(results\/manifest-event-loop-2026-11-26T09-46Z\.json\):/,
  )
})

test('without figures written by hand, nothing is said about them', () => {
  const section = latestGoalsSection([row('get-by-id: CPU', set, '96 µs', true)])
  assert.doesNotMatch(section, /written by hand/)
  assert.match(section, /\*\*1 of 1 goals met\*\* in their latest measurement, 0 missed\./)
})

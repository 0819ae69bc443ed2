import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { writeLatestGoals } from './latest-goals-file.ts'
import { LATEST_GOALS_MARKERS } from './latest-goals-markdown.ts'

test('the table goes at the top of RESULTS.md once, and later reports rewrite only its generated part', (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-latest-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  const results = join(dir, 'RESULTS.md')
  writeFileSync(results, '# Benchmark results\n\n## The first runs\n\nkept\n')
  writeLatestGoals(dir)
  const first = readFileSync(results, 'utf8')
  assert.ok(
    first.startsWith(
      `# Benchmark results\n\n${LATEST_GOALS_MARKERS.start}\n\n## Latest figure of every goal\n`,
    ),
  )
  assert.ok(first.endsWith(`${LATEST_GOALS_MARKERS.end}\n\n## The first runs\n\nkept\n`))
  // Nothing stored: every goal is there, none measured.
  assert.match(
    first,
    /\*\*0 of \d+ goals met\*\* in their latest measurement, 0 missed, \d+ not measured yet\./,
  )

  // A heading edited by hand is kept; a stored result changes the table.
  writeFileSync(results, first.replace('## Latest figure of every goal', '## Latest figures'))
  mkdirSync(join(dir, 'results'))
  writeFileSync(
    join(dir, 'results/manifest-event-loop-2026-01-05T00-00Z.json'),
    JSON.stringify({
      date: '2026-01-05T00:00Z',
      command: 'node --import tsx bench/manifest/event-loop.ts',
      loadavgStart: [0.5],
      loadavgEnd: [0.7],
      commit: 'abc1234',
      bodies: [{ name: 'b', status: 200, answerMs: 1, stallMs: 3 }],
    }),
  )
  writeLatestGoals(dir)
  const second = readFileSync(results, 'utf8')
  assert.match(second, /^## Latest figures$/m)
  assert.match(
    second,
    /\| ≤ 50 ms \| 3 ms \(b\) \| \*\*met\*\* \| 2026-01-05 00:00 \| 0\.5 → 0\.7 \| abc1234 \| A \|$/m,
  )
  assert.equal(second.split(LATEST_GOALS_MARKERS.start).length, 2)
  assert.ok(second.endsWith('## The first runs\n\nkept\n'))
})

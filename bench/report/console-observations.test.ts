import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { ConsoleResults } from '../console/console-results.ts'
import { CONSOLE_SUBJECT, consoleObservations } from './console-observations.ts'

const results: ConsoleResults = {
  date: '2026-11-26T09:46:36.428Z',
  command: 'node --import tsx bench/console/run.ts --runs 5',
  machine: '2 cores, load average 2.3 2.1 2.0 at the end',
  runs: 5,
  queueSize: 100,
  interactiveMs: { median: 692, max: 711 },
  cls: { max: 0 },
  initialScriptGzipKB: 219.8,
  initialScriptKB: 689.9,
  entryScriptGzipKB: 5.4,
  scriptFiles: 19,
}

test("the console's budgets figures, with the load its machine text gave before load averages were kept", () => {
  const [o] = consoleObservations('console/results.json', results)
  assert.equal(o?.subject, CONSOLE_SUBJECT)
  assert.deepEqual(o?.figures, {
    initialScriptGzipKB: 219.8,
    interactiveMedianMs: 692,
    interactiveMaxMs: 711,
    clsMax: 0,
  })
  assert.deepEqual(o?.provenance, {
    date: '2026-11-26T09:46:36.428Z',
    load: '2.3 at the end',
    commit: undefined,
    kind: '5 first visits, 100 cards',
    commands: ['node --import tsx bench/console/run.ts --runs 5'],
    files: ['console/results.json'],
  })
})

test('load averages and the commit, when recorded, are read as recorded; no load at all is undefined', () => {
  const [o] = consoleObservations('console/results.json', {
    ...results,
    loadavgStart: [0.5, 0.4, 0.3],
    loadavgEnd: [1.25, 0.9, 0.5],
    commit: 'abc1234',
  })
  assert.equal(o?.provenance.load, '0.5 → 1.25')
  assert.equal(o?.provenance.commit, 'abc1234')
  const [bare] = consoleObservations('console/results.json', { ...results, machine: '2 cores' })
  assert.equal(bare?.provenance.load, undefined)
})

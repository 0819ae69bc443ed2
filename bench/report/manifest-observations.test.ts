import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { ManifestEventLoopResults } from '../manifest/manifest-results.ts'
import { MANIFEST_SUBJECT, manifestObservations } from './manifest-observations.ts'

const bodies = [
  { name: '10,000 empty records', status: 200, answerMs: 21, stallMs: 5.2, onTheLoopMs: 220 },
  { name: '8 MiB of tiny objects', status: 422, answerMs: 1333, stallMs: 19.2 },
]

test('figures written by hand are judged on the longest stall, and say where they were written', () => {
  const results: ManifestEventLoopResults = {
    date: '2026-11-26T09:46Z',
    command: 'node --import tsx bench/manifest/event-loop.ts',
    loadavg: [2.3],
    writtenByHandIn: 'bench/RESULTS.md, section "Manifest checks"',
    bodies,
  }
  const [o] = manifestObservations('results/manifest-event-loop-x.json', results)
  assert.equal(o?.subject, MANIFEST_SUBJECT)
  assert.deepEqual(o?.figures, { stallMaxMs: 19.2 })
  assert.equal(o?.detail, '8 MiB of tiny objects; 5.2 ms for 10,000 empty records')
  assert.deepEqual(o?.provenance, {
    date: '2026-11-26T09:46Z',
    load: '2.3',
    commit: undefined,
    kind: 'written by hand in bench/RESULTS.md, section "Manifest checks"; stored as data in results/manifest-event-loop-x.json',
    byHand: true,
    commands: ['node --import tsx bench/manifest/event-loop.ts'],
    files: ['results/manifest-event-loop-x.json'],
  })
})

test("a run's own file gives its load averages and commit; a run without bodies says nothing", () => {
  const results: ManifestEventLoopResults = {
    date: '2026-12-01T10:00:00.000Z',
    command: 'node --import tsx bench/manifest/event-loop.ts',
    loadavgStart: [0.4],
    loadavgEnd: [0.9],
    commit: 'abc1234',
    bodies,
  }
  const [o] = manifestObservations('results/m.json', results)
  assert.equal(o?.provenance.load, '0.4 → 0.9')
  assert.equal(o?.provenance.commit, 'abc1234')
  assert.equal(o?.provenance.kind, 'one run of 2 bodies')
  assert.equal(o?.provenance.byHand, undefined)
  assert.deepEqual(manifestObservations('results/m.json', { ...results, bodies: [] }), [])
})

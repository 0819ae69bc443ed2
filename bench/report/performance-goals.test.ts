import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { test } from 'node:test'
import type { Observation } from './observation.ts'
import { PERFORMANCE_GOALS } from './performance-goals.ts'

/** The first two cells (goal, target) of each row of the table under docs/performance.md's "## Goals". */
function documentedGoals(): string[] {
  const doc = readFileSync(new URL('../../docs/performance.md', import.meta.url), 'utf8')
  const from = doc.indexOf('\n## Goals\n')
  assert.ok(from >= 0, 'docs/performance.md has a "## Goals" section')
  const section = doc.slice(from + 1, doc.indexOf('\n## ', from + 1))
  return section
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| goal |'))
    .map((l) => l.split(' | ').slice(0, 2).join(' | ').slice(2))
}

test('the goals judged are exactly the ones docs/performance.md states, with the same targets', () => {
  const judged = [...new Set(PERFORMANCE_GOALS.map((g) => `${g.goal} | ${g.target}`))]
  assert.deepEqual(judged, documentedGoals())
})

const observation = (subject: string, figures: Record<string, number>): Observation => ({
  subject,
  figures,
  provenance: { date: '2026-01-01T00:00:00Z', kind: 'one run', commands: [], files: [] },
})
const goal = (name: string, judgedOn: string) => {
  const g = PERFORMANCE_GOALS.find((x) => x.goal === name && x.judgedOn.includes(judgedOn))
  assert.ok(g, `${name} judged on ${judgedOn}`)
  return g
}

test('each goal judges its own figure against its limit, inclusive or not as its target reads', () => {
  const cpu = goal('get-by-id: service CPU per request (issue 13)', 'cache off')
  assert.deepEqual(cpu.subjects, ['datasets sqlite-1p cache-off get-by-id'])
  const at95 = observation(cpu.subjects[0]!, { cpuMicros: 95, ratio: 0.1, failures: 0 })
  assert.equal(cpu.figure(at95), 95)
  assert.equal(cpu.met(95, at95), true)
  assert.equal(cpu.met(96, at95), false)
  const list = goal('list: p99 (issue 2; issue 13’s stretch)', 'cache on')
  assert.equal(list.target, '< 25 ms')
  assert.equal(list.met(25, observation(list.subjects[0]!, { p99Ms: 25 })), false)
  const accept = goal('accept (issue 2)', 'cache on or off')
  assert.deepEqual(accept.subjects, [
    'datasets sqlite-1p cache-on accept',
    'datasets sqlite-1p cache-off accept',
  ])
})

test('failed answers miss a datasets goal whatever the figure, and the figure says how many', () => {
  const ratio = goal('get-by-id: req/s × baseline (issue 13)', 'cache on')
  const o = observation(ratio.subjects[0]!, { ratio: 0.5, failures: 12 })
  assert.equal(ratio.met(0.5, o), false)
  assert.equal(ratio.show(0.5, o), '0.500× baseline, 12 failed answers')
})

test('figures read with their unit, and a set of runs with its range', () => {
  const cpu = goal('list: service CPU per request (issue 13)', 'cache on')
  const o = { ...observation(cpu.subjects[0]!, { cpuMicros: 94 }), detail: 'CPU range 87–100 µs' }
  assert.equal(cpu.show(94, o), '94 µs (87–100 µs)')
  const command = goal('command round trip p99 through the broker (issue 9)', 'Mosquitto')
  assert.deepEqual(command.subjects, ['mecha broker 1000'])
  assert.equal(command.show(103.58, observation('mecha broker 1000', {})), '104 ms')
  assert.equal(command.show(16.15, observation('mecha broker 1000', {})), '16.2 ms')
  const interactive = goal('console: queue of 100 cards interactive, worst first visit (issue 8)', 'chromium')
  assert.equal(
    interactive.show(711, observation('console review-queue', { interactiveMedianMs: 692 })),
    '711 ms (median 692 ms)',
  )
})

test('issue 17’s console goals: the worst first visit judged, and a viewer in the first load misses', () => {
  const interactive = goal(
    'console: episode page with two cameras and four plots interactive, worst first visit (issue 17)',
    'chromium',
  )
  assert.equal(interactive.target, '≤ 1,500 ms')
  const page = observation('console episode page', { interactiveMaxMs: 1500, interactiveMedianMs: 900 })
  assert.equal(interactive.figure(page), 1500)
  assert.equal(interactive.met(1500, page), true)
  assert.equal(interactive.met(1501, page), false)
  const frame = goal('console: a 100 MB MP4’s first frame, worst first visit (issue 17)', 'MP4')
  assert.equal(frame.target, '≤ 1,000 ms')
  assert.equal(frame.figure(observation('console 100 MB MP4', { firstFrameMaxMs: 640 })), 640)
  const scripts = goal('console: dataset page’s initial JavaScript, the viewer lazy (issue 17)', 'chromium')
  const lazy = observation('console dataset page scripts', { initialScriptGzipKB: 210, viewerLazy: 1 })
  assert.equal(scripts.met(210, lazy), true)
  assert.equal(scripts.met(251, lazy), false)
  const eager = observation('console dataset page scripts', { initialScriptGzipKB: 210, viewerLazy: 0 })
  assert.equal(scripts.met(210, eager), false)
})

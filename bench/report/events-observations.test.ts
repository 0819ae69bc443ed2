import assert from 'node:assert/strict'
import { test } from 'node:test'
import { type EventsResults, eventsObservations, eventsSubject } from './events-observations.ts'
import { PERFORMANCE_GOALS } from './performance-goals.ts'

const latency = (p50: number, p99: number) => ({ n: 100, p50_ms: p50, p99_ms: p99, max_ms: p99 })
const run = (over: Partial<EventsResults> = {}): EventsResults => ({
  date: '2026-11-27T06:00:00Z',
  command: 'node --import tsx bench/events/run.ts',
  commit: 'abc1234',
  engine: 'sqlite',
  load_1m_5m_15m: { start: [0.5, 0.4, 0.3], end: [1.2, 0.6, 0.4] },
  settings: { PROCESSES: 1 },
  webhook: { offered_per_s: 200, achieved_per_s: 199, received: 2000, of: 2000, latency: latency(20, 300) },
  feed: {
    offered_per_s: 1000,
    achieved_per_s: 960,
    lag: latency(40, 150),
    every_event_seen_by_every_reader: true,
  },
  throughput: {
    median_without_webhook_per_s: 1000,
    median_with_webhook_per_s: 900,
    ratio_with_vs_without: 0.9,
  },
  ...over,
})
const goal = (phase: string, engine: string) => {
  const g = PERFORMANCE_GOALS.find((x) =>
    x.subjects.includes(eventsSubject(engine as 'sqlite', phase as 'feed')),
  )
  assert.ok(g, `a goal reads ${phase} on ${engine}`)
  return g
}
const judge = (r: EventsResults, phase: 'webhook' | 'feed' | 'throughput') => {
  const o = eventsObservations('results/x.json', r).find((x) => x.subject === eventsSubject(r.engine, phase))!
  const g = goal(phase, r.engine)
  return g.met(g.figure(o)!, o)
}

test('a run at the issue rates, carried and complete, meets the goals its figures meet', () => {
  assert.equal(judge(run(), 'webhook'), true)
  assert.equal(judge(run(), 'feed'), true)
  assert.equal(judge(run(), 'throughput'), true)
  assert.equal(judge(run({ engine: 'postgres' }), 'feed'), true, 'each engine has its own goals')
})

test('a phase that did not carry its rate, or lost or repeated events, misses whatever its latency', () => {
  assert.equal(judge(run({ feed: { ...run().feed, achieved_per_s: 430 } }), 'feed'), false)
  assert.equal(
    judge(run({ feed: { ...run().feed, every_event_seen_by_every_reader: false } }), 'feed'),
    false,
  )
  assert.equal(judge(run({ webhook: { ...run().webhook, received: 1999 } }), 'webhook'), false)
  assert.equal(
    judge(run({ feed: { ...run().feed, offered_per_s: 500, achieved_per_s: 500 } }), 'feed'),
    false,
  )
  assert.equal(judge(run({ webhook: { ...run().webhook, latency: latency(20, 501) } }), 'webhook'), false)
})

test("runs of another compiled copy (a comparison's before) or of a cluster speak to no goal", () => {
  assert.deepEqual(eventsObservations('f', run({ service_dist: '/tmp/before' })), [])
  assert.deepEqual(eventsObservations('f', run({ settings: { PROCESSES: 2 } })), [])
  assert.equal(eventsObservations('f', run()).length, 3)
})

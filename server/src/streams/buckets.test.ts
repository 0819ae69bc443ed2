import assert from 'node:assert/strict'
import { test } from 'node:test'
import { bucketRecords, FANOUT, MemoryLevels, PyramidWriter, seriesBuckets } from './buckets.ts'

function build(n: number, f: (i: number) => [number, number]) {
  const mem = new MemoryLevels()
  const w = new PyramidWriter(mem.sinkFor)
  for (let i = 0; i < n; i++) w.push(...f(i))
  const levels = w.finish()
  return { mem, levels }
}

/** The answer computed from the raw samples alone. */
function direct(samples: [number, number][], from: number, to: number, points: number) {
  const flat = Float64Array.from(samples.filter(([t]) => t >= from && t <= to).flat())
  return bucketRecords(flat, 0, from, to, points)
}

test('every level covers every sample: counts and sums add up, min and max are the extremes', () => {
  const n = 1000
  const { mem, levels } = build(n, (i) => [i / 10, Math.sin(i)])
  assert.equal(levels, mem.levels)
  assert.equal(mem.size(0), n)
  assert.equal(mem.size(1), Math.ceil(n / FANOUT))
  for (let level = 1; level < levels; level++) {
    const recs = mem.data[level]!
    let count = 0
    for (let i = 5; i < recs.length; i += 6) count += recs[i]!
    assert.equal(count, n, `level ${level}`)
  }
  assert.equal(mem.size(levels - 1), 1)
})

test('a single spike survives every resolution', async () => {
  const samples: [number, number][] = Array.from({ length: 100_000 }, (_, i) => [
    i * 0.001,
    i === 54_321 ? 99 : 0,
  ])
  const { mem } = build(samples.length, (i) => samples[i]!)
  for (const points of [1, 7, 100, 1000, 5000]) {
    const b = await seriesBuckets(mem, 0, 100, points)
    assert.ok(b.t.length <= points)
    assert.equal(Math.max(...b.max), 99, `points=${points}`)
    assert.equal(b.samples, samples.length)
  }
})

test('buckets from the summary match buckets from the raw samples on a sub-range', async () => {
  const samples: [number, number][] = Array.from({ length: 50_000 }, (_, i) => [i * 0.01, (i * 7919) % 101])
  const { mem } = build(samples.length, (i) => samples[i]!)
  const from = 123.45
  const to = 321.2
  const got = await seriesBuckets(mem, from, to, 10)
  const want = direct(samples, from, to, 10)
  // At a coarse level an entry straddling an edge is counted by its first sample: the count is off
  // by at most one entry's samples at each edge, and the extremes are the same.
  const entrySamples = got.samples / got.t.length
  assert.ok(Math.abs(got.samples - want.samples) <= 2 * entrySamples, `${got.samples} vs ${want.samples}`)
  assert.equal(Math.max(...got.max), Math.max(...want.max))
  assert.equal(Math.min(...got.min), Math.min(...want.min))
  assert.ok(got.t.length <= 10)
  // A narrow range reads the samples themselves: exact.
  const narrow = await seriesBuckets(mem, 200, 201, 1000)
  assert.deepEqual(narrow, direct(samples, 200, 201, 1000))
})

test('a range with nothing in it, one sample, and from = to', async () => {
  const { mem } = build(1, () => [2, 5])
  assert.deepEqual(await seriesBuckets(mem, 3, 4, 10), { samples: 0, t: [], min: [], max: [], mean: [] })
  assert.deepEqual(await seriesBuckets(mem, 2, 2, 10), { samples: 1, t: [2], min: [5], max: [5], mean: [5] })
})

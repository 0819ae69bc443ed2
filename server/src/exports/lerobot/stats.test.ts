import assert from 'node:assert/strict'
import { test } from 'node:test'
import { StatsAccumulator } from './stats.ts'

test('frames added from one flat array give the statistics of adding them one by one', () => {
  const width = 4
  const flat = new Float32Array(999 * width)
  for (let i = 0; i < flat.length; i++)
    flat[i] = i % 13 === 0 ? Number.NaN : i % 17 === 0 ? Number.POSITIVE_INFINITY : Math.sin(i) * 1e3
  const byFrame = new StatsAccumulator(width)
  for (let r = 0; r < 999; r++) byFrame.add(flat.subarray(r * width, (r + 1) * width))
  const flatOnce = new StatsAccumulator(width)
  flatOnce.addFrames(flat)
  // The same sums in the same order: equal to the last bit, as meta/stats.json must be.
  assert.deepEqual(flatOnce.result(), byFrame.result())
  assert.deepEqual(flatOnce.result().count, [999])
})

test("an episode's element without a finite value takes its dataset's statistics; the others keep their own", () => {
  const episode = new StatsAccumulator(2)
  episode.add([1, Number.NaN])
  episode.add([3, Number.NaN])
  const other = new StatsAccumulator(2)
  other.add([5, 10])
  other.add([7, 20])
  const dataset = new StatsAccumulator(2)
  dataset.merge(episode)
  dataset.merge(other)
  assert.deepEqual(episode.resultWithin(dataset), {
    min: [1, 10],
    max: [3, 20],
    mean: [2, 15],
    std: [1, 5],
    count: [2],
  })
  assert.deepEqual(other.resultWithin(dataset), other.result())
})

import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { MemoryLevels, PyramidWriter } from '../streams/buckets.ts'
import {
  frameAtRate,
  frameSpan,
  framesOf,
  indexAt,
  type StreamClock,
  sampleAt,
  sampleSpan,
} from './frame-range.ts'

describe('frames of a finding, per stream', () => {
  test('two cameras at different rates each get their own frame range for the same span', () => {
    const clocks = new Map<string, StreamClock>([
      ['front', { kind: 'rate', fps: 30, count: 300 }],
      ['wrist', { kind: 'rate', fps: 15, count: 150 }],
      // An image stream at 5 Hz that started 0.1 s late.
      ['/camera/down', { kind: 'times', times: Array.from({ length: 50 }, (_, i) => 0.1 + i / 5) }],
    ])
    assert.deepEqual(framesOf(clocks, ['front', 'wrist', '/camera/down', 'battery'], 2, 3.5), {
      front: [60, 105],
      wrist: [30, 52],
      '/camera/down': [9, 17],
    })
  })

  test('the frame in effect at t: floating point does not move a frame boundary', () => {
    assert.equal(frameAtRate(30, 300, 2.0), 60)
    assert.equal(frameAtRate(30, 300, 0.1 * 3), 9)
    assert.equal(frameAtRate(10, 300, 0.7 * 3), 21)
    assert.equal(frameAtRate(29.97, 300, 1.001), 29)
    assert.equal(frameAtRate(30, 300, 1 / 30 - 1e-3), 0)
  })

  test('clamped to the stream: before its first frame is frame 0, after its last is the last', () => {
    assert.deepEqual(frameSpan({ kind: 'rate', fps: 30, count: 90 }, 0, 10), [0, 89])
    assert.deepEqual(frameSpan({ kind: 'times', times: [1, 2, 3] }, 0, 0.5), [0, 0])
    assert.deepEqual(frameSpan({ kind: 'times', times: [1, 2, 3] }, 2.5, 9), [1, 2])
  })

  test('the whole file covers every frame; an instant is one frame; no frames is no range', () => {
    assert.deepEqual(frameSpan({ kind: 'rate', fps: 30, count: 90 }, null, null), [0, 89])
    assert.deepEqual(frameSpan({ kind: 'rate', fps: 30, count: 90 }, 1, null), [30, 30])
    assert.equal(frameSpan({ kind: 'rate', fps: 30, count: 0 }, 1, 2), null)
    assert.equal(frameSpan({ kind: 'rate', fps: 0, count: 10 }, 1, 2), null)
    assert.equal(frameSpan({ kind: 'times', times: [] }, 1, 2), null)
  })

  test('indexAt: the last time at or before t', () => {
    const times = [0, 0.5, 0.5, 1, 2]
    assert.equal(indexAt(times, -1), 0)
    assert.equal(indexAt(times, 0.5), 2)
    assert.equal(indexAt(times, 0.99), 2)
    assert.equal(indexAt(times, 1), 3)
    assert.equal(indexAt(times, 100), 4)
  })
})

describe('samples of a channel through its summary levels', () => {
  /** A channel of `n` samples at irregular times, as the index keeps it. */
  function channel(n: number) {
    const mem = new MemoryLevels()
    const writer = new PyramidWriter(mem.sinkFor)
    const times: number[] = []
    let t = 0
    for (let i = 0; i < n; i++) {
      t += i % 7 === 0 ? 0.3 : 0.01
      times.push(t)
      writer.push(t, Math.sin(i))
    }
    writer.finish()
    return { mem, times }
  }

  test('the same sample as a search over every time, at many times and sizes', async () => {
    for (const n of [1, 7, 8, 9, 64, 65, 1000, 4097]) {
      const { mem, times } = channel(n)
      const probes = [-1, 0, times[0]!, times[n - 1]!, times[n - 1]! + 5]
      for (let k = 0; k < 50; k++) probes.push((k / 50) * (times[n - 1]! + 0.5))
      for (const i of [0, Math.floor(n / 3), n - 1]) probes.push(times[i]!, times[i]! - 1e-9)
      for (const t of probes) assert.equal(await sampleAt(mem, t), indexAt(times, t), `n=${n} t=${t}`)
    }
  })

  test('a span of samples; the whole file is every sample', async () => {
    const { mem, times } = channel(100)
    assert.deepEqual(await sampleSpan(mem, 100, times[10]!, times[20]!), [10, 20])
    assert.deepEqual(await sampleSpan(mem, 100, null, null), [0, 99])
    assert.equal(await sampleSpan(mem, 0, 1, 2), null)
  })
})

import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { scratch } from '../../streams/readers/test-kit.ts'
import { videoStats } from './camera-stats.ts'
import { localVideo, numberedClip } from './numbered-video.ts'
import { sampleIndices } from './picture-stats.ts'

/** Frame N's grey over 255, as a decoder gives it back in RGB (limited range, 6 luma steps a frame). */
const grey = (n: number) => (6 * n) / 219

describe("a camera file's statistics", () => {
  test("are the episode's frames, not the rest of its video: per channel, over 255, shaped [3, 1, 1]", async (t) => {
    const dir = scratch(t)
    const v = await localVideo(dir, await numberedClip({ frames: 30, fps: 10, gop: 10 }))
    const s = await videoStats(v, { from: 1, frames: 10, fps: 10, width: 32, height: 24 })
    assert.ok(s)
    assert.deepEqual(s.count, [10], 'every frame of a short episode')
    for (const c of [0, 1, 2]) {
      assert.ok(Math.abs(s.min[c]![0]![0]! - grey(10)) < 0.01, `min is frame 10's: ${s.min[c]}`)
      assert.ok(Math.abs(s.max[c]![0]![0]! - grey(19)) < 0.01, `max is frame 19's: ${s.max[c]}`)
      assert.ok(Math.abs(s.mean[c]![0]![0]! - grey(14.5)) < 0.01, `mean: ${s.mean[c]}`)
      assert.ok(
        Math.abs(s.std[c]![0]![0]! - (grey(1) * Math.sqrt(99)) / Math.sqrt(12)) < 0.01,
        `std: ${s.std[c]}`,
      )
    }
    assert.deepEqual(
      await videoStats(v, { from: 1, frames: 10, fps: 10, width: 32, height: 24 }),
      s,
      'the same twice',
    )
  })

  test("sample LeRobot's frames of a long episode, a video that ends first giving what it has", async (t) => {
    const dir = scratch(t)
    const v = await localVideo(dir, await numberedClip({ frames: 600, fps: 30, gop: 30, size: '16x16' }))
    const s = await videoStats(v, { from: 0, frames: 600, fps: 30, width: 16, height: 16 })
    // More than one ffmpeg run's selection (100 frames at most).
    assert.equal(sampleIndices(600).length, 121)
    assert.deepEqual(s?.count, [121])
    const short = await videoStats(v, { from: 19.5, frames: 30, fps: 30, width: 16, height: 16 })
    assert.deepEqual(short?.count, [15], 'the last half second')
  })
})

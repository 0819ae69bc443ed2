import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, test } from 'node:test'
import { scratch } from '../../streams/readers/test-kit.ts'
import { probe } from './lerobot-test-kit.ts'
import { frameNumbers, localVideo, numberedClip } from './numbered-video.ts'
import { keyframeAt, reencodeVideo, remuxVideo } from './trim-video.ts'

describe('a camera cut to its episode or encoded at the export rate', () => {
  test('a start within half a frame of a keyframe is that keyframe; a start between keyframes is none', async (t) => {
    const dir = scratch(t)
    // 30 frames at 10 fps, a keyframe every 10: at 0, 1 and 2 s.
    const v = await localVideo(dir, await numberedClip({ frames: 30, fps: 10, gop: 10 }))
    assert.equal(await keyframeAt(v, 0, 10), 0)
    assert.equal(await keyframeAt(v, 1, 10), 1)
    assert.equal(await keyframeAt(v, 0.98, 10), 1, 'the nearest frame is the keyframe')
    assert.equal(await keyframeAt(v, 2.04, 10), 2)
    assert.equal(await keyframeAt(v, 0.5, 10), undefined)
    assert.equal(await keyframeAt(v, 2.9, 10), undefined)
    const mkv = await localVideo(dir, await numberedClip({ frames: 30, fps: 10, gop: 10 }, 'matroska'), 'mkv')
    assert.equal(mkv.input.demuxer, 'matroska')
    assert.equal(await keyframeAt(mkv, 1, 10), 1, 'a Matroska camera too')
  })

  test('a remux from a keyframe starts at the episode and has its frames, the same bytes twice', async (t) => {
    const dir = scratch(t)
    const v = await localVideo(dir, await numberedClip({ frames: 30, fps: 10, gop: 10 }))
    await remuxVideo(v, 1, 12, 'a.mp4')
    await remuxVideo(v, 1, 12, 'b.mp4')
    const a = readFileSync(join(dir, 'a.mp4'))
    assert.deepEqual(await frameNumbers(a), [10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21])
    assert.ok(a.equals(readFileSync(join(dir, 'b.mp4'))), 'byte-identical')
    assert.equal((await probe(dir, a)).codec_name, 'h264', 'not encoded again')
  })

  test('encoded again: from the frame nearest the start, the last frame held at a higher rate, padded at the end', async (t) => {
    const dir = scratch(t)
    const v = await localVideo(dir, await numberedClip({ frames: 30, fps: 10, gop: 10 }))
    const cut = { from: 1.3, frames: 8, fps: 10, sourceFps: 10, width: 32, height: 24 }
    await reencodeVideo(v, cut, 'a.mp4')
    await reencodeVideo(v, cut, 'b.mp4')
    const a = readFileSync(join(dir, 'a.mp4'))
    assert.deepEqual(await frameNumbers(a), [13, 14, 15, 16, 17, 18, 19, 20])
    assert.ok(a.equals(readFileSync(join(dir, 'b.mp4'))), 'byte-identical')

    await reencodeVideo(v, { ...cut, from: 2.5, frames: 12, fps: 20, width: 31 }, 'c.mp4')
    const c = readFileSync(join(dir, 'c.mp4'))
    // Each source frame twice at 20 fps; the source ends at frame 29, held to the episode's 12 frames.
    assert.deepEqual(await frameNumbers(c), [25, 25, 26, 26, 27, 27, 28, 28, 29, 29, 29, 29])
    const p = await probe(dir, c)
    assert.deepEqual([p.width, p.height, p.r_frame_rate, p.frames], [30, 24, '20/1', 12])

    await reencodeVideo(v, { ...cut, from: 0, frames: 6, fps: 7 }, 'd.mp4')
    // Frame k shows the last source frame at or before k / 7 s: none from the future.
    assert.deepEqual(await frameNumbers(readFileSync(join(dir, 'd.mp4'))), [0, 1, 2, 4, 5, 7])
  })
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { indexFiles, scratch, writeFiles } from './test-kit.ts'
import { muxedVideo } from './video-fixtures.ts'

test('video metadata: WebM VP9, MP4 AV1 and MP4 H.264 give size, fps, frames, duration and codec', async (t) => {
  const dir = scratch(t)
  writeFiles(dir, {
    'clip.webm': await muxedVideo({
      container: 'webm',
      codec: 'vp9',
      width: 640,
      height: 360,
      fps: 30,
      frames: 90,
    }),
    'clip.mp4': await muxedVideo({
      container: 'mp4',
      codec: 'av1',
      width: 1280,
      height: 720,
      fps: 25,
      frames: 50,
    }),
    'h264.mp4': await muxedVideo({
      container: 'mp4',
      codec: 'avc',
      width: 320,
      height: 240,
      fps: 10,
      frames: 20,
    }),
  })
  for (const [name, codec, width, height, fps, frames, duration] of [
    ['clip.webm', 'vp9', 640, 360, 30, 90, 3],
    ['clip.mp4', 'av1', 1280, 720, 25, 50, 2],
    ['h264.mp4', 'avc', 320, 240, 10, 20, 2],
  ] as const) {
    const { outcome, index } = await indexFiles(dir, name)
    assert.equal(outcome.status, 'ready', `${name}: ${JSON.stringify(outcome)}`)
    const [v] = index!.videos
    assert.deepEqual(
      {
        codec: v!.codec,
        width: v!.width,
        height: v!.height,
        fps: Math.round(v!.fps),
        frames: v!.frame_count,
      },
      { codec, width, height, fps, frames },
      name,
    )
    assert.ok(Math.abs(v!.duration_seconds - duration) < 0.05, `${name}: ${v!.duration_seconds}`)
    assert.equal(index!.duration_seconds, v!.duration_seconds)
  }
})

test('hostile video: truncated, corrupt, empty → failed with a sentence', async (t) => {
  const dir = scratch(t)
  const good = await muxedVideo({
    container: 'mp4',
    codec: 'av1',
    width: 640,
    height: 360,
    fps: 30,
    frames: 30,
  })
  const webm = await muxedVideo({
    container: 'webm',
    codec: 'vp9',
    width: 640,
    height: 360,
    fps: 30,
    frames: 30,
  })
  const corrupt = good.slice()
  for (let i = 8; i < 400 && i < corrupt.length; i += 5) corrupt[i] = 0xff
  writeFiles(dir, {
    'truncated.mp4': good.slice(0, 200),
    'truncated.webm': webm.slice(0, 120),
    'corrupt.mp4': corrupt,
    'empty.mp4': new Uint8Array(),
    'text.webm': 'not a video at all',
  })
  for (const name of ['truncated.mp4', 'truncated.webm', 'corrupt.mp4', 'empty.mp4', 'text.webm']) {
    const { outcome } = await indexFiles(dir, name)
    assert.equal(outcome.status, 'failed', `${name}: ${JSON.stringify(outcome)}`)
    const detail = (outcome as { detail: string }).detail
    assert.match(detail, new RegExp(`^${name.replace('.', '\\.')} (is|has|declares)`), detail)
  }
})

import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { PNG } from 'pngjs'
import { channelChartPng } from './channel-chart.ts'
import { encodeVideo } from './encode-video.ts'
import { FfmpegError, runFfmpeg } from './ffmpeg.ts'
import { makeVideoPreviews } from './video-previews.ts'
import { mp4VideoSize, webmVideoSize } from './video-size.ts'

const W = 96
const H = 64

/** A moving gradient, `count` frames of packed RGB. */
function* frames(count: number): Generator<Buffer> {
  for (let i = 0; i < count; i++) {
    const b = Buffer.alloc(W * H * 3)
    for (let p = 0; p < W * H; p++) {
      b[p * 3] = ((p % W) * 2 + i * 8) & 255
      b[p * 3 + 1] = Math.floor(p / W) * 3
      b[p * 3 + 2] = 128
    }
    yield b
  }
}

const dir = mkdtempSync(join(tmpdir(), 'hangar-media-'))
test.after(() => rmSync(dir, { recursive: true, force: true }))

for (const codec of ['h264', 'vp9'] as const) {
  test(`a ${codec} clip encoded here gets a JPEG poster and an animated WebP`, async () => {
    const bytes = await encodeVideo({ width: W, height: H, fps: 10, codec, frames: frames(12) })
    const size = codec === 'h264' ? mp4VideoSize(bytes) : webmVideoSize(bytes)
    assert.deepEqual(
      { width: size?.width, height: size?.height, codec: size?.codec },
      { width: W, height: H, codec: codec === 'h264' ? 'avc1' : 'V_VP9' },
    )
    if (codec === 'h264') assert.ok(Math.abs((size?.durationSeconds ?? 0) - 1.2) < 0.05)
    const path = join(dir, codec === 'h264' ? 'clip.mp4' : 'clip.webm')
    writeFileSync(path, bytes)
    const { poster, animated } = await makeVideoPreviews(path)
    assert.deepEqual([...poster.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG')
    assert.equal(animated.subarray(0, 4).toString('latin1'), 'RIFF')
    assert.equal(animated.subarray(8, 12).toString('latin1'), 'WEBP')
    assert.ok(animated.includes(Buffer.from('ANIM')), 'an animated WebP')
  })
}

test('a corrupt or empty video gives no preview: an FfmpegError, quickly', async () => {
  const good = await encodeVideo({ width: W, height: H, fps: 10, frames: frames(5) })
  const corrupt = join(dir, 'corrupt.mp4')
  writeFileSync(corrupt, Buffer.concat([good.subarray(0, 64), Buffer.alloc(4096, 0x5a)]))
  const empty = join(dir, 'empty.mp4')
  writeFileSync(empty, Buffer.alloc(0))
  for (const path of [corrupt, empty]) await assert.rejects(makeVideoPreviews(path), FfmpegError)
})

test('a run past its time limit is killed; one that writes too much is stopped', async () => {
  const started = Date.now()
  await assert.rejects(
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=25', '-f', 'null', '-'], { timeoutMs: 300 }),
    (err: FfmpegError) => err.reason === 'timeout',
  )
  assert.ok(Date.now() - started < 5000)
  await assert.rejects(
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=25', '-f', 'rawvideo', 'pipe:1'], {
      maxOutputBytes: 100_000,
    }),
    (err: FfmpegError) => err.reason === 'output',
  )
})

test('a missing binary is a clear error', async () => {
  const saved = process.env.FFMPEG_PATH
  try {
    // ffmpegPath() caches the first binary it found; a fresh module instance sees the variable.
    process.env.FFMPEG_PATH = join(dir, 'no-ffmpeg-here')
    const fresh = (await import(`./ffmpeg.ts?fresh=${Date.now()}`)) as typeof import('./ffmpeg.ts')
    assert.throws(
      () => fresh.ffmpegPath(),
      (err: Error) => err.name === 'FfmpegMissingError' && /no-ffmpeg-here/.test(err.message),
    )
  } finally {
    if (saved === undefined) delete process.env.FFMPEG_PATH
    else process.env.FFMPEG_PATH = saved
  }
})

test('channels drawn small: a PNG of the asked size, gaps and spikes survive', () => {
  const values = Float64Array.from({ length: 10_000 }, (_, i) => Math.sin(i / 300))
  values[5000] = 40
  values[10] = Number.NaN
  const png = PNG.sync.read(
    channelChartPng(
      [
        { name: 'a', values },
        { name: 'b', values: [] },
      ],
      { width: 200, height: 100 },
    ),
  )
  assert.equal(png.width, 200)
  assert.equal(png.height, 100)
  // The spike reaches the band's top at its column (x = 100).
  const top = (4 * 200 + 100) * 4
  assert.notDeepEqual([...png.data.subarray(top, top + 3)], [26, 27, 30])
})

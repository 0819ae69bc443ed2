import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { PNG } from 'pngjs'
import { channelChartPng } from './channel-chart.ts'
import { encodeVideo } from './encode-video.ts'
import { FfmpegError, runFfmpeg } from './ffmpeg.ts'
import { UnsupportedVideoError } from './video-input.ts'
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
  test(`a ${codec} clip encoded here gets a JPEG poster, an animated WebP and an animated GIF`, async () => {
    const bytes = await encodeVideo({ width: W, height: H, fps: 10, codec, frames: frames(12) })
    const size = codec === 'h264' ? mp4VideoSize(bytes) : webmVideoSize(bytes)
    assert.deepEqual(
      { width: size?.width, height: size?.height, codec: size?.codec },
      { width: W, height: H, codec: codec === 'h264' ? 'avc1' : 'V_VP9' },
    )
    if (codec === 'h264') assert.ok(Math.abs((size?.durationSeconds ?? 0) - 1.2) < 0.05)
    const path = join(dir, codec === 'h264' ? 'clip.mp4' : 'clip.webm')
    writeFileSync(path, bytes)
    const { poster, webp, gif } = await makeVideoPreviews(path)
    assert.deepEqual([...poster.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG')
    assert.equal(webp.subarray(0, 4).toString('latin1'), 'RIFF')
    assert.equal(webp.subarray(8, 12).toString('latin1'), 'WEBP')
    assert.ok(webp.includes(Buffer.from('ANIM')), 'an animated WebP')
    assert.equal(gif.subarray(0, 6).toString('latin1'), 'GIF89a')
    assert.equal(gif.readUInt16LE(6), W, 'as wide as the clip (under 320 px)')
    // A global palette of at most 128 colours (2^(n+1)), looping (the NETSCAPE2.0 extension),
    // one graphic control extension a frame: 1.2 s at 8 frames a second.
    // A global colour table (256 entries as ffmpeg writes it): the clip’s 128 colours at most, and padding.
    const flags = gif[10] ?? 0
    const table = gif.subarray(13, 13 + 3 * 2 ** ((flags & 7) + 1))
    const colours = new Set(Array.from({ length: table.length / 3 }, (_, i) => table.readUIntBE(i * 3, 3)))
    assert.ok(flags & 0x80 && colours.size <= 129, `${colours.size} colours`)
    assert.ok(gif.includes(Buffer.from('NETSCAPE2.0')), 'a looping GIF')
    const control = Buffer.from([0x21, 0xf9, 0x04])
    let gifFrames = 0
    for (let at = gif.indexOf(control); at !== -1; at = gif.indexOf(control, at + 1)) gifFrames++
    assert.ok(gifFrames >= 9 && gifFrames <= 11, `${gifFrames} frames`)
  })
}

test('a corrupt or empty video gives no preview: an UnsupportedVideoError or FfmpegError, quickly', async () => {
  const good = await encodeVideo({ width: W, height: H, fps: 10, frames: frames(5) })
  const corrupt = join(dir, 'corrupt.mp4')
  writeFileSync(corrupt, Buffer.concat([good.subarray(0, 64), Buffer.alloc(4096, 0x5a)]))
  const empty = join(dir, 'empty.mp4')
  writeFileSync(empty, Buffer.alloc(0))
  for (const path of [corrupt, empty])
    await assert.rejects(
      makeVideoPreviews(path),
      (err) => err instanceof FfmpegError || err instanceof UnsupportedVideoError,
    )
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

test('the limits are on the process: address space, CPU seconds, no file written', async () => {
  // 100 frames of 2048 × 2048 kept by `reverse` until the end: 630 MB, past a 384 MB bound
  // (`-xerror`: ffmpeg would take the failed read for the input's end and exit 0).
  const hog = [
    '-xerror',
    '-f',
    'lavfi',
    '-i',
    'color=size=2048x2048:rate=25:duration=4',
    '-vf',
    'reverse',
    '-f',
    'null',
    '-',
  ]
  await assert.rejects(
    runFfmpeg(hog, { maxAddressSpaceBytes: 384 * 2 ** 20 }),
    (err: FfmpegError) => err.reason === 'exit' && /Cannot allocate memory/.test(err.message),
  )
  // CPU seconds run out long before the 60 s timer: SIGXCPU (or SIGKILL past the hard limit).
  const started = Date.now()
  await assert.rejects(
    runFfmpeg(['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25', '-f', 'null', '-'], {
      maxCpuSeconds: 1,
      timeoutMs: 60_000,
    }),
    (err: FfmpegError) => err.reason === 'exit' && /SIGXCPU|SIGKILL/.test(err.message),
  )
  assert.ok(Date.now() - started < 30_000)
  await assert.rejects(
    runFfmpeg(
      ['-f', 'lavfi', '-i', 'testsrc=size=64x64:rate=25', '-t', '1', '-y', join(dir, 'written.mkv')],
      {
        writesFiles: false,
      },
    ),
    (err: FfmpegError) => /SIGXFSZ|File too large/.test(err.message),
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

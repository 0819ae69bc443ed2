import assert from 'node:assert/strict'
import { test } from 'node:test'
import { indexFiles, scratch, writeFiles } from './test-kit.ts'
import { encodedTestPattern, muxedVideo } from './video-fixtures.ts'

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

const bytes = (n: number) => n.toLocaleString('en-US')
const cut = (b: Buffer, share: number) => b.subarray(0, Math.floor(b.length * share))

/** Where each top-level MP4 box starts and ends. */
function topLevelBoxes(b: Buffer): { type: string; start: number; end: number }[] {
  const boxes = []
  for (let at = 0; at + 8 <= b.length; ) {
    const size = b.readUInt32BE(at)
    boxes.push({ type: b.toString('latin1', at + 4, at + 8), start: at, end: at + size })
    at += size
  }
  return boxes
}

async function videoOf(dir: string, name: string) {
  const { outcome, index } = await indexFiles(dir, name)
  return { outcome, detail: (outcome as { detail?: string }).detail, video: index?.videos[0], index }
}

test('a faststart H.264 MP4 cut to 30 % fails, saying where its samples end; the whole file is ready with its real duration and frames', async (t) => {
  const dir = scratch(t)
  const whole = await encodedTestPattern('mp4-faststart')
  const part = cut(whole, 0.3)
  writeFiles(dir, { 'whole.mp4': whole, 'cut.mp4': part })

  const ready = await videoOf(dir, 'whole.mp4')
  assert.equal(ready.outcome.status, 'ready', JSON.stringify(ready.outcome))
  assert.deepEqual(
    {
      codec: ready.video?.codec,
      width: ready.video?.width,
      height: ready.video?.height,
      fps: ready.video?.fps,
    },
    { codec: 'avc', width: 320, height: 240, fps: 30 },
  )
  assert.equal(ready.video?.frame_count, 90)
  assert.ok(Math.abs(ready.video!.duration_seconds - 3) < 0.05, String(ready.video?.duration_seconds))

  // The moov (first) lists all 90 samples; the last of them ends where the whole file does.
  const failed = await videoOf(dir, 'cut.mp4')
  assert.equal(failed.outcome.status, 'failed', JSON.stringify(failed.outcome))
  assert.equal(
    failed.detail,
    `cut.mp4 is truncated: its samples run to byte ${bytes(whole.length)} but the file ends at byte ${bytes(part.length)}.`,
  )
  assert.equal(failed.index, null, 'no index is kept for it')
})

test('an MP4 with its moov at the end, cut to 30 %, fails: its mdat box runs past the end', async (t) => {
  const dir = scratch(t)
  const whole = await encodedTestPattern('mp4-moov-at-end')
  const boxes = topLevelBoxes(whole)
  assert.deepEqual(
    boxes.map((b) => b.type).filter((type) => type === 'mdat' || type === 'moov'),
    ['mdat', 'moov'],
  )
  const mdat = boxes.find((b) => b.type === 'mdat')!
  const part = cut(whole, 0.3)
  writeFiles(dir, { 'whole.mp4': whole, 'cut.mp4': part })
  const ready = await videoOf(dir, 'whole.mp4')
  assert.equal(ready.outcome.status, 'ready', JSON.stringify(ready.outcome))
  assert.equal(ready.video?.frame_count, 90)
  const failed = await videoOf(dir, 'cut.mp4')
  assert.equal(
    failed.detail,
    `cut.mp4 is truncated: its media data (the mdat box) runs to byte ${bytes(mdat.end)} but the file ends at byte ${bytes(part.length)}.`,
  )
})

test('a WebM cut short fails: its declared segment, or a cluster of a live recording, runs past the end; one cut before its first frame has no frames', async (t) => {
  const dir = scratch(t)
  const file = await encodedTestPattern('webm')
  const live = await encodedTestPattern('webm-live')
  const firstCluster = live.indexOf(Buffer.from([0x1f, 0x43, 0xb6, 0x75]))
  assert.ok(firstCluster > 0)
  writeFiles(dir, {
    'whole.webm': file,
    'cut.webm': cut(file, 0.3),
    'live.webm': live,
    'live-cut.webm': cut(live, 0.3),
    'live-empty.webm': live.subarray(0, firstCluster),
  })
  for (const name of ['whole.webm', 'live.webm']) {
    const ready = await videoOf(dir, name)
    assert.equal(ready.outcome.status, 'ready', `${name}: ${JSON.stringify(ready.outcome)}`)
    assert.equal(ready.video?.frame_count, 90, name)
    assert.equal(ready.video?.codec, 'vp9', name)
  }
  assert.equal(
    (await videoOf(dir, 'cut.webm')).detail,
    `cut.webm is truncated: its segment runs to byte ${bytes(file.length)} but the file ends at byte ${bytes(cut(file, 0.3).length)}.`,
  )
  assert.match(
    (await videoOf(dir, 'live-cut.webm')).detail ?? '',
    new RegExp(
      `^live-cut\\.webm is truncated: a cluster runs to byte [\\d,]+ but the file ends at byte ${bytes(cut(live, 0.3).length)}\\.$`,
    ),
  )
  assert.equal((await videoOf(dir, 'live-empty.webm')).detail, 'live-empty.webm has no frames.')
})

test('a video cut anywhere fails (MP4 with moov first or last, WebM with declared sizes)', async (t) => {
  const dir = scratch(t)
  for (const [layout, ext] of [
    ['mp4-faststart', 'mp4'],
    ['mp4-moov-at-end', 'mp4'],
    ['webm', 'webm'],
  ] as const) {
    const whole = await encodedTestPattern(layout)
    for (let percent = 3; percent < 100; percent += 8) {
      const name = `${layout}-${percent}.${ext}`
      writeFiles(dir, { [name]: cut(whole, percent / 100) })
      const { outcome, detail } = await videoOf(dir, name)
      assert.equal(outcome.status, 'failed', `${name}: ${JSON.stringify(outcome)}`)
      assert.match(detail ?? '', new RegExp(`^${name.replace('.', '\\.')} is truncated: `), detail)
    }
  }
})

test('an MP4 whose index contradicts its size fails: a chunk offset moved past the end of the file', async (t) => {
  const dir = scratch(t)
  const whole = Buffer.from(await encodedTestPattern('mp4-faststart'))
  // stco: size, 'stco', version and flags, entry count, then the chunk offsets.
  const stco = whole.indexOf('stco', 0, 'latin1') - 4
  const count = whole.readUInt32BE(stco + 12)
  const last = stco + 16 + (count - 1) * 4
  whole.writeUInt32BE(whole.readUInt32BE(last) + 1_000_000, last)
  writeFiles(dir, { 'moved.mp4': whole })
  assert.match(
    (await videoOf(dir, 'moved.mp4')).detail ?? '',
    new RegExp(
      `^moved\\.mp4 is truncated: its samples run to byte [\\d,]+ but the file ends at byte ${bytes(whole.length)}\\.$`,
    ),
  )
})

import assert from 'node:assert/strict'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { ffmpegAvailable, parseVideoScan, runFfmpeg, UnsupportedVideoError } from '@hangar/media'
import type { VideoInfo } from '../../streams/model.ts'
import { checkVideoPicture, videoPictureFindings } from './video-picture-check.ts'
import { resolveVideoThresholds } from './video-thresholds.ts'

const FPS = 30
const PERIOD = 1 / FPS
const skip = ffmpegAvailable() ? false : 'no ffmpeg on this machine'

let dir = ''
before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hangar-video-checks-'))
})
after(() => rm(dir, { recursive: true, force: true }))

/**
 * Ten seconds of ffmpeg's moving test pattern (320×240, 30 fps, H.264 at a camera's quality) with
 * `edits` applied to frames by number: `freezeframes` repeats one frame over a range (a camera
 * stuck on one picture), `drawbox` paints a range black.
 */
async function fixture(name: string, edits: string[]): Promise<string> {
  const path = join(dir, `${name}.mp4`)
  const source = `testsrc2=size=320x240:rate=${FPS}:duration=10`
  await runFfmpeg(
    [
      '-f',
      'lavfi',
      '-i',
      [source, ...edits].join(','),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      // Lossy as a camera's file is; at CRF 18 and above x264 refines a still picture over its
      // first frames, and freezedetect sees the still begin those frames late (docs/checks-video.md).
      '-crf',
      '12',
      '-pix_fmt',
      'yuv420p',
      '-threads',
      '1',
      '-y',
      path,
    ],
    { timeoutMs: 20_000 },
  )
  return path
}

/** Frames `first`..`last` show frame `first` (split: freezeframes takes its picture from a second input). */
const freeze = (first: number, last: number) =>
  `split[a${first}][b${first}];[a${first}][b${first}]freezeframes=first=${first}:last=${last}:replace=${first}`
const black = (first: number, last: number) => `drawbox=c=black:t=fill:enable='between(n,${first},${last})'`

const video = (over: Partial<VideoInfo> = {}): VideoInfo => ({
  name: 'front',
  link: 'front.mp4',
  width: 320,
  height: 240,
  fps: FPS,
  frame_count: 300,
  codec: 'avc1.64000d',
  start_seconds: 0,
  duration_seconds: 10,
  ...over,
})

/** Within one frame of the truth. */
function near(actual: number | null, truth: number, what: string) {
  assert.ok(
    actual !== null && Math.abs(actual - truth) <= PERIOD + 1e-6,
    `${what}: ${actual} is not ${truth}`,
  )
}

test('a clean video has no frozen or black finding; the scan gives every frame its time', {
  skip,
}, async () => {
  const path = await fixture('clean', [])
  const { findings, frame_times } = await checkVideoPicture(video(), path)
  assert.deepEqual(findings, [])
  assert.equal(frame_times.length, 300, 'one time per frame of the 10 s at 30 fps')
  for (const [i, t] of frame_times.entries()) near(t, i / FPS, `frame ${i}`)

  // On the recording's clock: a recording that starts 2.5 s into the file has its frame 75 at 0.
  const later = await checkVideoPicture(video({ start_seconds: 2.5, duration_seconds: 7.5 }), path)
  near(later.frame_times.find((t) => Math.abs(t) < PERIOD / 2) ?? null, 0, 'frame 75')
  assert.ok(
    later.frame_times.every((t) => t > -1 - PERIOD && t < 7.5),
    'only the part read, from the lead-in',
  )
})

test('a camera stuck on one picture: 0.5 s is a warning, 2.5 s an error, each at its frames', {
  skip,
}, async () => {
  // Frames 45–59 (1.5 s to 2 s, shown 0.5 s) and 195–269 (6.5 s to 9 s, shown 2.5 s).
  const path = await fixture('frozen', [freeze(45, 59), freeze(195, 269)])
  const { findings } = await checkVideoPicture(video(), path)
  assert.deepEqual(
    findings.map((f) => [f.code, f.severity, f.streams]),
    [
      ['frozen_video', 'warning', ['front']],
      ['frozen_video', 'error', ['front']],
    ],
  )
  const [short, long] = findings
  near(short!.start_seconds, 1.5, 'start of the warning')
  near(short!.end_seconds, 59 / FPS, 'end (last frame) of the warning')
  near(long!.start_seconds, 6.5, 'start of the error')
  near(long!.end_seconds, 269 / FPS, 'end (last frame) of the error')
  assert.match(
    long!.message,
    /^The camera front shows the same picture for 2\.5 s, from 6\.5 s to 9 s \(75 frames\)/,
  )

  // The recording starts 2.5 s into the file: times move to its clock, what came before is not its.
  const later = (await checkVideoPicture(video({ start_seconds: 2.5, duration_seconds: 7.5 }), path)).findings
  assert.equal(later.length, 1)
  near(later[0]!.start_seconds, 4, 'start on the recording clock')
  near(later[0]!.end_seconds, 269 / FPS - 2.5, 'end on the recording clock')

  // Thresholds are the organization's: with warnings from 3 s, neither still is reported.
  assert.deepEqual(
    (
      await checkVideoPicture(video(), path, {
        thresholds: { frozen_video: { warning_seconds: 3, error_seconds: 4 } },
      })
    ).findings,
    [],
  )
})

test('a black picture for 2 s is an error at its frames; 0.2 s of black is nothing', { skip }, async () => {
  // Frames 90–149 (3 s to 5 s) and 240–245 (8 s to 8.2 s).
  const path = await fixture('black', [black(90, 149), black(240, 245)])
  const { findings } = await checkVideoPicture(video(), path)
  // The black frames are also one still picture: reported once, as black.
  assert.deepEqual(
    findings.map((f) => [f.code, f.severity]),
    [['black_video', 'error']],
  )
  near(findings[0]!.start_seconds, 3, 'start')
  near(findings[0]!.end_seconds, 149 / FPS, 'end (last frame)')
  assert.match(findings[0]!.message, /^The camera front is black for 2 s, from 3 s to 5 s \(60 frames\)/)

  // A camera that started 1 s after the recording (file time 0 is t = 1 s).
  const late = (await checkVideoPicture(video({ start_seconds: -1 }), path)).findings
  assert.equal(late.length, 1)
  near(late[0]!.start_seconds, 4, 'start on the recording clock')
  near(late[0]!.end_seconds, 149 / FPS + 1, 'end on the recording clock')
})

test('a file that is no video is refused before ffmpeg runs, as previews refuse it', async () => {
  const path = join(dir, 'playlist.mp4')
  await writeFile(path, '#EXTM3U\n#EXTINF:10,\nfile:///etc/passwd\n')
  await assert.rejects(checkVideoPicture(video(), path), UnsupportedVideoError)
})

test('runs open at the end of the file last to the end of the recording; the list is capped', () => {
  const { spans, frame_times } = parseVideoScan(
    [
      'frame:90   pts:46080   pts_time:3',
      'lavfi.black_start=3',
      'frame:150  pts:76800   pts_time:5',
      'lavfi.black_end=5',
      'frame:210  pts:107520  pts_time:7',
      'lavfi.freezedetect.freeze_start=6.5',
    ].join('\n'),
  )
  assert.deepEqual(frame_times, [3, 5, 7], 'every frame header gives its time')
  assert.deepEqual(spans, [
    { kind: 'black', start_seconds: 3, end_seconds: 5 },
    { kind: 'frozen', start_seconds: 6.5, end_seconds: null },
  ])
  const [frozen] = videoPictureFindings(video(), spans).filter((f) => f.code === 'frozen_video')
  assert.equal(frozen?.severity, 'error')
  assert.equal(frozen?.start_seconds, 6.5)
  near(frozen!.end_seconds, 10 - PERIOD, 'end')

  const many = Array.from({ length: 25 }, (_, i) => ({
    kind: 'black' as const,
    start_seconds: i * 0.4,
    end_seconds: i * 0.4 + 0.3,
  }))
  const capped = videoPictureFindings(
    video({ duration_seconds: 12 }),
    many,
    resolveVideoThresholds({ black_video: { warning_seconds: 0.2 } }),
  )
  assert.equal(capped.length, 21)
  assert.match(capped[20]!.message, /5 more times between 8 s and 9\.9 s, 1\.5 s in all/)
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { VideoInfo } from '../../streams/model.ts'
import { videoSpanFindings } from './video-span.ts'
import { resolveVideoThresholds } from './video-thresholds.ts'

const FPS = 30
const PERIOD = 1 / FPS

const video = (over: Partial<VideoInfo> = {}): VideoInfo => ({
  name: 'wrist',
  link: 'wrist.mp4',
  width: 640,
  height: 480,
  fps: FPS,
  frame_count: 300,
  codec: 'av01.0.04M.08',
  start_seconds: 0,
  duration_seconds: 10,
  ...over,
})

/** A LeRobot episode's `timestamp` column: one row per frame. */
const rows = (n: number, fps = FPS) => Float64Array.from({ length: n }, (_, i) => i / fps)

function near(actual: number | null | undefined, truth: number, what: string) {
  assert.ok(
    typeof actual === 'number' && Math.abs(actual - truth) <= PERIOD + 1e-6,
    `${what}: ${actual} is not ${truth}`,
  )
}

test('a video with a frame for every row has no finding; nor one frame short (tolerated)', () => {
  assert.deepEqual(videoSpanFindings([video()], { duration_seconds: 299 / FPS, state_times: rows(300) }), [])
  assert.deepEqual(
    videoSpanFindings([video({ frame_count: 299, duration_seconds: 299 / FPS })], {
      duration_seconds: null,
      state_times: rows(300),
    }),
    [],
  )
  // Telemetry at 100 Hz over the same 10 s, or only the recording's duration: the same answer.
  assert.deepEqual(videoSpanFindings([video()], { duration_seconds: null, state_times: rows(1000, 100) }), [])
  assert.deepEqual(videoSpanFindings([video()], { duration_seconds: 10 }), [])
})

test('a video that ends 1 s early is an error over the rows that have no frame', () => {
  // The camera stopped after frame 269 (9 s): rows 270–299 (9 s to 9.967 s) have no picture.
  const [finding, ...rest] = videoSpanFindings([video({ frame_count: 270, duration_seconds: 9 })], {
    duration_seconds: 299 / FPS,
    state_times: rows(300),
  })
  assert.equal(rest.length, 0)
  assert.equal(finding?.severity, 'error')
  assert.deepEqual(finding?.streams, ['wrist'])
  near(finding?.start_seconds, 9, 'start')
  near(finding?.end_seconds, 299 / FPS, 'end')
  assert.equal(
    finding?.message,
    'The camera wrist has 270 frames over 9 s, the recording 300 rows at 30 fps over 10 s: its picture ends 1 s (30 frames) early.',
  )
})

test('a video whose clock runs 2 % slow drifts past the rows: an error at its tail', () => {
  // 300 frames, but timed at 29.4 fps (lerobot-doctor#7's 2–3 % drift): 10.2 s long.
  const [finding] = videoSpanFindings([video({ duration_seconds: 300 / 29.4 })], {
    duration_seconds: 299 / FPS,
    state_times: rows(300),
  })
  assert.equal(finding?.severity, 'error')
  near(finding?.start_seconds, 10, 'start')
  near(finding?.end_seconds, 300 / 29.4 - PERIOD, 'end')
  assert.match(finding!.message, /ends 0\.204 s \(6\.1 frames\) late/)
})

test('frames missing inside a span that matches are a warning about the whole file', () => {
  const findings = videoSpanFindings([video({ frame_count: 295 })], {
    duration_seconds: 299 / FPS,
    state_times: rows(300),
  })
  assert.deepEqual(
    findings.map((f) => [f.severity, f.start_seconds, f.end_seconds]),
    [['warning', null, null]],
  )
  assert.match(findings[0]!.message, /5 frames missing\.$/)
  // An organization that tolerates 5 frames.
  assert.deepEqual(
    videoSpanFindings(
      [video({ frame_count: 295 })],
      { duration_seconds: 299 / FPS, state_times: rows(300) },
      resolveVideoThresholds({ video_span: { warning_frames: 5 } }),
    ),
    [],
  )
})

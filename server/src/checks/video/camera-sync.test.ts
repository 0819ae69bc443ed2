import assert from 'node:assert/strict'
import { test } from 'node:test'
import { cameraSyncFindings } from './camera-sync.ts'
import { resolveVideoThresholds } from './video-thresholds.ts'

const FPS = 30
const PERIOD = 1 / FPS

/** `n` times at `fps` from `from`, those for which `keep` is false left out. */
const times = (n: number, fps: number, keep: (t: number) => boolean = () => true, offset = 0) =>
  Array.from({ length: n }, (_, i) => i / fps + offset).filter(keep)

function near(actual: number | null | undefined, truth: number, what: string) {
  assert.ok(
    typeof actual === 'number' && Math.abs(actual - truth) <= PERIOD + 1e-6,
    `${what}: ${actual} is not ${truth}`,
  )
}

test('frames at the rows’ times, or a faster state between them, are in step', () => {
  assert.deepEqual(
    cameraSyncFindings({ camera: 'front', frame_times: times(300, FPS), state_times: times(300, FPS) }),
    [],
  )
  assert.deepEqual(
    cameraSyncFindings({ camera: 'front', frame_times: times(300, FPS), state_times: times(1000, 100) }),
    [],
  )
})

test('a camera that stalls from 3 s to 5 s leaves the rows there without a frame: an error at its time', () => {
  const frames = times(300, FPS, (t) => t < 3 - 1e-9 || t >= 5 - 1e-9)
  const findings = cameraSyncFindings({
    camera: 'front',
    state: 'observation.state',
    frame_times: frames,
    state_times: times(300, FPS),
  })
  assert.deepEqual(
    findings.map((f) => [f.code, f.severity, f.streams]),
    [['camera_sync', 'error', ['front', 'observation.state']]],
  )
  near(findings[0]!.start_seconds, 3, 'start')
  near(findings[0]!.end_seconds, 5 - PERIOD, 'end')
  assert.match(findings[0]!.message, /^Between 3\.03 s and 4\.93 s, 58 state samples are up to 1 s/)
})

test('frames 20 ms after every row (0.6 of a period: row i nearest frame i − 1) are a warning over the recording', () => {
  const findings = cameraSyncFindings({
    camera: 'front',
    frame_times: times(300, FPS, undefined, 0.02),
    state_times: times(300, FPS),
  })
  assert.deepEqual(
    findings.map((f) => f.severity),
    ['warning'],
  )
  near(findings[0]!.start_seconds, 0, 'start')
  near(findings[0]!.end_seconds, 299 / FPS, 'end')
  assert.match(findings[0]!.message, /a median 20 ms \(0\.6 frame periods\).*more than the 16\.7 ms allowed/)
  // An organization allowing 0.75 of a period.
  assert.deepEqual(
    cameraSyncFindings(
      { camera: 'front', frame_times: times(300, FPS, undefined, 0.02), state_times: times(300, FPS) },
      resolveVideoThresholds({ camera_sync: { warning_median_periods: 0.75 } }),
    ),
    [],
  )
})

/**
 * `camera_sync@1` (docs/checks-video.md): are a camera's frames where the state samples say they
 * are? LeRobot's loader takes, for each row's `timestamp`, the frame nearest to it and fails when
 * that frame is further than its tolerance (`1/fps − 1e-4`): the most filed LeRobot dataset bug.
 * This check measures that distance for every state sample, ahead of training. A pure function.
 */
import { type CheckFinding, num, plural } from '../check-finding.ts'
import { resolveVideoThresholds, type VideoCheckThresholds } from './video-thresholds.ts'

export interface CameraSyncInput {
  /** The camera's stream name. */
  camera: string
  /** Its frames' times on the recording's clock (packet times minus the video's `start_seconds`). */
  frame_times: ArrayLike<number>
  /** The state samples' times on the recording's clock (a LeRobot episode's `timestamp` column). */
  state_times: ArrayLike<number>
  /** The camera's nominal rate; default the median step of `frame_times`. */
  fps?: number
  /** The state's stream name, added to the findings' streams. */
  state?: string
}

const EPSILON = 1e-6

const sorted = (xs: ArrayLike<number>) => Float64Array.from(xs).sort()

function median(xs: Float64Array): number {
  if (xs.length === 0) return 0
  const s = Float64Array.from(xs).sort()
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

/**
 * |frame i − row i| for each row, when the state samples are the frames: at the camera's rate
 * (median step within 10 % of its period) and as many as the frames, give or take one.
 */
function pairedOffsets(frames: Float64Array, states: Float64Array, period: number) {
  if (Math.abs(frames.length - states.length) > 1 || states.length < 2) return undefined
  const steps = new Float64Array(states.length - 1)
  for (let i = 1; i < states.length; i++) steps[i - 1] = states[i]! - states[i - 1]!
  if (Math.abs(median(steps) - period) > 0.1 * period) return undefined
  const n = Math.min(frames.length, states.length)
  const times: number[] = []
  const offsets: number[] = []
  for (let i = 0; i < n; i++) {
    times.push(states[i]!)
    offsets.push(Math.abs(frames[i]! - states[i]!))
  }
  return { times, offsets }
}

/**
 * How far the camera's frames are from the state samples, in frame periods:
 * - an error for each run of consecutive samples whose nearest frame is further than
 *   `error_max_periods` (what makes LeRobot's loader fail);
 * - a warning when the median offset is more than `warning_median_periods`. When the samples are
 *   the frames (LeRobot's rows: the camera's rate, as many rows as frames, give or take one), the
 *   offset is row i's to frame i's, so a camera lagging 0.6 of a period (whose nearest frame is then
 *   the previous one) is seen; otherwise it is the distance to the nearest frame.
 * Samples more than a period outside the camera's frames are left to `video_span`. Ranges are the
 * first and last sample concerned.
 */
export function cameraSyncFindings(
  input: CameraSyncInput,
  thresholds: VideoCheckThresholds = resolveVideoThresholds(),
): CheckFinding[] {
  const limits = thresholds.camera_sync
  const frames = sorted(input.frame_times)
  const states = sorted(input.state_times)
  if (frames.length < 2 || states.length === 0) return []
  const steps = new Float64Array(frames.length - 1)
  for (let i = 1; i < frames.length; i++) steps[i - 1] = frames[i]! - frames[i - 1]!
  const period = input.fps && input.fps > 0 ? 1 / input.fps : median(steps)
  if (!(period > 0)) return []
  const first = frames[0]!
  const last = frames[frames.length - 1]!
  // Nearest frame of each sample inside the camera's span, walking both lists once.
  const times: number[] = []
  const distances: number[] = []
  let f = 0
  for (const t of states) {
    if (t < first - period - EPSILON || t > last + period + EPSILON) continue
    while (f + 1 < frames.length && frames[f + 1]! <= t) f++
    const before = Math.abs(t - frames[f]!)
    const after = f + 1 < frames.length ? Math.abs(frames[f + 1]! - t) : Number.POSITIVE_INFINITY
    times.push(t)
    distances.push(Math.min(before, after))
  }
  if (times.length === 0) return []
  const streams = [input.camera, ...(input.state ? [input.state] : [])]
  const ms = (s: number) => (s >= 1 ? `${num(s, 3)} s` : `${num(s * 1000, 1)} ms`)
  const periods = (s: number) => `${num(s / period, 2)} frame periods`
  const round = (t: number) => Math.round(t * 1e6) / 1e6
  const findings: CheckFinding[] = []

  const warnAt = limits.warning_median_periods * period
  const paired = pairedOffsets(frames, states, period)
  const offsets = paired ? paired.offsets : distances
  const offsetTimes = paired ? paired.times : times
  const mid = median(Float64Array.from(offsets))
  if (mid > warnAt + EPSILON) {
    const over = offsetTimes.filter((_, i) => offsets[i]! > warnAt + EPSILON)
    findings.push({
      code: 'camera_sync',
      severity: 'warning',
      start_seconds: round(over[0]!),
      end_seconds: round(over[over.length - 1]!),
      streams,
      message: `The state samples are a median ${ms(mid)} (${periods(mid)}) from the nearest frame of the camera ${input.camera}, more than the ${ms(warnAt)} allowed; ${plural(over.length, 'sample')} of ${offsetTimes.length.toLocaleString('en-US')} between ${num(over[0]!)} s and ${num(over[over.length - 1]!)} s.`,
    })
  }

  const errorAt = limits.error_max_periods * period
  const runs: { from: number; to: number; worst: number; count: number }[] = []
  let run: (typeof runs)[number] | undefined
  for (let i = 0; i < times.length; i++) {
    if (distances[i]! > errorAt + EPSILON) {
      if (!run) {
        run = { from: times[i]!, to: times[i]!, worst: 0, count: 0 }
        runs.push(run)
      }
      run.to = times[i]!
      run.worst = Math.max(run.worst, distances[i]!)
      run.count++
    } else run = undefined
  }
  for (const r of runs.slice(0, thresholds.max_findings))
    findings.push({
      code: 'camera_sync',
      severity: 'error',
      start_seconds: round(r.from),
      end_seconds: round(r.to),
      streams,
      message: `Between ${num(r.from)} s and ${num(r.to)} s, ${plural(r.count, 'state sample')} ${r.count === 1 ? 'is' : 'are'} up to ${ms(r.worst)} (${periods(r.worst)}) from the nearest frame of the camera ${input.camera}, more than the ${ms(errorAt)} allowed.`,
    })
  const rest = runs.slice(thresholds.max_findings)
  if (rest.length > 0) {
    const worst = Math.max(...rest.map((r) => r.worst))
    const count = rest.reduce((n, r) => n + r.count, 0)
    findings.push({
      code: 'camera_sync',
      severity: 'error',
      start_seconds: round(rest[0]!.from),
      end_seconds: round(rest[rest.length - 1]!.to),
      streams,
      message: `Between ${num(rest[0]!.from)} s and ${num(rest[rest.length - 1]!.to)} s, ${plural(count, 'more state sample')} in ${plural(rest.length, 'span')} besides those listed are up to ${ms(worst)} from the nearest frame of the camera ${input.camera}, more than the ${ms(errorAt)} allowed.`,
    })
  }
  return findings
}

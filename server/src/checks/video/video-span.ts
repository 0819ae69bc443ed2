/**
 * `video_span@1` (docs/checks-video.md): does each camera's video cover the recording, frame for
 * frame? A pure function of the stream index's videos and the recording's span.
 */
import type { VideoInfo } from '../../streams/model.ts'
import { type CheckFinding, num, plural } from '../check-finding.ts'
import { resolveVideoThresholds, type VideoCheckThresholds } from './video-thresholds.ts'

/** What the recording says its span is. */
export interface RecordingSpan {
  /** The recording's duration (the stream index's `duration_seconds`), used without `state_times`. */
  duration_seconds: number | null
  /**
   * Times of the state samples on the recording's clock, ascending (a LeRobot episode's
   * `timestamp` column). When they come at the camera's rate, each is a frame (LeRobot's rows):
   * the video must have as many frames, over the rows' span plus one frame period.
   */
  state_times?: ArrayLike<number>
}

const EPSILON = 1e-6

function medianStep(times: ArrayLike<number>): number {
  const steps: number[] = []
  for (let i = 1; i < times.length; i++) steps.push(times[i]! - times[i - 1]!)
  steps.sort((a, b) => a - b)
  return steps[Math.floor(steps.length / 2)] ?? 0
}

/** The span a video at `fps` must cover and its frame count, or undefined when nothing says. */
function expected(recording: RecordingSpan, fps: number) {
  const period = 1 / fps
  const times = recording.state_times
  if (times && times.length >= 2) {
    const first = times[0]!
    const last = times[times.length - 1]!
    // Rows at the camera's rate (within 10 %) are frames: one frame each, the last one shown a period.
    if (Math.abs(medianStep(times) - period) <= 0.1 * period)
      return { start: first, end: last + period, frames: times.length, rows: true }
    return { start: first, end: last, frames: Math.round((last - first) * fps), rows: false }
  }
  const d = recording.duration_seconds
  if (d === null || !Number.isFinite(d) || d <= 0) return undefined
  return { start: 0, end: d, frames: Math.round(d * fps), rows: false }
}

/**
 * For each video of `videos` (the stream index's, whose frames start at the recording's t = 0 and
 * last `duration_seconds`): a warning when its frame count is off the recording's by more than
 * `warning_frames`, an error when its span starts or ends more than `error_periods` frame periods
 * from the recording's. The range is where the two disagree (the head or tail that one of them
 * lacks, last frame inclusive), or null when only the count is off (where is not known).
 */
export function videoSpanFindings(
  videos: readonly VideoInfo[],
  recording: RecordingSpan,
  thresholds: VideoCheckThresholds = resolveVideoThresholds(),
): CheckFinding[] {
  const limits = thresholds.video_span
  const findings: CheckFinding[] = []
  for (const video of videos) {
    if (!(video.fps > 0)) continue
    const want = expected(recording, video.fps)
    if (!want) continue
    const period = 1 / video.fps
    const allowed = limits.error_periods * period + EPSILON
    const headDrift = 0 - want.start
    const tailDrift = video.duration_seconds - want.end
    const head = Math.abs(headDrift) > allowed
    const tail = Math.abs(tailDrift) > allowed
    const missing = want.frames - video.frame_count
    const countOff = Math.abs(missing) > limits.warning_frames
    if (!head && !tail && !countOff) continue
    const counted = `${plural(video.frame_count, 'frame')} over ${num(video.duration_seconds)} s`
    const recorded = want.rows
      ? `the recording ${plural(want.frames, 'row')} at ${num(video.fps)} fps over ${num(want.end - want.start)} s`
      : `the recording ${num(want.end - want.start)} s (${plural(want.frames, 'frame')} at ${num(video.fps)} fps)`
    const edge = (drift: number, where: 'starts' | 'ends') =>
      `its picture ${where} ${num(Math.abs(drift), 3)} s (${num(Math.abs(drift) / period, 1)} frames) ${drift < 0 ? 'early' : 'late'}`
    const why = [
      ...(head ? [edge(headDrift, 'starts')] : []),
      ...(tail ? [edge(tailDrift, 'ends')] : []),
      ...(countOff && !head && !tail
        ? [`${plural(Math.abs(missing), 'frame')} ${missing > 0 ? 'missing' : 'too many'}`]
        : []),
    ].join(' and ')
    const round = (t: number) => Math.round(t * 1e6) / 1e6
    const range: [number, number] | [null, null] =
      tail && !head
        ? [
            round(Math.min(video.duration_seconds, want.end)),
            round(Math.max(video.duration_seconds, want.end) - period),
          ]
        : head && !tail
          ? [round(Math.min(0, want.start)), round(Math.max(0, want.start) - period)]
          : [null, null]
    findings.push({
      code: 'video_span',
      severity: head || tail ? 'error' : 'warning',
      start_seconds: range[0],
      end_seconds: range[0] === null ? null : Math.max(range[0], range[1]!),
      streams: [video.name],
      message: `The camera ${video.name} has ${counted}, ${recorded}: ${why}.`,
    })
  }
  return findings
}

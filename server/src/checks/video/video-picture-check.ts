/**
 * `frozen_video@1` and `black_video@1` (docs/checks-video.md): a camera that shows one picture, or
 * a black one, for too long. Both come from one ffmpeg run per video (`scanVideo` of @hangar/media,
 * FFmpeg's `freezedetect` and `blackdetect`); what the runs mean is decided here, on the
 * recording's clock, by {@link videoPictureFindings}, a pure function.
 */
import { scanVideo, type VideoScanSpan } from '@hangar/media'
import type { VideoInfo } from '../../streams/model.ts'
import { type CheckFinding, type CheckSeverity, num, plural } from '../check-finding.ts'
import {
  resolveVideoThresholds,
  type VideoCheckThresholds,
  type VideoThresholdOverrides,
} from './video-thresholds.ts'

/** Below this, two times are the same (freezedetect prints six significant digits). */
const EPSILON = 1e-3

interface Run {
  start: number
  /** Exclusive: the first frame after the run. */
  end: number
}

const frameCount = (seconds: number, fps: number) => (fps > 0 ? Math.max(1, Math.round(seconds * fps)) : 0)

/**
 * The findings of `spans` (what `scanVideo` found in `video`'s file, read from
 * `video.start_seconds`, so 0 is the recording's t = 0) under `thresholds`. A run is clipped to
 * the video's part of the recording (a run open at the end lasts to its end); its length is how long the picture is shown (first frame of
 * the run to the first frame after it); `end_seconds` is the time of its last frame (inclusive).
 * A still that is black is reported as black only.
 */
export function videoPictureFindings(
  video: VideoInfo,
  spans: readonly VideoScanSpan[],
  thresholds: VideoCheckThresholds = resolveVideoThresholds(),
): CheckFinding[] {
  const period = video.fps > 0 ? 1 / video.fps : 0
  const { from, until } = recordingPart(video)
  const clip = (s: VideoScanSpan): Run | undefined => {
    const start = Math.max(from, s.start_seconds)
    const end = Math.min(until, s.end_seconds ?? until)
    return end - start > EPSILON ? { start, end } : undefined
  }
  const runs = (kind: VideoScanSpan['kind']) =>
    spans.flatMap((s) => (s.kind === kind ? [clip(s)].filter((r): r is Run => r !== undefined) : []))
  const black = runs('black')
  const tolerance = period + EPSILON
  const frozen = runs('frozen').filter(
    (f) => !black.some((b) => b.start <= f.start + tolerance && b.end >= f.end - tolerance),
  )
  return [
    ...judge('frozen_video', frozen, video, thresholds.frozen_video, thresholds.max_findings),
    ...judge('black_video', black, video, thresholds.black_video, thresholds.max_findings),
  ]
}

/**
 * Where the video's frames are on the recording's clock. A video whose file starts at or before the
 * dataset's t = 0 (`start_seconds` ≥ 0) covers [0, duration]; one that starts later (a negative
 * `start_seconds`: file time 0 is t = −start_seconds) covers its duration from there.
 */
function recordingPart(video: VideoInfo) {
  const from = Math.max(0, -video.start_seconds)
  return { from, until: from + video.duration_seconds }
}

function judge(
  code: 'frozen_video' | 'black_video',
  runs: Run[],
  video: VideoInfo,
  limits: { warning_seconds: number; error_seconds: number },
  maxFindings: number,
): CheckFinding[] {
  const period = video.fps > 0 ? 1 / video.fps : 0
  const what = code === 'frozen_video' ? 'shows the same picture' : 'is black'
  const judged = runs.flatMap((r) => {
    const seconds = r.end - r.start
    const severity: CheckSeverity | undefined =
      seconds >= limits.error_seconds - EPSILON
        ? 'error'
        : seconds >= limits.warning_seconds - EPSILON
          ? 'warning'
          : undefined
    return severity ? [{ ...r, seconds, severity }] : []
  })
  const round = (t: number) => Math.round(t * 1e6) / 1e6
  const findings: CheckFinding[] = judged.slice(0, maxFindings).map((r) => {
    const frames = frameCount(r.seconds, video.fps)
    return {
      code,
      severity: r.severity,
      start_seconds: round(r.start),
      end_seconds: round(Math.max(r.start, r.end - period)),
      streams: [video.name],
      message: `The camera ${video.name} ${what} for ${num(r.seconds)} s, from ${num(r.start)} s to ${num(r.end)} s${frames ? ` (${plural(frames, 'frame')})` : ''}; ${r.severity === 'error' ? `${num(limits.error_seconds)} s or more is an error` : `${num(limits.warning_seconds)} s or more is a warning`}.`,
    }
  })
  const rest = judged.slice(maxFindings)
  if (rest.length > 0) {
    const first = rest[0]!
    const last = rest[rest.length - 1]!
    const total = rest.reduce((sum, r) => sum + r.seconds, 0)
    findings.push({
      code,
      severity: rest.some((r) => r.severity === 'error') ? 'error' : 'warning',
      start_seconds: round(first.start),
      end_seconds: round(Math.max(first.start, last.end - period)),
      streams: [video.name],
      message: `The camera ${video.name} ${what} ${plural(rest.length, 'more time')} between ${num(first.start)} s and ${num(last.end)} s, ${num(total)} s in all, besides the ${maxFindings} spans listed.`,
    })
  }
  return findings
}

export interface VideoPictureCheckOptions {
  thresholds?: VideoThresholdOverrides
  /** The ffmpeg run is killed past this; default 60 s plus one second per second of video. */
  timeoutMs?: number
  signal?: AbortSignal
  /** Where ffmpeg's own folder is made; default the system's temporary folder. */
  scratchRoot?: string
}

/** A video's picture findings, and its frames' times on the recording's clock (for `camera_sync`). */
export interface VideoPictureCheck {
  findings: CheckFinding[]
  frame_times: number[]
}

/**
 * `frozen_video` and `black_video` of the index's `video`, whose file is at `path` on this
 * machine: one ffmpeg run over the recording's part of the file (from `start_seconds`, for
 * `duration_seconds`), which also gives every frame's time. Rejects as `scanVideo` does
 * (UnsupportedVideoError, FfmpegError).
 */
export async function checkVideoPicture(
  video: VideoInfo,
  path: string,
  options: VideoPictureCheckOptions = {},
): Promise<VideoPictureCheck> {
  const thresholds = resolveVideoThresholds(options.thresholds)
  const period = video.fps > 0 ? 1 / video.fps : 0
  const { frozen_video: frozen, black_video: black } = thresholds
  const { spans, frame_times } = await scanVideo(path, {
    freezeNoiseDb: frozen.noise_db,
    // freezedetect measures a still from its first frame's time to its last's, one period short of
    // how long it is shown; the half period more is room for rounding.
    freezeMinSeconds: Math.max(0, Math.min(frozen.warning_seconds, frozen.error_seconds) - 1.5 * period),
    blackPictureRatio: black.picture_ratio,
    blackPixelThreshold: black.pixel_threshold,
    fromSeconds: video.start_seconds,
    untilSeconds: video.start_seconds + recordingPart(video).until,
    timeoutMs: options.timeoutMs ?? 60_000 + Math.ceil(video.duration_seconds) * 1000,
    signal: options.signal,
    scratchRoot: options.scratchRoot,
  })
  return { findings: videoPictureFindings(video, spans, thresholds), frame_times }
}

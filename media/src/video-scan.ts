/**
 * # Frozen and black pictures of a video, in one decode (docs/checks-video.md)
 *
 * One ffmpeg run per file decodes every frame once (both detectors need every frame: no
 * `-skip_frame`) and passes it through `freezedetect` then `blackdetect` (both hand frames on
 * unchanged, so one chain serves both: no `split`), whose findings ride on the frames as metadata
 * that `metadata=print:file=-` writes to standard output. A key added to every frame makes it
 * print every frame's time too, which `camera_sync` compares with the state samples': the times
 * come with the decode already paid for. No picture is scaled first: measured on
 * 720p30 H.264, scaling to 320 wide costs more CPU than the detectors save (docs/checks-video.md).
 *
 * The file is read as previews read it (video-input.ts: container decided from its bytes, that
 * demuxer forced, the `file` protocol only, no data references, bounded picture size, one thread,
 * in a folder holding nothing but the video, with the time, CPU and memory limits of ffmpeg.ts and
 * no file written).
 */
import { constants } from 'node:fs'
import { copyFile, link, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runFfmpeg } from './ffmpeg.ts'
import { readVideoInput } from './video-input.ts'
import { ffmpegInputOptions } from './video-previews.ts'

/** A run of frozen or black frames; seconds relative to {@link VideoScanOptions.fromSeconds}. */
export interface VideoScanSpan {
  kind: 'frozen' | 'black'
  /** The first frame of the run. */
  start_seconds: number
  /** The first frame after the run (exclusive), or null: the run lasts to the end of what was read. */
  end_seconds: number | null
}

export interface VideoScanOptions {
  /** `freezedetect`'s noise: frames closer than this are the same picture. Default −60 dB. */
  freezeNoiseDb?: number
  /**
   * A still is reported once its last frame is this long after its first (`freezedetect`'s `d`).
   * Default 0.4 s.
   */
  freezeMinSeconds?: number
  /** `blackdetect`'s `pic_th`: share of a picture's pixels that must be black. Default 0.98. */
  blackPictureRatio?: number
  /** `blackdetect`'s `pix_th`: a pixel darker than this share of the luminance range is black. Default 0.10. */
  blackPixelThreshold?: number
  /**
   * The file's time reported as 0, and where reading starts (a second earlier, so a run already
   * under way there is seen; it comes back with a negative start). Default 0.
   */
  fromSeconds?: number
  /** The file's time where reading stops; default the end of the file. */
  untilSeconds?: number
  /** The run is killed past this; default 120 s. */
  timeoutMs?: number
  signal?: AbortSignal
  /** Where the run's own folder is made; default the system's temporary folder. */
  scratchRoot?: string
}

/** What one scan found: the runs, and every frame's time read (seconds, as the runs'). */
export interface VideoScan {
  spans: VideoScanSpan[]
  frame_times: number[]
}

/**
 * Standard output kept: two lines (about 60 bytes) a frame, so an hour at 60 frames a second fits,
 * with a video flickering black on every frame.
 */
const MAX_SCAN_OUTPUT_BYTES = 64 * 1024 * 1024
/** Seconds read before `fromSeconds`: a seek lands on a keyframe, and a run may be under way. */
const LEAD_IN_SECONDS = 1

/** The key every frame gets, so that `metadata=print` prints its time. */
const FRAME_KEY = 'hangar.frame'
/** `metadata=print`'s header of a frame: `frame:12   pts:6144    pts_time:0.4`. */
const FRAME_HEADER = /^frame:\s*\d+\s+pts:\s*\S+\s+pts_time:\s*(\S+)/

const decimal = (n: number, what: string) => {
  if (!Number.isFinite(n)) throw new RangeError(`${what} must be a finite number, not ${n}`)
  // Plain decimal notation (no exponent) for ffmpeg's option and expression parsers.
  return n.toFixed(6)
}

/** ffmpeg's arguments for one scan of `name` (exported for the test). */
export function videoScanArgs(
  name: string,
  inputOptions: readonly string[],
  options: VideoScanOptions = {},
): string[] {
  const from = options.fromSeconds ?? 0
  const seekTo = from - LEAD_IN_SECONDS
  const read = [
    // Frame times stay the file's, so the numbers below are the file's clock.
    '-copyts',
    ...(seekTo > 0 ? ['-ss', decimal(seekTo, 'fromSeconds')] : []),
    ...(options.untilSeconds !== undefined ? ['-to', decimal(options.untilSeconds, 'untilSeconds')] : []),
  ]
  const filters = [
    `setpts=PTS-(${decimal(from, 'fromSeconds')})/TB`,
    `freezedetect=n=${decimal(options.freezeNoiseDb ?? -60, 'freezeNoiseDb')}dB:d=${decimal(Math.max(0, options.freezeMinSeconds ?? 0.4), 'freezeMinSeconds')}`,
    // d=0: every black run is marked on its frames; the caller judges how long is too long.
    `blackdetect=d=0:pic_th=${decimal(options.blackPictureRatio ?? 0.98, 'blackPictureRatio')}:pix_th=${decimal(options.blackPixelThreshold ?? 0.1, 'blackPixelThreshold')}`,
    // `print` writes a frame's header (its time) only when the frame has metadata: now every one has.
    `metadata=mode=add:key=${FRAME_KEY}:value=1`,
    'metadata=mode=print:file=-',
  ].join(',')
  return [
    ...inputOptions,
    ...read,
    '-i',
    name,
    '-an',
    '-sn',
    '-dn',
    '-vf',
    filters,
    '-threads',
    '1',
    '-f',
    'null',
    '-',
  ]
}

/**
 * What `metadata=print` reports: each frame's time, and the runs of `lavfi.freezedetect.freeze_start`/
 * `freeze_end` and `lavfi.black_start`/`black_end` (ends are the first frame after the run; a start
 * with no end lasts to the end of what was read). Lines it does not know are skipped.
 */
export function parseVideoScan(text: string): VideoScan {
  const spans: VideoScanSpan[] = []
  const frameTimes: number[] = []
  const open: Partial<Record<VideoScanSpan['kind'], VideoScanSpan>> = {}
  const keys: Record<string, [VideoScanSpan['kind'], 'start' | 'end']> = {
    'lavfi.freezedetect.freeze_start': ['frozen', 'start'],
    'lavfi.freezedetect.freeze_end': ['frozen', 'end'],
    'lavfi.black_start': ['black', 'start'],
    'lavfi.black_end': ['black', 'end'],
  }
  for (const line of text.split('\n')) {
    const header = FRAME_HEADER.exec(line)
    if (header) {
      const t = Number(header[1])
      if (Number.isFinite(t)) frameTimes.push(t)
      continue
    }
    const eq = line.indexOf('=')
    if (eq < 0) continue
    const key = keys[line.slice(0, eq).trim()]
    const value = Number(line.slice(eq + 1).trim())
    if (!key || !Number.isFinite(value)) continue
    const [kind, edge] = key
    if (edge === 'start') {
      if (open[kind]) continue
      const span: VideoScanSpan = { kind, start_seconds: value, end_seconds: null }
      open[kind] = span
      spans.push(span)
    } else {
      const span = open[kind]
      if (!span) continue
      span.end_seconds = value
      delete open[kind]
    }
  }
  return {
    spans: spans.sort((a, b) => a.start_seconds - b.start_seconds || a.kind.localeCompare(b.kind)),
    frame_times: frameTimes,
  }
}

/**
 * The frozen and black runs of the video file at `path` and its frames' times, in one ffmpeg run.
 * Rejects with UnsupportedVideoError (ffmpeg never ran) for a file previews would refuse,
 * FfmpegError when ffmpeg fails or passes a limit.
 */
export async function scanVideo(path: string, options: VideoScanOptions = {}): Promise<VideoScan> {
  const input = await readVideoInput(path)
  const root = options.scratchRoot ?? tmpdir()
  await mkdir(root, { recursive: true })
  // A folder of its own holding only the video, under a name of ours (as previews do).
  const dir = await mkdtemp(join(root, 'ffmpeg-scan-'))
  try {
    const name = `input.${input.extension}`
    await link(path, join(dir, name)).catch(() => copyFile(path, join(dir, name), constants.COPYFILE_FICLONE))
    const out = await runFfmpeg(videoScanArgs(name, ffmpegInputOptions(input), options), {
      timeoutMs: options.timeoutMs ?? 120_000,
      maxOutputBytes: MAX_SCAN_OUTPUT_BYTES,
      signal: options.signal,
      cwd: dir,
      writesFiles: false,
    })
    return parseVideoScan(out.toString('utf8'))
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

import { ffmpegInputOptions, runFfmpeg, type VideoInput } from '@hangar/media'

/**
 * A copied camera's video made into what LeRobot's loader reads (docs/exports.md#videos): cut to
 * the episode (a remux when the episode starts on a keyframe, else a re-encode) or re-encoded at
 * the export's fps. Every run reads one local file of a folder of its own (`cwd`), through the
 * demuxer its header says and nothing else, and writes the same bytes for the same input.
 */

/** A local video file ffmpeg may read: its name inside `cwd`, the folder that holds only it and the outputs. */
export interface LocalVideo {
  cwd: string
  name: string
  input: VideoInput
}

/**
 * ffmpeg's options for the input, the previews' own: its demuxer only, the `file` protocol only,
 * no data references, the picture size bounded in the decoder, one thread.
 */
export const inputOptions = ffmpegInputOptions

/** Seconds as ffmpeg's `-ss` reads them (no exponent), rounded up to its microseconds. */
export const seconds = (s: number): string => (Math.ceil(Math.max(0, s) * 1e6) / 1e6).toFixed(6)

/** What makes an encoded or remuxed file the same bytes each time: no metadata, no version, no time. */
const BITEXACT = ['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1']
const MP4_OUT = ['-movflags', '+faststart', '-an', '-sn', '-dn', '-f', 'mp4', '-y']

/** Keyframes every other frame, as LeRobot's encoder and the image streams' (`encode-images.ts`). */
const GOP = 2

/**
 * The time of the keyframe the video's first frame at or after `from` would be, when there is
 * one within half a frame of `from` (at `fps`); undefined when that frame is not a keyframe, so
 * a cut there needs a re-encode. Reads packets only (no decoding).
 */
export async function keyframeAt(v: LocalVideo, from: number, fps: number): Promise<number | undefined> {
  const half = 0.5 / fps
  // Seeking lands on the last keyframe at or before the time; timestamps kept as in the file.
  const crc = await runFfmpeg(
    ['-ss', seconds(from + half), ...inputOptions(v.input), '-i', v.name, '-map', '0:v:0'].concat([
      '-c:v',
      'copy',
      '-copyts',
      '-frames:v',
      '1',
      '-f',
      'framecrc',
      'pipe:1',
    ]),
    { cwd: v.cwd, timeoutMs: 30_000, maxOutputBytes: 1 << 20, writesFiles: false },
  )
  const text = crc.toString('utf8')
  const tb = /^#tb 0: (\d+)\/(\d+)$/m.exec(text)
  const packet = text.split('\n').find((l) => l !== '' && !l.startsWith('#'))
  if (!tb || !packet) return undefined
  const [, , pts, , , , flags] = packet.split(',').map((f) => f.trim())
  // framecrc names a packet's flags only when they are not the keyframe's alone.
  if (flags !== undefined && !(Number.parseInt(flags.replace('F=', ''), 16) & 1)) return undefined
  const at = (Number(pts) * Number(tb[1])) / Number(tb[2])
  return Math.abs(at - from) <= half ? at : undefined
}

/**
 * The episode's part of the video without decoding it: from the keyframe at `keyframe` (seconds in
 * the file, {@link keyframeAt}), `frames` frames, into `out` (in `cwd`), its first frame at 0.
 */
export async function remuxVideo(
  v: LocalVideo,
  keyframe: number,
  frames: number,
  out: string,
): Promise<void> {
  await runFfmpeg(
    ['-ss', seconds(keyframe), ...inputOptions(v.input), '-i', v.name, '-map', '0:v:0'].concat([
      '-c:v',
      'copy',
      '-frames:v',
      String(frames),
      ...BITEXACT,
      ...MP4_OUT,
      out,
    ]),
    { cwd: v.cwd, timeoutMs: 60_000 + frames * 5, maxOutputBytes: 1024 },
  )
}

/**
 * The size of the video's pictures as a decoder gives them (its first frame's), which LeRobot's
 * loader gets: the coded size, where the container's may be the displayed one (a camera whose
 * pixels are not square, 640 × 480 shown 960 × 480). Read from the header of one frame written
 * as a PGM (`P5 <width> <height> 255`); undefined when the video has no frame ffmpeg decodes.
 */
export async function decodedSize(v: LocalVideo): Promise<{ width: number; height: number } | undefined> {
  const pgm = await runFfmpeg(
    [...inputOptions(v.input), '-i', v.name, '-map', '0:v:0', '-an', '-sn', '-dn', '-frames:v', '1'].concat([
      '-pix_fmt',
      'gray',
      '-c:v',
      'pgm',
      '-f',
      'image2pipe',
      'pipe:1',
    ]),
    { cwd: v.cwd, timeoutMs: 30_000, writesFiles: false },
  ).catch(() => undefined)
  const header = /^P5\s+(\d+)\s+(\d+)\s/.exec(pgm?.subarray(0, 32).toString('latin1') ?? '')
  return header ? { width: Number(header[1]), height: Number(header[2]) } : undefined
}

/** An encoded episode video's picture: the source's size rounded down to even (yuv420p). */
export const evenSize = (width: number, height: number) => ({
  width: Math.max(2, width - (width % 2)),
  height: Math.max(2, height - (height % 2)),
})

/**
 * The episode's part of the video encoded again, at `fps`, as an image stream is encoded
 * (`encode-images.ts`: H.264, CRF 23, a keyframe every 2 frames, yuv420p, even size, one
 * thread, bitexact): from the source's frame nearest `from`, `frames` frames, each the last
 * source frame at or before its time (the fps filter rounding up: no frame from the future), the
 * last one repeated when the source ends first, so the video has exactly `frames` frames.
 */
export async function reencodeVideo(
  v: LocalVideo,
  opts: { from: number; frames: number; fps: number; sourceFps: number; width: number; height: number },
  out: string,
  signal?: AbortSignal,
): Promise<void> {
  const { width, height } = evenSize(opts.width, opts.height)
  const start = opts.from - 0.5 / (opts.sourceFps > 0 ? opts.sourceFps : opts.fps)
  // Times from the first frame kept, so output frame k is the last source frame at or before k / fps.
  const graph = [
    'setpts=PTS-STARTPTS',
    `fps=${opts.fps}:round=up`,
    'tpad=stop=-1:stop_mode=clone',
    `scale=${width}:${height}`,
    'format=yuv420p',
  ].join(',')
  await runFfmpeg(
    (start > 0 ? ['-ss', seconds(start)] : [])
      .concat([...inputOptions(v.input), '-i', v.name, '-map', '0:v:0', '-vf', graph])
      .concat(['-fps_mode', 'cfr', '-frames:v', String(opts.frames)])
      .concat(['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-g', String(GOP), '-threads', '1'])
      .concat([...BITEXACT, ...MP4_OUT, out]),
    {
      cwd: v.cwd,
      // Decoding the source and encoding: tens of frames a second at the least.
      timeoutMs: 60_000 + opts.frames * 100,
      maxOutputBytes: 1024,
      ...(signal ? { signal } : {}),
    },
  )
}

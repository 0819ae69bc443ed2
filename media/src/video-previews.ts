import { constants } from 'node:fs'
import { copyFile, link, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { outputPipe, runFfmpegOutputs } from './ffmpeg.ts'
import { MAX_VIDEO_PIXELS, readVideoInput, type VideoInput } from './video-input.ts'

/** What Hangar makes of a video when the platform supplied no previews. */
export interface VideoPreviews {
  /** A JPEG of a representative early frame, at most 640 pixels wide. */
  poster: Buffer
  /** A looping animated WebP of the first seconds, 320 pixels wide, 8 frames a second. */
  webp: Buffer
  /**
   * The same as a GIF (what the interface's `preview_urls.gif` names): a palette of at most 128
   * colours made for the clip, error-diffusion dithered, each frame only the rectangle that changed.
   */
  gif: Buffer
}

export interface VideoPreviewLimits {
  /** Each ffmpeg run is killed past this; default 20 s. */
  timeoutMs?: number
  /** Seconds of the video the animated preview covers; default 4. */
  seconds?: number
  /** Ends the runs at once (the service is stopping). */
  signal?: AbortSignal
  /**
   * Where each run's own folder is made (default the system's temporary folder): on the video's
   * file system, the video is hard-linked into it rather than copied.
   */
  scratchRoot?: string
}

/** Media types and file name extensions of what {@link makeVideoPreviews} makes. */
export const POSTER_TYPE = { contentType: 'image/jpeg', extension: 'jpg' } as const
export const ANIMATED_WEBP_TYPE = { contentType: 'image/webp', extension: 'webp' } as const
export const ANIMATED_GIF_TYPE = { contentType: 'image/gif', extension: 'gif' } as const

/** Largest poster and animated preview kept (a hostile file must not fill the store). */
const MAX_PREVIEW_BYTES = 4 * 1024 * 1024

/** Seconds of the video read at least: the poster is chosen among its first 24 frames. */
const POSTER_SECONDS = 4

/** The animated previews' frames: 8 a second, at most 320 pixels wide. */
const ANIMATED_FRAMES = "fps=8,scale='min(320,iw)':-2"

/**
 * A poster and the animated previews (WebP and GIF) of the video file at `path` (MP4/QuickTime or
 * WebM/Matroska, decided from its bytes: video-input.ts). The file's header is checked first
 * (UnsupportedVideoError, and ffmpeg never runs); then ffmpeg reads it with that demuxer forced,
 * the `file` protocol only, no data references, at most {@link MAX_VIDEO_PIXELS} a picture, in
 * a folder of its own that holds nothing but the video, one thread, a time, CPU and memory
 * limit per run, bounded output: a corrupt or hostile file rejects (FfmpegError) and leaves
 * nothing behind.
 */
export async function makeVideoPreviews(
  path: string,
  limits: VideoPreviewLimits = {},
): Promise<VideoPreviews> {
  const input = await readVideoInput(path)
  const timeoutMs = limits.timeoutMs ?? 20_000
  const seconds = limits.seconds ?? 4
  return inSandbox(path, input, limits.scratchRoot ?? tmpdir(), async (cwd, name) => {
    // One run, one decode of the first seconds, three outputs (each on a pipe of its own).
    // `thumbnail` picks the most typical of the first 24 frames (not a black first frame); it
    // keeps those 24 frames, so they are scaled down first (24 full 4K frames are 340 MB). The GIF
    // gets a palette made for this clip (palettegen sees every frame first, then paletteuse maps them).
    const graph = [
      `[0:v]split[p][a]`,
      `[p]scale='min(640,iw)':-2,thumbnail=24[poster]`,
      `[a]trim=duration=${seconds},${ANIMATED_FRAMES}:flags=lanczos,split[webp][g]`,
      `[g]split[g1][g2];[g1]palettegen=max_colors=128[palette]`,
      `[g2][palette]paletteuse=dither=sierra2_4a:diff_mode=rectangle[gif]`,
    ].join(';')
    const [poster, webp, gif] = await runFfmpegOutputs(
      [
        ...ffmpegInputOptions(input),
        // The poster's 24 frames come from the same seconds (at 6 frames a second or more).
        '-t',
        String(Math.max(seconds, POSTER_SECONDS)),
        '-i',
        name,
        '-an',
        '-sn',
        '-dn',
        '-filter_complex',
        graph,
        ...['-map', '[poster]', '-frames:v', '1', '-q:v', '4', '-threads', '1'],
        ...['-f', 'image2pipe', '-c:v', 'mjpeg', outputPipe(0)],
        ...['-map', '[webp]', '-c:v', 'libwebp_anim', '-lossless', '0', '-q:v', '55', '-loop', '0'],
        ...['-threads', '1', '-f', 'webp', outputPipe(1)],
        ...['-map', '[gif]', '-loop', '0', '-threads', '1', '-f', 'gif', outputPipe(2)],
      ],
      3,
      { timeoutMs, maxOutputBytes: MAX_PREVIEW_BYTES, signal: limits.signal, cwd, writesFiles: false },
    )
    if (!poster?.length || !webp?.length || !gif?.length) throw new Error('the video has no frame')
    return { poster, webp, gif }
  })
}

/**
 * ffmpeg's options for the one input: its demuxer and nothing else, the `file` protocol only,
 * data references off (the default, said here so no build or version changes it), the picture
 * size bounded in the decoder, one thread for filters and the decoder. Exported for its test,
 * which runs them on files the header check would refuse.
 */
export function ffmpegInputOptions(input: VideoInput): string[] {
  return [
    '-filter_threads',
    '1',
    '-f',
    input.demuxer,
    '-protocol_whitelist',
    'file',
    ...(input.demuxer === 'mov' ? ['-enable_drefs', '0', '-use_absolute_path', '0'] : []),
    '-max_pixels',
    String(MAX_VIDEO_PIXELS),
    '-threads',
    '1',
  ]
}

/**
 * Runs `work` with a folder of its own as ffmpeg's working folder, holding only the video (a hard
 * link, or a copy on another file system) under a name of ours: whatever the file names
 * relatively resolves inside it, where there is nothing else. Removed afterwards.
 */
async function inSandbox<T>(
  path: string,
  input: VideoInput,
  root: string,
  work: (cwd: string, name: string) => Promise<T>,
): Promise<T> {
  await mkdir(root, { recursive: true })
  const dir = await mkdtemp(join(root, 'ffmpeg-'))
  try {
    const name = `input.${input.extension}`
    await link(path, join(dir, name)).catch(() => copyFile(path, join(dir, name), constants.COPYFILE_FICLONE))
    return await work(dir, name)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

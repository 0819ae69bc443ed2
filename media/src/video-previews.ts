import { runFfmpeg } from './ffmpeg.ts'

/** What Hangar makes of a video when the platform supplied no previews. */
export interface VideoPreviews {
  /** A JPEG of a representative early frame, at most 640 pixels wide. */
  poster: Buffer
  /** A looping animated WebP of the first seconds, 320 pixels wide, 8 frames a second. */
  animated: Buffer
}

export interface VideoPreviewLimits {
  /** Each ffmpeg run is killed past this; default 20 s. */
  timeoutMs?: number
  /** Seconds of the video the animated preview covers; default 4. */
  seconds?: number
  /** Ends the runs at once (the service is stopping). */
  signal?: AbortSignal
}

/** Media types and file name extensions of what {@link makeVideoPreviews} makes. */
export const POSTER_TYPE = { contentType: 'image/jpeg', extension: 'jpg' } as const
export const ANIMATED_TYPE = { contentType: 'image/webp', extension: 'webp' } as const

/** Largest poster and animated preview kept (a hostile file must not fill the store). */
const MAX_PREVIEW_BYTES = 4 * 1024 * 1024

/**
 * A poster and an animated preview of the video file at `path` (MP4, WebM, anything ffmpeg
 * reads). One thread, a time limit per run, bounded output: a corrupt or hostile file rejects
 * (FfmpegError) and leaves nothing behind.
 */
export async function makeVideoPreviews(
  path: string,
  limits: VideoPreviewLimits = {},
): Promise<VideoPreviews> {
  const timeoutMs = limits.timeoutMs ?? 20_000
  const seconds = limits.seconds ?? 4
  const common = { timeoutMs, maxOutputBytes: MAX_PREVIEW_BYTES, signal: limits.signal }
  // `thumbnail` picks the most typical of the first 24 frames (not a black first frame).
  const poster = await runFfmpeg(
    [
      '-threads',
      '1',
      '-t',
      '10',
      '-i',
      path,
      '-an',
      '-vf',
      "thumbnail=24,scale='min(640,iw)':-2",
      '-frames:v',
      '1',
      '-q:v',
      '4',
      '-f',
      'image2pipe',
      '-c:v',
      'mjpeg',
      'pipe:1',
    ],
    common,
  )
  if (poster.length === 0) throw new Error('the video has no frame')
  const animated = await runFfmpeg(
    [
      '-threads',
      '1',
      '-t',
      String(seconds),
      '-i',
      path,
      '-an',
      '-vf',
      "fps=8,scale='min(320,iw)':-2",
      '-c:v',
      'libwebp_anim',
      '-lossless',
      '0',
      '-q:v',
      '55',
      '-loop',
      '0',
      '-f',
      'webp',
      'pipe:1',
    ],
    common,
  )
  if (animated.length === 0) throw new Error('the video has no frame')
  return { poster, animated }
}

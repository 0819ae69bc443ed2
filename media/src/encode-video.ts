import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runFfmpeg } from './ffmpeg.ts'

export type VideoCodec = 'h264' | 'vp9'

export interface EncodeVideoOptions {
  width: number
  height: number
  fps: number
  /** H.264 in MP4 (default) or VP9 in WebM. */
  codec?: VideoCodec
  /** How `frames` are packed: `rgb24` (default, 3 bytes a pixel) or `rgba` (4), row by row. */
  pixelFormat?: 'rgb24' | 'rgba'
  /** The frames, each width × height pixels. */
  frames: Iterable<Buffer | Uint8Array> | AsyncIterable<Buffer | Uint8Array>
  /** Default 120 s. */
  timeoutMs?: number
  /** ffmpeg's own threads; default 1 (the caller runs several encodes side by side). */
  threads?: number
}

async function* asAsync(frames: EncodeVideoOptions['frames']): AsyncIterable<Buffer | Uint8Array> {
  for await (const f of frames as AsyncIterable<Buffer | Uint8Array>) yield f
}

/**
 * Encodes raw RGB frames into a video file's bytes: H.264 (yuv420p, `+faststart`, so a browser
 * plays it before it has it all) in MP4, or VP9 in WebM. ffmpeg writes to a temporary file (an
 * MP4's index is written after its frames), removed afterwards.
 */
export async function encodeVideo(options: EncodeVideoOptions): Promise<Buffer> {
  const { width, height, fps } = options
  const codec = options.codec ?? 'h264'
  const dir = await mkdtemp(join(tmpdir(), 'hangar-encode-'))
  const out = join(dir, codec === 'h264' ? 'out.mp4' : 'out.webm')
  const threads = String(options.threads ?? 1)
  const input = [
    '-f',
    'rawvideo',
    '-pix_fmt',
    options.pixelFormat ?? 'rgb24',
    '-s',
    `${width}x${height}`,
    '-r',
    String(fps),
    '-i',
    'pipe:0',
  ]
  const encode =
    codec === 'h264'
      ? [
          '-c:v',
          'libx264',
          '-preset',
          'veryfast',
          '-crf',
          '26',
          '-pix_fmt',
          'yuv420p',
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
        ]
      : [
          '-c:v',
          'libvpx-vp9',
          '-deadline',
          'realtime',
          '-cpu-used',
          '8',
          '-b:v',
          '0',
          '-crf',
          '40',
          '-pix_fmt',
          'yuv420p',
          '-f',
          'webm',
        ]
  try {
    await runFfmpeg([...input, '-threads', threads, ...encode, '-an', '-y', out], {
      input: asAsync(options.frames),
      timeoutMs: options.timeoutMs ?? 120_000,
      maxOutputBytes: 1024,
    })
    return await readFile(out)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

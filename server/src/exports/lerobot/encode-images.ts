import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runFfmpeg } from '@hangar/media'
import type { ImageStream } from './image-stream.ts'

/** An image stream encoded for one episode. */
export interface EncodedImages {
  bytes: Buffer
  width: number
  height: number
  /** Always `h264`. */
  codec: string
}

/** Keyframes every other frame, as LeRobot's own encoder: a training loader seeks to any frame. */
const GOP = 2

/** The picture of each frame: the last at or before `k / fps`, the first before any (last-value hold). */
export function pictureOfFrames(times: readonly number[], frames: number, fps: number): Int32Array {
  const out = new Int32Array(frames)
  let i = 0
  for (let k = 0; k < frames; k++) {
    const t = k / fps + 1e-9
    while (i + 1 < times.length && times[i + 1]! <= t) i++
    out[k] = i
  }
  return out
}

/**
 * Encodes an image stream as the episode's video (docs/exports.md#image-streams-as-videos): one
 * frame per frame of the episode at `fps`, each the stream's last picture at or before it, in
 * H.264 (yuv420p, the first picture's size rounded down to even), MP4 with its index first. The
 * same pictures give the same bytes: one thread, `bitexact`, no metadata. A picture ffmpeg cannot
 * decode is replaced by the one before it (constant frame rate), so the video has `frames` frames.
 */
export async function encodeImages(
  stream: ImageStream,
  frames: number,
  fps: number,
  signal?: AbortSignal,
): Promise<EncodedImages> {
  const first = stream.first
  if (!first || stream.count === 0) throw new Error(`The image stream ${stream.topic} holds no picture.`)
  const width = Math.max(2, first.width - (first.width % 2))
  const height = Math.max(2, first.height - (first.height % 2))
  const pictures = pictureOfFrames(stream.times, frames, fps)
  async function* input() {
    for (const i of pictures) yield stream.picture(i)
  }
  const dir = await mkdtemp(join(tmpdir(), 'hangar-export-video-'))
  const out = join(dir, 'video.mp4')
  try {
    await runFfmpeg(
      ['-f', first.kind === 'png' ? 'png_pipe' : 'jpeg_pipe', '-framerate', String(fps), '-i', 'pipe:0']
        .concat(['-vf', `tpad=stop=-1:stop_mode=clone,scale=${width}:${height},format=yuv420p`])
        .concat(['-fps_mode', 'cfr', '-frames:v', String(frames)])
        .concat(['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-g', String(GOP)])
        .concat(['-threads', '1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1'])
        .concat(['-movflags', '+faststart', '-an', '-f', 'mp4', '-y', out]),
      {
        input: input(),
        // Encoding runs at hundreds of small frames a second; a long episode gets its time.
        timeoutMs: 60_000 + frames * 50,
        maxOutputBytes: 1024,
        ...(signal ? { signal } : {}),
      },
    )
    return { bytes: await readFile(out), width, height, codec: 'h264' }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

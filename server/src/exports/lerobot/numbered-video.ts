import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { readVideoInput, runFfmpeg } from '@hangar/media'
import type { LocalVideo } from './trim-video.ts'

/**
 * Test clips whose frames say which they are: frame N is a flat grey of luma 16 + 6·N (so up to
 * 36 frames), which a decoded frame shrunk to one pixel gives back (`frameNumbers`).
 */

/**
 * A clip of `frames` numbered frames at `fps`, H.264 (a keyframe every `gop`) in `container`;
 * `sar` gives its pixels another shape than square (`3/2`: 32 × 24 shown 48 × 24).
 */
export async function numberedClip(
  opts: { frames: number; fps: number; gop: number; size?: string; sar?: string },
  container: 'mp4' | 'matroska' | 'mov' = 'mp4',
): Promise<Buffer> {
  const seconds = opts.frames / opts.fps
  return runFfmpeg(
    ['-f', 'lavfi', '-i', `color=black:s=${opts.size ?? '32x24'}:r=${opts.fps}:d=${seconds}`]
      .concat(['-vf', `geq=lum='16+6*N':cb=128:cr=128${opts.sar ? `,setsar=${opts.sar}` : ''}`])
      .concat(['-c:v', 'libx264', '-preset', 'ultrafast'])
      .concat(['-g', String(opts.gop), '-bf', '0', '-pix_fmt', 'yuv420p', '-threads', '1'])
      .concat(
        container === 'matroska'
          ? ['-f', 'matroska']
          : ['-movflags', 'frag_keyframe+empty_moov', '-f', container],
      )
      .concat(['pipe:1']),
    { timeoutMs: 20_000 },
  )
}

/** The number of each frame of a video (its grey, shrunk to one pixel). */
export async function frameNumbers(bytes: Uint8Array): Promise<number[]> {
  const grey = await runFfmpeg(
    ['-i', 'pipe:0', '-vf', 'scale=1:1', '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'],
    {
      input: Buffer.from(bytes),
      timeoutMs: 20_000,
    },
  )
  // Full range (0..255) from limited (16..235): 6 luma steps are 6.99 levels.
  return Array.from(grey, (g) => Math.round((g * 219) / 255 / 6))
}

/** `bytes` as a local video of a folder (`dir`), as the export reads a camera. */
export async function localVideo(dir: string, bytes: Uint8Array, name = 'source'): Promise<LocalVideo> {
  writeFileSync(join(dir, name), bytes)
  return { cwd: dir, name, input: await readVideoInput(join(dir, name)) }
}

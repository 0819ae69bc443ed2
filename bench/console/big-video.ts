import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, mkdirSync, renameSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { uploadResumable } from '../../cli/src/remote/tus-upload.ts'
import type { Hangar } from '../../console/e2e/harness.ts'
import { ffmpegPath } from '../../media/src/ffmpeg.ts'

export type Layout = 'moov-at-end' | 'faststart'

/** 720p at 30 fps and 20 Mbit/s: 40 s make 100 MB, about what a robot's camera records in a minute. */
const WIDTH = 1280
const HEIGHT = 720
const FPS = 30
const BITRATE = 20_000_000
export const TARGET_BYTES = 100_000_000

export interface BigVideo {
  layout: Layout
  file: string
  bytes: number
  width: number
  height: number
  seconds: number
}

/**
 * A ~100 MB H.264 MP4 in both layouts, made once and kept in the temporary folder. The moving
 * test pattern is covered in fresh noise every frame, so x264 spends the whole bitrate.
 * `moov-at-end` is what ffmpeg (and LeRobot's encoder through it) writes by default: the browser
 * reads the first bytes, finds `mdat`, and asks a range at the end for the sample tables before it
 * can decode a frame. `faststart` is the same stream remuxed with the tables first.
 */
export function bigVideos(): BigVideo[] {
  const dir = join(tmpdir(), 'hangar-bench-100mb')
  mkdirSync(dir, { recursive: true })
  const seconds = Math.ceil((TARGET_BYTES * 8) / BITRATE)
  const end = join(dir, 'moov-at-end.mp4')
  const fast = join(dir, 'faststart.mp4')
  const ffmpeg = ffmpegPath()
  if (!existsSync(end)) {
    const part = `${end}.part.mp4`
    execFileSync(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-f', 'lavfi'],
      ...['-i', `testsrc2=size=${WIDTH}x${HEIGHT}:rate=${FPS}`, '-t', String(seconds)],
      ...['-vf', 'noise=alls=24:allf=t+u', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
      ...['-b:v', String(BITRATE), '-minrate', String(BITRATE), '-maxrate', String(BITRATE)],
      ...['-bufsize', String(BITRATE), '-g', String(FPS * 2), part],
    ])
    renameSync(part, end)
  }
  if (!existsSync(fast)) {
    const part = `${fast}.part.mp4`
    execFileSync(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', end],
      ...['-c', 'copy', '-movflags', '+faststart', part],
    ])
    renameSync(part, fast)
  }
  const layouts: Array<[Layout, string]> = [
    ['moov-at-end', end],
    ['faststart', fast],
  ]
  return layouts.map(([layout, file]) => ({
    layout,
    file,
    bytes: statSync(file).size,
    width: WIDTH,
    height: HEIGHT,
    seconds,
  }))
}

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/**
 * The video as a dataset of the demo organization, the way `hangar import --url` puts one in: the
 * file through the resumable uploads (`/admin/uploads`), then `POST /admin/datasets`. Its id.
 */
export async function importVideo(hangar: Hangar, v: BigVideo): Promise<string> {
  const path = `bench/console/${v.layout}-${v.bytes}.mp4`
  const { link } = await uploadResumable(
    { url: hangar.base, adminKey: hangar.adminKey },
    { file: v.file, size: v.bytes, sha256: await sha256(v.file), path },
  )
  const res = await fetch(`${hangar.base}/admin/datasets`, {
    method: 'POST',
    headers: { 'service-admin-key': hangar.adminKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      organization_id: hangar.organizationId,
      data_type: 'episode',
      name: `Bench 100 MB MP4, ${v.layout}`,
      link,
      metadata: { bench: 'console-viewer', layout: v.layout },
    }),
  })
  const body = (await res.json()) as { id?: string; detail?: string }
  if (res.status !== 201 || !body.id) throw new Error(`creating the dataset: ${res.status} ${body.detail}`)
  return body.id
}

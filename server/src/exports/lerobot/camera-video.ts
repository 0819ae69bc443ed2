import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { readVideoInput, UnsupportedVideoError } from '@hangar/media'
import type { BlobStore } from '../../files/blob-store.ts'
import type { ExportWriter } from '../export.ts'
import { videoStats } from './camera-stats.ts'
import { type WrittenVideo, writeEpisodeVideo } from './lerobot-plan.ts'
import type { SourceCamera, SourceEpisode } from './read-episode.ts'
import {
  decodedSize,
  evenSize,
  keyframeAt,
  type LocalVideo,
  reencodeVideo,
  remuxVideo,
} from './trim-video.ts'

/** How a copied camera is read and what the layout needs of it. */
export interface CameraOptions {
  /** The stored files: a camera's video is read from them into a temporary file of the machine. */
  read: (link: string) => Promise<Readable>
  /** True for layout v2.1, which has no `from_timestamp`: the video must start at the episode's first frame. */
  startsAtZero: boolean
}

/** How a layout's camera files are read: from `files` when the writer is given them, else copied as they are. */
export function cameraOptions(
  files: Pick<BlobStore, 'read'> | undefined,
  layout: { startsAtZero: boolean },
): CameraOptions | undefined {
  return files ? { read: (link) => files.read(link), startsAtZero: layout.startsAtZero } : undefined
}

/**
 * LeRobot's tolerance between a frame's timestamp and its video's frame (`tolerance_s`, 1e-4 s):
 * a camera whose rate drifts more than this from the export's over the episode is encoded again.
 */
const TOLERANCE_S = 1e-4
/** The precision of a camera's rate in the stream index (`readers/video.ts` rounds it to 0.001). */
const RATE_PRECISION = 0.001

/**
 * Writes an episode's video of camera `key`: a camera file as {@link writeCameraVideo} does when
 * `camera` says how to read it, else as `writeEpisodeVideo` does (an image stream encoded; a
 * camera file copied as it is, without statistics, when there is no store to read it from).
 */
export async function writeEpisodeCamera(
  out: ExportWriter,
  path: string,
  source: SourceEpisode,
  key: string,
  frames: number,
  fps: number,
  camera: CameraOptions | undefined,
): Promise<WrittenVideo> {
  const cam = source.cameras.find((c) => c.key === key)
  if (!cam || !camera) return writeEpisodeVideo(out, path, source, key, frames, fps)
  return writeCameraVideo(out, path, cam, { frames, fps }, camera)
}

/**
 * A camera file of the episode written as LeRobot's loader reads it (docs/exports.md#videos),
 * with its pictures' statistics:
 * - at another rate than the export's (drifting past LeRobot's tolerance over the episode), or
 *   ending before the episode's last frame (the loader refuses the frames past the camera's end),
 *   the episode's part encoded again at the export's fps, its last picture held to the end;
 * - else, when the episode starts later in the file (a LeRobot v3.0 source's episodes share
 *   one), cut to the episode's frames: remuxed when its first frame is a keyframe; when not,
 *   encoded again in v2.1 (its loader reads each video from 0), copied whole in v3.0;
 * - else copied as it is, `from` its `start_seconds`.
 * A file Hangar does not hand to ffmpeg (`readVideoInput` refuses it) is copied as it is, without
 * statistics. The file is read once from the store into a temporary folder of its own, removed
 * afterwards.
 */
export async function writeCameraVideo(
  out: ExportWriter,
  path: string,
  cam: SourceCamera,
  episode: { frames: number; fps: number },
  camera: CameraOptions,
): Promise<WrittenVideo> {
  const { frames, fps } = episode
  const { width, height, codec, fps: rate, start_seconds: start } = cam.info
  const cwd = await mkdtemp(join(tmpdir(), 'hangar-export-camera-'))
  try {
    await pipeline(await camera.read(cam.info.link), createWriteStream(join(cwd, 'source')))
    const input = await readVideoInput(join(cwd, 'source')).catch((err: unknown) => {
      if (err instanceof UnsupportedVideoError) return undefined
      throw err
    })
    // A file ffmpeg is not given (over 4096 × 2304, no track the header names): copied as it was.
    if (!input) {
      await out.stream(path, createReadStream(join(cwd, 'source')))
      return { width, height, codec, fps: rate, from: start }
    }
    const source: LocalVideo = { cwd, name: 'source', input }
    // A camera starting later in its file: a LeRobot v3.0 source's file shared by its episodes.
    const cut = start > 0.5 / fps
    let written: WrittenVideo = { width, height, codec, fps: rate, from: start }
    let file = source
    let encoded = false
    const reencode = async () => {
      encoded = true
      await reencodeVideo(source, { from: start, frames, fps, sourceFps: rate, width, height }, 'episode.mp4')
      written = { ...evenSize(width, height), codec: 'h264', fps, from: 0 }
      file = { cwd, name: 'episode.mp4', input: { ...source.input, demuxer: 'mov', extension: 'mp4' } }
    }
    if (drift(rate, fps, frames) > TOLERANCE_S || endsEarly(cam.info, { frames, fps })) await reencode()
    else if (cut) {
      const key = await keyframeAt(source, start, fps)
      // v3.0 reads the file from `from_timestamp`: one that starts off a keyframe is copied whole
      // rather than encoded again.
      if (key === undefined) {
        if (camera.startsAtZero) await reencode()
      } else {
        await remuxVideo(source, key, frames, 'episode.mp4')
        written = { ...written, from: 0 }
        file = { cwd, name: 'episode.mp4', input: { ...source.input, demuxer: 'mov', extension: 'mp4' } }
      }
    }
    // A file copied or remuxed keeps its coded pictures: their size is what LeRobot decodes, where
    // the index's is the displayed one (an encoded one is scaled to that, its pixels square).
    if (!encoded) {
      const decoded = await decodedSize(file)
      if (decoded) written = { ...written, ...decoded }
    }
    const stats = await videoStats(file, {
      from: written.from,
      frames,
      fps,
      width: written.width,
      height: written.height,
    })
    await out.stream(path, createReadStream(join(cwd, file.name)))
    return { ...written, ...(stats ? { stats } : {}) }
  } finally {
    await rm(cwd, { recursive: true, force: true })
  }
}

/**
 * How far a camera at `rate` is from the export's frames at `fps` by the episode's end, in
 * seconds. A rate within the index's precision of the export's is the export's.
 */
function drift(rate: number, fps: number, frames: number): number {
  if (Math.abs(rate - fps) <= RATE_PRECISION) return 0
  return rate > 0 ? Math.abs(frames / rate - frames / fps) : Number.POSITIVE_INFINITY
}

/**
 * Whether the camera's last picture comes before the episode's last frame (past LeRobot's
 * tolerance): a recording whose camera stopped early.
 */
function endsEarly(info: SourceCamera['info'], episode: { frames: number; fps: number }): boolean {
  if (!(info.fps > 0)) return false
  // A rate within the index's precision of the export's is the export's (as in `drift`).
  const rate = Math.abs(info.fps - episode.fps) <= RATE_PRECISION ? episode.fps : info.fps
  const pictures = info.frame_count > 0 ? info.frame_count : Math.round(info.duration_seconds * info.fps)
  const lastPicture = (pictures - 1) / rate
  const lastFrame = info.start_seconds + (episode.frames - 1) / episode.fps
  return lastFrame > lastPicture + TOLERANCE_S
}

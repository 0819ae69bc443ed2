import type { ExportWriter } from '../export.ts'
import { encodeImages, pictureOfFrames } from './encode-images.ts'
import { BOOKKEEPING, type Feature, planCameras, planFeatures } from './features.ts'
import { exportFps, rateOf } from './frames.ts'
import { type PictureStats, pictureStats } from './picture-stats.ts'
import type { SourceEpisode } from './read-episode.ts'
import { type FeatureStats, StatsAccumulator, shapedStats } from './stats.ts'

/**
 * What both LeRobot layouts share (docs/exports.md#lerobot): the plan of an export (its fps,
 * features, cameras and tasks), the statistics' accumulators, an episode's videos and the
 * features of `meta/info.json`.
 */

/** One episode to write: its source rows and its task (the dataset's prompt or name). */
export interface EpisodeInput {
  task: string
  source: SourceEpisode
}

/** What was written, for provenance and the caller's checks. */
export interface LeRobotSummary {
  fps: number
  total_frames: number
  features: string[]
  cameras: string[]
  /** Per episode, in order: its frames. */
  lengths: number[]
}

export interface LeRobotPlan {
  fps: number
  features: Feature[]
  /** Video feature keys, sorted. */
  cameras: string[]
  /** In the order of their first episode. */
  tasks: string[]
  taskIndex: Map<string, number>
}

export function planLeRobot(episodes: readonly EpisodeInput[]): LeRobotPlan {
  const sources = episodes.map((e) => e.source)
  const tasks: string[] = []
  const taskIndex = new Map<string, number>()
  for (const e of episodes)
    if (!taskIndex.has(e.task)) {
      taskIndex.set(e.task, tasks.length)
      tasks.push(e.task)
    }
  return {
    fps: exportFps(sources.map((s) => rateOf(s.times))),
    features: planFeatures(sources),
    cameras: planCameras(sources),
    tasks,
    taskIndex,
  }
}

/** An accumulator per feature, then per bookkeeping column (the keys of the stats files, in order). */
export function newStats(features: readonly Feature[]): Map<string, StatsAccumulator> {
  const stats = new Map<string, StatsAccumulator>()
  for (const f of features) stats.set(f.key, new StatsAccumulator(f.channels.length))
  for (const b of BOOKKEEPING) stats.set(b, new StatsAccumulator(1))
  return stats
}

/** An episode's video as written: what `info.json` and the episodes' metadata say of it. */
export interface WrittenVideo {
  width: number
  height: number
  codec: string
  fps: number
  /** Time in the file of the episode's first frame. */
  from: number
  /** Its pictures' statistics: an image stream's only (a copied file is not decoded). */
  stats?: PictureStats
}

/**
 * Writes an episode's video of camera `key` to `path`: a video file of the dataset copied as it is,
 * or an image stream of its recording encoded at the export's fps, one frame per frame of the
 * episode (docs/exports.md#image-streams-as-videos), whose pictures are then let go.
 */
export async function writeEpisodeVideo(
  out: ExportWriter,
  path: string,
  source: SourceEpisode,
  key: string,
  frames: number,
  fps: number,
): Promise<WrittenVideo> {
  const cam = source.cameras.find((c) => c.key === key)
  if (cam) {
    await out.copy(path, cam.info.link)
    const { width, height, codec, fps: rate, start_seconds } = cam.info
    return { width, height, codec, fps: rate, from: start_seconds }
  }
  const stream = source.images.find((s) => s.key === key)
  if (!stream) throw new Error(`The episode has no camera ${key}.`)
  try {
    const v = await encodeImages(stream, frames, fps)
    await out.write(path, v.bytes)
    const stats = await pictureStats(stream, pictureOfFrames(stream.times, frames, fps))
    return { width: v.width, height: v.height, codec: v.codec, fps, from: 0, ...(stats ? { stats } : {}) }
  } finally {
    stream.dispose()
  }
}

/** Lets go of every episode's pictures (those of streams that are no feature, or after a failure). */
export function disposeImages(episodes: readonly EpisodeInput[]): void {
  for (const e of episodes) for (const s of e.source.images) s.dispose()
}

/** `features` of meta/info.json: the numeric features, the cameras (as the first episode's videos), the bookkeeping. */
export function featuresJson(
  features: readonly Feature[],
  cameras: readonly string[],
  videos: ReadonlyMap<string, WrittenVideo>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const f of features) out[f.key] = { dtype: 'float32', shape: f.shape, names: f.names }
  for (const key of cameras) {
    const v = videos.get(key)!
    out[key] = {
      dtype: 'video',
      shape: [v.height, v.width, 3],
      names: ['height', 'width', 'channels'],
      info: {
        'video.height': v.height,
        'video.width': v.width,
        'video.codec': v.codec,
        'video.fps': v.fps,
        'video.channels': 3,
        'video.is_depth_map': false,
        has_audio: false,
      },
    }
  }
  out.timestamp = { dtype: 'float32', shape: [1], names: null }
  for (const b of ['frame_index', 'episode_index', 'index', 'task_index'])
    out[b] = { dtype: 'int64', shape: [1], names: null }
  return out
}

/** The sources' robot type when they all have the same, else null. */
export function robotType(sources: readonly SourceEpisode[]): string | null {
  const types = new Set(sources.map((s) => s.lerobot?.robot_type ?? null))
  return types.size === 1 ? [...types][0]! : null
}

/**
 * Per camera, its episodes' picture statistics, when every episode has them (its videos were all
 * encoded from image streams): a camera's statistics are over all its episodes or not given.
 */
export function cameraStats(
  cameras: readonly string[],
  videos: readonly ReadonlyMap<string, WrittenVideo>[],
): Map<string, PictureStats[]> {
  const out = new Map<string, PictureStats[]>()
  for (const key of cameras) {
    const stats = videos.map((v) => v.get(key)?.stats)
    if (stats.length > 0 && stats.every((s) => s !== undefined)) out.set(key, stats as PictureStats[])
  }
  return out
}

/**
 * A stats file's entries in LeRobot's order (the features, the cameras, the bookkeeping columns):
 * `numeric` per feature and column, each of its feature's shape; `pictures` per camera.
 */
export function statsEntries(
  numeric: ReadonlyMap<string, FeatureStats>,
  pictures: ReadonlyMap<string, PictureStats>,
  features: readonly Feature[],
): Record<string, ReturnType<typeof shapedStats> | PictureStats> {
  const out: Record<string, ReturnType<typeof shapedStats> | PictureStats> = {}
  for (const f of features) out[f.key] = shapedStats(numeric.get(f.key)!, f.shape)
  for (const [key, s] of pictures) out[key] = s
  for (const b of BOOKKEEPING) out[b] = numeric.get(b)!
  return out
}

import type { BlobStore } from '../../files/blob-store.ts'
import type { ExportWriter } from '../export.ts'
import { cameraOptions, writeEpisodeCamera } from './camera-video.ts'
import { appendEpisode, DataFile } from './data-file.ts'
import { BOOKKEEPING } from './features.ts'
import { frameRows } from './frames.ts'
import {
  cameraStats,
  type EpisodeInput,
  featuresJson,
  type LeRobotSummary,
  newStats,
  planLeRobot,
  robotType,
  statsEntries,
  type WrittenVideo,
} from './lerobot-plan.ts'
import { pythonJson } from './python-json.ts'
import type { StatsAccumulator } from './stats.ts'

/**
 * LeRobot's layout v2.1 (docs/exports.md#lerobot-v21), as LeRobot's own code of that version
 * writes it (`lerobot/common/datasets/utils.py`, `lerobot_dataset.py`, `compute_stats.py`): one
 * parquet file and one video per camera for each episode, in chunks of 1000 episodes, and the
 * metadata as JSON Lines. No `meta/stats.json`: v2.1 dropped it for the episodes' own statistics,
 * which its loader aggregates.
 */

export const CODEBASE_VERSION_V21 = 'v2.1'
const CHUNKS_SIZE = 1000
const DATA_PATH = 'data/chunk-{episode_chunk:03d}/episode_{episode_index:06d}.parquet'
const VIDEO_PATH = 'videos/chunk-{episode_chunk:03d}/{video_key}/episode_{episode_index:06d}.mp4'

const chunkOf = (e: number) => String(Math.floor(e / CHUNKS_SIZE)).padStart(3, '0')
const episodeName = (e: number) => `episode_${String(e).padStart(6, '0')}`
const dataPath = (e: number) => `data/chunk-${chunkOf(e)}/${episodeName(e)}.parquet`
const videoPath = (key: string, e: number) => `videos/chunk-${chunkOf(e)}/${key}/${episodeName(e)}.mp4`

/** JSON Lines: one object a line, keys in the order given. */
const jsonLines = (rows: readonly unknown[]) => rows.map((r) => `${JSON.stringify(r)}\n`).join('')

/**
 * Writes the episodes in layout v2.1: `data/chunk-000/episode_000000.parquet` (the same columns
 * and frames as v3.0's data files), `videos/chunk-000/<key>/episode_000000.mp4`, `meta/info.json`,
 * `meta/episodes.jsonl`, `meta/tasks.jsonl` and `meta/episodes_stats.jsonl`. The same episodes in
 * the same order give the same bytes.
 */
export async function writeLeRobotV21(
  episodes: readonly EpisodeInput[],
  out: ExportWriter,
  opts: { progress?: (f: number) => void; files?: Pick<BlobStore, 'read'> } = {},
): Promise<LeRobotSummary> {
  const { fps, features, cameras, tasks, taskIndex } = planLeRobot(episodes)
  const videos: Map<string, WrittenVideo>[] = []
  // v2.1 has no from_timestamp: its loader reads an episode's video from 0.
  const camera = cameraOptions(opts.files, { startsAtZero: true })
  const episodeLines: { episode_index: number; tasks: string[]; length: number }[] = []
  // Each episode's accumulators, and the dataset's they add up to: an episode's stats are
  // written within the dataset's (StatsAccumulator.resultWithin), so they wait for the last one.
  const episodeStats: Map<string, StatsAccumulator>[] = []
  const total = newStats(features)
  let globalIndex = 0

  for (const [e, { task, source }] of episodes.entries()) {
    const rows = frameRows(source.times, fps)
    const stats = newStats(features)
    const file = new DataFile(features)
    appendEpisode(file, source, {
      rows,
      fps,
      episode: e,
      task: taskIndex.get(task)!,
      firstIndex: globalIndex,
      featureStats: features.map((f) => stats.get(f.key)!),
      bookStats: BOOKKEEPING.map((b) => stats.get(b)!),
    })
    globalIndex += rows.length
    await out.write(dataPath(e), file.finish())
    const written = new Map<string, WrittenVideo>()
    for (const key of cameras)
      written.set(
        key,
        await writeEpisodeCamera(out, videoPath(key, e), source, key, rows.length, fps, camera),
      )
    videos.push(written)
    episodeLines.push({ episode_index: e, tasks: [task], length: rows.length })
    for (const [k, s] of stats) total.get(k)!.merge(s)
    episodeStats.push(stats)
    opts.progress?.((e + 1) / (episodes.length + 1))
  }

  await out.write('meta/episodes.jsonl', jsonLines(episodeLines))
  await out.write('meta/tasks.jsonl', jsonLines(tasks.map((task, i) => ({ task_index: i, task }))))
  const pictures = cameraStats(cameras, videos)
  const numericStats = episodeStats.map(
    (m) => new Map([...m].map(([k, s]) => [k, s.resultWithin(total.get(k)!)])),
  )
  // v2.1's loader (aggregate_stats) takes any key with "image" in it for a camera's and refuses
  // its statistics unless they are [3, 1, 1]: a numeric feature named so (CARLA's
  // `observation.images.top_is_pad`) has none here, so that the dataset opens.
  const statsFeatures = features.filter((f) => !f.key.includes('image'))
  const statsLines = numericStats.map((numeric, e) => ({
    episode_index: e,
    stats: statsEntries(numeric, new Map([...pictures].map(([k, s]) => [k, s[e]!])), statsFeatures),
  }))
  // Statistics as Python reads them: a number past 2^53 as a float (python-json.ts).
  await out.write('meta/episodes_stats.jsonl', statsLines.map((r) => `${pythonJson(r)}\n`).join(''))
  // The keys in the order of LeRobot's create_empty_dataset_info.
  const info = {
    codebase_version: CODEBASE_VERSION_V21,
    robot_type: robotType(episodes.map((e) => e.source)),
    total_episodes: episodes.length,
    total_frames: globalIndex,
    total_tasks: tasks.length,
    total_videos: episodes.length * cameras.length,
    total_chunks: Math.ceil(episodes.length / CHUNKS_SIZE),
    chunks_size: CHUNKS_SIZE,
    fps,
    splits: { train: `0:${episodes.length}` },
    data_path: DATA_PATH,
    video_path: cameras.length ? VIDEO_PATH : null,
    features: featuresJson(features, cameras, videos[0] ?? new Map()),
  }
  await out.write('meta/info.json', `${JSON.stringify(info, null, 4)}\n`)
  opts.progress?.(1)
  return {
    fps,
    total_frames: globalIndex,
    features: features.map((f) => f.key),
    cameras,
    lengths: episodeLines.map((l) => l.length),
  }
}

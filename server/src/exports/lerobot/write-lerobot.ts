import type { BlobStore } from '../../files/blob-store.ts'
import type { ExportWriter } from '../export.ts'
import { cameraOptions, writeEpisodeCamera } from './camera-video.ts'
import { appendEpisode, DataFile, frameBytes } from './data-file.ts'
import { BOOKKEEPING, type Feature } from './features.ts'
import { frameRows } from './frames.ts'
import {
  cameraStats,
  disposeImages,
  type EpisodeInput,
  featuresJson,
  type LeRobotSummary,
  newStats,
  planLeRobot,
  robotType,
  statsEntries,
  type WrittenVideo,
} from './lerobot-plan.ts'
import { type Column, parquetTable } from './parquet-table.ts'
import { aggregatePictureStats, type PictureStats } from './picture-stats.ts'
import { pythonJson } from './python-json.ts'
import { type FeatureStats, type StatsAccumulator, shapedStats } from './stats.ts'
import { writeLeRobotV21 } from './write-lerobot-v21.ts'

export type { EpisodeInput, LeRobotSummary }

/** How writeLeRobot is asked to write. */
export interface WriteLeRobotOptions {
  /** Called with the fraction done (0..1). */
  progress?: (f: number) => void
  /** LeRobot's layout: `v3.0` (the default) or the older `v2.1` (docs/exports.md#lerobot-v21). */
  layout?: LeRobotLayout
  /**
   * The stored files a camera file is read from, to be measured and cut or encoded again as the
   * layout needs (docs/exports.md#videos, `camera-video.ts`); without them it is copied as it is.
   */
  files?: Pick<BlobStore, 'read'>
}

export type LeRobotLayout = 'v3.0' | 'v2.1'

export const CODEBASE_VERSION = 'v3.0'
const CHUNKS_SIZE = 1000
const DATA_FILES_MB = 100
const VIDEO_FILES_MB = 200
const DATA_PATH = 'data/chunk-{chunk_index:03d}/file-{file_index:03d}.parquet'
const VIDEO_PATH = 'videos/{video_key}/chunk-{chunk_index:03d}/file-{file_index:03d}.mp4'

const pad3 = (n: number) => String(n).padStart(3, '0')
const place = (n: number) => ({ chunk: Math.floor(n / CHUNKS_SIZE), file: n % CHUNKS_SIZE })
const dataPath = (n: number) => `data/chunk-${pad3(place(n).chunk)}/file-${pad3(place(n).file)}.parquet`
const videoPath = (key: string, n: number) =>
  `videos/${key}/chunk-${pad3(place(n).chunk)}/file-${pad3(place(n).file)}.mp4`

/**
 * Writes a LeRobot dataset (docs/exports.md#lerobot) in layout v3.0, unless asked for v2.1
 * (`write-lerobot-v21.ts`): `data/` (whole episodes per file), each episode's camera videos (one
 * file per episode and camera: a video file copied as it is, an image stream encoded),
 * `meta/info.json`, `meta/episodes/chunk-000/file-000.parquet`, `meta/tasks.parquet` and
 * `meta/stats.json`. The same episodes in the same order give the same bytes. The episodes'
 * pictures are let go of once written, or when it fails.
 */
export async function writeLeRobot(
  episodes: readonly EpisodeInput[],
  out: ExportWriter,
  opts: WriteLeRobotOptions = {},
): Promise<LeRobotSummary> {
  try {
    return opts.layout === 'v2.1'
      ? await writeLeRobotV21(episodes, out, opts)
      : await writeV30(episodes, out, opts)
  } finally {
    disposeImages(episodes)
  }
}

async function writeV30(
  episodes: readonly EpisodeInput[],
  out: ExportWriter,
  opts: WriteLeRobotOptions,
): Promise<LeRobotSummary> {
  const sources = episodes.map((e) => e.source)
  const { fps, features, cameras, tasks, taskIndex } = planLeRobot(episodes)
  const stats = newStats(features)
  // Each episode's accumulators: its stats are written within the dataset's (resultWithin).
  const episodeStats: Map<string, StatsAccumulator>[] = []
  const meta = {
    length: [] as bigint[],
    dataFile: [] as bigint[],
    from: [] as bigint[],
    to: [] as bigint[],
    tasks: [] as string[][],
    videoFrom: new Map<string, number[]>(cameras.map((k) => [k, []])),
  }
  const videos: Map<string, WrittenVideo>[] = []
  const camera = cameraOptions(opts.files, { startsAtZero: false })
  const perFrameBytes = frameBytes(features)
  let file = new DataFile(features)
  let fileIndex = 0
  let globalIndex = 0
  const flush = async () => {
    if (file.rows === 0) return
    await out.write(dataPath(fileIndex), file.finish())
    fileIndex++
    file = new DataFile(features)
  }

  for (const [e, { task, source }] of episodes.entries()) {
    const rows = frameRows(source.times, fps)
    if (file.rows > 0 && file.bytes + rows.length * perFrameBytes > DATA_FILES_MB * 1e6) await flush()
    const local = newStats(features)
    appendEpisode(file, source, {
      rows,
      fps,
      episode: e,
      task: taskIndex.get(task)!,
      firstIndex: globalIndex,
      featureStats: features.map((f) => local.get(f.key)!),
      bookStats: BOOKKEEPING.map((b) => local.get(b)!),
    })
    globalIndex += rows.length
    for (const [k, s] of local) stats.get(k)!.merge(s)
    meta.length.push(BigInt(rows.length))
    meta.dataFile.push(BigInt(fileIndex))
    meta.from.push(BigInt(globalIndex - rows.length))
    meta.to.push(BigInt(globalIndex))
    meta.tasks.push([task])
    episodeStats.push(local)
    const written = new Map<string, WrittenVideo>()
    for (const key of cameras) {
      const v = await writeEpisodeCamera(out, videoPath(key, e), source, key, rows.length, fps, camera)
      written.set(key, v)
      meta.videoFrom.get(key)!.push(v.from)
    }
    videos.push(written)
    opts.progress?.((e + 1) / (episodes.length + 1))
  }
  await flush()

  const perEpisodePictures = cameraStats(cameras, videos)
  await out.write(
    'meta/episodes/chunk-000/file-000.parquet',
    episodesTable(episodes.length, fps, cameras, meta, {
      numeric: episodeStats.map((m) => new Map([...m].map(([k, s]) => [k, s.resultWithin(stats.get(k)!)]))),
      pictures: perEpisodePictures,
      features,
    }),
  )
  await out.write(
    'meta/tasks.parquet',
    parquetTable(
      [
        { name: 'task_index', kind: 'int64', data: BigInt64Array.from(tasks, (_, i) => BigInt(i)) },
        { name: 'task', kind: 'string', data: tasks },
      ],
      { pandas: PANDAS_TASKS },
    ),
  )
  const pictures = new Map([...perEpisodePictures].map(([k, all]) => [k, aggregatePictureStats(all)]))
  const numeric = new Map([...stats].map(([k, s]) => [k, s.result()]))
  const statsJson = statsEntries(numeric, pictures, features)
  await out.write('meta/stats.json', `${pythonJson(statsJson, 2)}\n`)
  const info = {
    codebase_version: CODEBASE_VERSION,
    robot_type: robotType(sources),
    total_episodes: episodes.length,
    total_frames: globalIndex,
    total_tasks: tasks.length,
    chunks_size: CHUNKS_SIZE,
    data_files_size_in_mb: DATA_FILES_MB,
    video_files_size_in_mb: VIDEO_FILES_MB,
    fps,
    splits: { train: `0:${episodes.length}` },
    data_path: DATA_PATH,
    video_path: cameras.length ? VIDEO_PATH : null,
    features: featuresJson(features, cameras, videos[0] ?? new Map()),
  }
  await out.write('meta/info.json', `${JSON.stringify(info, null, 2)}\n`)
  opts.progress?.(1)
  return {
    fps,
    total_frames: globalIndex,
    features: features.map((f) => f.key),
    cameras,
    lengths: meta.length.map(Number),
  }
}

const STATS = ['min', 'max', 'mean', 'std'] as const
type Stat = (typeof STATS)[number]

function episodesTable(
  n: number,
  fps: number,
  cameras: string[],
  meta: {
    length: bigint[]
    dataFile: bigint[]
    from: bigint[]
    to: bigint[]
    tasks: string[][]
    videoFrom: Map<string, number[]>
  },
  stats: {
    /** Per episode, per feature and bookkeeping column. */
    numeric: Map<string, FeatureStats>[]
    /** Per camera that has them, per episode. */
    pictures: ReadonlyMap<string, PictureStats[]>
    features: readonly Feature[]
  },
): Uint8Array {
  const zeros = () => new BigInt64Array(n)
  const cols: Column[] = [
    { name: 'episode_index', kind: 'int64', data: BigInt64Array.from({ length: n }, (_, i) => BigInt(i)) },
    { name: 'tasks', kind: 'string_list', data: meta.tasks },
    { name: 'length', kind: 'int64', data: BigInt64Array.from(meta.length) },
    {
      name: 'data/chunk_index',
      kind: 'int64',
      data: BigInt64Array.from(meta.dataFile, (f) => f / BigInt(CHUNKS_SIZE)),
    },
    {
      name: 'data/file_index',
      kind: 'int64',
      data: BigInt64Array.from(meta.dataFile, (f) => f % BigInt(CHUNKS_SIZE)),
    },
    { name: 'dataset_from_index', kind: 'int64', data: BigInt64Array.from(meta.from) },
    { name: 'dataset_to_index', kind: 'int64', data: BigInt64Array.from(meta.to) },
  ]
  for (const key of cameras) {
    const from = meta.videoFrom.get(key)!
    cols.push(
      {
        name: `videos/${key}/chunk_index`,
        kind: 'int64',
        data: BigInt64Array.from({ length: n }, (_, i) => BigInt(place(i).chunk)),
      },
      {
        name: `videos/${key}/file_index`,
        kind: 'int64',
        data: BigInt64Array.from({ length: n }, (_, i) => BigInt(place(i).file)),
      },
      { name: `videos/${key}/from_timestamp`, kind: 'double', data: Float64Array.from(from) },
      {
        name: `videos/${key}/to_timestamp`,
        kind: 'double',
        data: Float64Array.from(from, (f, i) => f + Number(meta.length[i]) / fps),
      },
    )
  }
  // Each episode's statistics as LeRobot flattens them (`stats/<key>/<stat>`), in stats.json's
  // order: a feature's of its shape (lists of lists for LeRobot's Array2D…), a camera's
  // `[3, 1, 1]`, a bookkeeping column's `[1]`.
  const { numeric, pictures, features } = stats
  type Entry = readonly [string, number, (e: number) => { [s in Stat]: unknown } & { count: number[] }]
  const keys: Entry[] = [
    ...features.map(
      (f): Entry => [f.key, f.shape.length, (e) => shapedStats(numeric[e]!.get(f.key)!, f.shape)],
    ),
    ...[...pictures].map(([k, all]): Entry => [k, 3, (e) => all[e]!]),
    ...BOOKKEEPING.map((b): Entry => [b, 1, (e) => numeric[e]!.get(b)!]),
  ]
  for (const [key, depth, of] of keys)
    for (const s of STATS)
      cols.push({
        name: `stats/${key}/${s}`,
        kind: 'double_list',
        depth,
        data: Array.from({ length: n }, (_, e) => of(e)[s]),
      })
  for (const [key, , of] of keys)
    cols.push({
      name: `stats/${key}/count`,
      kind: 'int64_list',
      data: Array.from({ length: n }, (_, e) => of(e).count.map(BigInt)),
    })
  cols.push(
    { name: 'meta/episodes/chunk_index', kind: 'int64', data: zeros() },
    { name: 'meta/episodes/file_index', kind: 'int64', data: zeros() },
  )
  return parquetTable(cols)
}

/**
 * pandas' metadata for meta/tasks.parquet: LeRobot reads it with `pandas.read_parquet` and looks
 * tasks up by the frame's index, the task text being the DataFrame's index (named `task`).
 */
const PANDAS_TASKS = JSON.stringify({
  index_columns: ['task'],
  column_indexes: [
    {
      name: null,
      field_name: null,
      pandas_type: 'unicode',
      numpy_type: 'object',
      metadata: { encoding: 'UTF-8' },
    },
  ],
  columns: [
    {
      name: 'task_index',
      field_name: 'task_index',
      pandas_type: 'int64',
      numpy_type: 'int64',
      metadata: null,
    },
    { name: 'task', field_name: 'task', pandas_type: 'unicode', numpy_type: 'object', metadata: null },
  ],
  creator: { library: 'pyarrow', version: '17.0.0' },
  pandas_version: '2.2.3',
})

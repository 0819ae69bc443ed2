import type { ExportWriter } from '../export.ts'
import { BOOKKEEPING, type Feature, planCameras, planFeatures } from './features.ts'
import { exportFps, frameRows, rateOf } from './frames.ts'
import { type Column, ParquetBatches, parquetTable } from './parquet-table.ts'
import type { SourceEpisode } from './read-episode.ts'
import { type FeatureStats, StatsAccumulator } from './stats.ts'

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

/** Frames held as JS values before they are written as a row group of the data file. */
const BATCH_FRAMES = 20_000

/** A data file being filled: whole episodes, up to DATA_FILES_MB (estimated from the widths). */
class DataFile {
  private readonly parquet: ParquetBatches
  /** Per feature, per frame, its elements (the parquet writer takes lists as arrays). */
  featureData: number[][][] = []
  cols = {
    timestamp: [] as number[],
    frame: [] as bigint[],
    episode: [] as bigint[],
    index: [] as bigint[],
    task: [] as bigint[],
  }
  bytes = 0
  rows = 0

  constructor(readonly features: Feature[]) {
    this.parquet = new ParquetBatches([
      ...features.map((f) => ({
        name: f.key,
        kind: f.channels.length === 1 ? ('float' as const) : ('float_list' as const),
      })),
      { name: 'timestamp', kind: 'float' },
      { name: 'frame_index', kind: 'int64' },
      { name: 'episode_index', kind: 'int64' },
      { name: 'index', kind: 'int64' },
      { name: 'task_index', kind: 'int64' },
    ])
    this.reset()
  }

  private reset() {
    this.featureData = this.features.map(() => [])
    this.cols = { timestamp: [], frame: [], episode: [], index: [], task: [] }
  }

  get pending() {
    return this.cols.frame.length
  }

  /** Writes the frames held as one row group (at an episode's end, past BATCH_FRAMES). */
  batch(): void {
    this.parquet.add([
      ...this.features.map((f, j) =>
        f.channels.length === 1
          ? Float32Array.from(this.featureData[j]!, (r) => r[0]!)
          : this.featureData[j]!,
      ),
      Float32Array.from(this.cols.timestamp),
      BigInt64Array.from(this.cols.frame),
      BigInt64Array.from(this.cols.episode),
      BigInt64Array.from(this.cols.index),
      BigInt64Array.from(this.cols.task),
    ])
    this.reset()
  }

  finish(): Uint8Array {
    this.batch()
    return this.parquet.finish()
  }
}

/**
 * Writes a LeRobot dataset in layout v3.0 (docs/exports.md#lerobot): `data/` (whole episodes per
 * file), a copy of each episode's camera videos (one file per episode and camera), `meta/info.json`,
 * `meta/episodes/chunk-000/file-000.parquet`, `meta/tasks.parquet` and `meta/stats.json`. The
 * same episodes in the same order give the same bytes.
 */
export async function writeLeRobot(
  episodes: readonly EpisodeInput[],
  out: ExportWriter,
  opts: { progress?: (f: number) => void } = {},
): Promise<LeRobotSummary> {
  const sources = episodes.map((e) => e.source)
  const fps = exportFps(sources.map((s) => rateOf(s.times)))
  const features = planFeatures(sources)
  const cameras = planCameras(sources)
  const tasks: string[] = []
  const taskIndex = new Map<string, number>()
  for (const e of episodes)
    if (!taskIndex.has(e.task)) {
      taskIndex.set(e.task, tasks.length)
      tasks.push(e.task)
    }

  const stats = new Map<string, StatsAccumulator>()
  for (const f of features) stats.set(f.key, new StatsAccumulator(f.channels.length))
  for (const b of BOOKKEEPING) stats.set(b, new StatsAccumulator(1))
  const episodeStats: Map<string, FeatureStats>[] = []
  const meta = {
    length: [] as bigint[],
    dataFile: [] as bigint[],
    from: [] as bigint[],
    to: [] as bigint[],
    tasks: [] as string[][],
  }
  const perFrameBytes = features.reduce((n, f) => n + 4 * f.channels.length + 8, 0) + 4 + 8 * 4
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
    const local = new Map<string, StatsAccumulator>()
    for (const [k, s] of stats) local.set(k, new StatsAccumulator(s.width))
    // Where each feature's channels are among the episode's (−1: it has no such channel → NaN).
    const at = features.map((f) => f.channels.map((c) => source.channels.indexOf(c)))
    const width = source.channels.length
    const t = taskIndex.get(task)!
    const book = BOOKKEEPING.map((b) => local.get(b)!)
    const featureStats = features.map((f) => local.get(f.key)!)
    for (let k = 0; k < rows.length; k++) {
      const base = rows[k]! * width
      for (let j = 0; j < features.length; j++) {
        const idx = at[j]!
        // One array per frame and feature: the parquet writer takes lists as arrays.
        const v = new Array<number>(idx.length)
        for (let i = 0; i < idx.length; i++) v[i] = idx[i]! < 0 ? Number.NaN : source.values[base + idx[i]!]!
        file.featureData[j]!.push(v)
        featureStats[j]!.add(v)
      }
      const ts = Math.fround(k / fps)
      book[0]!.addOne(ts)
      book[1]!.addOne(k)
      book[2]!.addOne(e)
      book[3]!.addOne(globalIndex)
      book[4]!.addOne(t)
      file.cols.timestamp.push(ts)
      file.cols.frame.push(BigInt(k))
      file.cols.episode.push(BigInt(e))
      file.cols.index.push(BigInt(globalIndex))
      file.cols.task.push(BigInt(t))
      globalIndex++
    }
    for (const [k, s] of local) stats.get(k)!.merge(s)
    file.bytes += rows.length * perFrameBytes
    file.rows += rows.length
    if (file.pending >= BATCH_FRAMES) file.batch()
    meta.length.push(BigInt(rows.length))
    meta.dataFile.push(BigInt(fileIndex))
    meta.from.push(BigInt(globalIndex - rows.length))
    meta.to.push(BigInt(globalIndex))
    meta.tasks.push([task])
    episodeStats.push(new Map([...local].map(([k, s]) => [k, s.result()])))
    for (const key of cameras) {
      const cam = source.cameras.find((c) => c.key === key)!
      await out.copy(videoPath(key, e), cam.info.link)
    }
    opts.progress?.((e + 1) / (episodes.length + 1))
  }
  await flush()

  await out.write(
    'meta/episodes/chunk-000/file-000.parquet',
    episodesTable(episodes, fps, cameras, meta, episodeStats, stats),
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
  const statsJson: Record<string, FeatureStats> = {}
  for (const [k, s] of stats) statsJson[k] = s.result()
  await out.write('meta/stats.json', `${JSON.stringify(statsJson, null, 2)}\n`)
  const info = infoJson({
    fps,
    features,
    cameras,
    sources,
    episodes: episodes.length,
    frames: globalIndex,
    tasks: tasks.length,
    dataFiles: fileIndex,
  })
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

function episodesTable(
  episodes: readonly EpisodeInput[],
  fps: number,
  cameras: string[],
  meta: { length: bigint[]; dataFile: bigint[]; from: bigint[]; to: bigint[]; tasks: string[][] },
  episodeStats: Map<string, FeatureStats>[],
  stats: Map<string, StatsAccumulator>,
): Uint8Array {
  const n = episodes.length
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
    const from = episodes.map((e) => e.source.cameras.find((c) => c.key === key)!.info.start_seconds)
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
  for (const key of stats.keys())
    for (const s of ['min', 'max', 'mean', 'std'] as const)
      cols.push({
        name: `stats/${key}/${s}`,
        kind: 'double_list',
        data: episodeStats.map((m) => m.get(key)![s]),
      })
  for (const key of stats.keys())
    cols.push({
      name: `stats/${key}/count`,
      kind: 'int64_list',
      data: episodeStats.map((m) => m.get(key)!.count.map(BigInt)),
    })
  cols.push(
    { name: 'meta/episodes/chunk_index', kind: 'int64', data: zeros() },
    { name: 'meta/episodes/file_index', kind: 'int64', data: zeros() },
  )
  return parquetTable(cols)
}

function infoJson(p: {
  fps: number
  features: Feature[]
  cameras: string[]
  sources: readonly SourceEpisode[]
  episodes: number
  frames: number
  tasks: number
  dataFiles: number
}) {
  const features: Record<string, unknown> = {}
  for (const f of p.features)
    features[f.key] = { dtype: 'float32', shape: [f.channels.length], names: f.names }
  for (const key of p.cameras) {
    const v = p.sources[0]!.cameras.find((c) => c.key === key)!.info
    features[key] = {
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
  features.timestamp = { dtype: 'float32', shape: [1], names: null }
  for (const b of ['frame_index', 'episode_index', 'index', 'task_index'])
    features[b] = { dtype: 'int64', shape: [1], names: null }
  const robotTypes = new Set(p.sources.map((s) => s.lerobot?.robot_type ?? null))
  return {
    codebase_version: CODEBASE_VERSION,
    robot_type: robotTypes.size === 1 ? [...robotTypes][0] : null,
    total_episodes: p.episodes,
    total_frames: p.frames,
    total_tasks: p.tasks,
    chunks_size: CHUNKS_SIZE,
    data_files_size_in_mb: DATA_FILES_MB,
    video_files_size_in_mb: VIDEO_FILES_MB,
    fps: p.fps,
    splits: { train: `0:${p.episodes}` },
    data_path: DATA_PATH,
    video_path: p.cameras.length ? VIDEO_PATH : null,
    features,
  }
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

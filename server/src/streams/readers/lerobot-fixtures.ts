import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parquetWriteBuffer } from 'hyparquet-writer'
import { muxedVideo } from './video-fixtures.ts'
import { zstdRunFrame } from './zstd-fixtures.ts'

export interface LeRobotFixture {
  version: 'v2.1' | 'v3.0'
  episodes: number
  /** Frames per episode. */
  frames: number
  fps: number
  cameras: string[]
  /** A camera whose video file is left out. */
  missingVideo?: string
  /**
   * The shape of an `action.chunk` feature of lists of lists (the next actions at each frame,
   * as CARLA's `[30, 7]`), unnamed: element `[i][j]` of frame `k` of episode `e` is
   * `e * 1000 + k + i / 10 + j / 100`.
   */
  chunk?: [number, number]
  /** A bool feature of this name, `[1]`, true on odd frames (CARLA's `observation.images.top_is_pad`). */
  flag?: string
}

const JOINTS = ['hip', 'knee', 'ankle']
const TASKS = ['climb the stairs', 'walk to the dock']

/** Frame `k` of episode `e`'s `action.chunk` (see {@link LeRobotFixture.chunk}). */
export const chunkAt = ([rows, cols]: [number, number], e: number, k: number): number[][] =>
  Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => e * 1000 + k + i / 10 + j / 100),
  )

function write(dir: string, path: string, bytes: string | Uint8Array | ArrayBuffer) {
  mkdirSync(dirname(join(dir, path)), { recursive: true })
  writeFileSync(join(dir, path), bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes)
}

/**
 * A LeRobot dataset folder in layout v2.1 (a parquet and a video per episode and camera) or v3.0
 * (episodes share one data file and one video per camera, found through meta/episodes).
 * `observation.state` has named joints; `action` has none (so its channels are `action[i]`).
 */
export async function writeLeRobotFolder(dir: string, f: LeRobotFixture): Promise<void> {
  rmSync(dir, { recursive: true, force: true })
  const features: Record<string, unknown> = {
    'observation.state': { dtype: 'float32', shape: [JOINTS.length], names: JOINTS },
    action: { dtype: 'float32', shape: [2], names: null },
    timestamp: { dtype: 'float32', shape: [1], names: null },
    frame_index: { dtype: 'int64', shape: [1], names: null },
    episode_index: { dtype: 'int64', shape: [1], names: null },
    index: { dtype: 'int64', shape: [1], names: null },
    task_index: { dtype: 'int64', shape: [1], names: null },
  }
  if (f.chunk) features['action.chunk'] = { dtype: 'float32', shape: f.chunk, names: null }
  if (f.flag) features[f.flag] = { dtype: 'bool', shape: [1], names: null }
  for (const cam of f.cameras)
    features[cam] = { dtype: 'video', shape: [360, 640, 3], names: ['height', 'width', 'channels'] }
  const v3 = f.version === 'v3.0'
  write(
    dir,
    'meta/info.json',
    JSON.stringify({
      codebase_version: f.version,
      robot_type: 'quadruped',
      total_episodes: f.episodes,
      total_frames: f.episodes * f.frames,
      fps: f.fps,
      chunks_size: 1000,
      data_path: v3
        ? 'data/chunk-{chunk_index:03d}/file-{file_index:03d}.parquet'
        : 'data/chunk-{episode_chunk:03d}/episode_{episode_index:06d}.parquet',
      video_path: v3
        ? 'videos/{video_key}/chunk-{chunk_index:03d}/file-{file_index:03d}.mp4'
        : 'videos/chunk-{episode_chunk:03d}/{video_key}/episode_{episode_index:06d}.mp4',
      features,
    }),
  )
  const rows = (e: number) => {
    const n = f.frames
    return {
      timestamp: Float32Array.from({ length: n }, (_, i) => i / f.fps),
      'observation.state': Array.from({ length: n }, (_, i) => JOINTS.map((_, j) => e * 10 + j + i / 100)),
      action: Array.from({ length: n }, (_, i) => [i, -i]),
      ...(f.chunk ? { 'action.chunk': Array.from({ length: n }, (_, k) => chunkAt(f.chunk!, e, k)) } : {}),
      ...(f.flag ? { [f.flag]: Array.from({ length: n }, (_, k) => k % 2 === 1) } : {}),
      frame_index: BigInt64Array.from({ length: n }, (_, i) => BigInt(i)),
      episode_index: BigInt64Array.from({ length: n }, () => BigInt(e)),
      index: BigInt64Array.from({ length: n }, (_, i) => BigInt(e * n + i)),
      task_index: BigInt64Array.from({ length: n }, () => BigInt(e % TASKS.length)),
    }
  }
  const table = (cols: Record<string, unknown>) =>
    parquetWriteBuffer({
      columnData: Object.entries(cols).map(([name, data]) => ({
        name,
        data: data as never,
        ...(data instanceof BigInt64Array ? { type: 'INT64' as const } : {}),
        ...(data instanceof Float32Array ? { type: 'FLOAT' as const } : {}),
      })),
    })
  const video = (frames: number) =>
    muxedVideo({ container: 'mp4', codec: 'av1', width: 640, height: 360, fps: f.fps, frames })
  if (!v3) {
    const lines: string[] = []
    for (let e = 0; e < f.episodes; e++) {
      write(dir, `data/chunk-000/episode_${String(e).padStart(6, '0')}.parquet`, table(rows(e)))
      for (const cam of f.cameras)
        if (cam !== f.missingVideo)
          write(
            dir,
            `videos/chunk-000/${cam}/episode_${String(e).padStart(6, '0')}.mp4`,
            await video(f.frames),
          )
      lines.push(JSON.stringify({ episode_index: e, tasks: [TASKS[e % TASKS.length]], length: f.frames }))
    }
    write(dir, 'meta/episodes.jsonl', `${lines.join('\n')}\n`)
    write(dir, 'meta/tasks.jsonl', TASKS.map((task, i) => JSON.stringify({ task_index: i, task })).join('\n'))
    return
  }
  const all = Array.from({ length: f.episodes }, (_, e) => rows(e))
  const concat = (key: keyof ReturnType<typeof rows>) => {
    const parts = all.map((r) => r[key])
    if (parts[0] instanceof Float32Array)
      return Float32Array.from(parts.flatMap((p) => Array.from(p as Float32Array)))
    if (parts[0] instanceof BigInt64Array)
      return BigInt64Array.from(parts.flatMap((p) => Array.from(p as BigInt64Array)))
    return parts.flat()
  }
  const keys = Object.keys(all[0]!) as (keyof ReturnType<typeof rows>)[]
  write(dir, 'data/chunk-000/file-000.parquet', table(Object.fromEntries(keys.map((k) => [k, concat(k)]))))
  for (const cam of f.cameras)
    if (cam !== f.missingVideo)
      write(dir, `videos/${cam}/chunk-000/file-000.mp4`, await video(f.frames * f.episodes))
  const span = f.frames / f.fps
  const episodes: Record<string, unknown> = {
    episode_index: BigInt64Array.from({ length: f.episodes }, (_, e) => BigInt(e)),
    tasks: Array.from({ length: f.episodes }, (_, e) => [TASKS[e % TASKS.length]]),
    length: BigInt64Array.from({ length: f.episodes }, () => BigInt(f.frames)),
    'data/chunk_index': BigInt64Array.from({ length: f.episodes }, () => 0n),
    'data/file_index': BigInt64Array.from({ length: f.episodes }, () => 0n),
  }
  for (const cam of f.cameras) {
    episodes[`videos/${cam}/chunk_index`] = BigInt64Array.from({ length: f.episodes }, () => 0n)
    episodes[`videos/${cam}/file_index`] = BigInt64Array.from({ length: f.episodes }, () => 0n)
    episodes[`videos/${cam}/from_timestamp`] = Array.from({ length: f.episodes }, (_, e) => e * span)
    episodes[`videos/${cam}/to_timestamp`] = Array.from({ length: f.episodes }, (_, e) => (e + 1) * span)
  }
  write(dir, 'meta/episodes/chunk-000/file-000.parquet', table(episodes))
  write(
    dir,
    'meta/tasks.parquet',
    table({ task_index: BigInt64Array.from(TASKS.map((_, i) => BigInt(i))), task: [...TASKS] }),
  )
}

/**
 * A parquet decompression bomb, written by hand: one row group of one column, `timestamp` (a
 * required FLOAT, zstd), of `pages` pages that each declare `declares` bytes uncompressed and
 * `values` values (by default as many floats as it holds) and hold `holds` zeros (by default as
 * many) as a zstd frame of run-length blocks — 1 GiB is some 32 KB. The footer declares
 * `footerDeclares` bytes uncompressed for the column chunk (by default the pages' sum) and
 * `rows` rows (by default the pages' values).
 */
export function bombParquet(opts: {
  declares: number
  holds?: number
  values?: number
  pages?: number
  footerDeclares?: number
  rows?: number
}): Uint8Array {
  const holds = opts.holds ?? opts.declares
  const values = opts.values ?? Math.floor(holds / 4)
  const pages = opts.pages ?? 1
  const frame = zstdRunFrame(holds)
  // Page header: DATA_PAGE (0), sizes, then num_values, PLAIN (0), RLE (3) levels.
  const header = thrift({ 1: 0, 2: opts.declares, 3: frame.length, 5: { 1: values, 2: 0, 3: 3, 4: 3 } })
  const page = [...header, ...frame]
  const chunk = Array.from({ length: pages }, () => page).flat()
  const rows = BigInt(opts.rows ?? values * pages)
  const declared = BigInt(opts.footerDeclares ?? opts.declares * pages)
  const meta = thrift({
    1: 1,
    // The root, then `timestamp`: FLOAT (4), REQUIRED (0).
    2: [
      { 4: 'schema', 5: 1 },
      { 1: 4, 3: 0, 4: 'timestamp' },
    ],
    3: rows,
    4: [
      {
        // The column chunk at byte 4: FLOAT, encodings PLAIN and RLE, ZSTD (6).
        1: [
          {
            2: 4n,
            3: {
              1: 4,
              2: [0, 3],
              3: ['timestamp'],
              4: 6,
              5: rows,
              6: declared,
              7: BigInt(chunk.length),
              9: 4n,
            },
          },
        ],
        2: declared,
        3: rows,
      },
    ],
  })
  const magic = [0x50, 0x41, 0x52, 0x31]
  const length = [
    meta.length & 0xff,
    (meta.length >> 8) & 0xff,
    (meta.length >> 16) & 0xff,
    meta.length >>> 24,
  ]
  return Uint8Array.from([...magic, ...chunk, ...meta, ...length, ...magic])
}

/** A Thrift value: number i32, bigint i64, string binary, array list, object struct by field id. */
type Thrift = number | bigint | string | Thrift[] | { [field: number]: Thrift }

const thriftType = (v: Thrift) =>
  typeof v === 'number'
    ? 5
    : typeof v === 'bigint'
      ? 6
      : typeof v === 'string'
        ? 8
        : Array.isArray(v)
          ? 9
          : 12

/** Thrift's compact protocol, as parquet's footer and page headers use it (short lists only). */
function thrift(v: Thrift, out: number[] = []): number[] {
  const varint = (n: bigint) => {
    for (; n >= 0x80n; n >>= 7n) out.push(Number(n & 0x7fn) | 0x80)
    out.push(Number(n))
  }
  if (typeof v === 'number' || typeof v === 'bigint') {
    const n = BigInt(v)
    varint(n >= 0n ? n << 1n : (-n << 1n) - 1n)
  } else if (typeof v === 'string') {
    const bytes = new TextEncoder().encode(v)
    varint(BigInt(bytes.length))
    out.push(...bytes)
  } else if (Array.isArray(v)) {
    out.push((v.length << 4) | (v.length ? thriftType(v[0]!) : 12))
    for (const e of v) thrift(e, out)
  } else {
    let last = 0
    for (const [k, e] of Object.entries(v)) {
      out.push(((Number(k) - last) << 4) | thriftType(e))
      last = Number(k)
      thrift(e, out)
    }
    out.push(0)
  }
  return out
}

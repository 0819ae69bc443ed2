import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { parquetWriteBuffer } from 'hyparquet-writer'
import { muxedVideo } from './video-fixtures.ts'

export interface LeRobotFixture {
  version: 'v2.1' | 'v3.0'
  episodes: number
  /** Frames per episode. */
  frames: number
  fps: number
  cameras: string[]
  /** A camera whose video file is left out. */
  missingVideo?: string
}

const JOINTS = ['hip', 'knee', 'ankle']
const TASKS = ['climb the stairs', 'walk to the dock']

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

import { parquetWriteBuffer } from 'hyparquet-writer'
import { LEG_NAMES } from './quadruped-gait.ts'
import { type Perspective, scenePose, stairScene } from './stair-scene.ts'

/** Joint names of `observation.state`: hip pitch and knee of each leg, legs in LEG_NAMES order. */
export const LEROBOT_JOINTS: readonly string[] = LEG_NAMES.flatMap((leg) => [
  `${leg}_hip_pitch`,
  `${leg}_knee`,
])

/** The episode's cameras (LeRobot video keys) and what each one sees. */
export const LEROBOT_CAMERAS: readonly { key: string; perspective: Perspective }[] = [
  { key: 'observation.images.front', perspective: 'pov' },
  { key: 'observation.images.side', perspective: 'third_person' },
]

export interface LeRobotEpisodeOptions {
  seed: number
  /** Animation frames at 10 a second (the clips' clock). */
  frames: number
  /** Rows (and video frames) a second. */
  fps: number
  task: string
}

const rows = (o: LeRobotEpisodeOptions) => Math.round((o.frames / 10) * o.fps)

/**
 * `meta/info.json` of a one-episode LeRobot dataset in layout v2.1: features with their names,
 * the data and video path templates, the two cameras at 640 × 360.
 */
export function lerobotInfo(o: LeRobotEpisodeOptions): Buffer {
  const n = rows(o)
  const features: Record<string, unknown> = {
    'observation.state': { dtype: 'float32', shape: [LEROBOT_JOINTS.length], names: LEROBOT_JOINTS },
    action: { dtype: 'float32', shape: [LEROBOT_JOINTS.length], names: LEROBOT_JOINTS },
    timestamp: { dtype: 'float32', shape: [1], names: null },
    frame_index: { dtype: 'int64', shape: [1], names: null },
    episode_index: { dtype: 'int64', shape: [1], names: null },
    index: { dtype: 'int64', shape: [1], names: null },
    task_index: { dtype: 'int64', shape: [1], names: null },
  }
  for (const cam of LEROBOT_CAMERAS)
    features[cam.key] = {
      dtype: 'video',
      shape: [360, 640, 3],
      names: ['height', 'width', 'channels'],
      info: { 'video.fps': o.fps, 'video.codec': 'h264', 'video.pix_fmt': 'yuv420p' },
    }
  return Buffer.from(
    `${JSON.stringify(
      {
        codebase_version: 'v2.1',
        robot_type: 'quadruped',
        total_episodes: 1,
        total_frames: n,
        total_tasks: 1,
        total_videos: LEROBOT_CAMERAS.length,
        total_chunks: 1,
        chunks_size: 1000,
        fps: o.fps,
        splits: { train: '0:1' },
        data_path: 'data/chunk-{episode_chunk:03d}/episode_{episode_index:06d}.parquet',
        video_path: 'videos/chunk-{episode_chunk:03d}/{video_key}/episode_{episode_index:06d}.mp4',
        features,
      },
      null,
      2,
    )}\n`,
  )
}

/**
 * The episode's data parquet: one row per frame, joint states from the same gait model that
 * draws the cameras (the side camera's scene), the commanded action a frame ahead.
 */
export function lerobotEpisodeParquet(o: LeRobotEpisodeOptions): Buffer {
  const n = rows(o)
  const scene = stairScene(o.seed, o.frames, 'third_person')
  const state = Array.from({ length: n + 1 }, (_, i) => {
    const pose = scenePose(scene, (i * 10) / o.fps)
    return LEG_NAMES.flatMap((name) => {
      const leg = pose.legs.find((l) => l.name === name)
      return [Number((leg?.hipPitch ?? 0).toFixed(4)), Number((leg?.kneePitch ?? 0).toFixed(4))]
    })
  })
  const bytes = parquetWriteBuffer({
    columnData: [
      { name: 'observation.state', data: state.slice(0, n) as never },
      { name: 'action', data: state.slice(1, n + 1) as never },
      { name: 'timestamp', data: Float32Array.from({ length: n }, (_, i) => i / o.fps), type: 'FLOAT' },
      { name: 'frame_index', data: BigInt64Array.from({ length: n }, (_, i) => BigInt(i)), type: 'INT64' },
      { name: 'episode_index', data: new BigInt64Array(n), type: 'INT64' },
      { name: 'index', data: BigInt64Array.from({ length: n }, (_, i) => BigInt(i)), type: 'INT64' },
      { name: 'task_index', data: new BigInt64Array(n), type: 'INT64' },
    ],
  })
  return Buffer.from(bytes)
}

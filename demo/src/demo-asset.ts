import type { StairSetting } from './assets/demo-palette.ts'
import { episodeRecording } from './assets/episode-recording.ts'
import { lerobotEpisodeParquet, lerobotInfo } from './assets/lerobot-episode.ts'
import { poseFramePng } from './assets/pose-frame-png.ts'
import { previewGif } from './assets/preview-gif.ts'
import type { Perspective } from './assets/stair-scene.ts'
import { type TelemetryFault, telemetryCsv } from './assets/telemetry-csv.ts'

/** What a demo file should contain: the recipe, cheap to hold, rendered to bytes on demand. */
export type DemoAsset =
  | {
      kind: 'episode'
      seed: number
      durationSeconds: number
      hz: number
      driftMetres?: number
      runSeconds?: number
      interventions?: number
    }
  | { kind: 'telemetry'; seed: number; durationSeconds: number; hz: number; fault?: TelemetryFault }
  | {
      kind: 'clip' | 'preview'
      seed: number
      perspective: Perspective
      setting: StairSetting
      /** Animation frames, 10 a second. */
      frames: number
      width: number
      height: number
      /** Clips only: video frames a second (an H.264 MP4 is made by ffmpeg, demo-media.ts). */
      fps?: number
    }
  | { kind: 'pose_frame'; seed: number; perspective: Perspective; setting: StairSetting }
  /** An MCAP recording (IMU, battery, camera JPEGs): encoded ahead like the clips. */
  | { kind: 'mcap'; seed: number; durationSeconds: number; setting: StairSetting }
  /** A LeRobot episode's data parquet or its meta/info.json (its cameras are clips). */
  | { kind: 'lerobot_data' | 'lerobot_info'; seed: number; frames: number; fps: number; task: string }

/** Turns an asset recipe into bytes; the catalog takes one so tests can check a plan without rendering. */
export type DemoAssetRenderer = (asset: DemoAsset) => Buffer

/** Media type of each asset kind. */
export function demoAssetContentType(asset: DemoAsset): string {
  switch (asset.kind) {
    case 'episode':
      return 'application/x-ndjson'
    case 'telemetry':
      return 'text/csv'
    case 'clip':
      return 'video/mp4'
    case 'preview':
      return 'image/gif'
    case 'pose_frame':
      return 'image/png'
    case 'mcap':
      return 'application/x-mcap'
    case 'lerobot_data':
      return 'application/vnd.apache.parquet'
    case 'lerobot_info':
      return 'application/json'
  }
}

/** File name extension of each asset kind. */
export function demoAssetExtension(asset: DemoAsset): string {
  switch (asset.kind) {
    case 'episode':
      return 'jsonl'
    case 'telemetry':
      return 'csv'
    case 'clip':
      return 'mp4'
    case 'preview':
      return 'gif'
    case 'pose_frame':
      return 'png'
    case 'mcap':
      return 'mcap'
    case 'lerobot_data':
      return 'parquet'
    case 'lerobot_info':
      return 'json'
  }
}

/** Asset kinds encoded by ffmpeg, asynchronously, before the catalog is built (demo-media.ts). */
export function isEncodedAsset(asset: DemoAsset): boolean {
  return asset.kind === 'clip' || asset.kind === 'mcap'
}

/**
 * Renders the real bytes of an asset drawn in JavaScript. Videos are encoded ahead by
 * `prepareDemoMedia` (demo-media.ts), whose renderer wraps this one.
 */
export const renderDemoAsset: DemoAssetRenderer = (asset) => {
  switch (asset.kind) {
    case 'episode':
      return episodeRecording(asset)
    case 'telemetry':
      return telemetryCsv(asset)
    case 'clip':
      throw new Error('clips are videos: encode them with prepareDemoMedia (demo-media.ts) first')
    case 'preview':
      return previewGif({
        seed: asset.seed,
        perspective: asset.perspective,
        setting: asset.setting,
        frames: asset.frames,
        size: { width: asset.width, height: asset.height },
      })
    case 'pose_frame':
      return poseFramePng(asset)
    case 'mcap':
      throw new Error('MCAP recordings hold JPEGs: encode them with prepareDemoMedia (demo-media.ts) first')
    case 'lerobot_data':
      return lerobotEpisodeParquet(asset)
    case 'lerobot_info':
      return lerobotInfo(asset)
  }
}

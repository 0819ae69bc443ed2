import { lerobotNames } from '../../streams/names.ts'
import type { SourceEpisode } from './read-episode.ts'

/**
 * A numeric feature of the export: a `list<float32>` column (a float32 one for a single channel;
 * lists of lists for a shape of more dimensions, LeRobot's `Array2D`…`Array5D`).
 */
export interface Feature {
  key: string
  /** The source channels of its elements, in order (row-major for a shape of several dimensions). */
  channels: string[]
  /** A frame's shape: `[channels.length]`, or the LeRobot source's `[30, 7]`. */
  shape: number[]
  /** `names` written in info.json: element names, or a LeRobot source's own for several dimensions. */
  names: unknown
}

/** LeRobot's per-frame bookkeeping columns, never features of a source. */
export const BOOKKEEPING = ['timestamp', 'frame_index', 'episode_index', 'index', 'task_index'] as const

const CAMERA = new Set(['video', 'image'])

/** A LeRobot source's numeric features, as the reader named their channels. */
function leRobotFeatures(ep: SourceEpisode): Feature[] | undefined {
  const features = ep.lerobot?.features
  if (!features) return undefined
  const out: Feature[] = []
  for (const key of Object.keys(features).sort()) {
    const f = features[key]!
    if (CAMERA.has(f.dtype ?? '') || (BOOKKEEPING as readonly string[]).includes(key)) continue
    const shape = validShape(f.shape)
    if (!shape) return undefined
    const channels = lerobotNames(key, shape, f.names)
    if (!channels.every((c) => ep.channels.includes(c))) return undefined
    out.push({
      key,
      channels,
      shape,
      names:
        shape.length > 1
          ? (f.names ?? null)
          : channels.map((c) => (c.startsWith(`${key}.`) ? c.slice(key.length + 1) : c)),
    })
  }
  return out.length ? out : undefined
}

/**
 * The features of an export (docs/exports.md#features): when every episode comes from a LeRobot
 * source with the same numeric features, those features; otherwise one `observation.state` over
 * every channel of every episode, in sorted name order (an episode without a channel gives NaN).
 */
export function planFeatures(episodes: readonly SourceEpisode[]): Feature[] {
  const kept = episodes.map(leRobotFeatures)
  const first = kept[0]
  if (first && kept.every((k) => k && JSON.stringify(k) === JSON.stringify(first))) return first
  const all = new Set<string>()
  for (const ep of episodes) for (const c of ep.channels) all.add(c)
  const channels = [...all].sort()
  return [{ key: 'observation.state', channels, shape: [channels.length], names: channels }]
}

/** Dimensions LeRobot's loader takes (`Array5D` at most). */
const MAX_DIMENSIONS = 5

/** info.json's shape of a feature when it is one LeRobot can load (`[1]` when none is given). */
function validShape(shape: unknown): number[] | undefined {
  if (shape === undefined) return [1]
  if (!Array.isArray(shape) || shape.length === 0 || shape.length > MAX_DIMENSIONS) return undefined
  return shape.every((d) => Number.isInteger(d) && d > 0) ? (shape as number[]) : undefined
}

/** An episode's camera keys: its video files', its recording's image streams'. */
const cameraKeys = (ep: SourceEpisode): string[] => [
  ...ep.cameras.map((c) => c.key),
  ...ep.images.map((s) => s.key),
]

/**
 * Camera keys every episode has, as a video file or an image stream (a LeRobot dataset's features
 * are the same for all its episodes).
 */
export function planCameras(episodes: readonly SourceEpisode[]): string[] {
  if (episodes.length === 0) return []
  const [head, ...rest] = episodes
  return cameraKeys(head!)
    .filter((k) => rest.every((ep) => cameraKeys(ep).includes(k)))
    .sort()
}

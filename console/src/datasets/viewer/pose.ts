import { bucketAt } from './buckets.ts'
import type { Channel, Series } from './stream-types.ts'

export interface PoseChannels {
  x: string
  y: string
  yaw: string | null
}

/**
 * The base pose among the channels: an `x` and a `y` of one prefix (`base.x`, `/odom.pose.pose.position.x`,
 * `pos_x`), preferring names that say base, pose or position; a yaw or heading beside them if any.
 */
export function findPose(channels: Channel[]): PoseChannels | null {
  const names = new Set(channels.map((c) => c.name))
  const candidates: PoseChannels[] = []
  for (const n of names) {
    const m = /^(.*?)([._/])?x$/i.exec(n)
    if (!m || m[1] === undefined) continue
    const prefix = m[1] + (m[2] ?? '')
    const y = `${prefix}${n.endsWith('X') ? 'Y' : 'y'}`
    if (!names.has(y)) continue
    const base = prefix.replace(/(position|pos)[._/]?$/i, '')
    const yaw =
      ['yaw', 'heading', 'theta'].map((k) => `${prefix}${k}`).find((k) => names.has(k)) ??
      ['yaw', 'heading'].map((k) => `${base}${k}`).find((k) => names.has(k)) ??
      null
    candidates.push({ x: n, y, yaw })
  }
  const score = (p: PoseChannels) =>
    (/base|pose|position|odom/i.test(p.x) ? 0 : 1) + (/imu|gyro|acc/i.test(p.x) ? 2 : 0)
  candidates.sort((a, b) => score(a) - score(b))
  const best = candidates[0]
  return best && !/imu|gyro|acc/i.test(best.x) ? best : null
}

export interface PathPoint {
  t: number
  x: number
  y: number
}

/** x and y buckets paired by time (both channels come from the same rows, so the same buckets). */
export function pathOf(xs: Series, ys: Series): PathPoint[] {
  const out: PathPoint[] = []
  let j = 0
  for (let i = 0; i < xs.t.length; i++) {
    const t = xs.t[i]!
    while (j < ys.t.length - 1 && ys.t[j]! < t) j++
    if (ys.t[j] === undefined) break
    out.push({ t, x: xs.mean[i]!, y: ys.mean[j]! })
  }
  return out
}

/** Where the path is at `time`, and its heading: from yaw when known, else the direction of travel. */
export function poseAt(path: PathPoint[], yaw: Series | null, time: number) {
  const i = bucketAt(
    path.map((p) => p.t),
    time,
  )
  const p = path[Math.max(0, i)]
  if (!p) return null
  let heading = 0
  const k = yaw ? bucketAt(yaw.t, time) : -1
  if (yaw && k >= 0) {
    const v = yaw.mean[k]!
    // Radians unless it cannot be.
    heading = Math.abs(v) <= 2 * Math.PI + 0.01 ? (v * 180) / Math.PI : v
  } else {
    const a = path[Math.max(0, i - 1)]!
    const b = path[Math.min(path.length - 1, Math.max(0, i) + 1)]!
    if (a !== b) heading = (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI
  }
  return { x: p.x, y: p.y, z: 0, heading_deg: heading }
}

/**
 * The geometry the operator pages draw and check paths with, on the domain's own terrain rule
 * (`@hangar/mecha/terrain`, docs/mecha.md#the-world-map), so the console can warn before sending
 * a path the service would refuse; the service stays the judge.
 */
import {
  fromStaircase,
  heightsDiffer,
  type Point,
  type Staircase,
  terrainAt,
  type WorldMap,
} from '@hangar/mecha/terrain'

export type { Point, Staircase, Terrain, WorldMap } from '@hangar/mecha/terrain'
export { fromStaircase, terrainAt } from '@hangar/mecha/terrain'

/** The four corners of a strip of a staircase between u0 and u1 (a step, or the landing). */
export function stripCorners(s: Staircase, u0: number, u1: number): Point[] {
  const h = s.width_m / 2
  return [
    fromStaircase(s, u0, -h),
    fromStaircase(s, u1, -h),
    fromStaircase(s, u1, h),
    fromStaircase(s, u0, h),
  ]
}

export interface ProfilePoint {
  /** Meters along the path from its start. */
  d: number
  z: number
}

/** Height along a polyline, sampled every `stepM` and at every corner. */
export function heightProfile(map: WorldMap, line: Point[], stepM = 0.02): ProfilePoint[] {
  const out: ProfilePoint[] = []
  let d0 = 0
  for (let i = 0; i < line.length; i++) {
    const a = line[i]!
    if (i === 0) out.push({ d: 0, z: terrainAt(map, a).z })
    const b = line[i + 1]
    if (!b) break
    const len = Math.hypot(b.x - a.x, b.y - a.y)
    const n = Math.max(1, Math.ceil(len / stepM))
    for (let k = 1; k <= n; k++) {
      const t = k / n
      out.push({
        d: d0 + len * t,
        z: terrainAt(map, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t }).z,
      })
    }
    d0 += len
  }
  return out
}

/** The staircases a path changes height on (where stair mode is needed), by id. */
export function stairsCrossed(map: WorldMap, line: Point[], stepM = 0.02): string[] {
  const ids = new Set<string>()
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i]!
    const b = line[i + 1]!
    const len = Math.hypot(b.x - a.x, b.y - a.y)
    const n = Math.max(1, Math.ceil(len / stepM))
    let prev = terrainAt(map, a)
    for (let k = 1; k <= n; k++) {
      const t = k / n
      const here = terrainAt(map, { x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t })
      if (heightsDiffer(here.z, prev.z)) {
        const s = here.staircase ?? prev.staircase
        if (s) ids.add(s.id)
      }
      prev = here
    }
  }
  return [...ids]
}

/** Distance along a polyline to the point of it nearest to `p`. */
export function distanceAlong(line: Point[], p: Point): number {
  let best = Number.POSITIVE_INFINITY
  let bestD = 0
  let d0 = 0
  for (let i = 0; i + 1 < line.length; i++) {
    const a = line[i]!
    const b = line[i + 1]!
    const dx = b.x - a.x
    const dy = b.y - a.y
    const len2 = dx * dx + dy * dy
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2))
    const dist = Math.hypot(a.x + dx * t - p.x, a.y + dy * t - p.y)
    if (dist < best) {
      best = dist
      bestD = d0 + Math.sqrt(len2) * t
    }
    d0 += Math.sqrt(len2)
  }
  return bestD
}

/** Total length of a polyline. */
export function lengthOf(line: Point[]): number {
  let d = 0
  for (let i = 0; i + 1 < line.length; i++)
    d += Math.hypot(line[i + 1]!.x - line[i]!.x, line[i + 1]!.y - line[i]!.y)
  return d
}

/**
 * The geometry the operator pages draw and check paths with. It mirrors the domain's terrain rule
 * (mecha/src/world-map.ts, docs/mecha.md#the-world-map) so the console can warn before sending a
 * path the service would refuse; the service stays the judge.
 */

export interface Point {
  x: number
  y: number
}

export interface Staircase {
  id: string
  x: number
  y: number
  direction_deg: number
  width_m: number
  step_height_m: number
  step_depth_m: number
  step_count: number
  landing_depth_m: number
}

export interface WorldMap {
  operational_range_m: number
  staircases: Staircase[]
}

const EPS = 1e-9

/** A point in a staircase's own frame: u along the ascent from the foot, v sideways. */
export function staircaseLocal(s: Staircase, p: Point): { u: number; v: number } {
  const a = (s.direction_deg * Math.PI) / 180
  const dx = p.x - s.x
  const dy = p.y - s.y
  return { u: dx * Math.cos(a) + dy * Math.sin(a), v: -dx * Math.sin(a) + dy * Math.cos(a) }
}

/** Back from a staircase's frame to the map. */
export function fromStaircase(s: Staircase, u: number, v: number): Point {
  const a = (s.direction_deg * Math.PI) / 180
  return { x: s.x + u * Math.cos(a) - v * Math.sin(a), y: s.y + u * Math.sin(a) + v * Math.cos(a) }
}

export interface Terrain {
  z: number
  zone: 'ground' | 'steps' | 'landing'
  staircase: Staircase | null
}

/** Height under a point; an edge belongs to the lower surface, as in the domain. */
export function terrainAt(map: WorldMap, p: Point): Terrain {
  let best: Terrain = { z: 0, zone: 'ground', staircase: null }
  for (const s of map.staircases) {
    const { u, v } = staircaseLocal(s, p)
    const run = s.step_count * s.step_depth_m
    if (u <= EPS || u >= run + s.landing_depth_m - EPS || Math.abs(v) >= s.width_m / 2 - EPS) continue
    const level = Math.min(Math.ceil(u / s.step_depth_m - EPS), s.step_count)
    const z = level * s.step_height_m
    if (z > best.z) best = { z, zone: u <= run + EPS ? 'steps' : 'landing', staircase: s }
  }
  return best
}

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
      if (Math.abs(here.z - prev.z) > EPS) {
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

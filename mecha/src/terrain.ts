/**
 * The terrain rule: how high the ground is under a point of a world map. Pure arithmetic with
 * type-only imports, so the console draws and checks paths with the very rule the simulator
 * walks by (`@hangar/mecha/terrain`, no schema library in the browser bundle).
 */
import type { Point } from './mecha.schema.ts'
import type { Staircase, WorldMap } from './world-map.schema.ts'

export type { Point, Staircase, WorldMap }

// Positions within this distance of an edge count as on it, so 5.29 - 5 still is 0.29.
const EPS = 1e-9

/** Where a point lies relative to a staircase: u along the ascent from the foot, v sideways. */
export function staircaseLocal(s: Staircase, p: Point): { u: number; v: number } {
  const a = (s.direction_deg * Math.PI) / 180
  const dx = p.x - s.x
  const dy = p.y - s.y
  return { u: dx * Math.cos(a) + dy * Math.sin(a), v: -dx * Math.sin(a) + dy * Math.cos(a) }
}

/** Back from a staircase's frame (u along the ascent, v sideways) to the map. */
export function fromStaircase(s: Staircase, u: number, v: number): Point {
  const a = (s.direction_deg * Math.PI) / 180
  return { x: s.x + u * Math.cos(a) - v * Math.sin(a), y: s.y + u * Math.sin(a) + v * Math.cos(a) }
}

/** What the ground is like at one point. */
export interface Terrain {
  z: number
  zone: 'ground' | 'steps' | 'landing'
  staircase: Staircase | null
}

const GROUND: Terrain = { z: 0, zone: 'ground', staircase: null }

/**
 * Terrain under a point. A point exactly on an edge belongs to the lower surface, so "the foot
 * of the stairs" (x = 5 on the default map) is still ground. Overlapping staircases are not
 * meant to exist; where they do, the higher surface wins.
 */
export function terrainAt(map: WorldMap, p: Point): Terrain {
  let best = GROUND
  for (const s of map.staircases) {
    const { u, v } = staircaseLocal(s, p)
    const run = s.step_count * s.step_depth_m
    if (u <= EPS || u >= run + s.landing_depth_m - EPS || Math.abs(v) >= s.width_m / 2 - EPS) continue
    const level = Math.min(Math.ceil(u / s.step_depth_m - EPS), s.step_count)
    const t: Terrain = {
      z: level * s.step_height_m,
      zone: u <= run + EPS ? 'steps' : 'landing',
      staircase: s,
    }
    if (t.z > best.z) best = t
  }
  return best
}

/** True when two heights differ by more than the rule's tolerance (a change of level). */
export function heightsDiffer(a: number, b: number): boolean {
  return Math.abs(a - b) > EPS
}

import { Value } from 'typebox/value'
import type { Point } from './mecha.schema.ts'
import { MechaValidationError } from './mecha-errors.ts'
import { type Staircase, type WorldMap, WorldMapSchema } from './world-map.schema.ts'

/**
 * The map a mecha gets unless told otherwise: 50 m operational range and one climbable
 * staircase of 8 steps (0.17 m high, 0.29 m deep, about 30.4°) whose foot is at x = 5 and which
 * rises along +x, 1.5 m wide, with a 3 m landing at 1.36 m on top (x 7.32 to 10.32).
 */
export const DEFAULT_WORLD_MAP: WorldMap = {
  operational_range_m: 50,
  staircases: [
    {
      id: 'main-stairs',
      x: 5,
      y: 0,
      direction_deg: 0,
      width_m: 1.5,
      step_height_m: 0.17,
      step_depth_m: 0.29,
      step_count: 8,
      landing_depth_m: 3,
    },
  ],
}

// Positions within this distance of an edge count as on it, so 5.29 - 5 still is 0.29.
const EPS = 1e-9

/** Incline of a staircase in degrees, derived from its step height and depth. */
export function staircaseInclineDeg(s: Staircase): number {
  return (Math.atan2(s.step_height_m, s.step_depth_m) * 180) / Math.PI
}

/** Height of the top step and landing. */
export function staircaseRiseM(s: Staircase): number {
  return s.step_count * s.step_height_m
}

/** Where a point lies relative to a staircase: u along the ascent from the foot, v sideways. */
export function staircaseLocal(s: Staircase, p: Point): { u: number; v: number } {
  const a = (s.direction_deg * Math.PI) / 180
  const dx = p.x - s.x
  const dy = p.y - s.y
  return { u: dx * Math.cos(a) + dy * Math.sin(a), v: -dx * Math.sin(a) + dy * Math.cos(a) }
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

/**
 * Checks a map given as plain data (e.g. from an admin request) and returns it typed.
 * @throws MechaValidationError naming the first problem
 */
export function parseWorldMap(input: unknown): WorldMap {
  if (!Value.Check(WorldMapSchema, input)) {
    const first = Value.Errors(WorldMapSchema, input)[0]
    throw new MechaValidationError(
      `invalid world map: ${first ? `${first.instancePath || '/'} ${first.message}` : 'not a map'}`,
    )
  }
  const ids = new Set<string>()
  for (const s of input.staircases) {
    if (ids.has(s.id)) throw new MechaValidationError(`invalid world map: staircase id ${s.id} used twice`)
    ids.add(s.id)
  }
  return input
}

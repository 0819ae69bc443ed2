import { Value } from 'typebox/value'
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

/** Incline of a staircase in degrees, derived from its step height and depth. */
export function staircaseInclineDeg(s: Staircase): number {
  return (Math.atan2(s.step_height_m, s.step_depth_m) * 180) / Math.PI
}

/** Height of the top step and landing. */
export function staircaseRiseM(s: Staircase): number {
  return s.step_count * s.step_height_m
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

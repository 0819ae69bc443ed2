import type { Waypoint } from './mecha.schema.ts'
import { MechaValidationError } from './mecha-errors.ts'
import {
  DEFAULT_SPEED_MPS,
  MAX_WAYPOINTS,
  type MechaModel,
  RECOMMENDED_MAX_WAYPOINTS,
} from './mecha-models.ts'
import type { WorldMap } from './world-map.schema.ts'

/**
 * Checks the `speed` of a move: a finite number within the model's range (0.1–1.0 m/s).
 * @param raw undefined means the default, 1 m/s
 * @throws MechaValidationError
 */
export function parseSpeed(model: MechaModel, raw: unknown): number {
  if (raw === undefined) return DEFAULT_SPEED_MPS
  if (typeof raw !== 'number' || !Number.isFinite(raw) || raw < model.minSpeedMps || raw > model.maxSpeedMps)
    throw new MechaValidationError(
      `speed must be a number from ${model.minSpeedMps} to ${model.maxSpeedMps} m/s, got ${String(raw)}`,
    )
  return raw
}

/**
 * Checks the body of a move: a non-empty array of at most MAX_WAYPOINTS (100) objects with
 * exactly the finite numbers x and y, each within the map's operational range from the origin.
 * Checks shape first for every waypoint, then range, so the message names the first problem.
 * @throws MechaValidationError
 */
export function parseWaypoints(map: WorldMap, raw: unknown): Waypoint[] {
  const points = parseWaypointList(raw)
  const range = map.operational_range_m
  points.forEach((p, i) => {
    const d = Math.hypot(p.x, p.y)
    if (d > range)
      throw new MechaValidationError(
        `waypoint ${i} (${p.x}, ${p.y}) is ${d.toFixed(2)} m from the origin, outside the operational range of ${range} m`,
      )
  })
  return points
}

/**
 * The shape checks of `parseWaypoints` without the map: a gateway in front of a remote robot
 * checks these, and the robot, which knows its map, checks the range and the stairs.
 * @throws MechaValidationError
 */
export function parseWaypointList(raw: unknown): Waypoint[] {
  if (!Array.isArray(raw)) throw new MechaValidationError('the body must be a JSON array of {x, y} waypoints')
  if (raw.length === 0) throw new MechaValidationError('the waypoint list is empty; send at least one {x, y}')
  if (raw.length > MAX_WAYPOINTS)
    throw new MechaValidationError(
      `too many waypoints: ${raw.length} (hard cap ${MAX_WAYPOINTS}, recommended under ${RECOMMENDED_MAX_WAYPOINTS})`,
    )
  return raw.map((w, i) => parseWaypoint(w, i))
}

function parseWaypoint(w: unknown, i: number): Waypoint {
  if (typeof w !== 'object' || w === null || Array.isArray(w))
    throw new MechaValidationError(`waypoint ${i} must be an object {x, y}`)
  const extra = Object.keys(w).filter((k) => k !== 'x' && k !== 'y')
  if (extra.length)
    throw new MechaValidationError(`waypoint ${i} has unexpected keys: ${extra.join(', ')}; only x and y`)
  const { x, y } = w as Record<string, unknown>
  for (const [key, v] of [
    ['x', x],
    ['y', y],
  ] as const)
    if (typeof v !== 'number' || !Number.isFinite(v))
      throw new MechaValidationError(
        `waypoint ${i}: ${key} must be a finite number, got ${typeof v === 'number' ? v : (JSON.stringify(v) ?? 'nothing')}`,
      )
  return { x: x as number, y: y as number }
}

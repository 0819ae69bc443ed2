import type { Point, Waypoint } from './mecha.schema.ts'
import { MechaValidationError } from './mecha-errors.ts'
import type { MechaModel } from './mecha-models.ts'
import { profileSegment, type SegmentProfile } from './segment-profile.ts'
import type { Staircase, WorldMap } from './world-map.schema.ts'
import { staircaseInclineDeg } from './world-map.ts'

/** A path checked against the map: one segment per waypoint, starting where the mecha stands. */
export interface PathPlan {
  waypoints: Waypoint[]
  /** segments[i] ends at waypoints[i]. */
  segments: SegmentProfile[]
  /** Staircases the path climbs or descends (needs stair_climbing mode), in path order, with where it first does. */
  stairs: { staircase: Staircase; at: Point }[]
  lengthM: number
}

const EPS = 1e-9
/** A point as the error messages show it. */
export const fmt = (p: Point) => `(${p.x.toFixed(2)}, ${p.y.toFixed(2)})`

/** Why a staircase is beyond a model's limits, or null when the model can climb it. */
export function staircaseLimitProblem(model: MechaModel, s: Staircase): string | null {
  if (!model.stairCapable) return `the ${model.slug} model has no stair mode`
  const problems: string[] = []
  if (model.maxStepHeightM !== null && s.step_height_m > model.maxStepHeightM + EPS)
    problems.push(`step height ${s.step_height_m} m > ${model.maxStepHeightM} m`)
  if (model.minStepDepthM !== null && s.step_depth_m < model.minStepDepthM - EPS)
    problems.push(`step depth ${s.step_depth_m} m < ${model.minStepDepthM} m`)
  const incline = staircaseInclineDeg(s)
  if (model.maxInclineDeg !== null && incline > model.maxInclineDeg + EPS)
    problems.push(`incline ${incline.toFixed(1)}° > ${model.maxInclineDeg}°`)
  return problems.length ? `beyond the ${model.slug} limits (${problems.join(', ')})` : null
}

/**
 * Intersects the path with the map before anything moves. Height changes that no mode of the
 * model can take are a 400 (MechaValidationError): stairs beyond the model's limits, any stairs
 * for a model without stair mode, and edges higher than one step (the sides of upper steps, the
 * far edge of a landing). Whether the mode allows the stairs is the caller's 422 check, made
 * after the state checks.
 */
export function planPath(model: MechaModel, map: WorldMap, from: Point, waypoints: Waypoint[]): PathPlan {
  const segments: SegmentProfile[] = []
  const stairs: PathPlan['stairs'] = []
  // A copy: `from` is often the live pose, which moves while the plan is walked.
  let here: Point = { x: from.x, y: from.y }
  for (const w of waypoints) {
    const seg = profileSegment(map, here, w)
    for (const edge of seg.edges) {
      const s = edge.staircase
      const problem = staircaseLimitProblem(model, s)
      if (problem)
        throw new MechaValidationError(
          `the path crosses staircase ${s.id} at ${fmt(edge.point)}, which is ${problem}; no mode can climb it`,
        )
      if (Math.abs(edge.dz) > s.step_height_m + EPS)
        throw new MechaValidationError(
          `the path ${edge.dz > 0 ? 'climbs' : 'drops'} ${Math.abs(edge.dz).toFixed(2)} m at ${fmt(edge.point)}, ` +
            `over an edge of staircase ${s.id}; only one step (${s.step_height_m} m) at a time can be taken`,
        )
      if (!stairs.some((x) => x.staircase === s)) stairs.push({ staircase: s, at: edge.point })
    }
    segments.push(seg)
    here = w
  }
  return { waypoints, segments, stairs, lengthM: segments.reduce((sum, s) => sum + s.length, 0) }
}

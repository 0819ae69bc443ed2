import { type Static, Type } from 'typebox'

/**
 * A straight staircase. Its foot is the middle of the first riser at (x, y); it ascends along
 * `direction_deg` (counter-clockwise from +x). Step i (1-based) is the strip
 * ((i-1)·depth, i·depth] along the ascent at height i·step_height; the landing continues at the
 * top height for `landing_depth_m`. Incline is derived: atan(step_height / step_depth).
 */
export const StaircaseSchema = Type.Object(
  {
    id: Type.String({ minLength: 1 }),
    x: Type.Number(),
    y: Type.Number(),
    direction_deg: Type.Number(),
    width_m: Type.Number({ exclusiveMinimum: 0 }),
    step_height_m: Type.Number({ exclusiveMinimum: 0 }),
    step_depth_m: Type.Number({ exclusiveMinimum: 0 }),
    step_count: Type.Integer({ minimum: 1 }),
    landing_depth_m: Type.Number({ minimum: 0 }),
  },
  { additionalProperties: false },
)
export type Staircase = Static<typeof StaircaseSchema>

/** The world one mecha lives in: flat ground at z 0, staircases, and a circle it may not leave. */
export const WorldMapSchema = Type.Object(
  {
    /** Waypoints farther than this from the origin (the mecha's start) are refused with a 400. */
    operational_range_m: Type.Number({ exclusiveMinimum: 0 }),
    staircases: Type.Array(StaircaseSchema),
  },
  { additionalProperties: false },
)
export type WorldMap = Static<typeof WorldMapSchema>

/** Hard cap on waypoints per move; more is a 400. The interface recommends under 50. */
export const MAX_WAYPOINTS = 100
/** Paths at or above this many waypoints are accepted with a warning (interface section 8). */
export const RECOMMENDED_MAX_WAYPOINTS = 50
/** Speed used when a move names none (interface section 4.2). */
export const DEFAULT_SPEED_MPS = 1

/** Energy use of a model, in percent of a full battery. */
export interface BatteryProfile {
  /** Per meter walked on flat ground (ground or landing). */
  drainPctPerM: number
  /** Per meter walked on the steps of a staircase. */
  stairDrainPctPerM: number
  /** Per minute while powered (ready, moving), on top of the distance drain. */
  idleDrainPctPerMin: number
  /** Per minute while resting (rest is modelled as docked charging). */
  chargePctPerMin: number
}

/** One row of the model table: what a kind of mecha can do. */
export interface MechaModel {
  /** URL slug, as in `/mecha/{slug}/set_mode`. */
  slug: string
  description: string
  /** Whether the model has a stair_climbing mode at all. */
  stairCapable: boolean
  /** Stair limits; null for models that climb no stairs. */
  maxStepHeightM: number | null
  minStepDepthM: number | null
  maxInclineDeg: number | null
  minSpeedMps: number
  maxSpeedMps: number
  /** Speed ceiling in stair_climbing mode (top of the recommended 0.2–0.3 m/s); null without stair mode. */
  stairMaxSpeedMps: number | null
  /** How fast the mecha turns in place toward the next waypoint before walking. */
  turnRateDegPerS: number
  battery: BatteryProfile
}

/** Every model the simulator knows; a new model is one more entry. */
export const MECHA_MODELS = {
  quadruped: {
    slug: 'quadruped',
    description: 'legged, stair-capable',
    stairCapable: true,
    maxStepHeightM: 0.2,
    minStepDepthM: 0.25,
    maxInclineDeg: 35,
    minSpeedMps: 0.1,
    maxSpeedMps: 1,
    stairMaxSpeedMps: 0.3,
    turnRateDegPerS: 90,
    battery: { drainPctPerM: 0.2, stairDrainPctPerM: 1, idleDrainPctPerMin: 0.1, chargePctPerMin: 5 },
  },
  rover: {
    slug: 'rover',
    description: 'wheeled, flat ground only',
    stairCapable: false,
    maxStepHeightM: null,
    minStepDepthM: null,
    maxInclineDeg: null,
    minSpeedMps: 0.1,
    maxSpeedMps: 1,
    stairMaxSpeedMps: null,
    turnRateDegPerS: 60,
    battery: { drainPctPerM: 0.1, stairDrainPctPerM: 0.1, idleDrainPctPerMin: 0.05, chargePctPerMin: 5 },
  },
} as const satisfies Record<string, MechaModel>

/** A model slug known to the simulator. */
export type MechaModelSlug = keyof typeof MECHA_MODELS

/** Slugs in table order, e.g. for a route parameter enum. */
export const MECHA_MODEL_SLUGS = Object.keys(MECHA_MODELS) as MechaModelSlug[]

/** The model for a slug, or undefined when the slug is unknown. */
export function findMechaModel(slug: string): MechaModel | undefined {
  return Object.hasOwn(MECHA_MODELS, slug) ? MECHA_MODELS[slug as MechaModelSlug] : undefined
}

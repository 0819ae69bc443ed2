import { type Static, Type } from 'typebox'
import { MAX_WAYPOINTS } from './mecha-models.ts'

/** Lifecycle states; the transitions are the table in state-table.ts. */
/** Every state of a mecha, in the order the state table lists them. */
export const MECHA_STATES = ['offline', 'ready', 'moving', 'resting', 'fault', 'estopped'] as const
export const MechaStateSchema = Type.Enum(MECHA_STATES)
export type MechaState = Static<typeof MechaStateSchema>

/** Movement modes (interface section 3); only stair-capable models leave `standard`. */
export const MechaModeSchema = Type.Enum(['standard', 'stair_climbing'])
export type MechaMode = Static<typeof MechaModeSchema>

/** A waypoint: meters relative to the mecha's start, nothing else (interface section 2.4). */
export const WaypointSchema = Type.Object(
  { x: Type.Number(), y: Type.Number() },
  { additionalProperties: false },
)
export type Waypoint = Static<typeof WaypointSchema>
/** A point in the plane; same shape as a waypoint. */
export type Point = Waypoint

/** The body of a move: 1 to MAX_WAYPOINTS (100) waypoints, walked in order. */
export const WaypointListSchema = Type.Array(WaypointSchema, { minItems: 1, maxItems: MAX_WAYPOINTS })

/** Position and heading; z is the terrain height (stairs), heading counter-clockwise from +x in (-180, 180]. */
export const PoseSchema = Type.Object({
  x: Type.Number(),
  y: Type.Number(),
  z: Type.Number(),
  heading_deg: Type.Number(),
})
export type Pose = Static<typeof PoseSchema>

/** An error condition (a fault or the e-stop latch); active while cleared_at is null. */
export const ErrorConditionSchema = Type.Object({
  code: Type.String(),
  message: Type.String(),
  raised_at: Type.String({ format: 'date-time' }),
  cleared_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
})
export type ErrorCondition = Static<typeof ErrorConditionSchema>

/** Something the operator should know that blocks nothing (low battery, capped speed, long path). */
export const WarningSchema = Type.Object({ code: Type.String(), message: Type.String() })
export type Warning = Static<typeof WarningSchema>

/** What the model can do, with the operational range of the mecha's map. */
export const ModelLimitsSchema = Type.Object({
  stair_capable: Type.Boolean(),
  max_step_height_m: Type.Union([Type.Number(), Type.Null()]),
  min_step_depth_m: Type.Union([Type.Number(), Type.Null()]),
  max_incline_deg: Type.Union([Type.Number(), Type.Null()]),
  max_speed_mps: Type.Number(),
  min_speed_mps: Type.Number(),
  stair_max_speed_mps: Type.Union([Type.Number(), Type.Null()]),
  operational_range_m: Type.Number(),
  max_waypoints: Type.Integer(),
})

/** The diagnostics object of `GET /mecha/diagnostic/status`. */
export const MechaStatusSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  model: Type.String(),
  organization_id: Type.String(),
  state: MechaStateSchema,
  mode: MechaModeSchema,
  pose: PoseSchema,
  /** Speed right now: 0 unless walking a segment. */
  speed_mps: Type.Number(),
  /** Speed the running move asked for; null without a path. */
  commanded_speed_mps: Type.Union([Type.Number(), Type.Null()]),
  path: Type.Union([
    Type.Object({
      waypoints: Type.Array(WaypointSchema),
      next_index: Type.Integer(),
      distance_left_m: Type.Number(),
    }),
    Type.Null(),
  ]),
  battery: Type.Object({ percent: Type.Number(), low: Type.Boolean(), charging: Type.Boolean() }),
  /** Active error conditions. */
  errors: Type.Array(ErrorConditionSchema),
  /** The last 10 error conditions, cleared ones included, oldest first. */
  recent_errors: Type.Array(ErrorConditionSchema),
  warnings: Type.Array(WarningSchema),
  last_command: Type.Union([
    Type.Object({ name: Type.String(), at: Type.String({ format: 'date-time' }) }),
    Type.Null(),
  ]),
  last_stop_reason: Type.Union([Type.String(), Type.Null()]),
  /** Seconds since initialize while powered (ready, moving, fault); 0 when offline, resting or e-stopped. */
  uptime_s: Type.Number(),
  model_limits: ModelLimitsSchema,
  lease: Type.Union([
    Type.Object({ holder: Type.String(), expires_at: Type.String({ format: 'date-time' }) }),
    Type.Null(),
  ]),
  estop_latched: Type.Boolean(),
  /** Simulated time of this snapshot. */
  at: Type.String({ format: 'date-time' }),
})
export type MechaStatus = Static<typeof MechaStatusSchema>

/** Command names; `stop`, `estop` and `release_estop` go beyond the interface (docs/mecha.md). */
export const COMMAND_NAMES = [
  'initialize',
  'move',
  'stop',
  'rest',
  'set_mode',
  'estop',
  'release_estop',
] as const
export const CommandNameSchema = Type.Enum(COMMAND_NAMES)
export type CommandName = Static<typeof CommandNameSchema>

export function isCommandName(name: unknown): name is CommandName {
  return COMMAND_NAMES.some((c) => c === name)
}

/** A command as a typed message (e.g. over the WebSocket). */
export const MechaCommandSchema = Type.Union([
  Type.Object({ name: Type.Literal('initialize') }, { additionalProperties: false }),
  Type.Object(
    { name: Type.Literal('move'), waypoints: WaypointListSchema, speed: Type.Optional(Type.Number()) },
    { additionalProperties: false },
  ),
  Type.Object({ name: Type.Literal('stop') }, { additionalProperties: false }),
  Type.Object({ name: Type.Literal('rest') }, { additionalProperties: false }),
  Type.Object(
    { name: Type.Literal('set_mode'), mode: MechaModeSchema, model: Type.Optional(Type.String()) },
    { additionalProperties: false },
  ),
  Type.Object({ name: Type.Literal('estop') }, { additionalProperties: false }),
  Type.Object({ name: Type.Literal('release_estop') }, { additionalProperties: false }),
])

/** What a successful command returns. */
export const CommandResultSchema = Type.Object({
  mecha_id: Type.String(),
  command: CommandNameSchema,
  state: MechaStateSchema,
  mode: MechaModeSchema,
  message: Type.String(),
  warnings: Type.Array(WarningSchema),
})
export type CommandResult = Static<typeof CommandResultSchema>

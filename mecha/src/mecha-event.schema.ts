import { type Static, type TSchema, Type } from 'typebox'
import {
  ErrorConditionSchema,
  MechaModeSchema,
  MechaStateSchema,
  PoseSchema,
  WaypointSchema,
} from './mecha.schema.ts'

/** Why a path ended before its last waypoint. */
export const PreemptReasonSchema = Type.Enum(['new_path', 'stop', 'rest', 'estop', 'fault', 'deadman'])
export type PreemptReason = Static<typeof PreemptReasonSchema>

// The envelope every event shares: seq grows by one per event of the same mecha.
function event<const K extends string, D extends TSchema>(type: K, data: D) {
  return Type.Object({
    seq: Type.Integer({ minimum: 1 }),
    at: Type.String({ format: 'date-time' }),
    mecha_id: Type.String(),
    type: Type.Literal(type),
    data,
  })
}

export const TelemetryEventSchema = event(
  'telemetry',
  Type.Object({
    state: MechaStateSchema,
    mode: MechaModeSchema,
    pose: PoseSchema,
    speed_mps: Type.Number(),
    battery: Type.Object({ percent: Type.Number(), low: Type.Boolean(), charging: Type.Boolean() }),
    next_index: Type.Union([Type.Integer(), Type.Null()]),
    distance_left_m: Type.Union([Type.Number(), Type.Null()]),
  }),
)

/** Every event kind the fleet emits; `telemetry` is not kept in the replay buffer. */
export const MechaEventSchema = Type.Union([
  TelemetryEventSchema,
  event('waypoint_reached', Type.Object({ index: Type.Integer(), point: WaypointSchema })),
  event('path_finished', Type.Object({ point: WaypointSchema, waypoints: Type.Integer() })),
  event(
    'path_preempted',
    Type.Object({ reason: PreemptReasonSchema, point: WaypointSchema, next_index: Type.Integer() }),
  ),
  event('fault_raised', Type.Object({ error: ErrorConditionSchema })),
  event('fault_cleared', Type.Object({ error: ErrorConditionSchema })),
  event('state_changed', Type.Object({ from: MechaStateSchema, to: MechaStateSchema, cause: Type.String() })),
  event('mode_changed', Type.Object({ from: MechaModeSchema, to: MechaModeSchema })),
  event(
    'lease_changed',
    Type.Object({
      holder: Type.Union([Type.String(), Type.Null()]),
      expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
      cause: Type.Enum(['acquired', 'released', 'expired', 'deadman']),
    }),
  ),
])
export type MechaEvent = Static<typeof MechaEventSchema>
export type MechaEventType = MechaEvent['type']

/** The data of one event type, e.g. `EventData<'waypoint_reached'>`. */
export type EventData<K extends MechaEventType> = Extract<MechaEvent, { type: K }>['data']

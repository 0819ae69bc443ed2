// The mecha domain's public surface, for the HTTP routes, the WebSocket channel and the CLI.
export { LOW_BATTERY_PCT, MIN_INITIALIZE_BATTERY_PCT } from './battery.ts'
export { type Clock, createScaledClock, ManualClock, systemClock } from './clock.ts'
export { type CheckedCommand, checkCommandShape } from './command-shape.ts'
export { DEFAULT_LEASE_TTL_MS, heldBy, type Lease, LeaseTable } from './control-lease.ts'
export { EventLog, type EventsSince } from './event-log.ts'
export { Fleet, type FleetListener, type FleetOptions, type LeaseInfo, type RegisterMecha } from './fleet.ts'
export * from './mecha.schema.ts'
export { LEASE_EXEMPT_COMMANDS, type MechaCommand } from './mecha-command.ts'
export { MechaError, MechaNotFoundError, MechaStateError, MechaValidationError } from './mecha-errors.ts'
export * from './mecha-event.schema.ts'
export {
  DEFAULT_SPEED_MPS,
  findMechaModel,
  MAX_WAYPOINTS,
  MECHA_MODEL_SLUGS,
  MECHA_MODELS,
  type MechaModel,
  type MechaModelSlug,
  RECOMMENDED_MAX_WAYPOINTS,
} from './mecha-models.ts'
export type { MechaInfo, RestoredState } from './mecha-sim.ts'
export { parseSpeed, parseWaypointList, parseWaypoints } from './move-request.ts'
export { renderStateTable, STATE_TABLE } from './state-table.ts'
export { startSlicedTicker, startTicker, type Ticker } from './ticker.ts'
export * from './world-map.schema.ts'
export { DEFAULT_WORLD_MAP, parseWorldMap, staircaseInclineDeg } from './world-map.ts'

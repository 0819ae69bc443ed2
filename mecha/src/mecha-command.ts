import type { CommandName } from './mecha.schema.ts'

/**
 * A command as the HTTP routes and the WebSocket hand it to the fleet. Inputs are `unknown`
 * where the client's bytes arrive, because the domain does the checking (one set of messages).
 */
export type MechaCommand =
  | { name: 'initialize' }
  /** speed: m/s, default 1; waypoints: the raw JSON body. */
  | { name: 'move'; waypoints: unknown; speed?: unknown }
  | { name: 'stop' }
  | { name: 'rest' }
  /** model: the slug from `/mecha/{model}/set_mode`, checked against the mecha's model when given. */
  | { name: 'set_mode'; mode: unknown; model?: string }
  | { name: 'estop' }
  | { name: 'release_estop' }

/** Commands a client without the control lease may still send: they only make the mecha safer. */
export const LEASE_EXEMPT_COMMANDS: readonly CommandName[] = ['rest', 'stop', 'estop']

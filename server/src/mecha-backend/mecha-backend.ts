import type {
  CommandResult,
  EventsSince,
  MechaCommand,
  MechaEvent,
  MechaInfo,
  MechaStatus,
} from '@hangar/mecha'

/**
 * The port between the mecha service (HTTP routes, WebSocket sessions) and whatever runs the
 * robots: the in-process simulator (embedded) or robot agents behind an MQTT broker. Nothing
 * above it knows which (docs/robot-protocol.md, DESIGN.md §5). Errors are the domain's:
 * MechaNotFoundError (404), MechaValidationError (400), MechaStateError (422), plus
 * MechaUnavailableError (503: no broker) and MechaTimeoutError (504: no acknowledgement).
 */
export interface MechaBackend {
  /** 'embedded' or 'broker', for logs and the start banner. */
  readonly kind: 'embedded' | 'broker'
  /** Adds a mecha (start-up, admin registration); checks the model and the map (400). */
  register(registration: MechaRegistration): Promise<MechaInfo>
  /** Forgets a mecha (a registration whose storing failed). */
  unregister(mechaId: string): Promise<void>
  /** The registration of a mecha this backend knows, or undefined. */
  find(mechaId: string): MechaInfo | undefined
  /**
   * Runs a command and answers the result with the diagnostics right after it.
   * @param actor the control-lease identity of the sender (a WebSocket connection); HTTP sends none
   */
  command(mechaId: string, cmd: MechaCommand, actor?: string): Promise<CommandOutcome>
  /** Diagnostics now; a robot out of reach answers its last known status, marked offline. */
  status(mechaId: string): Promise<MechaDiagnostics>
  /** The last known diagnostics without asking the robot (lists of many mechas); undefined when never seen. */
  lastKnown(mechaId: string): MechaDiagnostics | undefined
  /** Takes the control lease for `holder`; 422 naming the holder while another holds it. */
  acquireLease(mechaId: string, holder: string): Promise<void>
  /** Gives the lease up without stopping the mecha; false when `holder` held none. */
  releaseLease(mechaId: string, holder: string): Promise<boolean>
  /**
   * The dead-man stop for a lease holder that is gone: when `holder` still holds the lease, the
   * mecha halts in place, the lease is dropped and `reason` becomes the last stop reason.
   */
  deadman(mechaId: string, holder: string, reason: string): Promise<void>
  /** Events after `afterSeq` for a reconnecting client (telemetry is not kept). */
  eventsSince(mechaId: string, afterSeq: number): Promise<EventsSince>
  /** Delivers every event of one mecha to `sink` until the returned function is called. */
  watch(mechaId: string, sink: EventSink): Promise<() => void>
  /** Stops mechas under real-time control of this process and lets go of every resource. */
  close(): Promise<void>
}

/** What registering a mecha needs: the stored registration. */
export interface MechaRegistration {
  id: string
  name: string
  /** A model slug: 'quadruped' or 'rover'. */
  model: string
  organization_id: string
  /** The simulator's world map (plain data, checked); default map when absent. */
  map?: unknown
}

/**
 * The diagnostics object: the domain's status plus where the robot is reachable from.
 * Embedded mechas are always online.
 */
export type MechaDiagnostics = MechaStatus & {
  /** Whether the robot is connected now (its agent is online). */
  online: boolean
  /** When the service last heard from the robot; null when it never connected. */
  last_seen: string | null
}

/** A command's result and the diagnostics right after it. */
export interface CommandOutcome {
  result: CommandResult
  status: MechaDiagnostics
}

/** Receives the events of a watched mecha, in sequence order. */
export type EventSink = (event: MechaEvent) => void

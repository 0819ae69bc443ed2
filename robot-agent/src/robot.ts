import type { CommandResult, MechaCommand, MechaEvent, RestoredState } from '@hangar/mecha'
import type { RobotStatus } from '@hangar/robot-protocol'

/** An event as the robot reports it; the agent numbers it (seq) and names the mecha. */
export type RobotEvent = MechaEvent extends infer E
  ? E extends MechaEvent
    ? Omit<E, 'seq' | 'mecha_id'>
    : never
  : never

/** What the factsheet says of the robot. */
export interface RobotDescription {
  /** The model slug the platform registered the mecha with, e.g. quadruped. */
  model: string
  description: string
  limits: RobotStatus['model_limits']
}

/**
 * The robot side of the agent: everything that moves. The agent owns the network, the control
 * lease, the command ids and deadlines, the heartbeats and the event numbering; a robot only
 * checks and runs commands and says what happens. The simulator (`SimRobot`) is one; a hardware
 * driver, for example a ROS 2 bridge (docs/robot-agent.md), is another.
 *
 * Errors: throw `MechaValidationError` (400) for a request no state could accept (speed, range,
 * stairs it cannot climb) and `MechaStateError` (422) for one the state forbids now; the agent
 * sends the sentence to the client as it is.
 */
export interface Robot {
  /** Model and limits, published as the factsheet. */
  describe(): RobotDescription
  /** The request checks alone (400s); changes nothing. */
  check(cmd: MechaCommand): void
  /** Runs a command now (422 when the state forbids it); rest, stop and estop never fail. */
  run(cmd: MechaCommand): CommandResult
  /** Dead-man stop: halts in place and records why; never throws, keeps an e-stop latched. */
  halt(reason: string): void
  /** The status now; `lease` is the agent's to fill. */
  status(): RobotStatus
  /** After a restart: stand where the last published status says, powered down (or still e-stopped). */
  restore(last: RestoredState): void
  /** Every event as it happens, telemetry included (10 Hz while moving). */
  onEvent(listener: (event: RobotEvent) => void): void
  /** Releases the robot's own resources (timers, driver connections). */
  close(): void
}

import {
  type Clock,
  type CommandResult,
  Fleet,
  findMechaModel,
  type MechaCommand,
  type MechaEvent,
  type RestoredState,
  startSlicedTicker,
  systemClock,
  type Ticker,
} from '@hangar/mecha'
import type { RobotStatus } from '@hangar/robot-protocol'
import type { Robot, RobotDescription, RobotEvent } from './robot.ts'

export interface SimWorldOptions {
  /** Simulated time; default the wall clock. Tests pass a ManualClock and call `step()`. */
  clock?: Clock
  /** Step period; default 100 ms (10 Hz telemetry while moving). 0: no ticker, the owner steps. */
  tickMs?: number
}

/**
 * The simulator that the robots of one agent process share: one fleet, one sliced ticker, and
 * each event handed to its own robot only (a process hosting 1,000 simulated robots for the
 * benchmark pays for one timer, not 1,000).
 */
export class SimWorld {
  readonly fleet: Fleet
  readonly #listeners = new Map<string, (event: MechaEvent) => void>()
  readonly #ticker: Ticker | null

  constructor(options: SimWorldOptions = {}) {
    this.fleet = new Fleet({ clock: options.clock ?? systemClock })
    this.fleet.on((event) => this.#listeners.get(event.mecha_id)?.(event))
    const tickMs = options.tickMs ?? 100
    this.#ticker = tickMs > 0 ? startSlicedTicker(this.fleet, { intervalMs: tickMs, slices: 10 }) : null
  }

  /**
   * Adds a simulated robot.
   * @param options.model a model slug (default quadruped); options.map a world map (default map)
   */
  robot(mechaId: string, options: { model?: string; map?: unknown; batteryPercent?: number } = {}): SimRobot {
    this.fleet.register({
      id: mechaId,
      name: mechaId,
      model: options.model ?? 'quadruped',
      organization_id: 'local',
      ...(options.map !== undefined ? { map: options.map } : {}),
      ...(options.batteryPercent !== undefined ? { battery_percent: options.batteryPercent } : {}),
    })
    return new SimRobot(this, mechaId)
  }

  /** Advances every robot to the clock's time (what the ticker does). */
  step(): void {
    this.fleet.step()
  }

  listen(mechaId: string, listener: ((event: MechaEvent) => void) | null): void {
    if (listener) this.#listeners.set(mechaId, listener)
    else this.#listeners.delete(mechaId)
  }

  close(): void {
    this.#ticker?.stop()
  }
}

/** The simulator as a robot: the same kinematics, stairs, battery and faults as the embedded backend. */
export class SimRobot implements Robot {
  readonly #fleet: Fleet

  constructor(
    readonly world: SimWorld,
    readonly mechaId: string,
  ) {
    this.#fleet = world.fleet
  }

  describe(): RobotDescription {
    const info = this.#fleet.info(this.mechaId)
    return {
      model: info.model,
      description: findMechaModel(info.model)?.description ?? info.model,
      limits: this.#fleet.status(this.mechaId).model_limits,
    }
  }

  check(cmd: MechaCommand): void {
    this.#fleet.validate(this.mechaId, cmd)
  }

  run(cmd: MechaCommand): CommandResult {
    return this.#fleet.command(this.mechaId, cmd)
  }

  halt(reason: string): void {
    this.#fleet.deadman(this.mechaId, reason)
  }

  status(): RobotStatus {
    const {
      id: _id,
      name: _name,
      model: _model,
      organization_id: _org,
      ...status
    } = this.#fleet.status(this.mechaId)
    return status
  }

  restore(last: RestoredState): void {
    this.#fleet.restore(this.mechaId, last)
  }

  onEvent(listener: (event: RobotEvent) => void): void {
    this.world.listen(this.mechaId, ({ seq: _seq, mecha_id: _id, ...event }) => listener(event as RobotEvent))
  }

  /** Raises a fault, as the hardware would (tests, demos). */
  injectFault(code: string, message: string): void {
    this.#fleet.injectFault(this.mechaId, code, message)
  }

  close(): void {
    this.world.listen(this.mechaId, null)
    this.#fleet.unregister(this.mechaId)
  }
}

import { type ActivePath, normalizeDeg, pointOnPath, roundMicro } from './active-path.ts'
import { chargePerS, idleDrainPerS, MIN_INITIALIZE_BATTERY_PCT, walkDrainPerS } from './battery.ts'
import { ErrorConditions } from './error-conditions.ts'
import type { MechaMode, MechaState, Pose } from './mecha.schema.ts'
import type { EventData, MechaEventType, PreemptReason } from './mecha-event.schema.ts'
import type { MechaModel, MechaModelSlug } from './mecha-models.ts'
import type { PathPlan } from './path-plan.ts'
import { terrainAt } from './terrain.ts'
import type { WorldMap } from './world-map.schema.ts'

/** The registry record of a mecha. */
export interface MechaInfo {
  id: string
  name: string
  model: MechaModelSlug
  organization_id: string
}

/** What a restarted robot program knows of where its robot stood (its last published status). */
export interface RestoredState {
  pose: Pose
  battery_percent: number
  estop_latched: boolean
  last_stop_reason?: string | null
}

/** How the simulator reports events; the fleet adds seq, timestamp and fan-out. */
export type Emit = <K extends MechaEventType>(type: K, data: EventData<K>, atMs: number) => void

const EPS = 1e-9
const HEADING_EPS = 1e-6
// Faults rest cannot reset: they clear by themselves (battery_empty: when charged).
const SELF_CLEARING = new Set(['battery_empty', 'estop'])

/**
 * One simulated mecha: kinematics, battery, mode, state and error conditions. It trusts its
 * caller (the fleet) to have validated commands against the state table and the guards, and
 * only moves in time when `advanceTo` is called.
 */
export class MechaSim {
  state: MechaState = 'offline'
  mode: MechaMode = 'standard'
  pose: Pose = { x: 0, y: 0, z: 0, heading_deg: 0 }
  /** Percent, 0–100. */
  battery: number
  /** Speed right now (0 while turning or standing). */
  speedMps = 0
  path: ActivePath | null = null
  readonly conditions = new ErrorConditions()
  lastCommand: { name: string; at: string } | null = null
  lastStopReason: string | null = null
  poweredSinceMs: number | null = null
  /** Simulated time this mecha has been advanced to. */
  timeMs: number
  lastTelemetryMs = Number.NEGATIVE_INFINITY
  /** State the last telemetry reported, so the first step in a new state reports at once. */
  lastTelemetryState: MechaState | null = null

  constructor(
    readonly info: MechaInfo,
    readonly model: MechaModel,
    readonly map: WorldMap,
    startMs: number,
    batteryPct: number,
    private readonly emit: Emit,
  ) {
    this.timeMs = startMs
    this.battery = batteryPct
    this.pose.z = terrainAt(map, this.pose).z
  }

  /** Speed the current mode allows for a commanded speed: stair mode caps every segment (docs/mecha.md). */
  effectiveSpeed(commanded: number): number {
    return this.mode === 'stair_climbing' && this.model.stairMaxSpeedMps !== null
      ? Math.min(commanded, this.model.stairMaxSpeedMps)
      : commanded
  }

  /** Runs the simulation forward to `nowMs`; earlier times are ignored (time never runs back). */
  advanceTo(nowMs: number): void {
    if (nowMs <= this.timeMs) return
    this.#advance(nowMs - this.timeMs)
    this.timeMs = nowMs
  }

  // --- commands (already allowed by the state table and guards) ---

  initialize(at: number): void {
    if (this.state === 'ready') return
    this.poweredSinceMs = at
    this.#setState('ready', 'initialize', at)
  }

  startPath(plan: PathPlan, commandedSpeed: number, at: number): void {
    this.#halt('new_path', at)
    this.path = { plan, commandedSpeed, index: 0, distOnSeg: 0 }
    this.#setState('moving', 'move', at)
    // Waypoints at the current position (conventionally the first one) are reached at once.
    this.#advance(0)
  }

  stop(at: number): void {
    if (this.state !== 'moving') return
    this.#halt('stop', at)
    this.lastStopReason = 'stop command'
    this.#setState('ready', 'stop', at)
  }

  rest(at: number): void {
    if (this.state === 'estopped') return
    if (this.#halt('rest', at)) this.lastStopReason = 'rest command'
    this.#toResting('rest', at)
  }

  estop(at: number): void {
    if (this.state === 'estopped') return
    this.#halt('estop', at)
    this.lastStopReason = 'emergency stop'
    this.raise('estop', 'emergency stop latched; release_estop clears it', at)
    this.poweredSinceMs = null
    this.#setState('estopped', 'estop', at)
  }

  releaseEstop(at: number): void {
    this.#clear('estop', at)
    this.#toResting('release_estop', at)
  }

  setMode(mode: MechaMode, at: number): void {
    if (mode === this.mode) return
    const from = this.mode
    this.mode = mode
    this.emit('mode_changed', { from, to: mode }, at)
  }

  /** Raises an error condition; a fault halts the mecha and blocks motion until cleared (e-stop stays e-stop). */
  raise(code: string, message: string, at: number): void {
    const condition = this.conditions.raise(code, message, at)
    if (!condition) return
    this.emit('fault_raised', { error: { ...condition } }, at)
    if (code === 'estop') return
    if (this.#halt('fault', at)) this.lastStopReason = `fault: ${code}`
    if (this.state !== 'estopped') this.#setState('fault', code, at)
  }

  /** The dead-man stop: halts in place (state ready) and records why. */
  deadman(reason: string, at: number): void {
    this.lastStopReason = `dead-man: ${reason}`
    if (this.state !== 'moving') return
    this.#halt('deadman', at)
    this.#setState('ready', 'deadman', at)
  }

  /**
   * After a restart of the program that drives the robot: the robot stands where it last was,
   * with the battery it had, powered down (resting), or still e-stopped when the latch was on.
   */
  restore(last: RestoredState, at: number): void {
    this.path = null
    this.speedMps = 0
    this.pose = { ...last.pose, z: terrainAt(this.map, last.pose).z }
    this.battery = Math.min(100, Math.max(0, last.battery_percent))
    this.poweredSinceMs = null
    if (last.last_stop_reason !== undefined) this.lastStopReason = last.last_stop_reason
    if (last.estop_latched) {
      this.raise('estop', 'emergency stop latched; release_estop clears it', at)
      this.#setState('estopped', 'restore', at)
    } else {
      this.#setState('resting', 'restore', at)
    }
  }

  // --- internals ---

  #setState(to: MechaState, cause: string, at: number): void {
    const from = this.state
    if (from === to) return
    this.state = to
    this.emit('state_changed', { from, to, cause }, at)
  }

  #clear(code: string, at: number): void {
    const cleared = this.conditions.clear(code, at)
    if (cleared) this.emit('fault_cleared', { error: { ...cleared } }, at)
  }

  // Rest semantics, shared by release_estop: power down, reset faults, back to standard mode.
  #toResting(cause: string, at: number): void {
    for (const c of this.conditions.active()) if (!SELF_CLEARING.has(c.code)) this.#clear(c.code, at)
    if (this.battery >= MIN_INITIALIZE_BATTERY_PCT) this.#clear('battery_empty', at)
    this.poweredSinceMs = null
    this.#setState('resting', cause, at)
    this.setMode('standard', at)
  }

  // Ends the running path where the mecha stands; returns whether there was one.
  #halt(reason: PreemptReason, at: number): boolean {
    const p = this.path
    if (!p) return false
    this.emit(
      'path_preempted',
      { reason, point: { x: this.pose.x, y: this.pose.y }, next_index: p.index },
      at,
    )
    this.path = null
    this.speedMps = 0
    return true
  }

  #advance(dtMs: number): void {
    const start = this.timeMs
    const total = dtMs / 1000
    let elapsed = 0
    const at = () => start + elapsed * 1000
    for (;;) {
      if (this.state === 'moving' && this.path) {
        const spent = this.#moveFor(this.path, total - elapsed, at)
        if (spent === null) continue
        elapsed += spent
        if (spent === 0) break
        continue
      }
      const budget = total - elapsed
      if (budget <= EPS) break
      if (this.state === 'ready') {
        const t = this.#drain(idleDrainPerS(this.model), budget)
        elapsed += t
        if (this.battery <= 0) this.raise('battery_empty', 'battery empty; rest to charge', at())
        continue
      }
      if (this.state === 'resting') this.#charge(budget, at())
      elapsed = total
    }
  }

  /**
   * One step of motion within `budget` seconds: reach a waypoint (no time, returns null), turn
   * toward the segment, or walk to the end of the current piece. Returns seconds spent (0 when
   * the budget is used up).
   */
  #moveFor(p: ActivePath, budget: number, at: () => number): number | null {
    const seg = p.plan.segments[p.index]!
    if (p.distOnSeg >= seg.length - EPS) {
      this.#reachWaypoint(p, at())
      return null
    }
    if (budget <= EPS) return 0
    const target = seg.headingDeg!
    const diff = normalizeDeg(target - this.pose.heading_deg)
    if (Math.abs(diff) > HEADING_EPS) {
      this.speedMps = 0
      const need = Math.abs(diff) / this.model.turnRateDegPerS
      const t = this.#drain(idleDrainPerS(this.model), Math.min(need, budget))
      this.pose.heading_deg =
        t >= need
          ? target
          : roundMicro(normalizeDeg(this.pose.heading_deg + Math.sign(diff) * this.model.turnRateDegPerS * t))
      if (this.battery <= 0) this.#emptied(at, t)
      return t
    }
    const piece = seg.pieces.find((q) => q.to > p.distOnSeg + EPS) ?? seg.pieces.at(-1)!
    const v = this.effectiveSpeed(p.commandedSpeed)
    const need = (piece.to - p.distOnSeg) / v
    const t = this.#drain(walkDrainPerS(this.model, piece.terrain, v), Math.min(need, budget))
    p.distOnSeg = t >= need ? piece.to : p.distOnSeg + v * t
    this.speedMps = v
    this.#placeOnSegment(p)
    if (this.battery <= 0) this.#emptied(at, t)
    return t
  }

  #emptied(at: () => number, spentNow: number): void {
    this.speedMps = 0
    this.raise('battery_empty', 'battery empty; rest to charge', at() + spentNow * 1000)
  }

  // Spends up to `seconds` at `ratePerS` percent per second; returns the time until empty if shorter.
  #drain(ratePerS: number, seconds: number): number {
    if (ratePerS <= 0) return seconds
    if (this.battery - ratePerS * seconds > EPS) {
      this.battery -= ratePerS * seconds
      return seconds
    }
    const t = this.battery / ratePerS
    this.battery = 0
    return t
  }

  #charge(seconds: number, at: number): void {
    const rate = chargePerS(this.model)
    const before = this.battery
    this.battery = Math.min(100, before + rate * seconds)
    if (before < MIN_INITIALIZE_BATTERY_PCT && this.battery >= MIN_INITIALIZE_BATTERY_PCT)
      this.#clear('battery_empty', at + ((MIN_INITIALIZE_BATTERY_PCT - before) / rate) * 1000)
  }

  #placeOnSegment(p: ActivePath): void {
    const here = pointOnPath(p)
    this.pose.x = here.x
    this.pose.y = here.y
    this.pose.z = terrainAt(this.map, here).z
  }

  #reachWaypoint(p: ActivePath, at: number): void {
    p.distOnSeg = p.plan.segments[p.index]!.length
    this.#placeOnSegment(p)
    const point = p.plan.waypoints[p.index]!
    this.emit('waypoint_reached', { index: p.index, point: { ...point } }, at)
    p.index += 1
    p.distOnSeg = 0
    if (p.index < p.plan.waypoints.length) return
    this.emit('path_finished', { point: { ...point }, waypoints: p.plan.waypoints.length }, at)
    this.path = null
    this.speedMps = 0
    this.lastStopReason = 'path finished'
    this.#setState('ready', 'path_finished', at)
  }
}

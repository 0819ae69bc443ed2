import { MIN_INITIALIZE_BATTERY_PCT } from './battery.ts'
import { heldBy, type Lease } from './control-lease.ts'
import { COMMAND_NAMES, isCommandName, type MechaMode, MechaModeSchema } from './mecha.schema.ts'
import { LEASE_EXEMPT_COMMANDS, type MechaCommand } from './mecha-command.ts'
import { MechaStateError, MechaValidationError } from './mecha-errors.ts'
import type { MechaSim } from './mecha-sim.ts'
import { parseSpeed, parseWaypoints } from './move-request.ts'
import { fmt, planPath } from './path-plan.ts'
import { STATE_TABLE } from './state-table.ts'
import { terrainAt } from './terrain.ts'

/** Applies an accepted command at a simulated time. */
export type ApplyCommand = (at: number) => void

const MODES = MechaModeSchema.enum as readonly MechaMode[]

/**
 * Decides whether a command may run, in the documented order: request shape and range (400),
 * then the control lease, the model, the state table and the remaining guards (422). Nothing
 * changes until the returned function is called, so a refused move leaves a running path alone.
 * @throws MechaValidationError | MechaStateError
 */
export function prepareCommand(
  m: MechaSim,
  cmd: MechaCommand,
  lease: Lease | undefined,
  actor: string | undefined,
): ApplyCommand {
  const name = (cmd as { name?: unknown } | null)?.name
  if (!isCommandName(name))
    throw new MechaValidationError(
      `unknown command ${String(name)}; expected one of ${COMMAND_NAMES.join(', ')}`,
    )
  const id = m.info.id

  // 400: the request itself.
  let apply: ApplyCommand
  let guard = () => {}
  switch (cmd.name) {
    case 'move': {
      const speed = parseSpeed(m.model, cmd.speed)
      const plan = planPath(m.model, m.map, m.pose, parseWaypoints(m.map, cmd.waypoints))
      const stairs = plan.stairs[0]
      guard = () => {
        if (stairs && m.mode !== 'stair_climbing')
          throw new MechaStateError(
            `the path climbs staircase ${stairs.staircase.id} at ${fmt(stairs.at)} in standard mode; set mode stair_climbing first`,
          )
      }
      apply = (at) => m.startPath(plan, speed, at)
      break
    }
    case 'set_mode': {
      const mode = cmd.mode as MechaMode
      if (!MODES.includes(mode))
        throw new MechaValidationError(`mode must be one of ${MODES.join(', ')}, got ${String(cmd.mode)}`)
      guard = () => {
        const here = terrainAt(m.map, m.pose)
        if (mode === 'standard' && m.mode === 'stair_climbing' && here.zone === 'steps')
          throw new MechaStateError(
            `mecha ${id} stands on the steps of staircase ${here.staircase!.id}; walk to the landing or the ground before leaving stair_climbing`,
          )
      }
      apply = (at) => m.setMode(mode, at)
      break
    }
    case 'initialize':
      guard = () => {
        if (m.battery < MIN_INITIALIZE_BATTERY_PCT)
          throw new MechaStateError(
            `battery at ${m.battery.toFixed(1)}%: initialize needs at least ${MIN_INITIALIZE_BATTERY_PCT}%; rest charges it`,
          )
      }
      apply = (at) => m.initialize(at)
      break
    case 'stop':
      apply = (at) => m.stop(at)
      break
    case 'rest':
      apply = (at) => m.rest(at)
      break
    case 'estop':
      apply = (at) => m.estop(at)
      break
    case 'release_estop':
      apply = (at) => m.releaseEstop(at)
      break
  }

  // 422: who asks, what the model is, what state the mecha is in.
  if (lease && lease.holder !== actor && !LEASE_EXEMPT_COMMANDS.includes(cmd.name))
    throw new MechaStateError(`${heldBy(id, lease)}; only rest, stop and estop are accepted from others`)
  if (cmd.name === 'set_mode') {
    if (cmd.model !== undefined && cmd.model !== m.model.slug)
      throw new MechaStateError(`mecha ${id} is a ${m.model.slug}, not a ${cmd.model}`)
    if (!m.model.stairCapable)
      throw new MechaStateError(`the ${m.model.slug} model has no stair mode; its only mode is standard`)
  }
  const cell = STATE_TABLE[m.state][cmd.name]
  if ('refuse' in cell) throw new MechaStateError(`cannot ${cmd.name}: ${describeState(m)}; ${cell.refuse}`)
  guard()
  return apply
}

function describeState(m: MechaSim): string {
  const faults = m.conditions
    .active()
    .map((c) => c.code)
    .filter((c) => c !== 'estop')
  const suffix = m.state === 'fault' && faults.length ? ` (${faults.join(', ')})` : ''
  return `mecha ${m.info.id} is ${m.state}${suffix}`
}

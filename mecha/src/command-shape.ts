import {
  COMMAND_NAMES,
  type CommandName,
  type MechaMode,
  MechaModeSchema,
  type Waypoint,
} from './mecha.schema.ts'
import type { MechaCommand } from './mecha-command.ts'
import { MechaValidationError } from './mecha-errors.ts'
import type { MechaModel } from './mecha-models.ts'
import { parseSpeed, parseWaypointList } from './move-request.ts'

/** A command whose request passed the checks that need only the model: what travels to a remote robot. */
export type CheckedCommand =
  | { name: Exclude<CommandName, 'move' | 'set_mode'> }
  | { name: 'move'; waypoints: Waypoint[]; speed: number }
  | { name: 'set_mode'; mode: MechaMode; model?: string }

const MODES = MechaModeSchema.enum as readonly MechaMode[]

/**
 * The 400 checks of a command that need neither the map nor the state: a known name, a speed
 * within the model's range, the shape of the waypoint list, a known mode. The sentences and their
 * order are the fleet's (prepare-command.ts), which still checks everything else: range, stairs,
 * lease, state.
 * @throws MechaValidationError
 */
export function checkCommandShape(model: MechaModel, cmd: MechaCommand): CheckedCommand {
  const name = (cmd as { name?: unknown } | null)?.name
  if (!COMMAND_NAMES.includes(name as CommandName))
    throw new MechaValidationError(
      `unknown command ${String(name)}; expected one of ${COMMAND_NAMES.join(', ')}`,
    )
  switch (cmd.name) {
    case 'move': {
      const speed = parseSpeed(model, cmd.speed)
      return { name: 'move', waypoints: parseWaypointList(cmd.waypoints), speed }
    }
    case 'set_mode': {
      const mode = cmd.mode as MechaMode
      if (!MODES.includes(mode))
        throw new MechaValidationError(`mode must be one of ${MODES.join(', ')}, got ${String(cmd.mode)}`)
      return { name: 'set_mode', mode, ...(cmd.model !== undefined ? { model: cmd.model } : {}) }
    }
    default:
      return { name: cmd.name }
  }
}

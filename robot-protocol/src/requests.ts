import type { CheckedCommand, MechaCommand, Waypoint } from '@hangar/mecha'
import type { Action, ActionType, InstantActionsMessage, OrderMessage } from './messages.ts'

/** What the service asks of a robot: a command of the interface, or one of the channel's own requests. */
export type RobotRequest =
  | { kind: 'command'; command: CheckedCommand }
  | { kind: 'acquireControl' }
  | { kind: 'releaseControl' }
  | { kind: 'deadman'; reason: string }
  | { kind: 'stateRequest' }
  | { kind: 'factsheetRequest' }
  | { kind: 'eventsRequest'; afterSeq: number }

/** The header and control fields a request message needs (everything but its content). */
export type RequestEnvelope = Pick<
  InstantActionsMessage,
  | 'headerId'
  | 'timestamp'
  | 'version'
  | 'manufacturer'
  | 'serialNumber'
  | 'commandId'
  | 'deadline'
  | 'replyTo'
  | 'sender'
  | 'actor'
>

const ACTION_OF_COMMAND: Record<Exclude<CheckedCommand['name'], 'move'>, ActionType> = {
  initialize: 'initialize',
  stop: 'stop',
  rest: 'rest',
  set_mode: 'setMode',
  estop: 'estop',
  release_estop: 'releaseEstop',
}

/** Safety requests: never dropped for lateness, and VDA's HARD blocking (nothing runs beside them). */
export const SAFETY_ACTIONS: ReadonlySet<ActionType> = new Set(['estop', 'deadman', 'stop', 'rest'])

/** Builds the message of a request: a move becomes an `order`, everything else one instant action. */
export function requestMessage(
  request: RobotRequest,
  envelope: RequestEnvelope,
): { topic: 'order'; message: OrderMessage } | { topic: 'instantActions'; message: InstantActionsMessage } {
  if (request.kind === 'command' && request.command.name === 'move')
    return { topic: 'order', message: orderOf(envelope, request.command.waypoints, request.command.speed) }
  let actionType: ActionType
  const parameters: Action['actionParameters'] = []
  if (request.kind === 'command') {
    const cmd = request.command as Exclude<CheckedCommand, { name: 'move' }>
    actionType = ACTION_OF_COMMAND[cmd.name]
    if (cmd.name === 'set_mode') {
      parameters.push({ key: 'mode', value: cmd.mode })
      if (cmd.model !== undefined) parameters.push({ key: 'model', value: cmd.model })
    }
  } else {
    actionType = request.kind
    if (request.kind === 'deadman') parameters.push({ key: 'reason', value: request.reason })
    if (request.kind === 'eventsRequest') parameters.push({ key: 'afterSeq', value: request.afterSeq })
  }
  const action: Action = {
    actionId: envelope.commandId,
    actionType,
    blockingType: SAFETY_ACTIONS.has(actionType) ? 'HARD' : 'NONE',
    actionParameters: parameters,
  }
  return { topic: 'instantActions', message: { ...envelope, actions: [action] } }
}

function orderOf(envelope: RequestEnvelope, waypoints: Waypoint[], speed: number): OrderMessage {
  const nodeId = (i: number) => `wp${i}`
  return {
    ...envelope,
    orderId: envelope.commandId,
    orderUpdateId: 0,
    nodes: waypoints.map((w, i) => ({
      nodeId: nodeId(i),
      sequenceId: 2 * i,
      released: true,
      nodePosition: { x: w.x, y: w.y, mapId: 'local' },
      actions: [],
    })),
    edges: waypoints.slice(1).map((_, i) => ({
      edgeId: `e${i}`,
      sequenceId: 2 * i + 1,
      released: true,
      startNodeId: nodeId(i),
      endNodeId: nodeId(i + 1),
      actions: [],
    })),
    speed,
  }
}

/**
 * The request a robot reads from a checked message. A move comes back as the command the fleet
 * takes (`MechaCommand`), so the robot checks range and stairs with the domain's own sentences.
 */
export function requestOf(
  topic: 'order' | 'instantActions',
  message: OrderMessage | InstantActionsMessage,
): { kind: 'command'; command: MechaCommand } | Exclude<RobotRequest, { kind: 'command' }> {
  if (topic === 'order') {
    const order = message as OrderMessage
    const waypoints = [...order.nodes]
      .sort((a, b) => a.sequenceId - b.sequenceId)
      .map((n) => ({ x: n.nodePosition.x, y: n.nodePosition.y }))
    return { kind: 'command', command: { name: 'move', waypoints, speed: order.speed } }
  }
  const action = (message as InstantActionsMessage).actions[0]!
  const param = (key: string) => action.actionParameters.find((p) => p.key === key)?.value
  switch (action.actionType) {
    case 'setMode': {
      const model = param('model')
      return {
        kind: 'command',
        command: { name: 'set_mode', mode: param('mode'), ...(typeof model === 'string' ? { model } : {}) },
      }
    }
    case 'initialize':
    case 'stop':
    case 'rest':
    case 'estop':
      return { kind: 'command', command: { name: action.actionType } }
    case 'releaseEstop':
      return { kind: 'command', command: { name: 'release_estop' } }
    case 'deadman':
      return { kind: 'deadman', reason: String(param('reason') ?? 'service request') }
    case 'eventsRequest':
      return { kind: 'eventsRequest', afterSeq: Number(param('afterSeq') ?? 0) }
    default:
      return { kind: action.actionType }
  }
}

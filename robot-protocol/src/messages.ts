import {
  CommandResultSchema,
  MechaEventSchema,
  MechaStatusSchema,
  ModelLimitsSchema,
  TelemetryEventSchema,
} from '@hangar/mecha'
import { type Static, Type } from 'typebox'
import { ControlProperties, HeaderProperties, message } from './header.ts'

/** The diagnostics as a robot reports them: the service adds id, name, model and organization. */
export const RobotStatusSchema = Type.Omit(MechaStatusSchema, ['id', 'name', 'model', 'organization_id'])
export type RobotStatus = Static<typeof RobotStatusSchema>

// --- robot → service ---

export const ConnectionMessageSchema = message(
  'connection',
  'Retained. ONLINE after connecting, OFFLINE before a clean disconnect; CONNECTIONBROKEN is the last will the broker publishes when the robot vanishes.',
  { connectionState: Type.Enum(['ONLINE', 'OFFLINE', 'CONNECTIONBROKEN']) },
)
export type ConnectionMessage = Static<typeof ConnectionMessageSchema>

export const StateMessageSchema = message(
  'state',
  "Retained. The robot's whole status, after every change and at least every few seconds; the last one is what the service shows of an offline robot.",
  { status: RobotStatusSchema },
)
export type StateMessage = Static<typeof StateMessageSchema>

export const VisualizationMessageSchema = message(
  'visualization',
  'Telemetry at the robot rate (10 Hz while moving, about 1 Hz otherwise); QoS 0, never retained.',
  { event: TelemetryEventSchema },
)
export type VisualizationMessage = Static<typeof VisualizationMessageSchema>

/** Every event kind but telemetry, which travels on visualization. */
export const RobotEventSchema = Type.Exclude(MechaEventSchema, TelemetryEventSchema)

export const EventsMessageSchema = message(
  'events',
  'One event of the robot (waypoint reached, path finished or preempted, fault, state, mode, lease); seq grows by one per event of the robot, telemetry included.',
  { event: RobotEventSchema },
)
export type EventsMessage = Static<typeof EventsMessageSchema>

export const FactsheetMessageSchema = message('factsheet', 'Retained. What the robot is and can do.', {
  typeSpecification: Type.Object(
    {
      seriesName: Type.String({ description: 'The model slug, e.g. quadruped' }),
      seriesDescription: Type.String(),
    },
    { additionalProperties: false },
  ),
  physicalParameters: Type.Object(
    { speedMin: Type.Number(), speedMax: Type.Number() },
    { additionalProperties: false },
  ),
  modelLimits: ModelLimitsSchema,
  agent: Type.Object(
    { name: Type.String(), version: Type.String() },
    { additionalProperties: false, description: 'The program that connects the robot' },
  ),
})
export type FactsheetMessage = Static<typeof FactsheetMessageSchema>

/** Events of a robot after a seq, as eventsRequest answers them. */
export const EventsPageSchema = Type.Object(
  {
    events: Type.Array(RobotEventSchema),
    complete: Type.Boolean(),
    last_seq: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
)

/** What acquireControl and releaseControl answer: who holds the lease now. */
export const LeaseResultSchema = Type.Object(
  {
    holder: Type.Union([Type.String(), Type.Null()]),
    released: Type.Boolean({ description: 'releaseControl: whether the sender held the lease it gave up' }),
  },
  { additionalProperties: false },
)

export const AckMessageSchema = message(
  'ack',
  'The answer to one command, on the replyTo topic the command named. Refusals carry the HTTP meaning (400 request, 422 state) and the sentence the client sees.',
  {
    commandId: ControlProperties.commandId,
    code: Type.Union([Type.Literal(200), Type.Literal(400), Type.Literal(422)]),
    detail: Type.Union([Type.String(), Type.Null()], {
      description: 'Why it was refused; null when accepted',
    }),
    duplicate: Type.Boolean({
      description: 'A repeat of a command id already run: this is its first answer again',
    }),
    result: Type.Union([CommandResultSchema, EventsPageSchema, LeaseResultSchema, Type.Null()], {
      description:
        'A command’s result, the events an eventsRequest asked for, or the lease after acquireControl/releaseControl',
    }),
    status: Type.Union([RobotStatusSchema, Type.Null()], {
      description: 'The status right after the command',
    }),
  },
)
export type AckMessage = Static<typeof AckMessageSchema>

// --- service → robot ---

/** Hangar's instant actions; `stop` halts in place where VDA's cancelOrder would stop at a node. */
export const ACTION_TYPES = [
  'initialize',
  'stop',
  'rest',
  'setMode',
  'estop',
  'releaseEstop',
  'acquireControl',
  'releaseControl',
  'deadman',
  'stateRequest',
  'factsheetRequest',
  'eventsRequest',
] as const
export type ActionType = (typeof ACTION_TYPES)[number]

const ActionParameterSchema = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 50 }),
    value: Type.Union([Type.String({ maxLength: 500 }), Type.Number(), Type.Boolean()]),
  },
  { additionalProperties: false },
)

export const ActionSchema = Type.Object(
  {
    actionId: Type.String({ minLength: 1, maxLength: 100, description: 'Equal to the commandId' }),
    actionType: Type.Enum(ACTION_TYPES),
    blockingType: Type.Enum(['NONE', 'SOFT', 'HARD']),
    actionParameters: Type.Array(ActionParameterSchema, {
      maxItems: 10,
      description: 'setMode: mode, model?; deadman: reason; eventsRequest: afterSeq',
    }),
  },
  { additionalProperties: false },
)
export type Action = Static<typeof ActionSchema>

export const InstantActionsMessageSchema = message(
  'instantActions',
  'Every command but move. Hangar sends exactly one action per message, so each has its own deadline and acknowledgement.',
  { ...ControlProperties, actions: Type.Array(ActionSchema, { minItems: 1, maxItems: 1 }) },
)
export type InstantActionsMessage = Static<typeof InstantActionsMessageSchema>

const NodeSchema = Type.Object(
  {
    nodeId: Type.String({ minLength: 1, maxLength: 50 }),
    sequenceId: Type.Integer({ minimum: 0 }),
    released: Type.Literal(true),
    nodePosition: Type.Object(
      {
        x: Type.Number(),
        y: Type.Number(),
        mapId: Type.String({ description: "'local': meters from the robot's start, its own frame" }),
      },
      { additionalProperties: false },
    ),
    actions: Type.Array(Type.Never(), { maxItems: 0 }),
  },
  { additionalProperties: false },
)

const EdgeSchema = Type.Object(
  {
    edgeId: Type.String({ minLength: 1, maxLength: 50 }),
    sequenceId: Type.Integer({ minimum: 0 }),
    released: Type.Literal(true),
    startNodeId: Type.String({ minLength: 1, maxLength: 50 }),
    endNodeId: Type.String({ minLength: 1, maxLength: 50 }),
    actions: Type.Array(Type.Never(), { maxItems: 0 }),
  },
  { additionalProperties: false },
)

export const OrderMessageSchema = message(
  'order',
  'A move: the waypoints as nodes in order, joined by edges. The robot walks from where it stands to the first node, which need not be its position (VDA requires it to be).',
  {
    ...ControlProperties,
    orderId: Type.String({ minLength: 1, maxLength: 100, description: 'Equal to the commandId' }),
    orderUpdateId: Type.Literal(0, { description: 'Hangar never updates an order: a new move replaces it' }),
    nodes: Type.Array(NodeSchema, { minItems: 1, maxItems: 100 }),
    edges: Type.Array(EdgeSchema, { maxItems: 99 }),
    speed: Type.Number({ description: 'The commanded speed for the whole path, m/s (stair mode caps it)' }),
  },
)
export type OrderMessage = Static<typeof OrderMessageSchema>

export const HeartbeatMessageSchema = Type.Object(
  {
    headerId: HeaderProperties.headerId,
    timestamp: HeaderProperties.timestamp,
    version: HeaderProperties.version,
    processId: Type.String({ minLength: 1, maxLength: 100 }),
    online: Type.Boolean({ description: 'false in the last will and in the farewell of a clean shutdown' }),
    intervalMs: Type.Integer({ minimum: 1, description: 'How often the process beats' }),
    timeoutMs: Type.Integer({
      minimum: 1,
      description: 'Silence after which robots treat the process as gone and stop what it started',
    }),
  },
  {
    title: 'heartbeat',
    description: 'A service process is alive. Every robot reads every process’s heartbeat; not retained.',
    additionalProperties: false,
  },
)
export type HeartbeatMessage = Static<typeof HeartbeatMessageSchema>

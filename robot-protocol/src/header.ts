import { type TProperties, Type } from 'typebox'

/**
 * The VDA 5050 header every robot message carries. `manufacturer` holds the organization id and
 * `serialNumber` the mecha id: Hangar scopes robots by organization where VDA names a vendor.
 */
export const HeaderProperties = {
  headerId: Type.Integer({ minimum: 0, description: 'Grows by one per message of the sender on this topic' }),
  timestamp: Type.String({ format: 'date-time', description: 'When the message was sent (UTC, ISO 8601)' }),
  version: Type.String({ pattern: '^1\\.\\d+\\.\\d+$', description: 'Protocol version, 1.x.y' }),
  manufacturer: Type.String({ minLength: 1, maxLength: 100, description: 'The organization id' }),
  serialNumber: Type.String({ minLength: 1, maxLength: 100, description: 'The mecha id' }),
}

/**
 * What the service adds to every command (Hangar's, not VDA's): how to answer, by when, from whom.
 */
export const ControlProperties = {
  commandId: Type.String({
    minLength: 1,
    maxLength: 100,
    description:
      'Unique per command; a robot runs a command id at most once and answers a repeat with its first answer',
  }),
  deadline: Type.String({
    format: 'date-time',
    description:
      'The robot drops the command unrun after this instant (an e-stop and a dead-man stop are never dropped)',
  }),
  replyTo: Type.String({
    minLength: 1,
    maxLength: 300,
    description: "Where the acknowledgement goes: the robot's own ack/<processId> topic",
  }),
  sender: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'The service process that sent it; its heartbeat supervises what the command starts',
  }),
  actor: Type.Union([Type.String({ minLength: 1, maxLength: 200 }), Type.Null()], {
    description:
      'The control-lease identity of the client behind the command (a WebSocket connection); null over HTTP',
  }),
}

/** A message object: the header, then the message's own fields; nothing else. */
export function message<P extends TProperties>(title: string, description: string, properties: P) {
  return Type.Object(
    { ...HeaderProperties, ...properties },
    { title, description, additionalProperties: false },
  )
}

import type { Static, TSchema } from 'typebox'
import { Compile } from 'typebox/compile'
import {
  AckMessageSchema,
  ConnectionMessageSchema,
  EventsMessageSchema,
  FactsheetMessageSchema,
  HeartbeatMessageSchema,
  InstantActionsMessageSchema,
  OrderMessageSchema,
  StateMessageSchema,
  VisualizationMessageSchema,
} from './messages.ts'

/** Every message of the protocol by its topic name; docs/robot-protocol/<name>.schema.json is each one. */
export const MESSAGE_SCHEMAS = {
  connection: ConnectionMessageSchema,
  state: StateMessageSchema,
  visualization: VisualizationMessageSchema,
  events: EventsMessageSchema,
  factsheet: FactsheetMessageSchema,
  ack: AckMessageSchema,
  instantActions: InstantActionsMessageSchema,
  order: OrderMessageSchema,
  heartbeat: HeartbeatMessageSchema,
} as const satisfies Record<string, TSchema>

export type MessageKind = keyof typeof MESSAGE_SCHEMAS
export type MessageOf<K extends MessageKind> = Static<(typeof MESSAGE_SCHEMAS)[K]>

type Checker = ReturnType<typeof Compile>
const checkers = new Map<MessageKind, Checker>()
function checker(kind: MessageKind): Checker {
  let c = checkers.get(kind)
  if (!c) {
    c = Compile(MESSAGE_SCHEMAS[kind] as TSchema)
    checkers.set(kind, c)
  }
  return c
}

/** A message read off the wire: checked against its schema, or why not. */
export type Decoded<K extends MessageKind> =
  | { ok: true; message: MessageOf<K> }
  | { ok: false; error: string }

/**
 * Parses and checks one message. Both sides check everything they receive, so a peer's bug or a
 * hostile client becomes a logged refusal, never a half-understood command.
 */
export function decode<K extends MessageKind>(kind: K, payload: Buffer | string): Decoded<K> {
  let value: unknown
  try {
    value = JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8'))
  } catch {
    return { ok: false, error: `${kind}: not JSON` }
  }
  const c = checker(kind)
  if (c.Check(value)) return { ok: true, message: value as MessageOf<K> }
  const first = c.Errors(value)[0]
  return {
    ok: false,
    error: `${kind}: ${first ? `${first.instancePath || '/'} ${first.message}` : 'invalid'}`,
  }
}

/** The wire form of a message; its type is the checked one, and the receiver checks it again. */
export function encode<K extends MessageKind>(_kind: K, message: MessageOf<K>): string {
  return JSON.stringify(message)
}

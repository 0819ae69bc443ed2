import { type Static, Type } from 'typebox'

/**
 * Messages of the real-time channel `GET /mecha/ws` (docs/mecha-ws.md). Every message has a
 * `type`; a client may add an `id` (string or number) that the server echoes in its answer.
 */
export const WS_PROTOCOL_VERSION = 1

/** Close codes the server uses besides the standard ones (1001 going away); docs/mecha-ws.md. */
export const CLOSE_KEEPALIVE_TIMEOUT = 4001
/** The key was revoked, the person removed or the session ended. */
export const CLOSE_ACCESS_ENDED = 4003
/** The client did not read: its unsent data stayed over the cap. */
export const CLOSE_TOO_SLOW = 4008

const Id = Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Number()]))
const MechaId = Type.String({ minLength: 1, maxLength: 100 })

export const ClientMessageSchema = Type.Union([
  Type.Object({
    type: Type.Literal('subscribe'),
    id: Id,
    mecha_id: MechaId,
    since_seq: Type.Optional(Type.Integer({ minimum: 0 })),
    telemetry_hz: Type.Optional(Type.Number({ minimum: 0.1, maximum: 10 })),
  }),
  Type.Object({ type: Type.Literal('unsubscribe'), id: Id, mecha_id: MechaId }),
  Type.Object({ type: Type.Literal('acquire'), id: Id, mecha_id: MechaId }),
  Type.Object({ type: Type.Literal('release'), id: Id, mecha_id: MechaId }),
  Type.Object({
    type: Type.Literal('command'),
    id: Id,
    mecha_id: MechaId,
    command: Type.Object({ name: Type.String() }, { additionalProperties: true }),
  }),
  Type.Object({ type: Type.Literal('ping'), id: Id }),
])
export type ClientMessage = Static<typeof ClientMessageSchema>

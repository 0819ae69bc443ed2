import {
  MECHA_MODEL_SLUGS,
  MechaModeSchema,
  MechaStateSchema,
  MechaStatusSchema,
  WorldMapSchema,
} from '@hangar/mecha'
import { type Static, Type } from 'typebox'
import { Timestamp, Uuid } from '../common/schemas.ts'

export const MechaIdQuerySchema = Type.Object({
  mecha_id: Type.String({ minLength: 1, maxLength: 100, description: 'The mecha to command' }),
})

export const MoveQuerySchema = Type.Object({
  mecha_id: Type.String({ minLength: 1, maxLength: 100 }),
  speed: Type.Optional(
    Type.Number({ description: 'm/s, 0.1 to 1.0, default 1 (stair mode holds 0.3 at most)' }),
  ),
})

export const SetModeQuerySchema = Type.Object({
  mecha_id: Type.String({ minLength: 1, maxLength: 100 }),
  mode: Type.String({ maxLength: 100, description: 'stair_climbing or standard' }),
})

/**
 * Who controls a mecha: the lease holder (a WebSocket connection id) and, when this service
 * process knows it, the name of the person or API key behind it (docs/mecha-ws.md#control-lease).
 */
export const LeaseHolderSchema = Type.Object(
  {
    holder: Type.String({ description: 'the connection id of the controlling WebSocket' }),
    holder_name: Type.Union([Type.String(), Type.Null()], {
      description:
        "the person's (or API key's) name; null when the lease was taken through another service process",
    }),
    expires_at: Type.String({ format: 'date-time' }),
  },
  { title: 'LeaseHolder' },
)
export type LeaseHolder = Static<typeof LeaseHolderSchema>

export const MechaSummarySchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    model: Type.String(),
    organization_id: Uuid(),
    state: MechaStateSchema,
    mode: MechaModeSchema,
    battery_percent: Type.Union([Type.Number(), Type.Null()], {
      description: 'null for a robot that never connected',
    }),
    stair_capable: Type.Boolean(),
    online: Type.Boolean({
      description: 'whether the robot is connected now (always true when simulated in process)',
    }),
    last_seen: Type.Union([Timestamp(), Type.Null()]),
    lease: Type.Union([LeaseHolderSchema, Type.Null()], { description: 'who controls it now' }),
  },
  { title: 'MechaSummary' },
)
export type MechaSummary = Static<typeof MechaSummarySchema>

/**
 * The answer of `GET /mecha/diagnostic/status`: the domain's status plus reachability. A robot
 * behind the broker that is offline answers its last known status with `online: false`.
 */
export const MechaDiagnosticsSchema = Type.Object(
  {
    ...MechaStatusSchema.properties,
    lease: Type.Union([LeaseHolderSchema, Type.Null()]),
    online: Type.Boolean({ description: 'whether the robot is connected now' }),
    last_seen: Type.Union([Timestamp(), Type.Null()], {
      description: 'when the service last heard from the robot; null when it never connected',
    }),
  },
  { title: 'MechaDiagnostics' },
)

export const RegisterMechaSchema = Type.Object(
  {
    organization_id: Uuid(),
    model: Type.Enum(MECHA_MODEL_SLUGS),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    map: Type.Optional(
      Type.Unknown({ description: 'A world map for the simulator (docs/mecha.md); default map when absent' }),
    ),
  },
  { additionalProperties: false },
)
export type RegisterMechaInput = Static<typeof RegisterMechaSchema>

/** A mecha's own login to the broker; the password is shown once. */
export const BrokerCredentialsSchema = Type.Object(
  {
    username: Type.String({ description: '<organization_id>/<mecha_id>' }),
    password: Type.String({ description: 'Shown once; the service keeps only a digest' }),
  },
  { title: 'BrokerCredentials' },
)

export const RegisteredMechaSchema = Type.Object(
  {
    id: Type.String(),
    organization_id: Uuid(),
    model: Type.String(),
    name: Type.String(),
    date_created: Timestamp(),
    broker_credentials: Type.Optional(
      Type.Object(BrokerCredentialsSchema.properties, {
        description:
          'With MQTT_URL or MQTT_LISTEN_PORT only: the robot agent logs in with these (shown once)',
      }),
    ),
  },
  { title: 'RegisteredMecha' },
)

export const WsTicketSchema = Type.Object(
  {
    ticket: Type.String({ description: 'Single use; pass as ?ticket= when opening /mecha/ws' }),
    expires_at: Timestamp(),
  },
  { title: 'WsTicket' },
)

/** The answer of `GET /mecha/world`: the map the mecha walks on (docs/mecha.md#the-world-map). */
export const MechaWorldSchema = Type.Object(
  { mecha_id: Type.String(), ...WorldMapSchema.properties },
  { title: 'MechaWorld' },
)
export type MechaWorld = Static<typeof MechaWorldSchema>

import { type Static, Type } from 'typebox'
import { Timestamp, Uuid } from '../common/schemas.ts'
import { EVENT_TYPES } from '../events/event.schema.ts'

const EventTypes = Type.Array(Type.Enum(EVENT_TYPES), {
  minItems: 1,
  maxItems: EVENT_TYPES.length,
  uniqueItems: true,
  description: `Event types to receive: ${EVENT_TYPES.join(', ')}`,
})

const Url = Type.String({
  maxLength: 2000,
  pattern: '^https?://[^\\s]+$',
  description:
    'http(s) URL that receives a POST per event. Only public addresses unless the service sets ' +
    'WEBHOOK_ALLOW_PRIVATE_NETWORKS=true (checked after DNS resolution; redirects are not followed).',
})

export const CreateWebhookBodySchema = Type.Object(
  { url: Url, events: EventTypes },
  { title: 'CreateWebhook', additionalProperties: false },
)
export type CreateWebhookBody = Static<typeof CreateWebhookBodySchema>

export const UpdateWebhookBodySchema = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(EventTypes),
    enabled: Type.Optional(
      Type.Boolean({
        description:
          'true turns a disabled endpoint on again, from the events that commit next (not those meanwhile)',
      }),
    ),
  },
  { title: 'UpdateWebhook', additionalProperties: false, minProperties: 1 },
)
export type UpdateWebhookBody = Static<typeof UpdateWebhookBodySchema>

export const WebhookSchema = Type.Object(
  {
    id: Uuid(),
    url: Type.String(),
    events: Type.Array(Type.String()),
    created_at: Timestamp(),
    disabled_at: Type.Union([Timestamp(), Type.Null()], {
      description: 'When it was turned off (410, 5 days of failures, or by hand); null while on',
    }),
    disabled_reason: Type.Union([Type.String(), Type.Null()]),
    failing_since: Type.Union([Timestamp(), Type.Null()], {
      description: 'The first failed attempt since the last success; after 5 days the endpoint is disabled',
    }),
    previous_secret_expires_at: Type.Union([Timestamp(), Type.Null()], {
      description: 'Until then the secret before the last rotation signs too, beside the current one',
    }),
  },
  { title: 'Webhook' },
)
export type Webhook = Static<typeof WebhookSchema>

export const CreatedWebhookSchema = Type.Object(
  {
    ...WebhookSchema.properties,
    secret: Type.String({ description: '`whsec_…`: verify signatures with it. Shown only here.' }),
  },
  { title: 'CreatedWebhook' },
)
export type CreatedWebhook = Static<typeof CreatedWebhookSchema>

/**
 * A query flag, not a body: the route took no body before it, and a body made optional would
 * still be demanded by the document (and by clients generated from it).
 */
export const RotateSecretQuerySchema = Type.Object({
  expire_previous: Type.Boolean({
    default: false,
    description:
      'true ends the old secret now (one that leaked): deliveries are signed with the new one only ' +
      'from now on. false (the default): the old one signs beside it for 24 hours',
  }),
})

export const RotatedSecretSchema = Type.Object(
  {
    secret: Type.String({ description: 'The new `whsec_…`; shown only here' }),
    previous_secret_expires_at: Timestamp(
      'The old secret signs beside the new one until then: 24 h on, or now with `expire_previous=true`',
    ),
  },
  { title: 'RotatedWebhookSecret' },
)

export const WebhookAttemptSchema = Type.Object({
  attempt: Type.Integer({ minimum: 1 }),
  at: Timestamp(),
  status_code: Type.Union([Type.Integer(), Type.Null()], { description: 'null: no answer (see error)' }),
  duration_ms: Type.Integer({ minimum: 0 }),
  response: Type.String({ description: "The answer's first bytes (1 KiB)" }),
  error: Type.Union([Type.String(), Type.Null()]),
})

export const WebhookDeliverySchema = Type.Object(
  {
    id: Uuid('The `webhook-id` header, the same on every attempt'),
    event_type: Type.String(),
    payload: Type.String({ description: 'The body sent (the event as JSON)' }),
    status: Type.Enum(['pending', 'succeeded', 'failed'] as const),
    created_at: Timestamp(),
    next_attempt_at: Type.Union([Timestamp(), Type.Null()]),
    attempts: Type.Array(WebhookAttemptSchema, { description: 'Oldest first' }),
  },
  { title: 'WebhookDelivery' },
)
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>

export const DeliveryParamsSchema = Type.Object({ id: Uuid(), deliveryId: Uuid() })
export const DeliveriesQuerySchema = Type.Object({
  limit: Type.Integer({
    minimum: 1,
    maximum: 100,
    default: 50,
    description: 'Newest first, at most this many',
  }),
})

import { Type } from 'typebox'
import { IdParamsSchema } from '../../auth/people.schema.ts'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import {
  CreatedWebhookSchema,
  CreateWebhookBodySchema,
  DeliveriesQuerySchema,
  DeliveryParamsSchema,
  RotatedSecretSchema,
  RotateSecretQuerySchema,
  UpdateWebhookBodySchema,
  WebhookDeliverySchema,
  WebhookSchema,
} from '../../webhooks/webhook.schema.ts'
import { MANUAL_SENDS_PER_MINUTE } from '../../webhooks/webhook.service.ts'
import type { RouteApp } from '../route-app.ts'

const WHO = 'An owner signed in, or an API key.'
const MANUAL_SENDS =
  `At most ${MANUAL_SENDS_PER_MINUTE} tests and "send again"s of one endpoint a minute, together: ` +
  'one more answers 429 with Retry-After.'

/** The organization's webhook endpoints (docs/events.md#webhooks). */
export default async function orgWebhookRoutes(app: RouteApp) {
  const webhooks = app.services.webhooks
  const common = { tags: ['webhooks'], security: CALLER_SECURITY }

  app.get(
    '/org/webhooks',
    {
      schema: {
        ...common,
        operationId: 'listWebhooks',
        summary: "The organization's webhook endpoints",
        description: `${WHO} Newest first; never the secrets.`,
        response: {
          200: Type.Object(
            { webhooks: Type.Array(WebhookSchema, { maxItems: 20 }) },
            { title: 'WebhookList' },
          ),
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (req) => ({ webhooks: await webhooks.list(callerOf(req)) }),
  )

  app.post(
    '/org/webhooks',
    {
      schema: {
        ...common,
        operationId: 'createWebhook',
        summary: 'Add a webhook endpoint',
        description:
          `${WHO} It receives the events of the chosen types that commit from now on, signed as ` +
          'Standard Webhooks 1.0 specifies; the secret is in this answer only. At most 20 per organization.',
        body: CreateWebhookBodySchema,
        response: { 201: CreatedWebhookSchema, ...errorResponses(400, 401, 403, 415, 422, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await webhooks.create(callerOf(req), req.body)),
  )

  app.patch(
    '/org/webhooks/:id',
    {
      schema: {
        ...common,
        operationId: 'updateWebhook',
        summary: 'Change a webhook endpoint: its URL, its event types, on or off',
        description: WHO,
        params: IdParamsSchema,
        body: UpdateWebhookBodySchema,
        response: { 200: WebhookSchema, ...errorResponses(400, 401, 403, 404, 415, 422, 429) },
      },
    },
    async (req) => webhooks.update(callerOf(req), req.params.id, req.body),
  )

  app.delete(
    '/org/webhooks/:id',
    {
      schema: {
        ...common,
        operationId: 'deleteWebhook',
        summary: 'Remove a webhook endpoint and its deliveries',
        description: WHO,
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) => {
      await webhooks.remove(callerOf(req), req.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/org/webhooks/:id/rotate-secret',
    {
      schema: {
        ...common,
        operationId: 'rotateWebhookSecret',
        summary: 'Give a webhook endpoint a new secret (the old one signs beside it for 24 hours)',
        description:
          `${WHO} The new secret is in this answer only. With \`expire_previous=true\` the old secret ` +
          'ends now instead (one that leaked): deliveries are signed with the new one only.',
        params: IdParamsSchema,
        querystring: RotateSecretQuerySchema,
        response: { 200: RotatedSecretSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) =>
      webhooks.rotateSecret(callerOf(req), req.params.id, { expirePrevious: req.query.expire_previous }),
  )

  app.get(
    '/org/webhooks/:id/deliveries',
    {
      schema: {
        ...common,
        operationId: 'listWebhookDeliveries',
        summary: "A webhook endpoint's deliveries, each with its attempts",
        description: `${WHO} Newest first: status, and per attempt its time, status code, duration and the answer's first bytes.`,
        params: IdParamsSchema,
        querystring: DeliveriesQuerySchema,
        response: {
          200: Type.Object(
            { deliveries: Type.Array(WebhookDeliverySchema, { maxItems: 100 }) },
            { title: 'WebhookDeliveryList' },
          ),
          ...errorResponses(401, 403, 404, 422, 429),
        },
      },
    },
    async (req) => ({ deliveries: await webhooks.deliveries(callerOf(req), req.params.id, req.query.limit) }),
  )

  app.post(
    '/org/webhooks/:id/deliveries/:deliveryId/retry',
    {
      schema: {
        ...common,
        operationId: 'redeliverWebhook',
        summary: 'Send a delivery again, now (same webhook-id)',
        description: `${WHO} ${MANUAL_SENDS}`,
        params: DeliveryParamsSchema,
        response: { 202: WebhookDeliverySchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) =>
      reply.code(202).send(await webhooks.redeliver(callerOf(req), req.params.id, req.params.deliveryId)),
  )

  app.post(
    '/org/webhooks/:id/test',
    {
      schema: {
        ...common,
        operationId: 'testWebhook',
        summary: 'Send a webhook.test event to this endpoint',
        description: `${WHO} Delivered, signed and retried like any event. ${MANUAL_SENDS}`,
        params: IdParamsSchema,
        response: { 202: WebhookDeliverySchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) => reply.code(202).send(await webhooks.sendTest(callerOf(req), req.params.id)),
  )
}

import { Type } from 'typebox'
import {
  CreatedOrgApiKeySchema,
  CreateOrgApiKeyBodySchema,
  OrgApiKeySchema,
} from '../../auth/api-key.schema.ts'
import { IdParamsSchema } from '../../auth/people.schema.ts'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** The organization's API keys, managed by its owners in the console (never by a key). */
export default async function orgApiKeyRoutes(app: RouteApp) {
  const keys = app.services.apiKeys

  app.get(
    '/org/api-keys',
    {
      schema: {
        tags: ['org'],
        operationId: 'listApiKeys',
        summary: "The organization's API keys",
        description:
          'Owners only, signed in. Newest first, revoked ones included; never the keys themselves.',
        security: CALLER_SECURITY,
        response: {
          200: Type.Object({ api_keys: Type.Array(OrgApiKeySchema) }, { title: 'ApiKeyList' }),
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (req) => ({ api_keys: await keys.listFor(callerOf(req)) }),
  )

  app.post(
    '/org/api-keys',
    {
      schema: {
        tags: ['org'],
        operationId: 'createApiKey',
        summary: 'Create an API key',
        description:
          'Owners only, signed in. The key is in this response only; the service keeps its SHA-256.',
        security: CALLER_SECURITY,
        body: CreateOrgApiKeyBodySchema,
        response: { 201: CreatedOrgApiKeySchema, ...errorResponses(400, 401, 403, 415, 422, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await keys.createFor(callerOf(req), req.body.name.trim())),
  )

  app.delete(
    '/org/api-keys/:id',
    {
      schema: {
        tags: ['org'],
        operationId: 'revokeApiKey',
        summary: 'Revoke an API key',
        description:
          'Owners only, signed in. The key is refused from its next request on, in every process. Revoking twice ' +
          'is fine (204); another organization’s key answers 404.',
        security: CALLER_SECURITY,
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) => {
      await keys.revokeFor(callerOf(req), req.params.id)
      return reply.code(204).send(null)
    },
  )
}

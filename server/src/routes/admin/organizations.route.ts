import { Type } from 'typebox'
import { CreateInvitationBodySchema, InvitationCreatedSchema } from '../../auth/people.schema.ts'
import { errorResponses, Uuid } from '../../common/schemas.ts'
import {
  ApiKeySchema,
  CreateApiKeySchema,
  CreateOrganizationSchema,
  IssuedApiKeySchema,
  OrganizationSchema,
} from '../../platform/admin.schema.ts'
import type { RouteApp } from '../route-app.ts'

const OrgParams = Type.Object({ organization_id: Uuid() })

/** Organizations and their API keys. */
export default async function organizationRoutes(app: RouteApp) {
  const orgs = app.services.organizations
  const security = [{ AdminKey: [] }]

  app.post(
    '/admin/organizations',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateOrganization',
        summary: 'Create an organization',
        security,
        body: CreateOrganizationSchema,
        response: { 201: OrganizationSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (req, reply) => reply.code(201).send(await orgs.create(req.body.name)),
  )

  app.get(
    '/admin/organizations',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListOrganizations',
        summary: 'List organizations',
        security,
        response: { 200: Type.Array(OrganizationSchema), ...errorResponses(401) },
      },
    },
    async () => orgs.list(),
  )

  app.post(
    '/admin/organizations/:organization_id/api-keys',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminIssueApiKey',
        summary: 'Issue an API key',
        description: 'The key is in this response only; the service keeps its SHA-256 digest.',
        security,
        params: OrgParams,
        body: Type.Optional(CreateApiKeySchema),
        response: { 201: IssuedApiKeySchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await orgs.issueKey(req.params.organization_id, req.body?.name ?? null)),
  )

  app.get(
    '/admin/organizations/:organization_id/api-keys',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListApiKeys',
        summary: "List an organization's keys (never the keys themselves)",
        security,
        params: OrgParams,
        response: { 200: Type.Array(ApiKeySchema), ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => orgs.listKeys(req.params.organization_id),
  )

  app.post(
    '/admin/organizations/:organization_id/invitations',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateInvitation',
        summary: "Invite a person (an organization's first owner)",
        description:
          'A one-time link, valid 7 days: the person opens it in the console, sets a name and a password and is ' +
          'signed in. The link is in this response only. An address that already is a member of the organization ' +
          'answers 409; accounts it has in other organizations change nothing.',
        security,
        params: OrgParams,
        body: CreateInvitationBodySchema,
        response: { 201: InvitationCreatedSchema, ...errorResponses(400, 401, 404, 409, 415, 422) },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await app.services.invitations.create(req.params.organization_id, req.body, { kind: 'admin' })),
  )

  app.delete(
    '/admin/api-keys/:key_id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminRevokeApiKey',
        summary: 'Revoke an API key',
        description: 'The key stops working at once, in every process.',
        security,
        params: Type.Object({ key_id: Uuid() }),
        response: { 204: Type.Null(), ...errorResponses(401, 404, 422) },
      },
    },
    async (req, reply) => {
      await orgs.revokeKey(req.params.key_id)
      return reply.code(204).send(null)
    },
  )
}

import { Type } from 'typebox'
import {
  CreateInvitationBodySchema,
  IdParamsSchema,
  InvitationCreatedSchema,
} from '../../auth/people.schema.ts'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** Owners invite people to their organization, and take invitations back. */
export default async function orgInvitationRoutes(app: RouteApp) {
  const invitations = app.services.invitations

  app.post(
    '/org/invitations',
    {
      schema: {
        tags: ['org'],
        operationId: 'createInvitation',
        summary: 'Invite a person',
        description:
          'Owners only. A one-time link (PUBLIC_BASE_URL/console/invitations/<token>), valid 7 days, shown only ' +
          'here; it replaces an earlier unused invitation of the same address. An address that already is a ' +
          'member of this organization answers 409; whether it has accounts elsewhere is neither told nor in the way.',
        security: CALLER_SECURITY,
        body: CreateInvitationBodySchema,
        response: { 201: InvitationCreatedSchema, ...errorResponses(400, 401, 403, 409, 415, 422, 429) },
      },
    },
    async (req, reply) => reply.code(201).send(await invitations.createFor(callerOf(req), req.body)),
  )

  app.delete(
    '/org/invitations/:id',
    {
      schema: {
        tags: ['org'],
        operationId: 'revokeInvitation',
        summary: 'Take an invitation back',
        description:
          'Owners only. The link stops working. Used invitations and other organizations’ answer 404.',
        security: CALLER_SECURITY,
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) => {
      await invitations.revokeFor(callerOf(req), req.params.id)
      return reply.code(204).send(null)
    },
  )
}

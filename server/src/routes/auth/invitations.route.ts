import {
  AcceptedInvitationSchema,
  AcceptInvitationBodySchema,
  InvitationPreviewSchema,
  TokenParamsSchema,
} from '../../auth/people.schema.ts'
import { errorResponses } from '../../common/schemas.ts'
import { refuseCrossSite, setSessionCookie } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'
import { clientInfo } from './client-info.ts'

/** The invitation link: see what it is for, then accept it with a name and a password. */
export default async function invitationRoutes(app: RouteApp) {
  const invitations = app.services.invitations

  app.get(
    '/auth/invitations/:token',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getInvitation',
        summary: 'What an invitation is for',
        description: 'Unknown, used and expired invitations all answer the same 404.',
        params: TokenParamsSchema,
        response: { 200: InvitationPreviewSchema, ...errorResponses(404, 422, 429) },
      },
    },
    async (req) => invitations.preview(req.params.token),
  )

  app.post(
    '/auth/invitations/:token/accept',
    {
      preParsing: refuseCrossSite,
      schema: {
        tags: ['auth'],
        operationId: 'acceptInvitation',
        summary: 'Accept an invitation',
        description:
          'Creates the person with this name and password and signs them in (sets the session cookie). The ' +
          'link works once: a second use answers 404. A password that is too short or too easy to guess answers ' +
          '422 with the reason; an address that already is a member of the organization, 409.',
        params: TokenParamsSchema,
        body: AcceptInvitationBodySchema,
        response: { 201: AcceptedInvitationSchema, ...errorResponses(400, 403, 404, 409, 415, 422, 429) },
      },
    },
    async (req, reply) => {
      const s = await invitations.accept(req.params.token, req.body, clientInfo(req))
      setSessionCookie(reply, app.auth, s.token, s.expiresAt)
      return reply.code(201).send({ user: s.user, csrf_token: s.csrfToken })
    },
  )
}

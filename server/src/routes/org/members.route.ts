import { Type } from 'typebox'
import { MemberSignedOutSchema } from '../../auth/account.schema.ts'
import {
  ChangeRoleBodySchema,
  MembersSchema,
  UserIdParamsSchema,
  UserSchema,
} from '../../auth/people.schema.ts'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** The organization's people (owners only, through the console). */
export default async function memberRoutes(app: RouteApp) {
  const members = app.services.members

  app.get(
    '/org/members',
    {
      schema: {
        tags: ['org'],
        operationId: 'listMembers',
        summary: 'Members and pending invitations',
        description:
          'Owners only. Members oldest first, each with their latest activity; invitations newest first.',
        security: CALLER_SECURITY,
        response: { 200: MembersSchema, ...errorResponses(401, 403, 429) },
      },
    },
    async (req) => members.list(callerOf(req)),
  )

  app.patch(
    '/org/members/:user_id',
    {
      schema: {
        tags: ['org'],
        operationId: 'changeMemberRole',
        summary: "Change a member's role",
        description:
          'Owners only; applies to their open sessions at once. The last owner cannot be demoted (422).',
        security: CALLER_SECURITY,
        params: UserIdParamsSchema,
        body: ChangeRoleBodySchema,
        response: {
          200: Type.Object({ user: UserSchema }, { title: 'MemberChanged' }),
          ...errorResponses(400, 401, 403, 404, 415, 422, 429),
        },
      },
    },
    async (req) => ({ user: await members.changeRole(callerOf(req), req.params.user_id, req.body.role) }),
  )

  app.delete(
    '/org/members/:user_id',
    {
      schema: {
        tags: ['org'],
        operationId: 'removeMember',
        summary: 'Remove a member',
        description: 'Owners only. Their sessions end at once. The last owner cannot be removed (422).',
        security: CALLER_SECURITY,
        params: UserIdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) => {
      await members.remove(callerOf(req), req.params.user_id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/org/members/:user_id/sign-out',
    {
      schema: {
        tags: ['org'],
        operationId: 'signOutMember',
        summary: 'Sign a member out everywhere',
        description:
          "Owners only. Ends every session of the member without removing them (a lost laptop); their open WebSockets close at once. Another organization's person answers 404.",
        security: CALLER_SECURITY,
        params: UserIdParamsSchema,
        response: { 200: MemberSignedOutSchema, ...errorResponses(401, 403, 404, 429) },
      },
    },
    async (req) => ({ sessions_ended: await members.signOut(callerOf(req), req.params.user_id) }),
  )
}

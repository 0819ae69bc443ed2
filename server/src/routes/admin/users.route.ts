import { Type } from 'typebox'
import { UserIdParamsSchema, UserSchema } from '../../auth/people.schema.ts'
import { errorResponses } from '../../common/schemas.ts'
import {
  AccountsQuerySchema,
  AccountsSchema,
  MoveAccountBodySchema,
} from '../../platform/user-admin.schema.ts'
import type { RouteApp } from '../route-app.ts'

/** People's accounts across organizations: found by address, removed or moved by the platform. */
export default async function adminUserRoutes(app: RouteApp) {
  const accounts = app.services.userAdmin
  const security = [{ AdminKey: [] }]

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminFindUsers',
        summary: "An address's accounts",
        description:
          'Every account of the address, one per organization it belongs to, oldest first (an empty list when ' +
          'there is none). Addresses compare without regard to case.',
        security,
        querystring: AccountsQuerySchema,
        response: { 200: AccountsSchema, ...errorResponses(401, 422) },
      },
    },
    async (req) => accounts.find(req.query.email),
  )

  app.delete(
    '/admin/users/:user_id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminRemoveUser',
        summary: 'Remove an account',
        description:
          'Deletes the account and ends its sessions at once; its audit entries keep its name. An ' +
          "organization's last owner may be removed too: the platform can invite a new one.",
        security,
        params: UserIdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 404, 422) },
      },
    },
    async (req, reply) => {
      await accounts.remove(req.params.user_id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/admin/users/:user_id/move',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminMoveUser',
        summary: 'Move an account to another organization',
        description:
          'The account keeps its name and password and takes the role given; its sessions end. 404 for an ' +
          'unknown account or organization; 409 when the address is already a member there; 422 when it is ' +
          'already in that organization.',
        security,
        params: UserIdParamsSchema,
        body: MoveAccountBodySchema,
        response: { 200: UserSchema, ...errorResponses(400, 401, 404, 409, 415, 422) },
      },
    },
    async (req) => accounts.move(req.params.user_id, req.body),
  )
}

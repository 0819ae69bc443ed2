import { Type } from 'typebox'
import { IdParamsSchema, SessionSchema } from '../../auth/people.schema.ts'
import { errorResponses } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** The signed-in person's own sessions: list them, end one, end all the others. */
export default async function sessionsRoutes(app: RouteApp) {
  const sessions = app.services.sessions
  const security = [{ SessionCookie: [] }]

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags: ['auth'],
        operationId: 'listSessions',
        summary: 'My sessions',
        description: 'Live sessions, most recently active first; `current` marks the one of this request.',
        security,
        response: {
          200: Type.Object({ sessions: Type.Array(SessionSchema) }, { title: 'SessionList' }),
          ...errorResponses(401, 429),
        },
      },
    },
    async (req) => ({ sessions: await sessions.list(callerOf(req)) }),
  )

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        operationId: 'revokeSession',
        summary: 'End one of my sessions',
        description: "It is refused from its next request on. Another person's session id answers 404.",
        security,
        params: IdParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) => {
      await sessions.revoke(callerOf(req), req.params.id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/auth/sessions/revoke-others',
    {
      schema: {
        tags: ['auth'],
        operationId: 'revokeOtherSessions',
        summary: 'Sign out everywhere else',
        description: 'Ends every session of mine except this one; answers how many were still alive.',
        security,
        response: {
          200: Type.Object({ revoked: Type.Integer({ minimum: 0 }) }, { title: 'RevokedSessions' }),
          ...errorResponses(401, 403, 429),
        },
      },
    },
    async (req) => ({ revoked: await sessions.revokeOthers(callerOf(req)) }),
  )
}

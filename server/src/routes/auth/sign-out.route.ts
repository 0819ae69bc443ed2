import { Type } from 'typebox'
import { errorResponses } from '../../common/schemas.ts'
import { clearSessionCookie, requireSession } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** POST /auth/sign-out — ends the session server-side and clears the cookie. */
export default async function signOutRoute(app: RouteApp) {
  app.post(
    '/auth/sign-out',
    {
      // Without a live session there is nothing to end: the cookie is cleared all the same.
      preParsing: async function (req) {
        if (req.caller?.actor.kind === 'user') await requireSession.call(this, req)
      },
      schema: {
        tags: ['auth'],
        operationId: 'signOut',
        summary: 'Sign out',
        description: 'Deletes the session on the server (the cookie stops working everywhere) and clears it.',
        security: [{ SessionCookie: [] }],
        response: { 204: Type.Null(), ...errorResponses(403) },
      },
    },
    async (req, reply) => {
      if (req.caller?.actor.kind === 'user') await app.services.sessions.signOut(req.caller)
      clearSessionCookie(reply, app.auth)
      return reply.code(204).send(null)
    },
  )
}

import { MeSchema } from '../../auth/people.schema.ts'
import { errorResponses } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /auth/me — the signed-in person, their organization and the session's CSRF token. */
export default async function meRoute(app: RouteApp) {
  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        operationId: 'getMe',
        summary: 'The signed-in person',
        description: '401 when not signed in (an API key is not a person).',
        security: [{ SessionCookie: [] }],
        response: { 200: MeSchema, ...errorResponses(401, 429) },
      },
    },
    async (req) => app.services.sessions.me(callerOf(req)),
  )
}

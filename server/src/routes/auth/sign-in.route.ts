import { SignedInSchema, SignInBodySchema } from '../../auth/people.schema.ts'
import { errorResponses } from '../../common/schemas.ts'
import { refuseCrossSite, setSessionCookie } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'
import { clientInfo } from './client-info.ts'

/** POST /auth/sign-in — email and password for a session cookie. */
export default async function signInRoute(app: RouteApp) {
  app.post(
    '/auth/sign-in',
    {
      preParsing: refuseCrossSite,
      schema: {
        tags: ['auth'],
        operationId: 'signIn',
        summary: 'Sign in with email and password',
        description:
          'Sets the session cookie and answers the CSRF token to send as X-CSRF-Token on every write. A wrong ' +
          'email or password answers 401 with one sentence for both. Attempts are limited per address and per ' +
          'account (429 with Retry-After). A browser post from another site is refused (403). An address with ' +
          'accounts in several organizations opens the one `organization_id` names, or else the oldest whose ' +
          'password matches.',
        body: SignInBodySchema,
        response: { 200: SignedInSchema, ...errorResponses(400, 401, 403, 415, 422, 429) },
      },
    },
    async (req, reply) => {
      const s = await app.services.sessions.signIn(req.body, clientInfo(req))
      setSessionCookie(reply, app.auth, s.token, s.expiresAt)
      return { user: s.user, csrf_token: s.csrfToken }
    },
  )
}

import { ChangePasswordBodySchema, PasswordChangedSchema } from '../../auth/account.schema.ts'
import { errorResponses } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** The signed-in person changes their own password (docs/console.md#your-password). */
export default async function passwordRoute(app: RouteApp) {
  app.post(
    '/auth/password',
    {
      schema: {
        tags: ['auth'],
        operationId: 'changePassword',
        summary: 'Change my password',
        description:
          'Needs the current password; the new one obeys the policy (422 says why not). Every other session of mine ends. Five wrong current passwords in 15 minutes answer 429.',
        security: [{ SessionCookie: [] }],
        body: ChangePasswordBodySchema,
        response: {
          200: PasswordChangedSchema,
          ...errorResponses(400, 401, 403, 413, 415, 422, 429),
        },
      },
    },
    async (req) => ({
      other_sessions_ended: await app.services.account.changePassword(callerOf(req), req.body),
    }),
  )
}

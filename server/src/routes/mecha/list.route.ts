import { Type } from 'typebox'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { MechaSummarySchema } from '../../mecha-control/mecha-control.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /mechas — the caller organization's mechas with their state. */
export default async function listRoute(app: RouteApp) {
  app.get(
    '/mechas',
    {
      schema: {
        tags: ['mecha'],
        operationId: 'listMechas',
        summary: "List the organization's mechas",
        security: CALLER_SECURITY,
        response: {
          200: Type.Object({ mechas: Type.Array(MechaSummarySchema) }),
          ...errorResponses(401, 429),
        },
      },
    },
    async (req) => ({ mechas: await app.services.mechas.list(callerOf(req).organizationId) }),
  )
}

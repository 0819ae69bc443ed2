import { OrgAuditPageSchema, OrgAuditQuerySchema } from '../../audit/audit.schema.ts'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /org/audit — the organization's audit log, for every role and for keys. */
export default async function orgAuditRoute(app: RouteApp) {
  app.get(
    '/org/audit',
    {
      schema: {
        tags: ['org'],
        operationId: 'listAudit',
        summary: "The organization's audit log",
        description:
          'Newest first. `actor` matches an id exactly or a part of a name; `action` is a prefix; `from` and `to` ' +
          'are UTC days, both inclusive.',
        security: CALLER_SECURITY,
        querystring: OrgAuditQuerySchema,
        response: { 200: OrgAuditPageSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (req) => app.services.audit.listFor(callerOf(req), req.query),
  )
}

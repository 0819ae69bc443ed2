import { Type } from 'typebox'
import { listAudit } from '../../audit/audit.repository.ts'
import { errorResponses } from '../../common/schemas.ts'
import { AuditEntrySchema, AuditQuerySchema } from '../../platform/admin.schema.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /admin/audit — who changed what and when, newest first. */
export default async function auditRoutes(app: RouteApp) {
  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListAudit',
        summary: 'Read the audit log',
        description: 'Newest first; page with `before` = the last id seen.',
        security: [{ AdminKey: [] }],
        querystring: AuditQuerySchema,
        response: {
          200: Type.Object({ entries: Type.Array(AuditEntrySchema) }),
          ...errorResponses(401, 422),
        },
      },
    },
    async (req) => {
      const rows = await listAudit(app.deps.db, {
        organizationId: req.query.organization_id,
        targetId: req.query.target_id,
        limit: req.query.limit,
        before: req.query.before,
      })
      return {
        entries: rows.map((r) => ({
          ...r,
          detail: app.deps.dialect.decodeJson<Record<string, unknown>>(r.detail),
        })),
      }
    },
  )
}

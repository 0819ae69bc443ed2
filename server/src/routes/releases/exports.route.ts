import { Type } from 'typebox'
import { actorOf } from '../../audit/actor.ts'
import { CALLER_SECURITY, errorResponses, Uuid } from '../../common/schemas.ts'
import { CreateExportSchema, ExportCreatedSchema, ExportSchema } from '../../exports/export.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

const Params = Type.Object({ release_id: Uuid() })
const ExportParams = Type.Object({ release_id: Uuid(), export_id: Uuid() })

/** Exports of a release to training formats, built as jobs (docs/exports.md). */
export default async function exportRoutes(app: RouteApp) {
  const exports = app.services.exports
  const security = CALLER_SECURITY

  app.post(
    '/releases/:release_id/exports',
    {
      schema: {
        tags: ['releases'],
        operationId: 'createReleaseExport',
        summary: 'Export a release to a training format',
        description:
          'Queues a job that writes the export through the file store; 202 with its id. The same release and ' +
          'format asked again while an export is queued, running or done answers that one (an export is ' +
          'reproducible: a second would have the same bytes); a failed one is asked anew. Owners, reviewers ' +
          'and API keys; another organization’s release is not found (404).',
        security,
        params: Params,
        body: CreateExportSchema,
        response: { 202: ExportCreatedSchema, ...errorResponses(400, 401, 403, 404, 415, 422, 429) },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req)
      const created = await exports.create(
        caller.organizationId,
        req.params.release_id,
        req.body.format,
        actorOf(caller),
        caller.role,
      )
      return reply.code(202).send(created)
    },
  )

  app.get(
    '/releases/:release_id/exports',
    {
      schema: {
        tags: ['releases'],
        operationId: 'listReleaseExports',
        summary: "A release's exports, newest first",
        security,
        params: Params,
        response: {
          200: Type.Object({ exports: Type.Array(ExportSchema) }),
          ...errorResponses(401, 404, 422, 429),
        },
      },
    },
    async (req) => ({ exports: await exports.list(callerOf(req).organizationId, req.params.release_id) }),
  )

  app.get(
    '/releases/:release_id/exports/:export_id',
    {
      schema: {
        tags: ['releases'],
        operationId: 'getReleaseExport',
        summary: 'An export: its status and progress, and once done its files with signed links',
        security,
        params: ExportParams,
        response: { 200: ExportSchema, ...errorResponses(401, 404, 422, 429) },
      },
    },
    async (req) => exports.get(callerOf(req).organizationId, req.params.release_id, req.params.export_id),
  )
}

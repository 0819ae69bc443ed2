import { Type } from 'typebox'
import { errorResponses, Uuid } from '../../common/schemas.ts'
import { CreateReleaseSchema, ReleaseSchema } from '../../releases/release.schema.ts'
import type { RouteApp } from '../route-app.ts'

/** The platform builds releases for an organization too. */
export default async function adminReleaseRoutes(app: RouteApp) {
  app.post(
    '/admin/organizations/:organization_id/releases',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateRelease',
        summary: 'Create a release for an organization',
        security: [{ AdminKey: [] }],
        params: Type.Object({ organization_id: Uuid() }),
        body: CreateReleaseSchema,
        response: { 201: ReleaseSchema, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (req, reply) => {
      await app.services.organizations.get(req.params.organization_id)
      return reply
        .code(201)
        .send(await app.services.releases.create(req.params.organization_id, req.body, { kind: 'admin' }))
    },
  )

  app.get(
    '/admin/releases/:release_id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminGetRelease',
        summary: 'Fetch any release',
        security: [{ AdminKey: [] }],
        params: Type.Object({ release_id: Uuid() }),
        response: { 200: ReleaseSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => app.services.releases.get(null, req.params.release_id),
  )
}

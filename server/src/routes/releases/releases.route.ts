import { Type } from 'typebox'
import { actorOf } from '../../audit/actor.ts'
import { CALLER_SECURITY, errorResponses, OffsetQuery, Uuid } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import { CreateReleaseSchema, ReleaseSchema, ReleaseSummarySchema } from '../../releases/release.schema.ts'
import type { RouteApp } from '../route-app.ts'

const Params = Type.Object({ release_id: Uuid() })

/** Releases of the caller's accepted (or pending) datasets, each with its manifest. */
export default async function releaseRoutes(app: RouteApp) {
  const releases = app.services.releases
  const security = CALLER_SECURITY

  app.post(
    '/releases',
    {
      schema: {
        tags: ['releases'],
        operationId: 'createRelease',
        summary: 'Create a release from datasets',
        description:
          'Builds and stores the manifest. Accepted datasets are accepted_for_release, pending ones under_review; ' +
          'rejected, superseded, discarded and for_admin_review datasets cannot be released (422 naming them all).',
        security,
        body: CreateReleaseSchema,
        response: { 201: ReleaseSchema, ...errorResponses(400, 401, 403, 404, 415, 422, 429) },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req)
      return reply
        .code(201)
        .send(await releases.create(caller.organizationId, req.body, actorOf(caller), caller.role))
    },
  )

  app.get(
    '/releases',
    {
      schema: {
        tags: ['releases'],
        operationId: 'listReleases',
        summary: "List the caller's releases, newest first",
        security,
        querystring: Type.Object({
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
          offset: OffsetQuery(),
        }),
        response: {
          200: Type.Object({ releases: Type.Array(ReleaseSummarySchema), total: Type.Integer() }),
          ...errorResponses(401, 422, 429),
        },
      },
    },
    // Validation has applied the defaults of limit and offset.
    async (req) =>
      releases.list(callerOf(req).organizationId, req.query as { limit: number; offset: number }),
  )

  app.get(
    '/releases/:release_id',
    {
      schema: {
        tags: ['releases'],
        operationId: 'getRelease',
        summary: 'Fetch a release with its manifest',
        security,
        params: Params,
        response: { 200: ReleaseSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) => releases.get(callerOf(req).organizationId, req.params.release_id),
  )

  app.get(
    '/releases/:release_id/manifest',
    {
      schema: {
        tags: ['releases'],
        operationId: 'getReleaseManifest',
        summary: "Download a release's manifest",
        description: 'The manifest document alone, as a JSON file.',
        security,
        params: Params,
        response: {
          200: Type.Record(Type.String(), Type.Unknown()),
          ...errorResponses(401, 403, 404, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const r = await releases.get(callerOf(req).organizationId, req.params.release_id)
      reply.header('Content-Disposition', `attachment; filename="release-${r.id}.manifest.json"`)
      return r.manifest
    },
  )
}

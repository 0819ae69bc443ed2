import { Type } from 'typebox'
import { CALLER_SECURITY, errorResponses, Uuid } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import { CROISSANT_MEDIA_TYPE } from '../../releases/croissant.ts'
import type { RouteApp } from '../route-app.ts'

/** `GET /releases/{id}/croissant`: the release as Croissant 1.1 JSON-LD (docs/releases.md#croissant). */
export default async function croissantRoute(app: RouteApp) {
  const croissant = app.services.croissant

  app.get(
    '/releases/:release_id/croissant',
    {
      schema: {
        tags: ['releases'],
        operationId: 'getReleaseCroissant',
        summary: 'Describe a release as a Croissant 1.1 dataset',
        description:
          'JSON-LD conforming to http://mlcommons.org/croissant/1.1: a cr:FileObject per file (signed link valid 60 minutes, ' +
          'size, media type, sha256), cr:FileSets of camera videos and clips, cr:RecordSets of episodes and clips whose ' +
          'video fields are sc:VideoObject.',
        security: CALLER_SECURITY,
        params: Type.Object({ release_id: Uuid() }),
        response: {
          200: {
            description: 'The Croissant document',
            content: { 'application/ld+json': { schema: Type.Record(Type.String(), Type.Unknown()) } },
          },
          ...errorResponses(401, 403, 404, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const id = req.params.release_id
      // Bytes, serialized once per release and links window (the service keeps them): no schema
      // serializer walks a document of 10,000 files, and the media type goes exactly as the
      // specification writes it (a string would get "; charset=utf-8" appended; JSON is UTF-8).
      const bytes = (await croissant.describe(
        callerOf(req).organizationId,
        id,
        `${req.protocol}://${req.host}/releases/${id}`,
      )) as unknown as Record<string, unknown>
      return reply.type(CROISSANT_MEDIA_TYPE).send(bytes)
    },
  )
}

import type { Readable } from 'node:stream'
import { TooLargeError } from '../../common/errors.ts'
import { BlobPathParams, errorResponses } from '../../common/schemas.ts'
import { StoredFileSchema } from '../../platform/admin.schema.ts'
import type { RouteApp } from '../route-app.ts'

/** PUT /admin/files/{path} — raw bytes in, stored once, sha256 computed while streaming. */
export default async function fileRoutes(app: RouteApp) {
  // Any Content-Type is file content here, JSON included: hand the stream over unparsed.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload))
  const limit = app.config.uploadLimit

  app.put(
    '/admin/files/*',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminUploadFile',
        summary: 'Upload a file',
        description: `Raw bytes as the body. Paths are written once (409 if taken); at most ${limit} bytes (413).`,
        security: [{ AdminKey: [] }],
        params: BlobPathParams,
        response: { 201: StoredFileSchema, ...errorResponses(401, 409, 413, 422) },
      },
    },
    async (req, reply) => {
      const path = req.params['*']
      const declared = Number(req.headers['content-length'] ?? 0)
      if (declared > limit) throw new TooLargeError(`File is larger than the upload limit of ${limit} bytes`)
      const body = (req.body as Readable | undefined) ?? Buffer.alloc(0)
      const type = req.headers['content-type']?.split(';')[0]?.trim()
      const stored = await app.services.files.upload(path, body, limit, type)
      return reply.code(201).send(stored)
    },
  )
}

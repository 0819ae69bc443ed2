import { Type } from 'typebox'
import { ForbiddenError, NotFoundError } from '../../common/errors.ts'
import { BlobPathParams, errorResponses } from '../../common/schemas.ts'
import { isSafeBlobPath } from '../../files/blob-path.ts'
import { dispositionFor, FILE_SECURITY_HEADERS } from '../../files/file-disposition.ts'
import { LocalBlobStore } from '../../files/local-blob-store.ts'
import type { RouteApp } from '../route-app.ts'

/** The piece a download reads from the file and writes to the socket at a time. */
const DOWNLOAD_READ_BYTES = 256 * 1024

const fileBytes = (description: string) => ({
  description,
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
})

/**
 * GET /files/{path}?expires=&signature= — the target of every signed link. No API key: the
 * signature is the permission. It is checked before any storage access; Range requests work.
 */
export default async function filesRoute(app: RouteApp) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/files/*',
    config: { rateLimit: { max: app.config.rateLimit.max } },
    // Bytes as stored: a compressed body would break Range requests (206) and sizes.
    compress: false,
    schema: {
      tags: ['files'],
      operationId: 'downloadFile',
      summary: 'Download a file through a signed link',
      description:
        'Links are valid 60 minutes; an expired or edited link answers 403. Supports Range requests. ' +
        'Served with `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy; images, ' +
        'video and audio (not SVG) are `Content-Disposition: inline`, everything else `attachment`.',
      params: BlobPathParams,
      querystring: Type.Object({
        expires: Type.Optional(Type.String({ maxLength: 12, description: 'Seconds since the epoch' })),
        signature: Type.Optional(Type.String({ maxLength: 64, description: 'HMAC-SHA256, hex' })),
      }),
      response: {
        200: fileBytes('The file'),
        206: fileBytes('The requested byte range of the file (Range request)'),
        302: {
          description: 'The files are in an S3 bucket: a presigned URL to the same file (valid 60 minutes)',
          headers: { Location: { type: 'string', description: 'The presigned URL' } },
        },
        ...errorResponses(403, 404, 416, 429),
      },
    },
    // @fastify/static sets the type from the file name as it sends; the disposition follows it.
    onSend: async (_req, reply, payload) => {
      if (reply.statusCode === 200 || reply.statusCode === 206) {
        const type = reply.getHeader('content-type')
        reply.header('Content-Disposition', dispositionFor(typeof type === 'string' ? type : undefined))
      }
      return payload
    },
    handler: async (req, reply) => {
      const path = req.params['*']
      const check = app.deps.signer.check(path, req.query.expires, req.query.signature)
      if (check === 'expired')
        throw new ForbiddenError('This link has expired; fetch the dataset again for a new one')
      if (check === 'invalid' || !isSafeBlobPath(path)) throw new ForbiddenError('Invalid link signature')
      const blobs = app.deps.blobs
      if (!(await blobs.exists(path))) throw new NotFoundError('File not found')
      // Files in a bucket: a link made before the move to S3 still works, by way of a fresh
      // presigned URL (the bytes do not pass through the service).
      if (!(blobs instanceof LocalBlobStore)) return reply.redirect(blobs.presign(path), 302)
      reply.header('Cache-Control', 'private, max-age=3600')
      reply.headers(FILE_SECURITY_HEADERS)
      // Read in 256 KiB pieces: @fastify/send otherwise passes `highWaterMark: null` to
      // fs.createReadStream, i.e. 16 KiB, a read and a socket write per 16 KiB (65,536 per GB):
      // 2.5-3 CPU s per GB against 0.6 at 256 KiB (bench/RESULTS.md#files). At most ~2 pieces
      // per download are held.
      const options: Parameters<typeof reply.sendFile>[2] & { highWaterMark: number } = {
        dotfiles: 'deny',
        acceptRanges: true,
        cacheControl: false,
        highWaterMark: DOWNLOAD_READ_BYTES,
      }
      return reply.sendFile(path, blobs.root, options)
    },
  })
}

import type { FastifyReply, FastifyRequest } from 'fastify'
import { Type } from 'typebox'
import { errorResponses } from '../../common/schemas.ts'
import { directBodies, placeholderBody } from '../../uploads/direct-body.ts'
import type { ResumableUploads } from '../../uploads/resumable-uploads.ts'
import { UPLOADS_PATH } from '../../uploads/uploads-path.ts'
import type { RouteApp } from '../route-app.ts'

const TUS_DOC =
  'tus 1.0 (https://tus.io/protocols/resumable-upload), extensions creation, creation-with-upload, termination ' +
  'and expiration; any tus client (tus-js-client, tus-py-client, Uppy) works. Every request but OPTIONS carries `Tus-Resumable: 1.0.0`. '

declare module 'fastify' {
  interface FastifyContextConfig {
    /** @fastify/cors's options for one route (it merges them over the service's). */
    cors?: { strictPreflight?: boolean; preflightContinue?: boolean }
  }
}

const UploadId = Type.Object({
  id: Type.String({
    pattern: '^[A-Za-z0-9_-]{1,64}$',
    maxLength: 64,
    description: 'The upload, from Location',
  }),
})
const TusHeaders = {
  'tus-resumable': Type.Optional(Type.Literal('1.0.0', { description: 'The protocol version' })),
}
const noBody = (description: string, headers: Record<string, { description: string }>) => ({
  description,
  headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, { ...v, type: 'string' }])),
})

function detailOf(text: string, status: number): string {
  try {
    const parsed = JSON.parse(text) as { detail?: unknown }
    if (typeof parsed.detail === 'string') return parsed.detail
  } catch {}
  return text.trim() || `Upload refused (${status})`
}

/**
 * `/admin/uploads` — resumable uploads (tus). The protocol's requests pass to @tus/server as web
 * requests (a body's bytes read by the data store from the request itself); its answers go back through Fastify, so they keep the
 * service's conventions (errors as `{detail}`, Cache-Control: no-store, the admin key but for
 * discovery, the service's CORS).
 */
export default async function uploadRoutes(app: RouteApp) {
  // The bytes are the upload's: tus reads the request stream itself.
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null))
  // @tus/server (and the OpenTelemetry API it brings, some 160 modules) loads at the first upload
  // request or expiry sweep, not at every start of the service and of every test app.
  let loaded: Promise<ResumableUploads> | undefined
  const uploads = () =>
    (loaded ??= import('../../uploads/resumable-uploads.ts').then((m) =>
      m.resumableUploads({
        db: app.deps.db,
        blobs: app.deps.blobs,
        files: app.services.files,
        clock: app.deps.clock,
        uploadLimit: app.config.uploadLimit,
        expiryMs: app.config.uploadExpiryMs,
      }),
    ))
  // Unfinished uploads past UPLOAD_EXPIRY_HOURS leave the database and the file store.
  const sweep = setInterval(
    () =>
      void uploads()
        .then((u) => u.tus.cleanUpExpiredUploads())
        .catch(() => {}),
    Math.min(app.config.uploadExpiryMs, 3_600_000),
  ).unref()
  app.addHook('onClose', async () => clearInterval(sweep))

  async function pass(req: FastifyRequest, reply: FastifyReply) {
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers))
      if (typeof v === 'string') headers.set(k, v)
      else if (Array.isArray(v)) headers.set(k, v.join(', '))
    // A body's bytes go from the request to the data store directly (direct-body.ts); tus is
    // handed an empty body that ends once the store has read them.
    const body = req.method === 'PATCH' || req.method === 'POST' ? placeholderBody() : undefined
    const request = new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
      method: req.method,
      headers,
      ...(body ? { body: body.body, duplex: 'half' } : {}),
    } as RequestInit)
    const { tus } = await uploads()
    let res: Response
    try {
      res = body
        ? await directBodies.run({ raw: req.raw, close: body.close }, () => tus.handleWeb(request))
        : await tus.handleWeb(request)
    } finally {
      body?.close()
    }
    res.headers.forEach((v, k) => {
      // CORS is the service's (@fastify/cors, CORS_ORIGINS), not tus's: its `*` is left out.
      if (k !== 'content-length' && k !== 'content-type' && !k.startsWith('access-control-'))
        reply.header(k, v)
    })
    reply.code(res.status)
    const text = await res.text()
    // Every refusal is `{detail}`, tus's own plain-text ones (a missing Tus-Resumable) included.
    if (res.status >= 400) return reply.type('application/json').send({ detail: detailOf(text, res.status) })
    return reply.send()
  }

  // tus discovery (docs/platform.md#discovery): answered in its own onRequest hook, so before
  // the admin scope's key check (preParsing) — like @fastify/cors's answer to a preflight, which
  // carries no credentials either. On this route @fastify/cors adds its headers to any OPTIONS
  // and lets it through, instead of refusing one without Origin as a bad preflight (400).
  app.options(UPLOADS_PATH, {
    schema: {
      tags: ['admin'],
      operationId: 'adminDiscoverUploads',
      summary: 'What the resumable uploads support (tus discovery)',
      description: `${TUS_DOC}Answers without the admin key (a discovery request, like a browser's CORS preflight, carries none), before rate limiting: the protocol version, the extensions and the upload limit, nothing about any upload.`,
      security: [],
      response: {
        204: noBody('What the server supports', {
          'Tus-Version': { description: 'Protocol versions: `1.0.0`' },
          'Tus-Extension': {
            description: 'Extensions: `creation,creation-with-upload,termination,expiration`',
          },
          'Tus-Max-Size': { description: 'The upload limit in bytes (`UPLOAD_LIMIT_BYTES`)' },
          'Tus-Resumable': { description: '`1.0.0`' },
        }),
      },
    },
    config: { rateLimit: false, cors: { strictPreflight: false, preflightContinue: true } },
    onRequest: async (req, reply) => {
      await pass(req, reply)
      return reply
    },
    handler: pass,
  })
  app.post(
    UPLOADS_PATH,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateUpload',
        summary: 'Start a resumable upload (tus creation)',
        description: `${TUS_DOC}Headers: \`Upload-Length\` (bytes, at most the upload limit; 413 beyond) and \`Upload-Metadata\` with \`path\` (the file's path, the rules of \`PUT /admin/files/{path}\`: 422 if malformed, 409 if taken) and \`sha256\` (64 lowercase hex digits). A body of type \`application/offset+octet-stream\` may carry the first bytes (creation-with-upload). The upload expires \`UPLOAD_EXPIRY_HOURS\` after creation (\`Upload-Expires\`).`,
        security: [{ AdminKey: [] }],
        headers: Type.Object({
          ...TusHeaders,
          'upload-length': Type.String({
            pattern: '^\\d{1,16}$',
            maxLength: 16,
            description: 'The whole file, in bytes',
          }),
          'upload-metadata': Type.String({
            maxLength: 2048,
            description:
              'Comma-separated `key base64(value)` pairs: `path` and `sha256` (required), `filetype` (optional)',
          }),
        }),
        response: {
          201: noBody('Created; Location is the upload', {
            Location: { description: '/admin/uploads/{id}' },
            'Upload-Offset': { description: 'Bytes received with the request' },
          }),
          204: noBody('Created and finished in one request (creation-with-upload): the file is stored', {
            Location: { description: '/admin/uploads/{id}' },
            'Hangar-File-Link': { description: 'The stored file’s link' },
          }),
          ...errorResponses(400, 401, 409, 412, 413, 415, 422),
        },
      },
    },
    pass,
  )
  app.route({
    method: ['HEAD'],
    url: `${UPLOADS_PATH}/:id`,
    schema: {
      tags: ['admin'],
      operationId: 'adminGetUploadOffset',
      summary: 'How much of a resumable upload is stored (tus HEAD)',
      description: `${TUS_DOC}Answers \`Upload-Offset\` (resume from there) and \`Upload-Length\`; 404 for an unknown, finished or expired upload.`,
      security: [{ AdminKey: [] }],
      headers: Type.Object(TusHeaders),
      params: UploadId,
      response: {
        200: noBody('The upload', {
          'Upload-Offset': { description: 'Bytes stored' },
          'Upload-Length': { description: 'The whole file' },
        }),
        ...errorResponses(401, 404, 410, 412, 423),
      },
    },
    handler: pass,
  })
  app.patch(
    `${UPLOADS_PATH}/:id`,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminAppendUpload',
        summary: 'Send bytes of a resumable upload (tus PATCH)',
        description: `${TUS_DOC}Body: bytes of type \`application/offset+octet-stream\` from \`Upload-Offset\` (which must be the stored offset; 409 otherwise: ask HEAD). Bytes are stored as they arrive and the offset committed every few MiB, so a broken connection keeps every byte that arrived. 423 when a newer request for the same upload took it over (ask HEAD, resume). With the last byte the upload becomes the file: 204 with \`Hangar-File-Link\`, or 422 if the bytes do not match the declared sha256 (the upload is removed), 409 if the path was taken meanwhile, 503 if the file store is unavailable (send an empty PATCH at the end offset to retry).`,
        security: [{ AdminKey: [] }],
        headers: Type.Object({
          ...TusHeaders,
          'upload-offset': Type.String({
            pattern: '^\\d{1,16}$',
            maxLength: 16,
            description: 'Where these bytes start',
          }),
        }),
        params: UploadId,
        response: {
          204: noBody('Stored', {
            'Upload-Offset': { description: 'Bytes stored now' },
            'Hangar-File-Link': { description: 'With the last byte: the stored file’s link' },
          }),
          ...errorResponses(400, 401, 404, 409, 410, 412, 413, 415, 422, 423),
        },
      },
    },
    pass,
  )
  app.delete(
    `${UPLOADS_PATH}/:id`,
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminDeleteUpload',
        summary: 'Abandon a resumable upload (tus termination)',
        description: `${TUS_DOC}Removes what was stored of it.`,
        security: [{ AdminKey: [] }],
        headers: Type.Object(TusHeaders),
        params: UploadId,
        response: { 204: noBody('Removed', {}), ...errorResponses(401, 404, 412, 423) },
      },
    },
    pass,
  )
}

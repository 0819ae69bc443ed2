import { ffmpegInfo } from '@hangar/media'
import { Type } from 'typebox'
import { StorageUnavailableError } from '../../files/blob-store.ts'
import { pingDatabase } from '../../storage/database.ts'
import type { RouteApp } from '../route-app.ts'

const HealthSchema = Type.Object({ status: Type.String() })
/** Which ffmpeg makes video previews: said, never a reason to be unready (docs/previews.md#ffmpeg). */
const FfmpegSchema = Type.Object(
  {
    source: Type.Enum(['env', 'system', 'bundled', 'missing'] as const, {
      description:
        "FFMPEG_PATH, the system's (Debian's package), the 2018 build @ffmpeg-installer bundles (a fallback), or none (videos get no preview)",
    }),
    path: Type.Optional(Type.String()),
    version: Type.Optional(
      Type.String({ description: 'The word after `ffmpeg version` in `ffmpeg -version`' }),
    ),
    warning: Type.Optional(
      Type.String({ description: 'Set when it is the bundled build or there is none: what to do' }),
    ),
  },
  { description: 'The ffmpeg video previews run (docs/previews.md#ffmpeg)' },
)
const ReadySchema = Type.Object({ status: Type.String(), ffmpeg: Type.Optional(FfmpegSchema) })
/** Not ready is an error like any other: `{detail}`, with the probe's `status` beside it. */
const NotReadySchema = Type.Object({ status: Type.String(), detail: Type.String() })

/**
 * /healthz (process is up) and /readyz (database and file store answer; it also says which ffmpeg
 * runs): no key, no rate limit.
 */
export default async function healthRoutes(app: RouteApp) {
  app.get(
    '/healthz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Liveness: the process answers',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' }),
  )
  app.get(
    '/readyz',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        operationId: 'getReadiness',
        summary: 'Readiness: the database and the file store (folder or S3 bucket) answer (503 otherwise)',
        response: { 200: ReadySchema, 503: NotReadySchema },
      },
    },
    async (_req, reply) => {
      try {
        await pingDatabase(app.deps.db)
      } catch {
        return reply
          .code(503)
          .send({ status: 'database unavailable', detail: 'The database does not answer' })
      }
      try {
        await app.deps.blobs.check()
      } catch (err) {
        const detail = err instanceof StorageUnavailableError ? err.detail : 'The file store does not answer'
        return reply.code(503).send({ status: 'storage unavailable', detail })
      }
      // Asked once per binary (`ffmpeg -version`), then remembered.
      return { status: 'ready', ffmpeg: await ffmpegInfo() }
    },
  )
}

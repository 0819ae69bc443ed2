import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { DatasetIdParamsSchema } from '../../datasets/dataset.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import { mediaTypeOf } from '../../streams/frames.ts'
import {
  ImageFrameQuerySchema,
  SeriesQuerySchema,
  SeriesSchema,
  StreamsSchema,
} from '../../streams/stream.schema.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /datasets/{dataset_id}/streams and /series — what a dataset's files hold (docs/streams.md). */
export default async function streamsRoute(app: RouteApp) {
  app.get(
    '/datasets/:dataset_id/streams',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'getDatasetStreams',
        summary: "A dataset's streams",
        description:
          'Videos (with signed links valid for 60 minutes), numeric channels and image streams read from the ' +
          "dataset's file and its companion files. `status` is `indexing` while they are read, `none` for a " +
          'format Hangar does not read, `failed` with a one-sentence `detail` for a file it could not read. ' +
          'Times are seconds from the dataset start (docs/streams.md).',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        response: { 200: StreamsSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) => app.services.streams.streams(callerOf(req), req.params.dataset_id),
  )

  app.get(
    '/datasets/:dataset_id/series',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'getDatasetSeries',
        summary: 'Channel values over a time range',
        description:
          'At most `points` buckets of equal width per channel over [from, to] (seconds from the dataset start; ' +
          'default the whole dataset), each with the min, max and mean of its samples, so no spike is lost; empty ' +
          'buckets are left out. 404 for an unknown channel (or streams not ready), 422 when from is after to.',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        querystring: SeriesQuerySchema,
        response: { 200: SeriesSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
      // Up to 32 × 4 × 5,000 numbers: V8's JSON.stringify writes them about 4× faster than the
      // schema's compiled serializer, which was a quarter of the request's CPU
      // (bench/RESULTS.md#streams-series-issue-17). The answer is built to the schema already
      // (every value finite: the index keeps no NaN), and the schema still documents it.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    async (req) => app.services.streams.series(callerOf(req), req.params.dataset_id, req.query),
  )

  app.get(
    '/datasets/:dataset_id/image',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'getDatasetImageFrame',
        summary: "An image stream's frame at a time",
        description:
          'The compressed image (JPEG, PNG…, as recorded) of an MCAP image stream at `t`: the last frame at or ' +
          "before it (the first when t is before it). `Hangar-Frame-Time` says the frame's time. 404 for an unknown " +
          'stream or streams not ready.',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        querystring: ImageFrameQuerySchema,
        response: {
          200: {
            description: 'The image bytes',
            headers: { 'Hangar-Frame-Time': { type: 'string', description: "The frame's time, seconds" } },
            content: { 'image/*': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errorResponses(401, 403, 404, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const frame = await app.services.streams.image(
        callerOf(req),
        req.params.dataset_id,
        req.query.stream,
        req.query.t,
      )
      reply.header('Hangar-Frame-Time', String(frame.t))
      reply.header('X-Content-Type-Options', 'nosniff')
      reply.type(mediaTypeOf(frame.format))
      return reply.send(
        Buffer.from(frame.bytes.buffer, frame.bytes.byteOffset, frame.bytes.byteLength) as never,
      )
    },
  )
}

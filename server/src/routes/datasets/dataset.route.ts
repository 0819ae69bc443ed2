import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { DatasetSchema, GetQuerySchema } from '../../datasets/dataset.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import { cachedJson } from '../../plugins/response-cache.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /datasets/dataset?id= — one dataset with a signed download URL. */
export default async function datasetRoute(app: RouteApp) {
  app.get(
    '/datasets/dataset',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'getDataset',
        summary: 'Fetch one dataset',
        description: 'Includes `signed_url`, a download link valid for 60 minutes.',
        security: CALLER_SECURITY,
        querystring: GetQuerySchema,
        response: { 200: DatasetSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    // Repeat reads come from the response cache while the organization is unchanged.
    async (req, reply) =>
      cachedJson(app.responseCache, req, reply, `dataset\n${req.query.id}`, true, () =>
        app.services.datasets.get(callerOf(req), req.query.id),
      ),
  )
}

import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { DatasetIdParamsSchema, IterationHistorySchema } from '../../datasets/dataset.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /datasets/{dataset_id}/iterations — the whole version chain, from any version's id. */
export default async function iterationsRoute(app: RouteApp) {
  app.get(
    '/datasets/:dataset_id/iterations',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'getDatasetIterations',
        summary: 'Iteration history',
        description:
          'All versions of a synthetic dataset, ascending. Only the latest version can be active; earlier ones are ' +
          'superseded with a reason. Episode and telemetry datasets have no iterations (404).',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        response: { 200: IterationHistorySchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) => app.services.datasets.iterations(callerOf(req), req.params.dataset_id),
  )
}

import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { DatasetIdParamsSchema, ReviewResultSchema } from '../../datasets/dataset.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** POST /datasets/{dataset_id}/accept — pending → accepted, atomically. */
export default async function acceptRoute(app: RouteApp) {
  app.post(
    '/datasets/:dataset_id/accept',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'acceptDataset',
        summary: 'Accept a pending dataset',
        description:
          'No body. Under concurrency exactly one transition out of pending succeeds; the others get 422.',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        response: { 200: ReviewResultSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) => app.services.datasets.accept(callerOf(req), req.params.dataset_id),
  )
}

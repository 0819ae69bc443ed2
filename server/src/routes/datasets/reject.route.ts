import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { DatasetIdParamsSchema, RejectBodySchema, ReviewResultSchema } from '../../datasets/dataset.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** POST /datasets/{dataset_id}/reject — pending → rejected, reason kept in metadata.rejection_reason. */
export default async function rejectRoute(app: RouteApp) {
  app.post(
    '/datasets/:dataset_id/reject',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'rejectDataset',
        summary: 'Reject a pending dataset with a reason',
        description:
          'JSON body `{"reason": string}` with Content-Type application/json. The reason is stored in the ' +
          "dataset's metadata under `rejection_reason`. `finding_ids` (optional) cites findings of the dataset the " +
          'rejection rests on; GET /datasets/{dataset_id}/decision lists them (docs/findings.md).',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        body: RejectBodySchema,
        response: { 200: ReviewResultSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429) },
      },
    },
    async (req) =>
      app.services.datasets.reject(
        callerOf(req),
        req.params.dataset_id,
        req.body.reason,
        req.body.finding_ids,
      ),
  )
}

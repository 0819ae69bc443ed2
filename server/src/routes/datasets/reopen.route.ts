import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { DatasetIdParamsSchema, ReviewResultSchema } from '../../datasets/dataset.schema.ts'
import { ReopenBodySchema } from '../../decisions/decision.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** POST /datasets/{dataset_id}/reopen — accepted or rejected → pending, with a reason. */
export default async function reopenRoute(app: RouteApp) {
  app.post(
    '/datasets/:dataset_id/reopen',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'reopenDataset',
        summary: 'Take an accept or a rejection back',
        description:
          'JSON body `{"reason": string}`. An accepted or rejected dataset becomes pending again; its verdict, findings ' +
          'and `metadata.rejection_reason` stay as they are. Any other status → 409. Appends a `reopened` entry to ' +
          'GET /datasets/{dataset_id}/decisions and emits `dataset.reopened` (docs/review-workflow.md).',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        body: ReopenBodySchema,
        response: { 200: ReviewResultSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429) },
      },
    },
    async (req) => app.services.datasets.reopen(callerOf(req), req.params.dataset_id, req.body.reason),
  )
}

import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { DatasetIdParamsSchema } from '../../datasets/dataset.schema.ts'
import { DecisionHistorySchema } from '../../decisions/decision.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /datasets/{dataset_id}/decisions — the dataset's decision log, oldest first. */
export default async function decisionsRoute(app: RouteApp) {
  app.get(
    '/datasets/:dataset_id/decisions',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'listDatasetDecisions',
        summary: "A dataset's decisions, oldest first",
        description:
          'Every accept, reject and reopen of the dataset, as appended (docs/review-workflow.md): who, when, why, ' +
          'the findings cited and the bulk decision it was part of. Its status is the last entry’s consequence; ' +
          'a dataset the platform imported decided has none.',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        response: { 200: DecisionHistorySchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) => app.services.datasets.history(callerOf(req), req.params.dataset_id),
  )
}

import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { DatasetIdParamsSchema, DecisionSchema } from '../../datasets/dataset.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /datasets/{dataset_id}/decision — who accepted or rejected it, and when. */
export default async function decisionRoute(app: RouteApp) {
  app.get(
    '/datasets/:dataset_id/decision',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'getDatasetDecision',
        summary: 'Who decided a dataset',
        description:
          'For an accepted or rejected dataset: who decided (person or key, by the name it had then), when, and ' +
          'the rejection reason and the findings it cites (`finding_ids`); nulls and [] otherwise. Lets a client say "rejected by Ada Lovelace at 14:02" when its ' +
          'own accept or reject answers 422.',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        response: { 200: DecisionSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) => app.services.datasets.decision(callerOf(req), req.params.dataset_id),
  )
}

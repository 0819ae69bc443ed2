import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { DatasetIdParamsSchema } from '../../datasets/dataset.schema.ts'
import { DatasetWorkSchema } from '../../jobs/job.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /datasets/{dataset_id}/work — what Hangar is still doing on a dataset (docs/jobs.md#seeing-the-work). */
export default async function workRoute(app: RouteApp) {
  app.get(
    '/datasets/:dataset_id/work',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'getDatasetWork',
        summary: 'What Hangar is doing on a dataset',
        description:
          'The work Hangar does on a dataset after it arrives — its stream index, previews and checks — each with ' +
          'its state and, while it runs, how far along it is. `busy` is true while any of it is queued or running; ' +
          'the `dataset.processed` event says when each ends.',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        response: { 200: DatasetWorkSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) => {
      await app.services.datasets.get(callerOf(req), req.params.dataset_id)
      return app.services.jobs.workOn(req.params.dataset_id)
    },
  )
}

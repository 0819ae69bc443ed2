import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { DatasetIdParamsSchema } from '../../datasets/dataset.schema.ts'
import {
  FindingChangeSchema,
  FindingListQuerySchema,
  FindingListSchema,
  FindingParamsSchema,
  FindingSchema,
  NewFindingSchema,
} from '../../findings/finding.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** A dataset's findings (docs/findings.md): what checks and people saw, where, and what became of it. */
export default async function findingsRoute(app: RouteApp) {
  app.get(
    '/datasets/:dataset_id/findings',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'listDatasetFindings',
        summary: "A dataset's findings and its verdict",
        description:
          "Every finding of the dataset, checks' and people's, in time order (those about the whole file first), " +
          'with the verdict they give. Filters combine with AND.',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        querystring: FindingListQuerySchema,
        response: { 200: FindingListSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) => app.services.findings.list(callerOf(req), req.params.dataset_id, req.query),
  )

  app.post(
    '/datasets/:dataset_id/findings',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'createDatasetFinding',
        summary: 'File a finding on a span of a recording',
        description:
          'A person (reviewer or owner) or an API key. Times are seconds on the recording’s clock, inclusive, ' +
          'within its duration (GET /datasets/{dataset_id}/streams); both null for the whole file. 422 for a ' +
          'span outside the recording, a start after the end, a stream the recording has not, or times on a ' +
          'dataset whose streams are not indexed. Frames per stream are derived from each stream’s own ' +
          'timestamps. The dataset’s verdict follows at once.',
        security: CALLER_SECURITY,
        params: DatasetIdParamsSchema,
        body: NewFindingSchema,
        response: { 201: FindingSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429) },
      },
    },
    async (req, reply) => {
      const finding = await app.services.findings.create(callerOf(req), req.params.dataset_id, req.body)
      return reply.code(201).send(finding)
    },
  )

  app.patch(
    '/datasets/:dataset_id/findings/:finding_id',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'updateDatasetFinding',
        summary: 'Confirm, dismiss or reopen a finding',
        description:
          'A person (reviewer or owner) or an API key; `note` says why. A dismissed finding no longer counts ' +
          'toward the verdict. 404 for a finding that is not of this dataset.',
        security: CALLER_SECURITY,
        params: FindingParamsSchema,
        body: FindingChangeSchema,
        response: { 200: FindingSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429) },
      },
    },
    async (req) =>
      app.services.findings.update(callerOf(req), req.params.dataset_id, req.params.finding_id, req.body),
  )
}

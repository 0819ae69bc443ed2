import { errorResponses } from '../../common/schemas.ts'
import { DatasetIdParamsSchema, DatasetSchema } from '../../datasets/dataset.schema.ts'
import { CreateDatasetSchema, CreateIterationSchema, SetStatusSchema } from '../../platform/admin.schema.ts'
import type { RouteApp } from '../route-app.ts'

/** Datasets as the platform prepares them: create, new iteration version, platform status moves. */
export default async function adminDatasetRoutes(app: RouteApp) {
  const admin = app.services.datasetAdmin
  const security = [{ AdminKey: [] }]

  app.post(
    '/admin/datasets',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateDataset',
        summary: 'Create a dataset for an organization',
        description:
          'The link must name an uploaded file; size and sha256 come from it. Synthetic datasets need a prompt and ' +
          'start an iteration chain at version 0. `date_created` lets an importer backfill.',
        security,
        body: CreateDatasetSchema,
        response: { 201: DatasetSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (req, reply) => reply.code(201).send(await admin.create(req.body)),
  )

  app.get(
    '/admin/datasets/:dataset_id',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminGetDataset',
        summary: 'Fetch any dataset',
        security,
        params: DatasetIdParamsSchema,
        response: { 200: DatasetSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => admin.get(req.params.dataset_id),
  )

  app.post(
    '/admin/datasets/:dataset_id/iterations',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCreateIteration',
        summary: 'Create a new iteration version',
        description:
          'The new version becomes the latest (pending); the previous latest becomes superseded with the reason ' +
          '"Replaced by version N: <regeneration_reason>". Any version id of the chain may be given.',
        security,
        params: DatasetIdParamsSchema,
        body: CreateIterationSchema,
        response: { 201: DatasetSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (req, reply) => reply.code(201).send(await admin.createIteration(req.params.dataset_id, req.body)),
  )

  app.post(
    '/admin/datasets/:dataset_id/status',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminSetDatasetStatus',
        summary: 'Move a dataset to for_admin_review, pending or discarded',
        description: 'Allowed moves: see docs/platform.md. The reason goes to the audit log.',
        security,
        params: DatasetIdParamsSchema,
        body: SetStatusSchema,
        response: { 200: DatasetSchema, ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (req) => admin.setStatus(req.params.dataset_id, req.body),
  )
}

import { Type } from 'typebox'
import { errorResponses } from '../../common/schemas.ts'
import { JobParamsSchema, JobQuerySchema, JobSchema } from '../../jobs/job.schema.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /admin/jobs, POST /admin/jobs/{id}/retry and /cancel — the work after requests (docs/jobs.md). */
export default async function adminJobRoutes(app: RouteApp) {
  app.get(
    '/admin/jobs',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListJobs',
        summary: 'List jobs',
        description:
          'Indexing, previews and every later kind of work, newest first: what is queued, running, done, failed or cancelled. A failed job keeps its last error as a sentence.',
        security: [{ AdminKey: [] }],
        querystring: JobQuerySchema,
        response: { 200: Type.Object({ jobs: Type.Array(JobSchema) }), ...errorResponses(401, 422) },
      },
    },
    async (req) => ({
      jobs: await app.services.jobs.list({
        state: req.query.state,
        kind: req.query.kind,
        datasetId: req.query.dataset_id,
        organizationId: req.query.organization_id,
        limit: req.query.limit,
      }),
    }),
  )
  app.post(
    '/admin/jobs/:job_id/retry',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminRetryJob',
        summary: 'Run a failed or cancelled job again',
        description: 'Its runs are counted afresh. Another state → 422.',
        security: [{ AdminKey: [] }],
        params: JobParamsSchema,
        response: { 200: JobSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => app.services.jobs.retry(req.params.job_id),
  )
  app.post(
    '/admin/jobs/:job_id/cancel',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminCancelJob',
        summary: 'Cancel a queued job',
        description: 'A running job finishes its run (nothing is left half-written); another state → 422.',
        security: [{ AdminKey: [] }],
        params: JobParamsSchema,
        response: { 200: JobSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (req) => app.services.jobs.cancel(req.params.job_id),
  )
}

import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { type ListQuery, ListQuerySchema, ListResponseSchema } from '../../datasets/dataset.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import { cachedJson } from '../../plugins/response-cache.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /datasets — the caller's datasets, filtered, newest first, paginated. */
export default async function listRoute(app: RouteApp) {
  app.get(
    '/datasets',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'listDatasets',
        summary: 'List datasets',
        description:
          "Only the caller's organization. Filters combine with AND; `metadata=key:value` is repeatable and " +
          'splits at the first colon; `verdict=` is repeatable (any of them, docs/findings.md). Newest first (date_created desc, then id). `total` ignores limit and offset.',
        security: CALLER_SECURITY,
        querystring: ListQuerySchema,
        response: { 200: ListResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    // Validation has applied the defaults of limit and offset. Repeat reads of a page come from
    // the response cache while the organization is unchanged (preview links are signed).
    async (req, reply) =>
      cachedJson(app.responseCache, req, reply, `list\n${JSON.stringify(req.query)}`, true, () =>
        app.services.datasets.list(callerOf(req), req.query as ListQuery),
      ),
  )
}

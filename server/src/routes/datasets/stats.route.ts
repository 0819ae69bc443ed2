import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { StatsSchema } from '../../datasets/dataset.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import { cachedJson } from '../../plugins/response-cache.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /datasets/stats — counts of the caller's datasets, read from running counters. */
export default async function statsRoute(app: RouteApp) {
  app.get(
    '/datasets/stats',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'getDatasetStats',
        summary: 'Dataset statistics',
        description:
          "The caller's organization. Every status and data type key is present (0 when none); " +
          'daily_volume_last_7_days lists the seven UTC calendar days ending today, newest first.',
        security: CALLER_SECURITY,
        response: { 200: StatsSchema, ...errorResponses(401, 429) },
      },
    },
    // Repeat reads come from the response cache while the organization is unchanged; the seven
    // days move at midnight UTC, so the day is part of the key.
    async (req, reply) =>
      cachedJson(
        app.responseCache,
        req,
        reply,
        `stats\n${Math.floor(app.deps.clock.now() / 86_400_000)}`,
        false,
        () => app.services.datasets.stats(callerOf(req)),
      ),
  )
}

import { Type } from 'typebox'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import {
  BulkBodySchema,
  BulkConflictSchema,
  BulkCountSchema,
  BulkDoneSchema,
} from '../../decisions/decision.schema.ts'
import { BulkCountChangedError, MAX_BULK } from '../../decisions/decision.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** POST /datasets/bulk — accept, reject or reopen every dataset a filter matches, counted first. */
export default async function bulkRoute(app: RouteApp) {
  app.post(
    '/datasets/bulk',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'bulkDecideDatasets',
        summary: 'Decide every dataset a filter matches, counted first',
        description:
          'Two steps (docs/review-workflow.md#bulk). `dry_run: true` counts: `matched`, `actionable` (those the action ' +
          'changes), `skipped` by status, up to 20 `sample_ids` and a `token` valid 10 minutes. `dry_run: false` with ' +
          'that `token` and `expected` (its `actionable`) commits: every dataset gets its own decision entry ' +
          '(with `bulk_id`), audit entry and event, all in one transaction. If the matching datasets or their states ' +
          `changed since the count → 409 with the new counts, and nothing changes. At most ${MAX_BULK} datasets per ` +
          'bulk decision (422 beyond). `reason` is required to reject and to reopen. A token is refused when forged or ' +
          'counted for another filter or action (422), of another organization (403), or expired (410).',
        security: CALLER_SECURITY,
        body: BulkBodySchema,
        response: {
          200: Type.Union([BulkCountSchema, BulkDoneSchema]),
          409: BulkConflictSchema,
          ...errorResponses(400, 401, 403, 410, 413, 415, 422, 429),
        },
      },
    },
    async (req, reply) => {
      try {
        return await app.services.datasets.bulk(callerOf(req), req.body)
      } catch (err) {
        // The new counts ride on the 409, so the console can say what changed without a second call.
        if (err instanceof BulkCountChangedError)
          return reply
            .code(409)
            .send({ detail: err.detail, matched: err.matched, actionable: err.actionable })
        throw err
      }
    },
  )
}

import { Type } from 'typebox'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import { LeasedDatasetSchema, type ReviewNextBody, ReviewNextBodySchema } from '../../review/review.schema.ts'
import type { RouteApp } from '../route-app.ts'

/** POST /review/next — the next pending dataset of the shared queue, leased to the caller. */
export default async function nextRoute(app: RouteApp) {
  app.post(
    '/review/next',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'reviewNext',
        summary: 'Claim the next dataset to review',
        description:
          'The next pending dataset matching `filter` (the list’s `data_type`, `metadata` and `verdict`), leased to ' +
          'the caller — a person or an API key — for 10 minutes: verdict `exclude` first, then `review`, then the ' +
          'others, oldest first within each. Datasets another reviewer holds are skipped. Asking again while the ' +
          'lease runs gives the same dataset back (if it still matches); otherwise that lease ends and the next is ' +
          'claimed. A decision ends the lease. 204 when nothing is left (docs/review-queue.md).',
        security: CALLER_SECURITY,
        body: Type.Optional(ReviewNextBodySchema),
        response: { 200: LeasedDatasetSchema, 204: Type.Null(), ...errorResponses(401, 403, 422, 429) },
      },
      // A request without a body asks with no filter, as `{}` does.
      preValidation: async (req) => {
        req.body ??= {}
      },
    },
    async (req, reply) => {
      const next = await app.services.reviewQueue.next(callerOf(req), req.body as ReviewNextBody | undefined)
      return next ?? reply.code(204).send(null)
    },
  )
}

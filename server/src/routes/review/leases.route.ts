import { Type } from 'typebox'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import { LeaseParamsSchema, LeaseSchema } from '../../review/review.schema.ts'
import type { RouteApp } from '../route-app.ts'

/** DELETE /review/leases/{dataset_id} and POST …/renew — the caller's lease on a dataset. */
export default async function leasesRoute(app: RouteApp) {
  app.delete(
    '/review/leases/:dataset_id',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'releaseReviewLease',
        summary: 'Hand a claimed dataset back to the queue',
        description:
          'Ends the caller’s lease: the dataset is offered to the next reviewer. 404 when the caller holds no ' +
          'running lease on it (none, another’s, ran out, decided, another organization’s dataset).',
        security: CALLER_SECURITY,
        params: LeaseParamsSchema,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req, reply) => {
      await app.services.reviewQueue.release(callerOf(req), req.params.dataset_id)
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/review/leases/:dataset_id/renew',
    {
      schema: {
        tags: ['datasets'],
        operationId: 'renewReviewLease',
        summary: 'Keep a claimed dataset for another 10 minutes',
        description:
          'Moves the end of the caller’s running lease to 10 minutes from now. 404 when the caller holds no lease ' +
          'on it (none, released, taken over by another after it ran out, another organization’s dataset); 409 ' +
          'when theirs ran out or the dataset was decided: ask `POST /review/next` again.',
        security: CALLER_SECURITY,
        params: LeaseParamsSchema,
        response: { 200: LeaseSchema, ...errorResponses(401, 403, 404, 409, 422, 429) },
      },
    },
    async (req) => app.services.reviewQueue.renew(callerOf(req), req.params.dataset_id),
  )
}

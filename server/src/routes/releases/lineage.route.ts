import { Type } from 'typebox'
import { actorOf } from '../../audit/actor.ts'
import { CALLER_SECURITY, errorResponses, Uuid } from '../../common/schemas.ts'
import { callerOf } from '../../plugins/auth.ts'
import { ConsumerSchema, CreateConsumerSchema, LineageSchema } from '../../releases/lineage.schema.ts'
import type { RouteApp } from '../route-app.ts'

const Params = Type.Object({ release_id: Uuid() })

/** Who read a release, and the releases a dataset is in (docs/releases.md#lineage-and-recall). */
export default async function lineageRoutes(app: RouteApp) {
  const lineage = app.services.lineage
  const security = CALLER_SECURITY

  app.post(
    '/releases/:release_id/consumers',
    {
      schema: {
        tags: ['releases'],
        operationId: 'addReleaseConsumer',
        summary: 'Record that a training run read the release',
        description:
          'Owner, reviewer or API key. `uri` is an absolute URI with a scheme (an MLflow or W&B run, an https page); ' +
          'javascript:, data:, vbscript: and file: are refused (422). A recall of the release names every consumer.',
        security,
        params: Params,
        body: CreateConsumerSchema,
        response: { 201: ConsumerSchema, ...errorResponses(400, 401, 403, 404, 415, 422, 429) },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req)
      const consumer = await lineage.addConsumer(
        caller.organizationId,
        req.params.release_id,
        req.body,
        actorOf(caller),
        caller.role,
      )
      return reply.code(201).send(consumer)
    },
  )

  app.get(
    '/releases/:release_id/consumers',
    {
      schema: {
        tags: ['releases'],
        operationId: 'listReleaseConsumers',
        summary: 'The training runs that said they read the release, oldest first',
        security,
        params: Params,
        response: {
          200: Type.Object({ consumers: Type.Array(ConsumerSchema) }),
          ...errorResponses(401, 403, 404, 422, 429),
        },
      },
    },
    async (req) => ({
      consumers: await lineage.consumers(callerOf(req).organizationId, req.params.release_id),
    }),
  )

  app.get(
    '/datasets/:dataset_id/lineage',
    {
      schema: {
        tags: ['releases'],
        operationId: 'getDatasetLineage',
        summary: 'The releases that hold a dataset, with their consumers',
        description:
          "Newest release first, each with its version, the dataset's version in it, its recall from it if any, " +
          'and the training runs that read it.',
        security,
        params: Type.Object({ dataset_id: Uuid() }),
        response: { 200: LineageSchema, ...errorResponses(401, 403, 404, 422, 429) },
      },
    },
    async (req) => lineage.lineage(callerOf(req).organizationId, req.params.dataset_id),
  )
}

import { Type } from 'typebox'
import { errorResponses } from '../../common/schemas.ts'
import {
  BrokerCredentialsSchema,
  MechaSummarySchema,
  RegisteredMechaSchema,
  RegisterMechaSchema,
} from '../../mecha-control/mecha-control.schema.ts'
import type { RouteApp } from '../route-app.ts'

/** Registering mechas to organizations, and the whole fleet at a glance. */
export default async function adminMechaRoutes(app: RouteApp) {
  app.post(
    '/admin/mechas',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminRegisterMecha',
        summary: 'Register a mecha to an organization',
        description:
          'Models: quadruped (stair-capable legged), rover (wheeled, no stair mode). With a message broker ' +
          '(MQTT_URL or MQTT_LISTEN_PORT) the answer carries the robot’s own broker credentials, once.',
        security: [{ AdminKey: [] }],
        body: RegisterMechaSchema,
        response: { 201: RegisteredMechaSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (req, reply) => reply.code(201).send(await app.services.mechas.register(req.body)),
  )
  app.post(
    '/admin/mechas/:mecha_id/broker-credentials',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminRotateMechaBrokerCredentials',
        summary: "Issue new broker credentials for a mecha's robot agent",
        description:
          'The previous password stops working at the robot’s next login. 422 when the service runs its robots ' +
          'in process (no MQTT_URL or MQTT_LISTEN_PORT).',
        security: [{ AdminKey: [] }],
        params: Type.Object({ mecha_id: Type.String({ maxLength: 100 }) }),
        response: { 201: BrokerCredentialsSchema, ...errorResponses(401, 404, 422) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await app.services.mechas.rotateBrokerCredentials(req.params.mecha_id)),
  )
  app.get(
    '/admin/mechas',
    {
      schema: {
        tags: ['admin'],
        operationId: 'adminListMechas',
        summary: 'Every mecha with its state',
        security: [{ AdminKey: [] }],
        response: { 200: Type.Object({ mechas: Type.Array(MechaSummarySchema) }), ...errorResponses(401) },
      },
    },
    async () => ({ mechas: await app.services.mechas.list(null) }),
  )
}

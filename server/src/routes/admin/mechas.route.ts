import { Type } from 'typebox'
import { errorResponses } from '../../common/schemas.ts'
import {
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
        description: 'Models: quadruped (stair-capable legged), rover (wheeled, no stair mode).',
        security: [{ AdminKey: [] }],
        body: RegisterMechaSchema,
        response: { 201: RegisteredMechaSchema, ...errorResponses(400, 401, 422) },
      },
    },
    async (req, reply) => reply.code(201).send(await app.services.mechas.register(req.body)),
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

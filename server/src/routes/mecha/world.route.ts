import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { MechaIdQuerySchema, MechaWorldSchema } from '../../mecha-control/mecha-control.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /mecha/world?mecha_id= — the map a mecha walks on, for drawing it (beyond the interface). */
export default async function worldRoute(app: RouteApp) {
  app.get(
    '/mecha/world',
    {
      schema: {
        tags: ['mecha'],
        operationId: 'getMechaWorld',
        summary: "A mecha's world map",
        description:
          'The operational range (meters from the start) and the staircases (foot, direction of ascent, width, ' +
          'step height and depth, step count, landing depth) of the map the mecha was registered with; the ' +
          'default map when none was given. Waypoints and poses are in the same frame.',
        security: CALLER_SECURITY,
        querystring: MechaIdQuerySchema,
        response: { 200: MechaWorldSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (req) => app.services.mechas.world(callerOf(req), req.query.mecha_id),
  )
}

import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { MechaDiagnosticsSchema, MechaIdQuerySchema } from '../../mecha-control/mecha-control.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** GET /mecha/diagnostic/status?mecha_id= — state, pose, path, battery, errors and warnings. */
export default async function statusRoute(app: RouteApp) {
  app.get(
    '/mecha/diagnostic/status',
    {
      schema: {
        tags: ['mecha'],
        operationId: 'getMechaStatus',
        summary: 'Mecha diagnostics',
        description:
          'State, mode, pose (x, y, z, heading), current and commanded speed, the active path with the next ' +
          'waypoint index and distance left, battery, active and recent error conditions, warnings, last command, ' +
          'last stop reason, uptime, model limits, control lease and e-stop latch.',
        security: CALLER_SECURITY,
        querystring: MechaIdQuerySchema,
        response: { 200: MechaDiagnosticsSchema, ...errorResponses(400, 401, 404, 429, 503, 504) },
      },
    },
    async (req) => app.services.mechas.status(callerOf(req), req.query.mecha_id),
  )
}

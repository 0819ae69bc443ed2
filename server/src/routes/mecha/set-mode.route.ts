import { Type } from 'typebox'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { MechaDiagnosticsSchema, SetModeQuerySchema } from '../../mecha-control/mecha-control.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** POST /mecha/{model}/set_mode?mecha_id=&mode= — stair_climbing or standard, for the stair-capable model. */
export default async function setModeRoute(app: RouteApp) {
  app.post(
    '/mecha/:model/set_mode',
    {
      schema: {
        tags: ['mecha'],
        operationId: 'setMechaMode',
        summary: 'Switch movement mode',
        description:
          '`model` is the stair-capable legged model (`quadruped`). Set stair_climbing before moving over stairs, ' +
          'standard after. 422 while moving, on a model without stair mode, or when the path model does not match.',
        security: CALLER_SECURITY,
        params: Type.Object({ model: Type.String({ maxLength: 100 }) }),
        querystring: SetModeQuerySchema,
        response: { 200: MechaDiagnosticsSchema, ...errorResponses(400, 401, 403, 404, 422, 429, 503, 504) },
      },
    },
    async (req) => {
      const outcome = await app.services.mechas.command(callerOf(req), req.query.mecha_id, {
        name: 'set_mode',
        mode: req.query.mode,
        model: req.params.model,
      })
      return outcome.status
    },
  )
}

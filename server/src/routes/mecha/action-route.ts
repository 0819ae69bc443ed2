import type { CommandName } from '@hangar/mecha'
import { errorResponses } from '../../common/schemas.ts'
import { MechaDiagnosticsSchema, MechaIdQuerySchema } from '../../mecha-control/mecha-control.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/**
 * `POST /mecha/action/{name}?mecha_id=` for the commands without arguments. They answer the
 * mecha's status object after the command (the interface leaves their body open).
 */
export function actionRoute(
  app: RouteApp,
  name: Exclude<CommandName, 'move' | 'set_mode'>,
  summary: string,
  description: string,
) {
  app.post(
    `/mecha/action/${name}`,
    {
      schema: {
        tags: ['mecha'],
        summary,
        description,
        security: [{ ApiKey: [] }],
        querystring: MechaIdQuerySchema,
        response: { 200: MechaDiagnosticsSchema, ...errorResponses(400, 401, 404, 422, 429) },
      },
    },
    async (req) => {
      return (await app.services.mechas.command(callerOf(req), req.query.mecha_id, { name })).status
    },
  )
}

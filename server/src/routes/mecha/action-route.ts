import type { CommandName } from '@hangar/mecha'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
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
        // initialize → initializeMecha, release_estop → releaseEstopMecha
        operationId: `${name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase())}Mecha`,
        summary,
        description,
        security: CALLER_SECURITY,
        querystring: MechaIdQuerySchema,
        response: { 200: MechaDiagnosticsSchema, ...errorResponses(400, 401, 403, 404, 422, 429, 503, 504) },
      },
    },
    async (req) => {
      return (await app.services.mechas.command(callerOf(req), req.query.mecha_id, { name })).status
    },
  )
}

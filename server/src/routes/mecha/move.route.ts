import { WaypointListSchema } from '@hangar/mecha'
import { Type } from 'typebox'
import { CALLER_SECURITY, errorResponses } from '../../common/schemas.ts'
import { MoveQuerySchema } from '../../mecha-control/mecha-control.schema.ts'
import { callerOf } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'

/** POST /mecha/action/move?mecha_id=&speed= with a JSON array of {x, y} waypoints. */
export default async function moveRoute(app: RouteApp) {
  app.post(
    '/mecha/action/move',
    {
      schema: {
        tags: ['mecha'],
        operationId: 'moveMecha',
        summary: 'Walk a path of waypoints',
        description:
          'Body: JSON array of {x, y} in meters relative to the start (at most 100; under 50 recommended). Answers ' +
          'null once accepted; the mecha then walks in real time. A move while moving preempts the running path. ' +
          '400: speed outside 0.1–1.0, malformed waypoints, out of range, stairs no mode can climb. 422: not ' +
          'initialized, resting, in a fault or e-stop, stairs in standard mode, another client holds the lease.',
        security: CALLER_SECURITY,
        querystring: MoveQuerySchema,
        // Checked by the domain, so every problem gets the same sentence over HTTP and WebSocket.
        body: Type.Unknown({ ...WaypointListSchema, description: 'Array of {x: number, y: number}' }),
        response: {
          200: {
            description: 'Accepted: the body is JSON `null`',
            content: { 'application/json': { schema: Type.Null() } },
          },
          ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429, 503, 504),
        },
      },
    },
    async (req) => {
      await app.services.mechas.command(callerOf(req), req.query.mecha_id, {
        name: 'move',
        waypoints: req.body,
        ...(req.query.speed !== undefined ? { speed: req.query.speed } : {}),
      })
      return null
    },
  )
}

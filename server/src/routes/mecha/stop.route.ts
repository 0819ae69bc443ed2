import type { RouteApp } from '../route-app.ts'
import { actionRoute } from './action-route.ts'

/** Beyond the interface: stop (halt, stay ready), estop (latched) and release_estop. */
export default async function stopRoutes(app: RouteApp) {
  actionRoute(
    app,
    'stop',
    'Halt in place',
    'Ends the running path where the mecha stands; it stays ready. Always allowed.',
  )
  actionRoute(
    app,
    'estop',
    'Emergency stop (latched)',
    'Halts at once and latches: nothing but release_estop (by the lease holder, if any) clears it. Anyone who may command mechas may send it (operator, owner, API key).',
  )
  actionRoute(
    app,
    'release_estop',
    'Release an emergency stop',
    'Clears the latch; the mecha is resting and must be initialized again before it moves.',
  )
}

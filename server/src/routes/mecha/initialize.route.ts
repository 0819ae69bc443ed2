import type { RouteApp } from '../route-app.ts'
import { actionRoute } from './action-route.ts'

/** POST /mecha/action/initialize — power up and stand: offline or resting → ready. */
export default async function initializeRoute(app: RouteApp) {
  actionRoute(
    app,
    'initialize',
    'Initialize a mecha',
    'offline or resting → ready (standing). Needs at least 5% battery. Answers the status object.',
  )
}

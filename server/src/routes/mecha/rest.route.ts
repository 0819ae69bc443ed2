import type { RouteApp } from '../route-app.ts'
import { actionRoute } from './action-route.ts'

/** POST /mecha/action/rest — the safety command: stops, powers down, always succeeds. */
export default async function restRoute(app: RouteApp) {
  actionRoute(
    app,
    'rest',
    'Stop and reset a mecha',
    'Always succeeds for a known mecha, even while another client holds the control lease: halts any path, ' +
      'powers down (resting, docked charging), clears faults except an empty battery, mode back to standard. ' +
      'Initialize again before moving.',
  )
}

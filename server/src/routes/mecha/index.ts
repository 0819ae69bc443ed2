import { requireCaller } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'
import initializeRoute from './initialize.route.ts'
import listRoute from './list.route.ts'
import moveRoute from './move.route.ts'
import restRoute from './rest.route.ts'
import setModeRoute from './set-mode.route.ts'
import statusRoute from './status.route.ts'
import stopRoutes from './stop.route.ts'
import worldRoute from './world.route.ts'
import wsRoutes from './ws.route.ts'

/** Interface §4.2. Request-shape errors answer 400 here, as the interface says for movement. */
export default async function mechaRoutes(app: RouteApp) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), shapeErrorStatus: 400 }
  })
  app.addHook('preParsing', requireCaller)
  await app.register(initializeRoute)
  await app.register(moveRoute)
  await app.register(restRoute)
  await app.register(stopRoutes)
  await app.register(setModeRoute)
  await app.register(statusRoute)
  await app.register(listRoute)
  await app.register(worldRoute)
  await app.register(wsRoutes)
}

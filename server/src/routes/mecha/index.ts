import { requireCaller } from '../../plugins/auth.ts'
import { named } from '../../plugins/plugin-name.ts'
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
  await app.register(named(initializeRoute))
  await app.register(named(moveRoute))
  await app.register(named(restRoute))
  await app.register(named(stopRoutes))
  await app.register(named(setModeRoute))
  await app.register(named(statusRoute))
  await app.register(named(listRoute))
  await app.register(named(worldRoute))
  await app.register(named(wsRoutes))
}

import { requireCaller } from '../../plugins/auth.ts'
import { named } from '../../plugins/plugin-name.ts'
import type { RouteApp } from '../route-app.ts'
import eventsRoute from './events.route.ts'

/** The changes feed (docs/events.md): an API key or a signed-in person, of any role. */
export default async function eventRoutes(app: RouteApp) {
  app.addHook('preParsing', requireCaller)
  await app.register(named(eventsRoute))
}

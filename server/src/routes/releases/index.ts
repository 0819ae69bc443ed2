import { requireCaller } from '../../plugins/auth.ts'
import { named } from '../../plugins/plugin-name.ts'
import type { RouteApp } from '../route-app.ts'
import releaseRoutes from './releases.route.ts'
import validateRoute from './validate.route.ts'

export default async function releaseScope(app: RouteApp) {
  app.addHook('preParsing', requireCaller)
  await app.register(named(validateRoute))
  await app.register(named(releaseRoutes))
}

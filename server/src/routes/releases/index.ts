import { requireCaller } from '../../plugins/auth.ts'
import { named } from '../../plugins/plugin-name.ts'
import type { RouteApp } from '../route-app.ts'
import croissantRoute from './croissant.route.ts'
import exportRoutes from './exports.route.ts'
import lineageRoutes from './lineage.route.ts'
import releaseRoutes from './releases.route.ts'
import validateRoute from './validate.route.ts'

export default async function releaseScope(app: RouteApp) {
  app.addHook('preParsing', requireCaller)
  await app.register(named(validateRoute))
  await app.register(named(releaseRoutes))
  await app.register(named(lineageRoutes))
  await app.register(named(croissantRoute))
  await app.register(named(exportRoutes))
}

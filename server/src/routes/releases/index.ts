import { requireCaller } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'
import releaseRoutes from './releases.route.ts'
import validateRoute from './validate.route.ts'

export default async function releaseScope(app: RouteApp) {
  app.addHook('preParsing', requireCaller)
  await app.register(validateRoute)
  await app.register(releaseRoutes)
}

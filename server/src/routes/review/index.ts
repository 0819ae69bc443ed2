import { requireCaller } from '../../plugins/auth.ts'
import { named } from '../../plugins/plugin-name.ts'
import type { RouteApp } from '../route-app.ts'
import leasesRoute from './leases.route.ts'
import nextRoute from './next.route.ts'

/** The shared review queue (docs/review-queue.md). The key is checked before the body is read. */
export default async function reviewRoutes(app: RouteApp) {
  app.addHook('preParsing', requireCaller)
  await app.register(named(nextRoute))
  await app.register(named(leasesRoute))
}

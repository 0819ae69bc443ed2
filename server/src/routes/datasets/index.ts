import { requireCaller } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'
import acceptRoute from './accept.route.ts'
import datasetRoute from './dataset.route.ts'
import decisionRoute from './decision.route.ts'
import iterationsRoute from './iterations.route.ts'
import listRoute from './list.route.ts'
import metadataKeysRoute from './metadata-keys.route.ts'
import rejectRoute from './reject.route.ts'
import statsRoute from './stats.route.ts'
import streamsRoute from './streams.route.ts'

/** Interface §4.1. The key is checked before the body is read, so 401 wins over 422. */
export default async function datasetRoutes(app: RouteApp) {
  app.addHook('preParsing', requireCaller)
  await app.register(listRoute)
  await app.register(datasetRoute)
  await app.register(statsRoute)
  await app.register(metadataKeysRoute)
  await app.register(iterationsRoute)
  await app.register(acceptRoute)
  await app.register(rejectRoute)
  await app.register(decisionRoute)
  await app.register(streamsRoute)
}

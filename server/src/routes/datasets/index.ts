import { requireCaller } from '../../plugins/auth.ts'
import { named } from '../../plugins/plugin-name.ts'
import type { RouteApp } from '../route-app.ts'
import acceptRoute from './accept.route.ts'
import bulkRoute from './bulk.route.ts'
import datasetRoute from './dataset.route.ts'
import decisionRoute from './decision.route.ts'
import decisionsRoute from './decisions.route.ts'
import findingsRoute from './findings.route.ts'
import iterationsRoute from './iterations.route.ts'
import listRoute from './list.route.ts'
import metadataKeysRoute from './metadata-keys.route.ts'
import rejectRoute from './reject.route.ts'
import reopenRoute from './reopen.route.ts'
import statsRoute from './stats.route.ts'
import streamsRoute from './streams.route.ts'
import workRoute from './work.route.ts'

/** Interface §4.1. The key is checked before the body is read, so 401 wins over 422. */
export default async function datasetRoutes(app: RouteApp) {
  app.addHook('preParsing', requireCaller)
  await app.register(named(listRoute))
  await app.register(named(datasetRoute))
  await app.register(named(statsRoute))
  await app.register(named(metadataKeysRoute))
  await app.register(named(iterationsRoute))
  await app.register(named(acceptRoute))
  await app.register(named(rejectRoute))
  await app.register(named(decisionRoute))
  await app.register(named(decisionsRoute))
  await app.register(named(reopenRoute))
  await app.register(named(bulkRoute))
  await app.register(named(streamsRoute))
  await app.register(named(findingsRoute))
  await app.register(named(workRoute))
}

import { requireAdminKey } from '../../plugins/auth.ts'
import { named } from '../../plugins/plugin-name.ts'
import type { RouteApp } from '../route-app.ts'
import auditRoutes from './audit.route.ts'
import adminDatasetRoutes from './datasets.route.ts'
import fileRoutes from './files.route.ts'
import adminJobRoutes from './jobs.route.ts'
import adminMechaRoutes from './mechas.route.ts'
import organizationRoutes from './organizations.route.ts'
import adminReleaseRoutes from './releases.route.ts'
import uploadRoutes from './uploads.route.ts'
import adminUserRoutes from './users.route.ts'

/** The platform side, behind Service-Admin-Key; registered only when ADMIN_API_KEY is set. */
export default async function adminRoutes(app: RouteApp) {
  app.addHook('preParsing', requireAdminKey)
  await app.register(named(organizationRoutes))
  await app.register(named(fileRoutes))
  await app.register(named(uploadRoutes))
  await app.register(named(adminDatasetRoutes))
  await app.register(named(auditRoutes))
  await app.register(named(adminReleaseRoutes))
  await app.register(named(adminMechaRoutes))
  await app.register(named(adminUserRoutes))
  await app.register(named(adminJobRoutes))
}

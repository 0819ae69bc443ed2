import { requireAdminKey } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'
import auditRoutes from './audit.route.ts'
import adminDatasetRoutes from './datasets.route.ts'
import fileRoutes from './files.route.ts'
import adminMechaRoutes from './mechas.route.ts'
import organizationRoutes from './organizations.route.ts'
import adminReleaseRoutes from './releases.route.ts'
import uploadRoutes from './uploads.route.ts'
import adminUserRoutes from './users.route.ts'

/** The platform side, behind Service-Admin-Key; registered only when ADMIN_API_KEY is set. */
export default async function adminRoutes(app: RouteApp) {
  app.addHook('preParsing', requireAdminKey)
  await app.register(organizationRoutes)
  await app.register(fileRoutes)
  await app.register(uploadRoutes)
  await app.register(adminDatasetRoutes)
  await app.register(auditRoutes)
  await app.register(adminReleaseRoutes)
  await app.register(adminMechaRoutes)
  await app.register(adminUserRoutes)
}

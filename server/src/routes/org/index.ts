import { requireCaller } from '../../plugins/auth.ts'
import { named } from '../../plugins/plugin-name.ts'
import type { RouteApp } from '../route-app.ts'
import orgApiKeyRoutes from './api-keys.route.ts'
import orgAuditRoute from './audit.route.ts'
import orgCheckRoutes from './checks.route.ts'
import orgInvitationRoutes from './invitations.route.ts'
import memberRoutes from './members.route.ts'
import orgWebhookRoutes from './webhooks.route.ts'

/**
 * The organization, managed from the console (docs/console.md#organization): members,
 * invitations and API keys for owners; the audit log for everyone.
 */
export default async function orgRoutes(app: RouteApp) {
  app.addHook('preParsing', requireCaller)
  await app.register(named(memberRoutes))
  await app.register(named(orgInvitationRoutes))
  await app.register(named(orgApiKeyRoutes))
  await app.register(named(orgAuditRoute))
  await app.register(named(orgWebhookRoutes))
  await app.register(named(orgCheckRoutes))
}

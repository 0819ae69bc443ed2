import { requireSession } from '../../plugins/auth.ts'
import { named } from '../../plugins/plugin-name.ts'
import type { RouteApp } from '../route-app.ts'
import invitationRoutes from './invitations.route.ts'
import meRoute from './me.route.ts'
import passwordRoute from './password.route.ts'
import sessionsRoutes from './sessions.route.ts'
import signInRoute from './sign-in.route.ts'
import signOutRoute from './sign-out.route.ts'

/** People and their sessions (docs/console.md). */
export default async function authRoutes(app: RouteApp) {
  await app.register(named(signInRoute))
  await app.register(named(signOutRoute))
  await app.register(named(invitationRoutes))
  // The person's own session: a signed-in person, never an API key; writes need the CSRF token.
  await app.register(
    named(async (signedIn: RouteApp) => {
      signedIn.addHook('preParsing', requireSession)
      await signedIn.register(named(meRoute))
      await signedIn.register(named(sessionsRoutes))
      await signedIn.register(named(passwordRoute))
    }, 'signed-in'),
  )
}

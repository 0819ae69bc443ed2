import { requireSession } from '../../plugins/auth.ts'
import type { RouteApp } from '../route-app.ts'
import invitationRoutes from './invitations.route.ts'
import meRoute from './me.route.ts'
import passwordRoute from './password.route.ts'
import sessionsRoutes from './sessions.route.ts'
import signInRoute from './sign-in.route.ts'
import signOutRoute from './sign-out.route.ts'

/** People and their sessions (docs/console.md). */
export default async function authRoutes(app: RouteApp) {
  await app.register(signInRoute)
  await app.register(signOutRoute)
  await app.register(invitationRoutes)
  // The person's own session: a signed-in person, never an API key; writes need the CSRF token.
  await app.register(async (signedIn: RouteApp) => {
    signedIn.addHook('preParsing', requireSession)
    await signedIn.register(meRoute)
    await signedIn.register(sessionsRoutes)
    await signedIn.register(passwordRoute)
  })
}

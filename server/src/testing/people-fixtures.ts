import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { Role } from '../auth/roles.ts'
import { ManualClock } from '../common/clock.ts'

/** The origin test apps are served from (PUBLIC_BASE_URL of buildTestApp). */
export const ORIGIN = 'http://hangar.test'

export interface Person {
  id: string
  email: string
  name: string
  password: string
  role: Role
  /** The session opened when the invitation was accepted. */
  session: Session
}

export interface Session {
  token: string
  csrf: string
  /** Headers of a read: the cookie. */
  read: Record<string, string>
  /** Headers of a write from the console: cookie, CSRF token and Origin. */
  write: Record<string, string>
}

export function sessionHeaders(token: string, csrf: string): Session {
  const cookie = `hangar_session=${token}`
  return { token, csrf, read: { cookie }, write: { cookie, 'x-csrf-token': csrf, origin: ORIGIN } }
}

/** A member of the organization, invited by the platform and signed in through the invitation. */
export async function addPerson(
  app: FastifyInstance,
  organizationId: string,
  role: Role,
  opts: { name?: string; email?: string; password?: string } = {},
): Promise<Person> {
  const email = opts.email ?? `${role}-${randomUUID().slice(0, 8)}@example.test`
  const name = opts.name ?? `${role[0]!.toUpperCase()}${role.slice(1)} ${randomUUID().slice(0, 4)}`
  const password = opts.password ?? `correct horse ${randomUUID()}`
  const inv = await app.services.invitations.create(organizationId, { email, role }, { kind: 'admin' })
  const token = inv.url.split('/').pop()!
  const s = await app.services.invitations.accept(
    token,
    { name, password },
    { ip: '127.0.0.1', userAgent: 'test' },
  )
  return { id: s.user.id, email, name, password, role, session: sessionHeaders(s.token, s.csrfToken) }
}

/** Signs in over HTTP; answers the new session's headers. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/sign-in',
    payload: { email, password },
  })
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`)
  const cookie = res.cookies.find((c) => c.name === 'hangar_session')
  if (!cookie) throw new Error('sign-in set no session cookie')
  return sessionHeaders(cookie.value, res.json().csrf_token)
}

/** A clock tests move by hand, starting at an ISO instant. */
export function manualClock(start = '2026-03-02T09:00:00.000Z'): ManualClock {
  return new ManualClock(Date.parse(start))
}

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE

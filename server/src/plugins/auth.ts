import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ApiKeyService } from '../auth/api-key.service.ts'
import { isWellFormedKey, secretsEqual } from '../auth/api-key-format.ts'
import type { SessionService } from '../auth/session.service.ts'
import type { Caller } from '../common/caller.ts'
import { ForbiddenError, UnauthenticatedError } from '../common/errors.ts'

export const API_KEY_HEADER = 'service-api-key'
export const ADMIN_KEY_HEADER = 'service-admin-key'
export const CSRF_HEADER = 'x-csrf-token'

declare module 'fastify' {
  interface FastifyRequest {
    /** The organization's key or signed-in person, or null when neither came with the request. */
    caller: Caller | null
    /** True when the request carries the platform admin key. */
    isAdmin: boolean
    /** Why a credential that came with the request was refused (the 401 sentence). */
    authProblem: string | null
    /** True when the session cookie identified the caller: the CSRF rules apply. */
    byCookie: boolean
  }
}

export interface AuthOptions {
  adminKey: string | undefined
  apiKeys: ApiKeyService
  sessions: SessionService
  cookieName: string
  /** Origins whose cookie-authenticated writes are accepted (docs/console.md#csrf). */
  trustedOrigins: readonly string[]
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const CROSS_SITE = 'Cross-site request refused'

/**
 * Identifies the caller on every request, before rate limiting (which counts per key or person,
 * or per address otherwise): the `Service-Api-Key` header when present, else the session cookie.
 * Refusing happens later, per scope (`requireCaller`, `requireSession`, `requireAdminKey`), still
 * before the body is parsed, so 401 and the CSRF 403 win over 422.
 */
export function installAuthentication(app: FastifyInstance, opts: AuthOptions): void {
  app.decorateRequest('caller', null)
  app.decorateRequest('isAdmin', false)
  app.decorateRequest('authProblem', null)
  app.decorateRequest('byCookie', false)
  app.decorate('auth', opts)
  app.addHook('onRequest', async (req) => {
    // Node lower-cases header names: the key header is read without regard to letter case.
    const key = req.headers[API_KEY_HEADER]
    if (key !== undefined) {
      const owner =
        typeof key === 'string' && isWellFormedKey(key) ? await opts.apiKeys.authenticate(key) : null
      if (owner) req.caller = owner
      else req.authProblem = 'Invalid API key'
    } else {
      const token = req.cookies[opts.cookieName]
      if (token) {
        const check = await opts.sessions.check(token)
        if (check.ok) {
          req.caller = check.caller
          req.byCookie = true
        } else req.authProblem = 'Your session has ended; sign in again'
      }
    }
    const admin = req.headers[ADMIN_KEY_HEADER]
    if (opts.adminKey && typeof admin === 'string' && secretsEqual(admin, opts.adminKey)) req.isAdmin = true
  })
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthOptions
  }
}

/** Routes of the organization-facing interface: an API key or a signed-in person. */
export async function requireCaller(this: FastifyInstance, req: FastifyRequest): Promise<void> {
  if (!req.caller)
    throw new UnauthenticatedError(
      req.authProblem ?? 'Missing API key header Service-Api-Key (or sign in to the console)',
    )
  refuseCrossSiteWrite(this.auth, req)
}

/** Routes about the person's own session (`/auth/me`, `/auth/sessions`): a signed-in person only. */
export async function requireSession(this: FastifyInstance, req: FastifyRequest): Promise<void> {
  if (req.caller?.actor.kind !== 'user') throw new UnauthenticatedError(req.authProblem ?? 'Not signed in')
  refuseCrossSiteWrite(this.auth, req)
}

export async function requireAdminKey(req: FastifyRequest): Promise<void> {
  if (!req.isAdmin) {
    throw new UnauthenticatedError(
      req.headers[ADMIN_KEY_HEADER] === undefined
        ? 'Missing admin key header Service-Admin-Key'
        : 'Invalid admin key',
    )
  }
}

/**
 * A write authenticated by the cookie (or a WebSocket opened with it) must come from the console: its Origin (or, without one,
 * `Sec-Fetch-Site: same-origin`) is a trusted origin, and it carries the session's CSRF token.
 * Browsers send cookies with cross-site form posts; they never let another site read the token.
 */
function refuseCrossSiteWrite(auth: AuthOptions, req: FastifyRequest): void {
  const actor = req.caller?.actor
  const upgrade = String(req.headers.upgrade).toLowerCase() === 'websocket'
  if (!req.byCookie || actor?.kind !== 'user' || (!UNSAFE_METHODS.has(req.method) && !upgrade)) return
  if (!fromTrustedOrigin(auth, req, true)) throw new ForbiddenError(CROSS_SITE)
  // A browser cannot add headers to a WebSocket handshake; its Origin is the proof there.
  if (upgrade) return
  const token = req.headers[CSRF_HEADER]
  if (typeof token !== 'string' || !auth.sessions.csrfMatches(actor.sessionId, token))
    throw new ForbiddenError(CROSS_SITE)
}

/**
 * For sign-in and accepting an invitation (no session yet): a browser's cross-site post is
 * refused; programs that send neither Origin nor Sec-Fetch-Site are let through.
 */
export async function refuseCrossSite(this: FastifyInstance, req: FastifyRequest): Promise<void> {
  if (!fromTrustedOrigin(this.auth, req, false)) throw new ForbiddenError(CROSS_SITE)
}

function fromTrustedOrigin(auth: AuthOptions, req: FastifyRequest, strict: boolean): boolean {
  const origin = req.headers.origin
  const site = req.headers['sec-fetch-site']
  if (typeof origin === 'string' && origin !== '') return auth.trustedOrigins.includes(origin)
  if (site !== undefined) return site === 'same-origin' || (!strict && site === 'none')
  return !strict
}

/** The caller of a route behind `requireCaller` or `requireSession`. */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw new UnauthenticatedError('Missing or invalid API key')
  return req.caller
}

/** `__Host-hangar_session` when the service is served over https (Secure, no Domain, Path=/). */
export function sessionCookieName(publicBaseUrl: string): string {
  return publicBaseUrl.startsWith('https:') ? '__Host-hangar_session' : 'hangar_session'
}

/** Sets the session cookie (docs/console.md#sessions). */
export function setSessionCookie(reply: FastifyReply, auth: AuthOptions, token: string, expiresAt: Date) {
  const secure = auth.cookieName.startsWith('__Host-')
  reply.setCookie(auth.cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    expires: expiresAt,
  })
}

export function clearSessionCookie(reply: FastifyReply, auth: AuthOptions) {
  reply.clearCookie(auth.cookieName, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: auth.cookieName.startsWith('__Host-'),
  })
}

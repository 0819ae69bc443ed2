import type { FastifyInstance, FastifyRequest } from 'fastify'
import { findKeyOwner } from '../auth/api-key.repository.ts'
import { digestKey, isWellFormedKey, secretsEqual } from '../auth/api-key-format.ts'
import type { Caller } from '../common/caller.ts'
import { UnauthenticatedError } from '../common/errors.ts'
import type { Db } from '../storage/database.ts'

export const API_KEY_HEADER = 'service-api-key'
export const ADMIN_KEY_HEADER = 'service-admin-key'

declare module 'fastify' {
  interface FastifyRequest {
    /** The organization key's owner, or null when no valid key came with the request. */
    caller: Caller | null
    /** True when the request carries the platform admin key. */
    isAdmin: boolean
  }
}

/**
 * Identifies the caller on every request, before rate limiting (which counts per key, or per
 * address for requests without a valid key). Refusing happens later, per scope, with
 * `requireApiKey` / `requireAdminKey`, still before the body is parsed: 401 wins over 422.
 */
export function installAuthentication(app: FastifyInstance, db: Db, adminKey: string | undefined): void {
  app.decorateRequest('caller', null)
  app.decorateRequest('isAdmin', false)
  app.addHook('onRequest', async (req) => {
    // Node lower-cases header names: the key header is read without regard to letter case.
    const key = req.headers[API_KEY_HEADER]
    if (typeof key === 'string' && isWellFormedKey(key)) {
      const owner = await findKeyOwner(db, digestKey(key))
      if (owner) req.caller = owner
    }
    const admin = req.headers[ADMIN_KEY_HEADER]
    if (adminKey && typeof admin === 'string' && secretsEqual(admin, adminKey)) req.isAdmin = true
  })
}

export async function requireApiKey(req: FastifyRequest): Promise<void> {
  if (!req.caller) {
    throw new UnauthenticatedError(
      req.headers[API_KEY_HEADER] === undefined
        ? 'Missing API key header Service-Api-Key'
        : 'Invalid API key',
    )
  }
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

/** The caller of a route behind `requireApiKey`. */
export function callerOf(req: FastifyRequest): Caller {
  if (!req.caller) throw new UnauthenticatedError('Missing or invalid API key')
  return req.caller
}

import { ForbiddenError } from '../common/errors.ts'

/**
 * Roles of an organization's people and what each may do (docs/console.md#roles). Pure: the
 * services call `assertAllowed` after their 404 and other-organization checks and before their
 * state checks, so the order 404 → 403 (organization) → 403 (role) → 422 (state) holds.
 */
export const ROLES = ['owner', 'reviewer', 'operator', 'viewer'] as const
export type Role = (typeof ROLES)[number]

/** Things a caller may be allowed to do; reading is open to every caller of the organization. */
export type Right = 'review' | 'release' | 'operate' | 'manage'

const RIGHTS: Record<Role | 'api_key', readonly Right[]> = {
  owner: ['review', 'release', 'operate', 'manage'],
  reviewer: ['review', 'release'],
  operator: ['operate'],
  viewer: [],
  // Everything the public API offers; people and keys are managed by an owner in the console.
  api_key: ['review', 'release', 'operate'],
}

export function can(role: Role | 'api_key', right: Right): boolean {
  return RIGHTS[role].includes(right)
}

/** A caller whose role does not allow what it asked for: a kind of ForbiddenError (403). */
export class NotAllowedError extends ForbiddenError {
  override readonly name: string = 'NotAllowedError'
}

/**
 * Throws NotAllowedError unless the role has the right. `what` completes the sentence
 * "Your role (viewer) cannot …", e.g. "accept datasets".
 */
export function assertAllowed(role: Role | 'api_key', right: Right, what: string): void {
  if (can(role, right)) return
  throw new NotAllowedError(
    role === 'api_key'
      ? `An API key cannot ${what}; an owner does it signed in to the console`
      : `Your role (${role}) cannot ${what}`,
  )
}

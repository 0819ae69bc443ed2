import type { Role } from '../auth/roles.ts'

/** How the caller proved who it is: an organization's API key, or a person's console session. */
export type CallerActor =
  | { kind: 'key'; keyId: string; name: string | null }
  | { kind: 'user'; userId: string; sessionId: string; name: string }

/**
 * Who calls the organization-facing interface. A person acts with their role; an API key acts
 * with the rights of reviewer + operator, never owner (docs/console.md#roles).
 */
export interface Caller {
  organizationId: string
  role: Role | 'api_key'
  actor: CallerActor
  /**
   * The organization's data version read with the API key (org_versions): cached responses made
   * at another version are not served. Absent for sessions, whose responses are not cached.
   */
  orgVersion?: number
}

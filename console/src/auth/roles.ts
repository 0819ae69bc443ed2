export const ROLES = ['owner', 'reviewer', 'operator', 'viewer'] as const
export type Role = (typeof ROLES)[number]

/** What each role may do (the contract's rights table); the service checks again on every call. */
export const can = {
  review: (role: Role) => role === 'owner' || role === 'reviewer',
  buildReleases: (role: Role) => role === 'owner' || role === 'reviewer',
  manageOrganization: (role: Role) => role === 'owner',
  /** Mecha commands, e-stop and the control lease. */
  operate: (role: Role) => role === 'owner' || role === 'operator',
}

export const roleLabels: Record<Role, string> = {
  owner: 'Owner',
  reviewer: 'Reviewer',
  operator: 'Operator',
  viewer: 'Viewer',
}

export const roleDescriptions: Record<Role, string> = {
  owner: 'Everything, plus members and API keys',
  reviewer: 'Accept and reject datasets, build releases',
  operator: 'Drive mechas',
  viewer: 'Read only',
}

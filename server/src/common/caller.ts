/** Who calls the organization-facing interface: the owner of a valid API key. */
export interface Caller {
  organizationId: string
  keyId: string
}

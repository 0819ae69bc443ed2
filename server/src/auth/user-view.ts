import type { UserRow } from '../storage/tables.ts'
import type { UserView } from './people.schema.ts'

export function toUserView(r: UserRow): UserView {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    organization_id: r.organization_id,
    created_at: r.created_at,
  }
}

/** Email addresses compare without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

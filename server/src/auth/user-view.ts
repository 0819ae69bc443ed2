import { toIso } from '../storage/dialect.ts'
import type { UserRow } from '../storage/tables.ts'
import type { UserView } from './people.schema.ts'
import type { Role } from './roles.ts'

export function toUserView(r: UserRow): UserView {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role as Role,
    organization_id: r.organization_id,
    created_at: toIso(r.created_at),
  }
}

/** Email addresses compare without regard to case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

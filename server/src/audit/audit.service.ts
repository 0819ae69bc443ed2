import { can } from '../auth/roles.ts'
import type { Caller } from '../common/caller.ts'
import { InvalidInputError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import type { AuditRow } from '../storage/tables.ts'
import { listOrgAudit } from './audit.repository.ts'
import type { ActorRef, OrgAuditQueryInput } from './audit.schema.ts'
import { withoutPersonalDetail } from './personal-detail.ts'

const DAY_MS = 24 * 3600 * 1000

/** An entry's actor as the console shows it. */
export function actorRef(r: Pick<AuditRow, 'actor_kind' | 'actor_id' | 'actor_name'>): ActorRef {
  switch (r.actor_kind) {
    case 'user':
      return { kind: 'user', id: r.actor_id, name: r.actor_name ?? 'Former member' }
    case 'key':
      return { kind: 'key', id: r.actor_id, name: r.actor_name ?? 'Unnamed API key' }
    case 'check':
      return { kind: 'check', id: r.actor_id, name: r.actor_name ?? r.actor_id ?? 'A check' }
    case 'admin':
      return { kind: 'admin', id: null, name: 'Platform' }
    default:
      return { kind: 'system', id: null, name: 'Hangar' }
  }
}

/**
 * The organization's audit log, for every role; people's email addresses and sessions only for
 * those who may manage members, who read them in the member list too (docs/console.md#audit).
 */
export class AuditService {
  constructor(private readonly deps: Deps) {}

  async listFor(caller: Caller, q: OrgAuditQueryInput) {
    if (q.from && q.to && q.from > q.to) throw new InvalidInputError('from is after to')
    const { rows, total } = await listOrgAudit(this.deps.db, {
      organizationId: caller.organizationId,
      actor: q.actor,
      action: q.action,
      from: q.from ? `${q.from}T00:00:00.000Z` : undefined,
      before: q.to ? new Date(Date.parse(`${q.to}T00:00:00.000Z`) + DAY_MS).toISOString() : undefined,
      limit: q.limit,
      offset: q.offset,
    })
    const personal = can(caller.role, 'manage')
    return {
      entries: rows.map((r) => {
        const detail = this.deps.dialect.decodeJson<Record<string, unknown>>(r.detail)
        return {
          id: Number(r.id),
          at: r.at,
          actor: actorRef(r),
          action: r.action,
          target_type: r.target_type,
          target_id: r.target_id,
          detail: personal ? detail : withoutPersonalDetail(detail),
        }
      }),
      total,
    }
  }
}

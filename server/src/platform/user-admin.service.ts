import { recordAudit } from '../audit/audit.repository.ts'
import type { AccessEvents } from '../auth/access-events.ts'
import { revokeInvitationsOfFormerOwner } from '../auth/invitation.service.ts'
import type { Role } from '../auth/roles.ts'
import { deleteSessionsOf } from '../auth/session.repository.ts'
import { deleteUser, findUser, listAccountsByEmail, moveUser } from '../auth/user.repository.ts'
import { normalizeEmail, toUserView } from '../auth/user-view.ts'
import { AlreadyExistsError, NotFoundError, StateConflictError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import { isUniqueViolation } from '../storage/database-errors.ts'
import { findOrganization, lockOrganization } from './organization.repository.ts'

const ADMIN = { kind: 'admin' } as const

/**
 * People's accounts seen from the platform (docs/platform.md#people): every account of an
 * address whatever its organization, removed or moved to another organization by the platform
 * alone. Unlike an owner, the platform may take an organization's last owner: it can always
 * invite a new one.
 */
export class UserAdminService {
  constructor(
    private readonly deps: Deps,
    private readonly events: AccessEvents,
  ) {}

  /** Every account of an address, oldest first, each with its organization. */
  async find(email: string) {
    const rows = await listAccountsByEmail(this.deps.db, normalizeEmail(email))
    return {
      accounts: rows.map((r) => ({
        ...toUserView(r),
        organization: { id: r.organization_id, name: r.organization_name },
        last_seen_at: r.last_seen_at,
      })),
    }
  }

  /** Deletes an account; its sessions end at once. */
  async remove(userId: string): Promise<void> {
    const now = new Date(this.deps.clock.now())
    const { user, sessions } = await this.deps.db.transaction().execute(async (trx) => {
      const user = await findUser(trx, userId)
      if (!user) throw new NotFoundError('Account not found')
      // The lock an owner's invitation is made under: none of theirs commits after this revokes them.
      await lockOrganization(trx, this.deps.dialect, user.organization_id)
      const sessions = await deleteSessionsOf(trx, userId)
      await deleteUser(trx, userId)
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor: ADMIN,
        organizationId: user.organization_id,
        action: 'member.remove',
        targetType: 'user',
        targetId: userId,
        detail: { name: user.name, email: user.email, role: user.role },
      })
      // The invitations they made and are still unused go with them (docs/console.md#invitations).
      await revokeInvitationsOfFormerOwner(trx, this.deps.dialect, {
        organizationId: user.organization_id,
        userId,
        name: user.name,
        left: { kind: 'removed' },
        actor: ADMIN,
        at: now,
      })
      return { user, sessions }
    })
    this.ended(userId, user.organization_id, sessions)
  }

  /**
   * Moves an account to another organization with a role, keeping its name and password; its
   * sessions end (a session belongs to one organization). An address already a member there
   * answers 409.
   */
  async move(userId: string, input: { organization_id: string; role: Role }) {
    const now = new Date(this.deps.clock.now())
    const to = input.organization_id
    try {
      const { user, sessions } = await this.deps.db.transaction().execute(async (trx) => {
        const user = await findUser(trx, userId)
        if (!user) throw new NotFoundError('Account not found')
        if (!(await findOrganization(trx, to))) throw new NotFoundError('Organization not found')
        if (user.organization_id === to)
          throw new StateConflictError(
            'The account is already in this organization; its owners change its role',
          )
        await lockOrganization(trx, this.deps.dialect, user.organization_id)
        const sessions = await deleteSessionsOf(trx, userId)
        await moveUser(trx, userId, to, input.role)
        const detail = {
          name: user.name,
          email: user.email,
          from_organization_id: user.organization_id,
          from_role: user.role,
          to_organization_id: to,
          to_role: input.role,
        }
        // Both organizations' logs tell it: one lost the person, the other gained them.
        for (const organizationId of [user.organization_id, to])
          await recordAudit(trx, this.deps.dialect, {
            at: now,
            actor: ADMIN,
            organizationId,
            action: 'member.move',
            targetType: 'user',
            targetId: userId,
            detail,
          })
        // No longer an owner of the organization they left: their unused invitations there go.
        await revokeInvitationsOfFormerOwner(trx, this.deps.dialect, {
          organizationId: user.organization_id,
          userId,
          name: user.name,
          left: { kind: 'moved' },
          actor: ADMIN,
          at: now,
        })
        return { user, sessions }
      })
      this.ended(userId, user.organization_id, sessions)
      return toUserView({ ...user, organization_id: to, role: input.role })
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AlreadyExistsError('This address is already a member of that organization')
      throw err
    }
  }

  /** Open connections of the person in the organization they left close at once. */
  private ended(userId: string, organizationId: string, sessions: { id: string }[]): void {
    for (const s of sessions) this.events.emit({ type: 'session_ended', sessionId: s.id, userId })
    this.events.emit({ type: 'user_removed', userId, organizationId })
  }
}

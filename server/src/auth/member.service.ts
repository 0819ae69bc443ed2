import { randomUUID } from 'node:crypto'
import { type Actor, actorOf } from '../audit/actor.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import type { Caller } from '../common/caller.ts'
import { InvalidInputError, NotFoundError, StateConflictError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import { lockOrganization } from '../platform/organization.repository.ts'
import type { UserRow } from '../storage/tables.ts'
import type { AccessEvents } from './access-events.ts'
import { listPendingInvitations } from './invitation.repository.ts'
import { revokeInvitationsOfFormerOwner } from './invitation.service.ts'
import { hashPassword } from './password.ts'
import { passwordProblem } from './password-policy.ts'
import type { UserView } from './people.schema.ts'
import { assertAllowed, type Role } from './roles.ts'
import { deleteSessionsOf } from './session.repository.ts'
import { countOwners, deleteUser, findUser, insertUser, listUsers, setUserRole } from './user.repository.ts'
import { normalizeEmail, toUserView } from './user-view.ts'

/**
 * An organization's people, managed by its owners (docs/console.md#members). The organization
 * always keeps an owner: the last one can be neither demoted nor removed.
 */
export class MemberService {
  constructor(
    private readonly deps: Deps,
    private readonly events: AccessEvents,
  ) {}

  async list(caller: Caller) {
    assertAllowed(caller.role, 'manage', 'manage members')
    const now = new Date(this.deps.clock.now())
    const [users, invitations] = await Promise.all([
      listUsers(this.deps.db, caller.organizationId),
      listPendingInvitations(this.deps.db, caller.organizationId, now),
    ])
    return {
      members: users.map((u) => ({
        ...toUserView(u),
        last_seen_at: u.last_seen_at === null ? null : u.last_seen_at,
      })),
      invitations: invitations.map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        expires_at: i.expires_at,
        created_at: i.created_at,
      })),
    }
  }

  async changeRole(caller: Caller, userId: string, role: Role): Promise<UserView> {
    const target = await this.member(caller, userId)
    assertAllowed(caller.role, 'manage', 'change roles')
    const now = new Date(this.deps.clock.now())
    const changed = await this.deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, this.deps.dialect, caller.organizationId)
      const current = await findUser(trx, userId)
      // Re-read inside the lock: the platform may have moved the person to another organization meanwhile.
      if (!current || current.organization_id !== caller.organizationId)
        throw new NotFoundError('Member not found')
      if (current.role === role) return { view: toUserView(current), changed: false }
      if (current.role === 'owner' && (await countOwners(trx, caller.organizationId)) <= 1)
        throw new StateConflictError('The last owner cannot be demoted; make someone else owner first')
      await setUserRole(trx, userId, role)
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor: actorOf(caller),
        organizationId: caller.organizationId,
        action: 'member.role',
        targetType: 'user',
        targetId: userId,
        detail: { name: target.name, from: current.role, to: role },
      })
      // Inviting is an owner's right: what they handed out and is still unused goes with it.
      if (role !== 'owner')
        await revokeInvitationsOfFormerOwner(trx, this.deps.dialect, {
          organizationId: caller.organizationId,
          userId,
          name: current.name,
          left: { kind: 'demoted', to: role },
          actor: actorOf(caller),
          at: now,
        })
      return { view: toUserView({ ...current, role }), changed: true }
    })
    // Open connections of this person act with the new role at once (docs/console.md#roles).
    if (changed.changed)
      this.events.emit({ type: 'role_changed', userId, organizationId: caller.organizationId, role })
    return changed.view
  }

  /** Removes a person; their sessions end at once. */
  async remove(caller: Caller, userId: string): Promise<void> {
    const target = await this.member(caller, userId)
    assertAllowed(caller.role, 'manage', 'remove members')
    const now = new Date(this.deps.clock.now())
    const sessions = await this.deps.db.transaction().execute(async (trx) => {
      await lockOrganization(trx, this.deps.dialect, caller.organizationId)
      const current = await findUser(trx, userId)
      // Re-read inside the lock: the platform may have moved the person to another organization meanwhile.
      if (!current || current.organization_id !== caller.organizationId)
        throw new NotFoundError('Member not found')
      if (current.role === 'owner' && (await countOwners(trx, caller.organizationId)) <= 1)
        throw new StateConflictError('The last owner cannot be removed; make someone else owner first')
      const ended = await deleteSessionsOf(trx, userId)
      await deleteUser(trx, userId)
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor: actorOf(caller),
        organizationId: caller.organizationId,
        action: 'member.remove',
        targetType: 'user',
        targetId: userId,
        detail: { name: target.name, email: target.email, role: current.role },
      })
      await revokeInvitationsOfFormerOwner(trx, this.deps.dialect, {
        organizationId: caller.organizationId,
        userId,
        name: current.name,
        left: { kind: 'removed' },
        actor: actorOf(caller),
        at: now,
      })
      return ended
    })
    for (const s of sessions) this.events.emit({ type: 'session_ended', sessionId: s.id, userId })
    this.events.emit({ type: 'user_removed', userId, organizationId: caller.organizationId })
  }

  /**
   * Signs a member out of every session without removing them (a lost laptop): their open
   * connections close at once. Answers how many sessions ended.
   */
  async signOut(caller: Caller, userId: string): Promise<number> {
    const target = await this.member(caller, userId)
    assertAllowed(caller.role, 'manage', 'sign members out')
    const now = new Date(this.deps.clock.now())
    const ended = await this.deps.db.transaction().execute(async (trx) => {
      const rows = await deleteSessionsOf(trx, userId)
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor: actorOf(caller),
        organizationId: caller.organizationId,
        action: 'member.sign_out',
        targetType: 'user',
        targetId: userId,
        detail: { name: target.name, sessions_ended: rows.length },
      })
      return rows
    })
    for (const s of ended) this.events.emit({ type: 'session_ended', sessionId: s.id, userId })
    return ended.length
  }

  /**
   * Adds a person with a password without an invitation (the demo owner). The password obeys
   * the same policy as one set through an invitation.
   */
  async add(
    organizationId: string,
    input: { email: string; name: string; role: Role; password: string },
    actor: Actor,
  ): Promise<UserView> {
    const problem = passwordProblem(input.password, input)
    if (problem) throw new InvalidInputError(problem)
    const now = new Date(this.deps.clock.now())
    const user: UserRow = {
      id: randomUUID(),
      organization_id: organizationId,
      email: normalizeEmail(input.email),
      name: input.name,
      password_hash: await hashPassword(input.password),
      role: input.role,
      created_at: now.toISOString(),
    }
    await this.deps.db.transaction().execute(async (trx) => {
      await insertUser(trx, user)
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor,
        organizationId,
        action: 'member.add',
        targetType: 'user',
        targetId: user.id,
        detail: { email: user.email, role: user.role },
      })
    })
    return toUserView(user)
  }

  /** Another organization's person answers 404, like an unknown one. */
  private async member(caller: Caller, userId: string): Promise<UserRow> {
    const u = await findUser(this.deps.db, userId)
    if (!u || u.organization_id !== caller.organizationId) throw new NotFoundError('Member not found')
    return u
  }
}

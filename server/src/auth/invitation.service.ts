import { randomUUID } from 'node:crypto'
import { Value } from 'typebox/value'
import { type Actor, actorOf } from '../audit/actor.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import type { Caller } from '../common/caller.ts'
import {
  AlreadyExistsError,
  InvalidInputError,
  NotFoundError,
  UnauthenticatedError,
} from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import { findOrganization, lockOrganization } from '../platform/organization.repository.ts'
import { isUniqueViolation } from '../storage/database-errors.ts'
import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { UserRow } from '../storage/tables.ts'
import {
  deleteUnusedInvitation,
  deleteUnusedInvitationsFor,
  deleteUsableInvitationsBy,
  findInvitation,
  findInvitationByDigest,
  insertInvitation,
  markInvitationAccepted,
} from './invitation.repository.ts'
import { hashPassword } from './password.ts'
import { passwordProblem } from './password-policy.ts'
import { EmailSchema } from './people.schema.ts'
import { assertAllowed, NotAllowedError, type Role } from './roles.ts'
import type { ClientInfo, SessionService, SignedIn } from './session.service.ts'
import { digestToken, isWellFormedToken, newToken } from './session-token.ts'
import { findMemberByEmail, findUser, insertUser } from './user.repository.ts'
import { normalizeEmail } from './user-view.ts'

const alreadyMember = (email: string) =>
  new AlreadyExistsError(`${email} is already a member of this organization`)

/** An invitation link works once, for 7 days. */
export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000
const NOT_FOUND = 'This invitation does not exist, was already used, or has expired'

/**
 * One-time invitations (docs/console.md#invitations): the platform invites an organization's
 * first owner, owners invite the rest; accepting sets a password and signs the person in. An
 * invitation makes an account in its own organization only: accounts the address has elsewhere
 * are neither touched nor revealed.
 */
export class InvitationService {
  constructor(
    private readonly deps: Deps,
    private readonly sessions: SessionService,
    private readonly publicBaseUrl: string,
  ) {}

  /** Creates an invitation; the link (with its token) is in the result and nowhere else. */
  async create(organizationId: string, input: { email: string; role: Role }, actor: Actor) {
    const { db, dialect } = this.deps
    const org = await findOrganization(db, organizationId)
    if (!org) throw new NotFoundError('Organization not found')
    const email = normalizeEmail(input.email)
    if (!Value.Check(EmailSchema, email))
      throw new InvalidInputError(`${input.email} is not an email address`)
    // Only this organization's own members count: whether the address has an account elsewhere
    // changes nothing here and is never told (docs/console.md#who-an-address-belongs-to).
    if (await findMemberByEmail(db, organizationId, email)) throw alreadyMember(email)
    const now = new Date(this.deps.clock.now())
    const token = newToken()
    const row = {
      id: randomUUID(),
      organization_id: organizationId,
      email,
      role: input.role,
      token_digest: digestToken(token),
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
      accepted_at: null,
      created_by: actor.kind === 'user' ? actor.userId : null,
    }
    await db.transaction().execute(async (trx) => {
      // An owner's invitation is made under the organization's lock with the owner's role read
      // again: one demoted or removed since their request was let in invites no one, and one
      // demoted later has this invitation revoked with the rest (revokeInvitationsOfFormerOwner).
      if (actor.kind === 'user') await assertStillOwner(trx, dialect, organizationId, actor.userId)
      // A new invitation replaces the address's earlier unused ones: one live link per person.
      await deleteUnusedInvitationsFor(trx, organizationId, email)
      await insertInvitation(trx, row)
      await recordAudit(trx, dialect, {
        at: now,
        actor,
        organizationId,
        action: 'invitation.create',
        targetType: 'invitation',
        targetId: row.id,
        detail: { email, role: input.role },
      })
    })
    return {
      id: row.id,
      url: `${this.publicBaseUrl}/console/invitations/${token}`,
      expires_at: row.expires_at,
    }
  }

  /** An owner invites someone to their own organization. */
  createFor(caller: Caller, input: { email: string; role: Role }) {
    assertAllowed(caller.role, 'manage', 'invite members')
    return this.create(caller.organizationId, input, actorOf(caller))
  }

  /** Another organization's invitation answers 404, like an unknown one. */
  async revokeFor(caller: Caller, id: string): Promise<void> {
    const { db, dialect } = this.deps
    const found = await findInvitation(db, id)
    if (!found || found.organization_id !== caller.organizationId || found.accepted_at !== null)
      throw new NotFoundError('Invitation not found')
    assertAllowed(caller.role, 'manage', 'manage invitations')
    const now = new Date(this.deps.clock.now())
    await db.transaction().execute(async (trx) => {
      if (!(await deleteUnusedInvitation(trx, caller.organizationId, id)))
        throw new NotFoundError('Invitation not found')
      await recordAudit(trx, dialect, {
        at: now,
        actor: actorOf(caller),
        organizationId: caller.organizationId,
        action: 'invitation.revoke',
        targetType: 'invitation',
        targetId: id,
        detail: { email: found.email, role: found.role },
      })
    })
  }

  /** What the invitation page shows before the person sets a password. */
  async preview(token: string) {
    const inv = await this.usable(token)
    return {
      email: inv.email,
      role: inv.role,
      organization: { id: inv.organization_id, name: inv.organization_name },
      expires_at: inv.expires_at,
    }
  }

  /** Creates the person, uses up the invitation and signs them in, all or nothing. */
  async accept(
    token: string,
    input: { name: string; password: string },
    client: ClientInfo,
  ): Promise<SignedIn> {
    const inv = await this.usable(token)
    const name = input.name.trim()
    const problem = passwordProblem(input.password, { email: inv.email, name })
    if (problem) throw new InvalidInputError(problem)
    const hash = await hashPassword(input.password)
    const now = new Date(this.deps.clock.now())
    const user: UserRow = {
      id: randomUUID(),
      organization_id: inv.organization_id,
      email: inv.email,
      name,
      password_hash: hash,
      role: inv.role,
      created_at: now.toISOString(),
    }
    try {
      return await this.deps.db.transaction().execute(async (trx) => {
        if (!(await markInvitationAccepted(trx, inv.id, now))) throw new NotFoundError(NOT_FOUND)
        await insertUser(trx, user)
        await recordAudit(trx, this.deps.dialect, {
          at: now,
          actor: { kind: 'user', userId: user.id, organizationId: user.organization_id, name },
          organizationId: user.organization_id,
          action: 'member.join',
          targetType: 'user',
          targetId: user.id,
          detail: { email: user.email, role: user.role, invitation_id: inv.id },
        })
        return this.sessions.open(trx, user, client, now)
      })
    } catch (err) {
      if (isUniqueViolation(err)) throw alreadyMember(user.email)
      throw err
    }
  }

  private async usable(token: string) {
    if (!isWellFormedToken(token)) throw new NotFoundError(NOT_FOUND)
    const inv = await findInvitationByDigest(this.deps.db, digestToken(token))
    const now = new Date(this.deps.clock.now()).toISOString()
    if (!inv || inv.accepted_at !== null || inv.expires_at <= now) throw new NotFoundError(NOT_FOUND)
    return inv
  }
}

/** Why a person's invitations are revoked: they are no longer an owner of the organization. */
export type OwnerLeft = { kind: 'demoted'; to: Role } | { kind: 'removed' } | { kind: 'moved' }

/**
 * Revokes, in the caller's transaction, the usable invitations a person created in an
 * organization, once that person is no longer one of its owners — demoted, removed, or moved to
 * another organization by the platform (docs/console.md#invitations). Inviting is an owner's
 * right: an invitation must not go on handing out authority its creator no longer holds. Each
 * one is audited as `invitation.revoke`, by whoever made the change, with the reason; the
 * platform's invitations and other owners' stay. Answers how many were revoked.
 */
export async function revokeInvitationsOfFormerOwner(
  trx: Db,
  dialect: DialectInfo,
  input: { organizationId: string; userId: string; name: string; left: OwnerLeft; actor: Actor; at: Date },
): Promise<number> {
  const revoked = await deleteUsableInvitationsBy(trx, input.organizationId, input.userId, input.at)
  const reason =
    input.left.kind === 'demoted'
      ? `its creator ${input.name} is no longer an owner (now ${input.left.to})`
      : input.left.kind === 'removed'
        ? `its creator ${input.name} was removed from the organization`
        : `its creator ${input.name} moved to another organization`
  for (const inv of revoked)
    await recordAudit(trx, dialect, {
      at: input.at,
      actor: input.actor,
      organizationId: input.organizationId,
      action: 'invitation.revoke',
      targetType: 'invitation',
      targetId: inv.id,
      detail: { email: inv.email, role: inv.role, created_by: input.userId, reason },
    })
  return revoked.length
}

/**
 * The person inviting is still an owner of the organization, read under its lock (the lock a
 * role change and a removal take): otherwise 403 naming their role now, or 401 when they left.
 */
async function assertStillOwner(trx: Db, dialect: DialectInfo, organizationId: string, userId: string) {
  await lockOrganization(trx, dialect, organizationId)
  const me = await findUser(trx, userId)
  if (!me || me.organization_id !== organizationId)
    throw new UnauthenticatedError('Your session has ended; sign in again')
  if (me.role !== 'owner') throw new NotAllowedError(`Your role (${me.role}) cannot invite members`)
}

import { randomUUID } from 'node:crypto'
import { type Actor, actorOf } from '../audit/actor.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import type { Caller } from '../common/caller.ts'
import { NotFoundError, UnauthenticatedError } from '../common/errors.ts'
import { withoutControlCharacters } from '../common/text.ts'
import type { Deps } from '../deps.ts'
import { findOrganization } from '../platform/organization.repository.ts'
import type { Db } from '../storage/db.ts'
import type { UserRow } from '../storage/tables.ts'
import type { AccessEvents } from './access-events.ts'
import type { AttemptCounter } from './attempt-counter.ts'
import { hashPassword, needsRehash } from './password.ts'
import type { SessionView, UserView } from './people.schema.ts'
import type { Role } from './roles.ts'
import {
  deleteDeadSessions,
  deleteSession,
  deleteSessionsOf,
  findSessionByDigest,
  findSessionWithRole,
  insertSession,
  listLiveSessions,
  touchSession,
} from './session.repository.ts'
import { type CsrfTokens, digestToken, isWellFormedToken, newToken } from './session-token.ts'
import { signInAccount } from './sign-in-account.ts'
import { SignInLimits, type SignInRules } from './sign-in-limits.ts'
import { findUser, setPasswordHash } from './user.repository.ts'
import { normalizeEmail, toUserView } from './user-view.ts'

export interface SessionSettings {
  idleMs: number
  maxAgeMs: number
  signIn: SignInRules
}

/** Where a sign-in comes from; kept with the session so people can tell their sessions apart. */
export interface ClientInfo {
  ip: string
  userAgent: string | undefined
}

export interface SignedIn {
  user: UserView
  /** The cookie's value; nowhere else afterwards. */
  token: string
  csrfToken: string
  sessionId: string
  expiresAt: Date
}

/** The outcome of presenting a session cookie. */
export type SessionCheck =
  | { ok: true; caller: Caller; user: UserRow }
  | { ok: false; problem: 'unknown' | 'expired' }

/** Activity is written at most this often per session (the idle timeout is this accurate). */
const TOUCH_INTERVAL_MS = 60_000
const INCORRECT = 'Email or password is incorrect'

/**
 * Console sessions (docs/console.md#sessions): sign-in with rate limits per address and per
 * account, sessions kept in the database as token digests, idle and absolute expiry, sign-out
 * and revocation that take effect on the next request.
 */
export class SessionService {
  readonly #limits: SignInLimits

  constructor(
    private readonly deps: Deps,
    private readonly settings: SessionSettings,
    private readonly csrf: CsrfTokens,
    attempts: AttemptCounter,
    private readonly events: AccessEvents,
  ) {
    this.#limits = new SignInLimits(attempts, settings.signIn)
  }

  csrfTokenFor(sessionId: string): string {
    return this.csrf.for(sessionId)
  }

  csrfMatches(sessionId: string, presented: string): boolean {
    return this.csrf.matches(sessionId, presented)
  }

  /**
   * Checks the password and opens a session. Every failure answers the same sentence after
   * verifying against each account of the address (a dummy hash when it has none: see
   * `signInAccount`), so neither the words nor the time tell whether an account exists.
   */
  async signIn(
    input: { email: string; password: string; organization_id?: string },
    client: ClientInfo,
  ): Promise<SignedIn> {
    const email = normalizeEmail(input.email)
    // Counted before the password is verified, so parallel attempts cannot outrun the limits.
    const attempt = await this.#limits.admit(email, client.ip)
    const user = await signInAccount(this.deps.db, email, input.password, input.organization_id)
    if (!user) throw new UnauthenticatedError(INCORRECT)
    await attempt.succeeded()
    if (needsRehash(user.password_hash))
      await setPasswordHash(this.deps.db, user.id, await hashPassword(input.password))
    const now = new Date(this.deps.clock.now())
    return this.deps.db.transaction().execute(async (trx) => {
      const s = await this.open(trx, user, client, now)
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor: userActor(user),
        organizationId: user.organization_id,
        action: 'session.sign_in',
        targetType: 'user',
        targetId: user.id,
        detail: { session_id: s.sessionId },
      })
      return s
    })
  }

  /** Opens a session for a person (inside the caller's transaction). */
  async open(db: Db, user: UserRow, client: ClientInfo, now: Date): Promise<SignedIn> {
    const token = newToken()
    const id = randomUUID()
    const expiresAt = new Date(now.getTime() + this.settings.maxAgeMs)
    await insertSession(db, {
      id,
      user_id: user.id,
      organization_id: user.organization_id,
      token_digest: digestToken(token),
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      user_agent: client.userAgent ? withoutControlCharacters(client.userAgent).slice(0, 300) : null,
      ip: client.ip.slice(0, 100),
    })
    return { user: toUserView(user), token, csrfToken: this.csrf.for(id), sessionId: id, expiresAt }
  }

  /** The caller behind a session cookie, or why there is none. Ended sessions are deleted. */
  async check(token: string): Promise<SessionCheck> {
    if (!isWellFormedToken(token)) return { ok: false, problem: 'unknown' }
    const { db } = this.deps
    const found = await findSessionByDigest(db, digestToken(token))
    if (!found) return { ok: false, problem: 'unknown' }
    const { session, user } = found
    const now = this.deps.clock.now()
    const lastSeen = Date.parse(session.last_seen_at)
    if (Date.parse(session.expires_at) <= now || lastSeen + this.settings.idleMs <= now) {
      await deleteSession(db, session.id)
      this.events.emit({ type: 'session_ended', sessionId: session.id, userId: user.id })
      return { ok: false, problem: 'expired' }
    }
    if (now - lastSeen >= TOUCH_INTERVAL_MS) await touchSession(db, session.id, new Date(now))
    return {
      ok: true,
      user,
      caller: {
        organizationId: user.organization_id,
        role: user.role,
        actor: { kind: 'user', userId: user.id, sessionId: session.id, name: user.name },
      },
    }
  }

  async me(caller: Caller) {
    const actor = signedIn(caller)
    const found = await findUser(this.deps.db, actor.userId)
    const org = await findOrganization(this.deps.db, caller.organizationId)
    if (!found || !org) throw new UnauthenticatedError('Not signed in')
    return {
      user: toUserView(found),
      organization: { id: org.id, name: org.name },
      csrf_token: this.csrf.for(actor.sessionId),
    }
  }

  /** Ends the caller's own session. */
  async signOut(caller: Caller): Promise<void> {
    const actor = signedIn(caller)
    const now = new Date(this.deps.clock.now())
    await this.deps.db.transaction().execute(async (trx) => {
      await deleteSession(trx, actor.sessionId)
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor: actorOf(caller),
        organizationId: caller.organizationId,
        action: 'session.sign_out',
        targetType: 'user',
        targetId: actor.userId,
        detail: { session_id: actor.sessionId },
      })
    })
    this.events.emit({ type: 'session_ended', sessionId: actor.sessionId, userId: actor.userId })
  }

  /** The caller's live sessions, most recently active first. */
  async list(caller: Caller): Promise<SessionView[]> {
    const actor = signedIn(caller)
    const now = new Date(this.deps.clock.now())
    const rows = await listLiveSessions(this.deps.db, actor.userId, now, this.idleSince(now))
    return rows.map((r) => ({
      id: r.id,
      created_at: r.created_at,
      last_seen_at: r.last_seen_at,
      expires_at: r.expires_at,
      user_agent: r.user_agent,
      ip: r.ip,
      current: r.id === actor.sessionId,
    }))
  }

  /** Ends one of the caller's own sessions; another person's session id answers 404. */
  async revoke(caller: Caller, sessionId: string): Promise<void> {
    const actor = signedIn(caller)
    const now = new Date(this.deps.clock.now())
    await this.deps.db.transaction().execute(async (trx) => {
      if (!(await deleteSession(trx, sessionId, actor.userId))) throw new NotFoundError('Session not found')
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor: actorOf(caller),
        organizationId: caller.organizationId,
        action: 'session.revoke',
        targetType: 'user',
        targetId: actor.userId,
        detail: { session_id: sessionId },
      })
    })
    this.events.emit({ type: 'session_ended', sessionId, userId: actor.userId })
  }

  /** Ends every other session of the caller; answers how many were still alive. */
  async revokeOthers(caller: Caller): Promise<number> {
    const actor = signedIn(caller)
    const now = new Date(this.deps.clock.now())
    const idleSince = this.idleSince(now)
    const ended = await this.deps.db.transaction().execute(async (trx) => {
      const rows = await deleteSessionsOf(trx, actor.userId, actor.sessionId)
      const live = rows.filter(
        (r) => r.expires_at > now.toISOString() && r.last_seen_at > idleSince.toISOString(),
      )
      if (rows.length > 0)
        await recordAudit(trx, this.deps.dialect, {
          at: now,
          actor: actorOf(caller),
          organizationId: caller.organizationId,
          action: 'session.revoke_others',
          targetType: 'user',
          targetId: actor.userId,
          detail: { revoked: live.length },
        })
      return { rows, live: live.length }
    })
    for (const r of ended.rows)
      this.events.emit({ type: 'session_ended', sessionId: r.id, userId: actor.userId })
    return ended.live
  }

  /**
   * The role a session's person holds now, or null when the session no longer exists or is no
   * longer alive (for long-lived connections that checked it once: their role is read again).
   */
  async currentRole(sessionId: string): Promise<Role | null> {
    const row = await findSessionWithRole(this.deps.db, sessionId)
    if (!row) return null
    const now = new Date(this.deps.clock.now())
    const alive = row.expires_at > now.toISOString() && row.last_seen_at > this.idleSince(now).toISOString()
    return alive ? row.role : null
  }

  /** Deletes ended sessions (they are refused anyway; this keeps the table small). */
  async sweep(): Promise<number> {
    const now = new Date(this.deps.clock.now())
    return deleteDeadSessions(this.deps.db, now, this.idleSince(now))
  }

  private idleSince(now: Date): Date {
    return new Date(now.getTime() - this.settings.idleMs)
  }
}

function signedIn(caller: Caller) {
  if (caller.actor.kind !== 'user') throw new UnauthenticatedError('Not signed in')
  return caller.actor
}

export function userActor(user: UserRow): Actor {
  return { kind: 'user', userId: user.id, organizationId: user.organization_id, name: user.name }
}

import { actorOf } from '../audit/actor.ts'
import { recordAudit } from '../audit/audit.repository.ts'
import type { Caller } from '../common/caller.ts'
import { InvalidInputError, TooManyAttemptsError, UnauthenticatedError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import type { AccessEvents } from './access-events.ts'
import type { AttemptCounter } from './attempt-counter.ts'
import { hashPassword, verifyPassword } from './password.ts'
import { passwordProblem } from './password-policy.ts'
import { deleteSessionsOf } from './session.repository.ts'
import { findUser, setPasswordHash } from './user.repository.ts'

/**
 * Wrong current passwords a person may give per window when changing their password: a stolen
 * session must not become a way to guess the password at the rate limit's pace.
 */
export const PASSWORD_CHANGE_TRIES = 5
export const PASSWORD_CHANGE_WINDOW_MS = 15 * 60_000

/** What a signed-in person does to their own account (docs/console.md#your-password). */
export class AccountService {
  constructor(
    private readonly deps: Deps,
    private readonly attempts: AttemptCounter,
    private readonly events: AccessEvents,
  ) {}

  /**
   * Sets a new password after checking the current one, and ends every other session of the
   * person (a password changed because it leaked must also shut out whoever used it). Answers
   * how many other sessions ended. Attempts are counted before the current password is checked,
   * so parallel guesses cannot outrun the limit.
   */
  async changePassword(
    caller: Caller,
    input: { current_password: string; new_password: string },
  ): Promise<number> {
    if (caller.actor.kind !== 'user') throw new UnauthenticatedError('Not signed in')
    const { userId, sessionId } = caller.actor
    const counted = `password-change:${userId}`
    const tries = await this.attempts.hit(counted, PASSWORD_CHANGE_WINDOW_MS)
    if (tries.count > PASSWORD_CHANGE_TRIES) {
      const seconds = Math.max(1, Math.ceil(tries.resetMs / 1000))
      throw new TooManyAttemptsError(`Too many password changes tried; retry in ${seconds} s`, seconds)
    }
    const user = await findUser(this.deps.db, userId)
    if (!user) throw new UnauthenticatedError('Not signed in')
    if (!(await verifyPassword(user.password_hash, input.current_password)))
      throw new InvalidInputError('The current password is incorrect')
    const problem = passwordProblem(input.new_password, user)
    if (problem) throw new InvalidInputError(problem)
    if (input.new_password === input.current_password)
      throw new InvalidInputError('The new password is the current one')
    await this.attempts.reset(counted)
    const hash = await hashPassword(input.new_password)
    const now = new Date(this.deps.clock.now())
    const ended = await this.deps.db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, userId, hash)
      const rows = await deleteSessionsOf(trx, userId, sessionId)
      await recordAudit(trx, this.deps.dialect, {
        at: now,
        actor: actorOf(caller),
        organizationId: caller.organizationId,
        action: 'member.password',
        targetType: 'user',
        targetId: userId,
        detail: { other_sessions_ended: rows.length },
      })
      return rows
    })
    for (const r of ended) this.events.emit({ type: 'session_ended', sessionId: r.id, userId })
    return ended.length
  }
}

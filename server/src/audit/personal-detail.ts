/**
 * Fields of an audit entry's `detail` that say who a person is or where they sign in from: an
 * email address, a session, an invitation, a client address. The member list that holds them is
 * for owners; the audit log, read by every role, shows them to owners only (docs/console.md#audit).
 */
const PERSONAL = new Set(['email', 'session_id', 'invitation_id', 'ip', 'user_agent'])

/** The detail without its personal fields (what a role that may not manage members reads). */
export function withoutPersonalDetail<T extends Record<string, unknown> | null>(detail: T): T {
  if (detail === null) return detail
  let kept: Record<string, unknown> | undefined
  for (const key of Object.keys(detail)) {
    if (!PERSONAL.has(key)) continue
    kept ??= { ...detail }
    delete kept[key]
  }
  return (kept as T | undefined) ?? detail
}

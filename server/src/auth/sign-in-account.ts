import type { Db } from '../storage/db.ts'
import type { UserRow } from '../storage/tables.ts'
import { verifyAgainstDummy, verifyPassword } from './password.ts'
import { findAccountsByEmail } from './user.repository.ts'

/**
 * The account a sign-in opens, or undefined (docs/console.md#who-an-address-belongs-to). An
 * address has at most one account per organization; `organizationId` names one, and without it
 * the password is checked against each of the address's accounts and the oldest that matches
 * is opened. Every account is checked, whichever matches, and an address with none is checked
 * against a dummy hash, so the time does not tell whether an account exists or which matched.
 * `email` must already be normalized.
 */
export async function signInAccount(
  db: Db,
  email: string,
  password: string,
  organizationId?: string,
): Promise<UserRow | undefined> {
  const accounts = await findAccountsByEmail(db, email, organizationId)
  if (accounts.length === 0) {
    await verifyAgainstDummy(password)
    return undefined
  }
  const matches = await Promise.all(accounts.map((a) => verifyPassword(a.password_hash, password)))
  return accounts.find((_, i) => matches[i])
}

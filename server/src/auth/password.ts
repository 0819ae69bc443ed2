import { randomBytes } from 'node:crypto'
import argon2 from 'argon2'

/**
 * Passwords are hashed with argon2id at OWASP's first recommended setting: 19 MiB of memory,
 * 2 passes, 1 lane (about 50–100 ms on one core). The PHC string keeps the parameters, so they
 * can be raised later: a hash made with weaker ones is re-made at the next sign-in.
 */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, PASSWORD_HASH_OPTIONS)
}

/** False for a wrong password and for a stored value that is not a hash at all. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

export function needsRehash(hash: string): boolean {
  try {
    return argon2.needsRehash(hash, PASSWORD_HASH_OPTIONS)
  } catch {
    return true
  }
}

let dummy: Promise<string> | undefined

/**
 * Spends the time of one verification when the email names nobody, so the answer takes about
 * as long whether the account exists or not.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'))
  await verifyPassword(await dummy, password)
  return false
}

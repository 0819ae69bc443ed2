import { createRequire } from 'node:module'
import type * as ZxcvbnCore from '@zxcvbn-ts/core'
import type * as ZxcvbnCommon from '@zxcvbn-ts/language-common'
import { hasControlCharacters } from '../common/text.ts'

/**
 * What a new password must be (docs/console.md#passwords), after NIST SP 800-63B: long enough,
 * not common or otherwise easy to guess, no composition rules. Answers the sentence to show, or
 * null.
 */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 200

/**
 * zxcvbn's score 3: an estimated 10⁸ guesses or more — out of reach of online guessing under the
 * sign-in limits, and expensive offline against argon2id hashes.
 */
const MIN_SCORE = 3
/**
 * The characters the estimator reads (its cost grows with length): a password whose first 64
 * characters are strong is strong.
 */
const ESTIMATED_LENGTH = 64

let estimator: ZxcvbnCore.ZxcvbnFactory | undefined

/**
 * The strength estimator with the common-password list (about 49,000 passwords from breaches),
 * common passphrase words and keyboard patterns of @zxcvbn-ts/language-common. Built at the
 * first new password, not at start (about 0.3 s and 35 MB), then kept; only setting a password
 * uses it, never a sign-in.
 */
function strength(): ZxcvbnCore.ZxcvbnFactory {
  if (!estimator) {
    // Loaded synchronously so that checking stays a plain function for its callers.
    const require = createRequire(import.meta.url)
    const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof ZxcvbnCore
    const common = require('@zxcvbn-ts/language-common') as typeof ZxcvbnCommon
    estimator = new ZxcvbnFactory({
      dictionary: common.dictionary,
      graphs: common.adjacencyGraphs,
      maxLength: ESTIMATED_LENGTH,
      // Trying fewer look-alike substitutions at once (default 100) checks a long password in a
      // few milliseconds instead of a hundred or more; common passwords written in l33t
      // (`P@ssw0rd`, `p4ssw0rd1234`) score the same.
      l33tMaxSubstitutions: 10,
    })
  }
  return estimator
}

export function passwordProblem(
  password: string,
  context: { email?: string; name?: string } = {},
): string | null {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`
  if (length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`
  if (hasControlCharacters(password)) return 'Password must not contain control characters'
  const lower = password.toLowerCase()
  if (new Set(lower).size < 5) return 'Password is too easy to guess: use at least 5 different characters'
  const local = context.email?.split('@')[0]?.toLowerCase()
  if (local && local.length >= 4 && lower.includes(local))
    return 'Password must not contain your email address'
  const name = context.name?.trim().toLowerCase()
  if (name && name.length >= 4 && lower.includes(name)) return 'Password must not contain your name'
  // What the person or the service is called makes a guess cheaper too.
  const known = ['hangar', ...(local ? [local] : []), ...(name ? name.split(/\s+/) : [])]
  if (strength().check(password, known).score < MIN_SCORE)
    return 'Password is too common or too easy to guess; a few unrelated words make a strong one'
  return null
}

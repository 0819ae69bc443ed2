import { hasControlCharacters } from '../common/text.ts'

/**
 * What a new password must be (docs/console.md#passwords), after NIST SP 800-63B: long enough,
 * not trivially guessable, no composition rules. Pure; answers the sentence to show, or null.
 */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 200

/** Long passwords that still top every leaked-password list. */
const COMMON = new Set([
  'password1234',
  'password12345',
  'password123456',
  'passwordpassword',
  'qwertyuiopasdfgh',
  'qwertyuiop123',
  'qwerty123456',
  '1q2w3e4r5t6y',
  '1qaz2wsx3edc',
  'iloveyou1234',
  'letmein12345',
  'welcome12345',
  'changeme1234',
  'administrator',
  'abcdefghijkl',
  'abc123456789',
])

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
  if (COMMON.has(lower) || isSequence(lower)) return 'Password is too common; choose another'
  const local = context.email?.split('@')[0]?.toLowerCase()
  if (local && local.length >= 4 && lower.includes(local))
    return 'Password must not contain your email address'
  const name = context.name?.trim().toLowerCase()
  if (name && name.length >= 4 && lower.includes(name)) return 'Password must not contain your name'
  return null
}

/** "123456789012", "abcdefghijklm", "987654321098": each character one step from the last. */
function isSequence(s: string): boolean {
  let up = true
  let down = true
  for (let i = 1; i < s.length; i++) {
    const d = s.charCodeAt(i) - s.charCodeAt(i - 1)
    if (d !== 1 && d !== -9) up = false
    if (d !== -1 && d !== 9) down = false
  }
  return up || down
}

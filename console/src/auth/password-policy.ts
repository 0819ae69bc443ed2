/**
 * The length part of the service's password policy (12 to 200 characters), checked before
 * sending so the person learns at once. The service is the rule: it also refuses common and
 * easily guessed passwords with a strength estimator too large to ship here (about 250 KB
 * gzipped; docs/console.md#passwords), and its sentence is shown when it refuses.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < 12) return 'At least 12 characters'
  if (password.length > 200) return 'At most 200 characters'
  if (password.trim() === '') return 'A password cannot be only spaces'
  return null
}

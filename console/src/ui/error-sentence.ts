import { HangarApiError } from '@hangar/client'

/** One sentence a person can act on, for any failure. */
export function errorSentence(err: unknown): string {
  if (err instanceof HangarApiError) {
    if (err.status === 0) return 'Could not reach the service. Check your connection and try again.'
    if (err.status === 429)
      return `Too many requests right now. Try again in ${err.retryAfterSeconds ?? 'a few'} seconds.`
    if (err.status >= 500) return `The service had a problem (${err.status}): ${err.detail}`
    return err.detail
  }
  if (err instanceof Error && err.message) return err.message
  return 'Something went wrong.'
}

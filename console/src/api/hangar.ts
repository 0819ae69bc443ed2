import { createHangarClient } from '@hangar/client'

/**
 * The console's one API client. It rides on the session cookie and sends the CSRF token from
 * sign-in / GET /auth/me on every state-changing request. During `vite` development only, an API
 * key from VITE_HANGAR_API_KEY may stand in for a session.
 */
let csrfToken: string | null = null

export function setCsrfToken(token: string | null): void {
  csrfToken = token
}

const devKey = import.meta.env.DEV ? (import.meta.env.VITE_HANGAR_API_KEY as string | undefined) : undefined

export const hangar = createHangarClient({
  baseUrl: window.location.origin,
  csrfToken: () => csrfToken,
  ...(devKey ? { apiKey: devKey } : {}),
  // A person is waiting: two quick retries, then the page says what went wrong.
  retry: { retries: 2, maxRetryAfterMs: 10_000 },
})

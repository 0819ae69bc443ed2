import createClient, { type Client, type Middleware } from 'openapi-fetch'
import type { paths } from './generated/hangar-api.ts'
import { type RetryOptions, retryingFetch } from './retry.ts'

export type HangarClient = Client<paths>

export interface HangarClientOptions {
  /** The service's origin, e.g. `http://localhost:8080` (in the console: `location.origin`). */
  baseUrl: string
  /** Programs authenticate with an API key, sent as `Service-Api-Key`. */
  apiKey?: string
  /**
   * The console authenticates with its session cookie; state-changing requests then carry this
   * token as `X-CSRF-Token` (from sign-in or `GET /auth/me`).
   */
  csrfToken?: () => string | null | undefined
  /** Retries of 429/503 (and 504 for idempotent calls); `false` turns them off. */
  retry?: RetryOptions | false
  /** The underlying fetch (default: globalThis.fetch). */
  fetch?: (input: Request) => Promise<Response>
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** A typed client of the Hangar API: paths, parameters, bodies and answers come from /openapi.json. */
export function createHangarClient(opts: HangarClientOptions): HangarClient {
  const baseFetch = opts.fetch ?? ((input: Request) => globalThis.fetch(input))
  const client = createClient<paths>({
    baseUrl: opts.baseUrl.replace(/\/+$/, ''),
    fetch: opts.retry === false ? baseFetch : retryingFetch(baseFetch, opts.retry),
    // The session cookie goes only to the console's own origin.
    credentials: 'same-origin',
  })
  const auth: Middleware = {
    onRequest({ request }) {
      if (opts.apiKey) request.headers.set('Service-Api-Key', opts.apiKey)
      const token = opts.csrfToken?.()
      if (token && STATE_CHANGING.has(request.method)) request.headers.set('X-CSRF-Token', token)
      return request
    },
  }
  client.use(auth)
  return client
}

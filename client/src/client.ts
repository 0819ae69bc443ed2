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
  /**
   * Sends a new `Idempotency-Key` (a random UUID) with each POST, PATCH and DELETE, the same on
   * every retry of that call, so a retry never does the work twice (docs/idempotency.md). A key the
   * caller sets in the call's headers is kept. Default true.
   */
  idempotencyKeys?: boolean
  /** The underlying fetch (default: globalThis.fetch). */
  fetch?: (input: Request) => Promise<Response>
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** The methods the service takes an Idempotency-Key on (PUT is idempotent already). */
const KEYED = new Set(['POST', 'PATCH', 'DELETE'])

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
      // Set once per call, before the retrying fetch: each retry sends a copy of this request.
      if (
        opts.idempotencyKeys !== false &&
        KEYED.has(request.method) &&
        !request.headers.has('Idempotency-Key')
      )
        request.headers.set('Idempotency-Key', newIdempotencyKey())
      return request
    },
  }
  client.use(auth)
  return client
}

/**
 * A random UUID (version 4). `crypto.randomUUID` exists only in secure contexts (https,
 * localhost); a console served over plain http elsewhere still has `getRandomValues`.
 */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * Retries of answers that mean "not done, try again later": 429 (rate limited) and 503 (shutting
 * down, database unavailable) for every method, since the service did not act on the request;
 * 504 (a robot did not acknowledge in time) and network failures only for idempotent methods,
 * since the command may have run. A request with an `Idempotency-Key` is safe to send again
 * whatever happened to it (docs/idempotency.md): after a network failure too, and after a 409 with
 * `Retry-After` (its first attempt is still running; the retry gets that attempt's answer).
 * Exponential backoff with full jitter; a `Retry-After` header sets the least wait.
 */
export interface RetryOptions {
  /** Retries after the first attempt. Default 4. */
  retries?: number
  /** The first backoff step; each retry doubles it. Default 250 ms. */
  baseDelayMs?: number
  /** Largest backoff step without Retry-After. Default 8000 ms. */
  maxDelayMs?: number
  /** A Retry-After longer than this is not waited for: the answer is returned as it is. Default 60 s. */
  maxRetryAfterMs?: number
  /** Source of jitter in [0, 1). Default Math.random. */
  random?: () => number
  /** Called before each wait, e.g. to log. */
  onRetry?: (info: RetryInfo) => void
}

export interface RetryInfo {
  attempt: number
  delayMs: number
  method: string
  url: string
  status: number | null
}

const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

/**
 * Whether an answer (or a network failure: status null) is worth another attempt.
 * @param keyed the request carries an Idempotency-Key
 * @param retryAfter the answer carries Retry-After
 */
export function isRetryable(
  method: string,
  status: number | null,
  keyed = false,
  retryAfter = false,
): boolean {
  if (status === 429 || status === 503) return true
  if (status === null) return keyed || IDEMPOTENT.has(method.toUpperCase())
  if (status === 504) return IDEMPOTENT.has(method.toUpperCase())
  // The key's first request is still running: the service says when to ask again.
  if (status === 409) return keyed && retryAfter
  return false
}

/** `Retry-After` as milliseconds (delta-seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === '') return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}

/**
 * The wait before retry number `attempt` (0-based): full jitter over an exponentially growing
 * step, never less than Retry-After (plus up to one base step of jitter, so clients told the same
 * second do not all come back at once).
 */
export function backoffDelayMs(
  attempt: number,
  retryAfterMs: number | null,
  opts: RetryOptions = {},
): number {
  const base = opts.baseDelayMs ?? 250
  const max = opts.maxDelayMs ?? 8000
  const random = opts.random ?? Math.random
  const step = Math.min(max, base * 2 ** attempt)
  const jittered = random() * step
  return retryAfterMs === null ? jittered : retryAfterMs + random() * base
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(done, ms)
    function done() {
      signal?.removeEventListener('abort', abort)
      resolve()
    }
    function abort() {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', abort, { once: true })
  })
}

/** Wraps a fetch so that retryable answers are tried again; the last answer (or error) is returned. */
export function retryingFetch(
  baseFetch: (input: Request) => Promise<Response>,
  opts: RetryOptions = {},
): (input: Request) => Promise<Response> {
  const retries = opts.retries ?? 4
  const maxRetryAfter = opts.maxRetryAfterMs ?? 60_000
  return async (request) => {
    const keyed = request.headers.has('idempotency-key')
    for (let attempt = 0; ; attempt++) {
      // A body can be read once: each attempt sends a fresh copy.
      const last = attempt >= retries
      const input = last ? request : request.clone()
      let response: Response
      try {
        response = await baseFetch(input)
      } catch (err) {
        if (last || request.signal.aborted || !isRetryable(request.method, null, keyed)) throw err
        const delayMs = backoffDelayMs(attempt, null, opts)
        opts.onRetry?.({ attempt, delayMs, method: request.method, url: request.url, status: null })
        await sleep(delayMs, request.signal)
        continue
      }
      const retryAfterHeader = response.headers.get('retry-after')
      if (last || !isRetryable(request.method, response.status, keyed, retryAfterHeader !== null))
        return response
      const retryAfter = parseRetryAfter(retryAfterHeader)
      if (retryAfter !== null && retryAfter > maxRetryAfter) return response
      const delayMs = backoffDelayMs(attempt, retryAfter, opts)
      opts.onRetry?.({ attempt, delayMs, method: request.method, url: request.url, status: response.status })
      await response.body?.cancel().catch(() => {})
      await sleep(delayMs, request.signal)
    }
  }
}

import { createHash } from 'node:crypto'
import { InvalidInputError } from '../common/errors.ts'

/**
 * Safe retries (docs/idempotency.md): what a request's `Idempotency-Key` means, free of HTTP and
 * SQL. The plugin (plugins/idempotency.ts) reads the header and the answer; the service
 * (idempotency.service.ts) keeps them.
 */

/** Longest key taken (Stripe's limit); a longer one, or an empty one, is refused. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255

/** How long a key and its stored answer are kept after the first request with it. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 3_600_000

/**
 * How long a request may hold its key before another may take it over: only a process that
 * stopped mid-request (killed, lost its database) leaves a key held this long, and its retry
 * must not wait a day. Longer than any request of the organization API takes.
 */
export const IDEMPOTENCY_CLAIM_LEASE_MS = 5 * 60_000

/** Methods whose requests may carry a key: the changing ones (PUT is only on the platform side). */
export const KEYED_METHODS: ReadonlySet<string> = new Set(['POST', 'PATCH', 'DELETE'])

/**
 * Whether a route takes the header: a changing operation of the organization API, which is the
 * routes secured by an organization's API key (`CALLER_SECURITY`). The OpenAPI document and the
 * plugin both decide by this, so the document says exactly where the key works.
 */
export function takesIdempotencyKey(method: string, security: unknown): boolean {
  return (
    KEYED_METHODS.has(method.toUpperCase()) &&
    Array.isArray(security) &&
    security.some((s) => typeof s === 'object' && s !== null && 'ApiKey' in s)
  )
}

/** The key as sent, checked: 1–255 visible ASCII characters or spaces. */
export function checkIdempotencyKey(value: string): string {
  if (value.length === 0) throw new InvalidInputError('Idempotency-Key is empty')
  if (value.length > MAX_IDEMPOTENCY_KEY_LENGTH)
    throw new InvalidInputError(
      `Idempotency-Key is ${value.length} characters long; at most ${MAX_IDEMPOTENCY_KEY_LENGTH}`,
    )
  if (!/^[\x20-\x7e]+$/.test(value))
    throw new InvalidInputError('Idempotency-Key may hold only visible ASCII characters and spaces')
  return value
}

/** Who a key belongs to: keys of one caller never meet another's. */
export interface KeyScope {
  organizationId: string
  /** `key:<api key id>` or `user:<person id>` (a person's keys outlive one session). */
  credential: string
  key: string
}

/**
 * What makes two requests "the same request": the method, the path with its query (parameters
 * sorted) and the body as JSON with its object keys sorted, hashed (SHA-256, hex). The body is the
 * one the route validated, so `{"a":1,"b":2}` and `{"b":2,"a":1}` are the same request.
 */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method.toUpperCase()}\n${canonicalUrl(url)}\n${body === undefined ? '' : canonicalJson(body)}`)
    .digest('hex')
}

/** The path and its query parameters in name order (their values' order kept). */
export function canonicalUrl(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const query = new URLSearchParams(url.slice(at + 1))
  query.sort()
  const rest = query.toString()
  return rest ? `${url.slice(0, at)}?${rest}` : url.slice(0, at)
}

/** JSON with every object's keys in code-point order; what JSON.stringify leaves out stays out. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) && !Buffer.isBuffer(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  )
}

/** An answer as it is kept and sent again. */
export interface StoredAnswer {
  status: number
  /** Only the headers that belong to the answer itself (KEPT_HEADERS). */
  headers: Record<string, string>
  body: string
}

/**
 * The headers kept with an answer: what it says about itself. Rate-limit budgets, request ids,
 * caching and security headers belong to each request and are made afresh for the replay.
 */
export const KEPT_HEADERS = ['content-type', 'location', 'content-disposition'] as const

/**
 * Whether an answer is kept for the key. A 5xx is not (the service failed: the key is released so
 * a retry runs again), nor a 429 (not done, try later). Every other 4xx is kept, as Stripe keeps
 * them: the request ran and was refused, and the same request would be refused again.
 */
export function isKeptAnswer(status: number): boolean {
  return status < 500 && status !== 429
}

/** What the stored state of a key means for a request that comes with it. */
export type KeyOutcome =
  /** The key is this request's now: run it, then keep or release its answer. */
  | { kind: 'claimed'; claim: string }
  /** The same request ran before: send its answer again. */
  | { kind: 'replay'; answer: StoredAnswer }
  /** The key was used with another method, path or body. */
  | { kind: 'mismatch' }
  /** The first request with this key has not answered yet. */
  | { kind: 'in-flight' }

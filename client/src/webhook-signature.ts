/**
 * Checks a webhook from Hangar as Standard Webhooks 1.0 specifies (docs/events.md#webhooks):
 * `webhook-signature` holds `v1,<base64 HMAC-SHA256>` of `<webhook-id>.<webhook-timestamp>.<body>`
 * under the secret's bytes, one or more separated by spaces (two while a rotated-out secret still
 * signs). Web Crypto only, so it runs in Node (≥ 20), Deno, Bun, workers and browsers alike.
 * (The `standardwebhooks` package does the same; this spares a receiver a dependency.)
 */

export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError'
}

export interface VerifyOptions {
  /** How far `webhook-timestamp` may be from now, in seconds (default 300: replays are refused). */
  toleranceSeconds?: number
  /** Now, in ms since the epoch (default Date.now()). */
  now?: number
}

type Headers = Record<string, string | string[] | undefined> | { get(name: string): string | null }

function header(headers: Headers, name: string): string | undefined {
  if (typeof (headers as { get?: unknown }).get === 'function')
    return (headers as { get(name: string): string | null }).get(name) ?? undefined
  const v = (headers as Record<string, string | string[] | undefined>)[name]
  return Array.isArray(v) ? v[0] : v
}

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64)
  const out = new Uint8Array(new ArrayBuffer(bin.length))
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i)
  return out
}

function bytesToBase64(bytes: ArrayBuffer): string {
  let bin = ''
  for (const b of new Uint8Array(bytes)) bin += String.fromCharCode(b)
  return btoa(bin)
}

/** Compares in time that depends on the length only. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

/**
 * Verifies a webhook and returns its event (the parsed body); throws WebhookVerificationError
 * when the headers are missing, the timestamp is too far from now, or no signature matches.
 * `body` must be the raw text as received, not JSON parsed and serialized again.
 */
export async function verifyWebhook<T = unknown>(
  secret: string,
  headers: Headers,
  body: string,
  opts: VerifyOptions = {},
): Promise<T> {
  const id = header(headers, 'webhook-id')
  const timestamp = header(headers, 'webhook-timestamp')
  const signatures = header(headers, 'webhook-signature')
  if (!id || !timestamp || !signatures)
    throw new WebhookVerificationError('Missing webhook-id, -timestamp or -signature')
  const seconds = Number(timestamp)
  const now = (opts.now ?? Date.now()) / 1000
  if (!Number.isInteger(seconds) || Math.abs(now - seconds) > (opts.toleranceSeconds ?? 300))
    throw new WebhookVerificationError('webhook-timestamp is too far from now')
  const key = await crypto.subtle.importKey(
    'raw',
    base64ToBytes(secret.replace(/^whsec_/, '')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const expected = bytesToBase64(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)),
  )
  const matches = signatures.split(' ').some((s) => s.startsWith('v1,') && sameText(s.slice(3), expected))
  if (!matches) throw new WebhookVerificationError('No signature matches this secret')
  return JSON.parse(body) as T
}

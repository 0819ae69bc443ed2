import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import { isPublicAddress, PrivateAddressError, publicOnlyLookup } from './public-address.ts'

/** How much of an answer is kept with the attempt. */
export const RESPONSE_BYTES_KEPT = 1024

export interface SendResult {
  /** The answer's status, or null when there was none. */
  status: number | null
  headers: IncomingHttpHeaders
  /** The answer's first bytes, as text. */
  body: string
  /** Why there was no answer: refused, timed out, not a public address… */
  error: string | null
  durationMs: number
  /**
   * The addresses the URL's name resolved to when none was public: for the service's log only,
   * never stored nor shown (`error` does not name them; docs/events.md#addresses-ssrf).
   */
  nonPublic?: { hostname: string; addresses: readonly string[] }
}

/** How long an idle kept-alive connection to a receiver stays open. */
const IDLE_CONNECTION_MS = 4000

/**
 * Connections kept alive between attempts to the same receiver, one pool per scheme. Opening
 * a connection per attempt cost the service more CPU than the attempt's request itself. A
 * kept connection goes to the address that was checked when it was opened (the request's
 * public-only lookup runs for every new connection). One deliverer's pools serve one setting
 * of `allowPrivateNetworks`.
 */
export interface SenderPools {
  http: HttpAgent
  https: HttpsAgent
}

export function senderPools(): SenderPools {
  const options = {
    keepAlive: true,
    // Idle connections to one receiver: as many as the attempts it may have in flight.
    maxFreeSockets: 8,
    // Node also closes an idle connection a second before the receiver's own `Keep-Alive:
    // timeout=N` hint says it would.
    timeout: IDLE_CONNECTION_MS,
  }
  return { http: new HttpAgent(options), https: new HttpsAgent(options) }
}

export function closeSenderPools(pools: SenderPools): void {
  pools.http.destroy()
  pools.https.destroy()
}

type SendOptions = { timeoutMs: number; allowPrivateNetworks: boolean; pools?: SenderPools }

/**
 * POSTs one webhook: a single request, redirects not followed (a 3xx is a failed attempt),
 * the whole answer within `timeoutMs`. Unless private networks are allowed the address is
 * checked after DNS resolution and the socket connects to that checked address.
 */
export async function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: SendOptions,
): Promise<SendResult> {
  const started = performance.now()
  const done = (r: Omit<SendResult, 'durationMs'>): SendResult => ({
    ...r,
    durationMs: Math.round(performance.now() - started),
  })
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return done({ status: null, headers: {}, body: '', error: 'not a URL' })
  }
  const host = target.hostname.replace(/^\[|\]$/g, '')
  // An address written as such is never looked up: check it here.
  if (!opts.allowPrivateNetworks && isIP(host) && !isPublicAddress(host))
    return done({
      status: null,
      headers: {},
      body: '',
      error: `${host} is not a public address (WEBHOOK_ALLOW_PRIVATE_NETWORKS=true allows it)`,
    })
  const https = target.protocol === 'https:'
  const first = await attempt(target, https, headers, body, opts, started)
  // A kept connection the receiver closed as it was reused: the request never reached it.
  // Node's advice is to send again on a new one; receivers dedupe by webhook-id anyway.
  const r = first.resetOnReuse ? await attempt(target, https, headers, body, opts, started) : first
  return done(r.result)
}

function attempt(
  target: URL,
  https: boolean,
  headers: Record<string, string>,
  body: string,
  opts: SendOptions,
  started: number,
): Promise<{ result: Omit<SendResult, 'durationMs'>; resetOnReuse: boolean }> {
  const send = https ? httpsRequest : httpRequest
  const pool = opts.pools ? (https ? opts.pools.https : opts.pools.http) : false
  return new Promise((resolve) => {
    let settled = false
    const finish = (r: Omit<SendResult, 'durationMs'>, resetOnReuse = false) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve({ result: r, resetOnReuse })
    }
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(opts.allowPrivateNetworks ? {} : { lookup: publicOnlyLookup }),
        agent: pool,
      },
      (res) => {
        const chunks: Buffer[] = []
        let kept = 0
        res.on('data', (chunk: Buffer) => {
          if (kept < RESPONSE_BYTES_KEPT) {
            chunks.push(chunk.subarray(0, RESPONSE_BYTES_KEPT - kept))
            kept += Math.min(chunk.length, RESPONSE_BYTES_KEPT - kept)
          }
        })
        const answered = () =>
          finish({
            status: res.statusCode ?? null,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            error: null,
          })
        res.on('end', answered)
        // The status came; a body cut short still counts as the answer.
        res.on('error', answered)
        res.on('aborted', answered)
      },
    )
    // The whole attempt, a second try on a new connection included, within the timeout.
    const timer = setTimeout(
      () => {
        req.destroy()
        finish({ status: null, headers: {}, body: '', error: `no answer within ${opts.timeoutMs} ms` })
      },
      Math.max(0, opts.timeoutMs - (performance.now() - started)),
    )
    req.on('error', (err) => {
      if (err instanceof PrivateAddressError)
        return finish({
          status: null,
          headers: {},
          body: '',
          error: err.message,
          nonPublic: { hostname: err.hostname, addresses: err.addresses },
        })
      const code = (err as NodeJS.ErrnoException).code
      finish(
        { status: null, headers: {}, body: '', error: `${code ?? err.message}` },
        req.reusedSocket && code === 'ECONNRESET',
      )
    })
    req.end(body)
  })
}

import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { request as httpsRequest } from 'node:https'
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
}

/**
 * POSTs one webhook: a single request, redirects not followed (a 3xx is a failed attempt),
 * the whole answer within `timeoutMs`. Unless private networks are allowed the address is
 * checked after DNS resolution and the socket connects to that checked address.
 */
export async function sendWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  opts: { timeoutMs: number; allowPrivateNetworks: boolean },
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
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise((resolve) => {
    let settled = false
    const finish = (r: Omit<SendResult, 'durationMs'>) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      resolve(done(r))
    }
    const req = send(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        ...(opts.allowPrivateNetworks ? {} : { lookup: publicOnlyLookup }),
        agent: false,
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
    const timer = setTimeout(() => {
      req.destroy()
      finish({ status: null, headers: {}, body: '', error: `no answer within ${opts.timeoutMs} ms` })
    }, opts.timeoutMs)
    req.on('error', (err) => {
      const why =
        err instanceof PrivateAddressError
          ? err.message
          : `${(err as NodeJS.ErrnoException).code ?? err.message}`
      finish({ status: null, headers: {}, body: '', error: why })
    })
    req.end(body)
  })
}

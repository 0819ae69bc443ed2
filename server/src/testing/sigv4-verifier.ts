import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * An independent check of presigned S3 GET URLs (AWS Signature Version 4, query form), written
 * from AWS's description of the algorithm and sharing no code with the presigner it checks
 * (files/s3-presign.ts) or the SDK: s3rver accepts any well-formed SigV4 query without checking
 * it, so this is what stands in for the bucket's own check in the tests.
 *
 * It rebuilds the canonical request from the URL as received — method GET, the path exactly as
 * sent, every query parameter but the signature, the signed headers — and compares signatures.
 */
export type Verdict = { ok: true; expiresAt: Date; expiresIn: number } | { ok: false; reason: string }

const enc = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

function parseAmzDate(s: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(s)
  if (!m) return undefined
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!))
}

export function verifyPresignedGet(
  url: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
  now: Date,
): Verdict {
  const u = new URL(url)
  // Raw query pairs, decoded once, as a server would see them.
  const pairs = u.search
    .slice(1)
    .split('&')
    .filter(Boolean)
    .map((p) => {
      const i = p.indexOf('=')
      const k = decodeURIComponent(i < 0 ? p : p.slice(0, i))
      const v = decodeURIComponent(i < 0 ? '' : p.slice(i + 1).replace(/\+/g, '%20'))
      return [k, v] as [string, string]
    })
  const get = (k: string) => pairs.find(([name]) => name === k)?.[1]
  if (get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256') return { ok: false, reason: 'algorithm' }
  const signature = get('X-Amz-Signature')
  const credential = get('X-Amz-Credential')
  const date = get('X-Amz-Date')
  const expires = get('X-Amz-Expires')
  const signedHeaders = get('X-Amz-SignedHeaders')
  if (!signature || !credential || !date || !expires || !signedHeaders)
    return { ok: false, reason: 'missing' }
  const [accessKeyId, day, region, service, terminator] = credential.split('/')
  if (accessKeyId !== credentials.accessKeyId) return { ok: false, reason: 'access key' }
  if (service !== 's3' || terminator !== 'aws4_request' || !region) return { ok: false, reason: 'scope' }
  const signedAt = parseAmzDate(date)
  if (!signedAt || date.slice(0, 8) !== day) return { ok: false, reason: 'date' }
  if (!/^\d+$/.test(expires) || Number(expires) > 604_800) return { ok: false, reason: 'expires' }
  const expiresAt = new Date(signedAt.getTime() + Number(expires) * 1000)
  if (now.getTime() > expiresAt.getTime()) return { ok: false, reason: 'expired' }
  if (now.getTime() + 15 * 60_000 < signedAt.getTime()) return { ok: false, reason: 'signed in the future' }

  const headers: Record<string, string> = { host: u.host }
  const names = signedHeaders.split(';')
  if (names.some((h) => !(h in headers))) return { ok: false, reason: 'unsigned header' }
  const canonicalQuery = pairs
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => `${enc(k)}=${enc(v)}`)
    .sort()
    .join('&')
  const canonical = [
    'GET',
    u.pathname,
    canonicalQuery,
    ...names.map((h) => `${h}:${headers[h]!.trim()}`),
    '',
    signedHeaders,
    get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD',
  ].join('\n')
  const scope = `${day}/${region}/${service}/${terminator}`
  const toSign = `AWS4-HMAC-SHA256\n${date}\n${scope}\n${createHash('sha256').update(canonical).digest('hex')}`
  let key: Buffer = createHmac('sha256', `AWS4${credentials.secretAccessKey}`).update(day!).digest()
  for (const part of [region, service, terminator]) key = createHmac('sha256', key).update(part!).digest()
  const expected = createHmac('sha256', key).update(toSign).digest()
  const given = Buffer.from(signature, 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'signature' }
  return { ok: true, expiresAt, expiresIn: Number(expires) }
}

import { createHash, createHmac } from 'node:crypto'

export interface S3Location {
  /** Origin of the S3 API, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string
  bucket: string
  region: string
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key`. */
  forcePathStyle: boolean
}

export interface SigningCredentials {
  accessKeyId: string
  secretAccessKey: string
  sessionToken?: string | undefined
}

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
function uriEncode(s: string): string {
  return encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex')
const hmac = (key: Buffer | string, s: string) => createHmac('sha256', key).update(s, 'utf8').digest()

/** The URL of an object, before signing: host and canonical (already encoded) path. */
export function objectUrl(loc: S3Location, key: string): { origin: string; host: string; path: string } {
  const endpoint = new URL(loc.endpoint)
  const encodedKey = key.split('/').map(uriEncode).join('/')
  const host = loc.forcePathStyle ? endpoint.host : `${loc.bucket}.${endpoint.host}`
  const path = loc.forcePathStyle ? `/${uriEncode(loc.bucket)}/${encodedKey}` : `/${encodedKey}`
  return { origin: `${endpoint.protocol}//${host}`, host, path }
}

/**
 * A presigned S3 GET URL (AWS Signature Version 4, query string form, `UNSIGNED-PAYLOAD`,
 * only `host` signed so a player's Range header passes). Written here rather than taken from
 * `@aws-sdk/s3-request-presigner` because the service makes links synchronously while it maps
 * rows to responses, and the SDK's presigner is async; `s3-presign.test.ts` checks that both
 * produce the same host, path, parameters and signature, and an independent verifier checks it.
 */
export function presignGetObject(
  loc: S3Location,
  credentials: SigningCredentials,
  key: string,
  expiresInSeconds: number,
  now: Date,
): string {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
  const day = amzDate.slice(0, 8)
  const scope = `${day}/${loc.region}/s3/aws4_request`
  const { origin, host, path } = objectUrl(loc, key)
  const params: [string, string][] = [
    ['X-Amz-Algorithm', 'AWS4-HMAC-SHA256'],
    ['X-Amz-Content-Sha256', 'UNSIGNED-PAYLOAD'],
    ['X-Amz-Credential', `${credentials.accessKeyId}/${scope}`],
    ['X-Amz-Date', amzDate],
    ['X-Amz-Expires', String(expiresInSeconds)],
    ...(credentials.sessionToken
      ? [['X-Amz-Security-Token', credentials.sessionToken] as [string, string]]
      : []),
    ['X-Amz-SignedHeaders', 'host'],
    ['x-id', 'GetObject'],
  ]
  const query = params
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const canonicalRequest = ['GET', path, query, `host:${host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n')
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n')
  const kDate = hmac(`AWS4${credentials.secretAccessKey}`, day)
  const kSigning = hmac(hmac(hmac(kDate, loc.region), 's3'), 'aws4_request')
  const signature = createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest('hex')
  return `${origin}${path}?${query}&X-Amz-Signature=${signature}`
}

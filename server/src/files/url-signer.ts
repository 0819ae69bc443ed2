import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto'
import { type Clock, systemClock } from '../common/clock.ts'

/** Signed links are valid for 60 minutes (interface §8). */
export const SIGNED_URL_TTL_SECONDS = 3600

export type SignatureCheck = 'valid' | 'expired' | 'invalid'

/**
 * HMAC-SHA256 signed links to stored files, served by the service itself. What is signed is the
 * path and the expiry; the Range header is not, so players can seek.
 */
export class UrlSigner {
  /** Imported once: a string secret would be turned into a key again on every signature. */
  readonly #key: KeyObject

  constructor(
    secret: string,
    private readonly baseUrl: string,
    private readonly clock: Clock = systemClock,
  ) {
    this.#key = createSecretKey(Buffer.from(secret, 'utf8'))
  }

  private mac(path: string, expires: number): string {
    return createHmac('sha256', this.#key).update(`${path}\n${expires}`).digest('hex')
  }

  /** A link to `path` that works until now + 60 minutes. */
  sign(path: string): string {
    const expires = Math.floor(this.clock.now() / 1000) + SIGNED_URL_TTL_SECONDS
    const encoded = path.split('/').map(encodeURIComponent).join('/')
    return `${this.baseUrl}/files/${encoded}?expires=${expires}&signature=${this.mac(path, expires)}`
  }

  check(path: string, expires: string | undefined, signature: string | undefined): SignatureCheck {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires) || !/^[0-9a-f]{64}$/.test(signature))
      return 'invalid'
    const expected = Buffer.from(this.mac(path, Number(expires)), 'hex')
    if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid'
    if (Number(expires) * 1000 < this.clock.now()) return 'expired'
    return 'valid'
  }
}

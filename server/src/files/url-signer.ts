import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto'
import { type Clock, systemClock } from '../common/clock.ts'
import { SIGNED_URL_TTL_SECONDS } from './blob-store.ts'

export { SIGNED_URL_TTL_SECONDS }

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

  /**
   * An HMAC-SHA256 of `message` under a key derived from the links' secret for `purpose` (e.g. a
   * bulk decision's token, docs/review-workflow.md): one secret to keep, and a signature made for
   * one use is never valid for another, a file link included.
   */
  macFor(purpose: string, message: string): Buffer {
    const key = createHmac('sha256', this.#key).update(`hangar ${purpose} v1`).digest()
    return createHmac('sha256', key).update(message).digest()
  }

  private mac(path: string, expires: number): string {
    return createHmac('sha256', this.#key).update(`${path}\n${expires}`).digest('hex')
  }

  /** A link to `path` that works until now + `seconds` (default 60 minutes). */
  sign(path: string, seconds: number = SIGNED_URL_TTL_SECONDS): string {
    const expires = Math.floor(this.clock.now() / 1000) + seconds
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

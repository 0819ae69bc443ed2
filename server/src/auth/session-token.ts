import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** 256 random bits, base64url: the value of the session cookie and of invitation links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

/** The only form in which session and invitation tokens are stored. */
export function digestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** Tokens we never issued are refused without a lookup. */
export function isWellFormedToken(token: string): boolean {
  return TOKEN_SHAPE.test(token)
}

/**
 * The CSRF token of a session: an HMAC of its token under a key derived from the service's
 * secret, so it needs no storage, changes with every session and cannot be made without the
 * cookie (docs/console.md#csrf).
 */
export class CsrfTokens {
  readonly #key: Buffer

  constructor(secret: string) {
    this.#key = createHmac('sha256', secret).update('hangar csrf v1').digest()
  }

  for(sessionToken: string): string {
    return createHmac('sha256', this.#key).update(sessionToken).digest('base64url')
  }

  matches(sessionToken: string, presented: string): boolean {
    const expected = Buffer.from(this.for(sessionToken))
    const given = Buffer.from(presented)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
}

import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'

/** How a sealed secret begins: the format's version; then the sealing key's id, and the box. */
const SEALED = 'enc:v1:'
/** How a secret Hangar makes begins (Standard Webhooks): a row from before sealing holds it as it is. */
const PLAIN = 'whsec_'
const IV_BYTES = 12
const TAG_BYTES = 16

/** A stored secret no key of this process opens: sealed under another key, or altered. */
export class UnreadableSecretError extends Error {
  override readonly name = 'UnreadableSecretError'
}

/**
 * Webhook secrets at rest (docs/events.md#secrets-at-rest). A secret is stored as
 * `enc:v1:<key id>:<base64url of IV ‖ AES-256-GCM ciphertext ‖ tag>`, under a key the database
 * never holds (WEBHOOK_SECRETS_KEY, else `DATA_DIR/webhook-secrets-key`), with the endpoint's id
 * as associated data: a sealed secret copied to another endpoint's row does not open there.
 *
 * The keyring is the configured keys, the first one sealing and every one opening, so a key is
 * rotated by putting the new one first and keeping the old one after it until the service has
 * sealed everything again (`resealed`, at every start). The key id, eight hex digits of a hash of
 * the key, says which key sealed a secret without saying anything about the key.
 */
export class WebhookSecretKeyring {
  readonly #keys = new Map<string, Buffer>()
  /** The id of the key that seals. */
  readonly sealingKeyId: string

  /** `secrets`: the configured keys (any text of 32 characters or more), the sealing one first. */
  constructor(secrets: readonly string[]) {
    if (secrets.length === 0) throw new Error('a webhook secrets keyring needs a key')
    const ids = secrets.map((secret) => {
      // Any text of 32 characters or more: the AES key is derived from it (HKDF-SHA-256).
      const key = Buffer.from(hkdfSync('sha256', secret, '', 'hangar webhook secrets', 32))
      this.#keys.set(keyId(key), key)
      return keyId(key)
    })
    this.sealingKeyId = ids[0]!
  }

  /** WEBHOOK_SECRETS_KEY's form: keys separated by commas, the sealing one first. */
  static parse(value: string): WebhookSecretKeyring {
    return new WebhookSecretKeyring(
      value
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    )
  }

  /** `secret` sealed under the sealing key, for the endpoint `endpointId`. */
  seal(secret: string, endpointId: string): string {
    const key = this.#keys.get(this.sealingKeyId)!
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', key, iv)
    cipher.setAAD(associated(endpointId))
    const box = Buffer.concat([iv, cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()])
    return `${SEALED}${this.sealingKeyId}:${box.toString('base64url')}`
  }

  /**
   * The secret a stored value holds: a sealed one opened, a `whsec_…` written before sealing as it
   * is. Throws UnreadableSecretError when no key of the ring opens it.
   */
  open(stored: string, endpointId: string): string {
    if (stored.startsWith(PLAIN)) return stored
    const sealed = parseSealed(stored)
    const key = sealed && this.#keys.get(sealed.keyId)
    if (!sealed || !key)
      throw new UnreadableSecretError(
        sealed
          ? `sealed under key ${sealed.keyId}, which is not among this process's keys (${[...this.#keys.keys()].join(', ')})`
          : 'not a sealed secret',
      )
    const box = sealed.box
    if (box.length < IV_BYTES + TAG_BYTES) throw new UnreadableSecretError('a sealed secret cut short')
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, box.subarray(0, IV_BYTES))
      decipher.setAAD(associated(endpointId))
      decipher.setAuthTag(box.subarray(box.length - TAG_BYTES))
      return Buffer.concat([
        decipher.update(box.subarray(IV_BYTES, box.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8')
    } catch {
      throw new UnreadableSecretError(`sealed under key ${sealed.keyId} for another endpoint, or altered`)
    }
  }

  /**
   * What a stored value should be: a plain secret or one sealed under another key of the ring,
   * sealed under the sealing key; one sealed under it already, as it is. Undefined when no key
   * of the ring opens it (it is left as it is: another process may hold its key).
   */
  resealed(stored: string, endpointId: string): string | undefined {
    if (parseSealed(stored)?.keyId === this.sealingKeyId) {
      // Under the sealing key already; opened only to tell a sound one from an altered one.
      try {
        this.open(stored, endpointId)
        return stored
      } catch {
        return undefined
      }
    }
    try {
      return this.seal(this.open(stored, endpointId), endpointId)
    } catch (err) {
      if (err instanceof UnreadableSecretError) return undefined
      throw err
    }
  }
}

function keyId(key: Buffer): string {
  return createHash('sha256').update('hangar webhook secrets key id').update(key).digest('hex').slice(0, 8)
}

function associated(endpointId: string): Buffer {
  return Buffer.from(`webhook_endpoints:${endpointId}`, 'utf8')
}

function parseSealed(stored: string): { keyId: string; box: Buffer } | undefined {
  const m = /^enc:v1:([0-9a-f]{8}):([A-Za-z0-9_-]+)$/.exec(stored)
  return m ? { keyId: m[1]!, box: Buffer.from(m[2]!, 'base64url') } : undefined
}

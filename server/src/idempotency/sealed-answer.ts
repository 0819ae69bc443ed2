import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { KeyScope, StoredAnswer } from './idempotency-key.ts'

/**
 * Answers are kept sealed, and keys only as digests (docs/idempotency.md#what-the-database-holds):
 * an answer can carry a secret shown once — a new API key, a webhook's signing secret, an
 * invitation link — which the service otherwise never stores readable. The answer is encrypted
 * (AES-256-GCM) under a key derived from the Idempotency-Key itself, which only the caller holds;
 * the database holds its SHA-256. So a copy of the database alone opens no answer, and a request
 * can open only the answer of the key it sends.
 */

const IV_BYTES = 12
const TAG_BYTES = 16

/** What the database holds instead of the key: its SHA-256, hex. */
export function keyDigest(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/**
 * The answer's AES key: SHA-256 of the Idempotency-Key with its scope. The key is the secret
 * (a random UUID: 122 bits) and the scope only binds it to its caller, so one hash is a sound
 * derivation; HKDF cost 14 µs of a replay's 150 (bench/http/idempotent-replay.ts).
 */
function sealingKey(scope: KeyScope): Buffer {
  return createHash('sha256')
    .update(`hangar idempotency answer\n${scope.organizationId}\n${scope.credential}\n${scope.key}`)
    .digest()
}

/** The answer's headers and body, encrypted, as base64 (IV, tag, ciphertext). */
export function sealAnswer(scope: KeyScope, answer: Omit<StoredAnswer, 'status'>): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(scope), iv)
  const text = cipher.update(JSON.stringify({ headers: answer.headers, body: answer.body }), 'utf8')
  const end = cipher.final()
  return Buffer.concat([iv, cipher.getAuthTag(), text, end]).toString('base64')
}

/** Opens what sealAnswer sealed for the same scope; throws when it was sealed for another. */
export function openAnswer(scope: KeyScope, sealed: string): Omit<StoredAnswer, 'status'> {
  const bytes = Buffer.from(sealed, 'base64')
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(scope), bytes.subarray(0, IV_BYTES))
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  const text = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()])
  return JSON.parse(text.toString('utf8')) as Omit<StoredAnswer, 'status'>
}

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { UnreadableSecretError, WebhookSecretKeyring } from './secret-keyring.ts'
import { newWebhookSecret } from './signature.ts'

const KEY_A = 'a'.repeat(64)
const KEY_B = 'b'.repeat(64)

describe('webhook secrets sealed at rest (docs/events.md#secrets-at-rest)', () => {
  test('sealed with AES-256-GCM under a key id prefix; opens to the secret; never holds it, nor the same text twice', () => {
    const ring = new WebhookSecretKeyring([KEY_A])
    const id = randomUUID()
    const secret = newWebhookSecret()
    const sealed = ring.seal(secret, id)
    assert.match(sealed, new RegExp(`^enc:v1:${ring.sealingKeyId}:[A-Za-z0-9_-]+$`))
    assert.match(ring.sealingKeyId, /^[0-9a-f]{8}$/)
    assert.equal(sealed.includes(secret.slice('whsec_'.length)), false)
    assert.notEqual(ring.seal(secret, id), sealed, 'a new IV each time')
    assert.equal(ring.open(sealed, id), secret)
  })

  test('a plain secret from before sealing opens as itself; anything else that is not sealed is refused', () => {
    const ring = new WebhookSecretKeyring([KEY_A])
    const secret = newWebhookSecret()
    assert.equal(ring.open(secret, randomUUID()), secret)
    assert.throws(() => ring.open('hunter2', randomUUID()), UnreadableSecretError)
  })

  test('refused: another endpoint (the id is associated data), an altered box, an unknown key', () => {
    const ring = new WebhookSecretKeyring([KEY_A])
    const id = randomUUID()
    const sealed = ring.seal(newWebhookSecret(), id)
    assert.throws(() => ring.open(sealed, randomUUID()), UnreadableSecretError)
    const box = Buffer.from(sealed.split(':')[3]!, 'base64url')
    box[box.length - 20]! ^= 1
    const altered = `${sealed.split(':').slice(0, 3).join(':')}:${box.toString('base64url')}`
    assert.throws(() => ring.open(altered, id), UnreadableSecretError)
    assert.throws(() => new WebhookSecretKeyring([KEY_B]).open(sealed, id), /not among this process's keys/)
  })

  test('a key is rotated by putting the new one first: old boxes still open, and are sealed again under the new key', () => {
    const id = randomUUID()
    const secret = newWebhookSecret()
    const old = new WebhookSecretKeyring([KEY_A]).seal(secret, id)
    const ring = WebhookSecretKeyring.parse(` ${KEY_B} , ${KEY_A} `)
    assert.notEqual(ring.sealingKeyId, new WebhookSecretKeyring([KEY_A]).sealingKeyId)
    assert.equal(ring.open(old, id), secret)
    const again = ring.resealed(old, id)!
    assert.ok(again.startsWith(`enc:v1:${ring.sealingKeyId}:`))
    assert.equal(ring.open(again, id), secret)
    assert.equal(ring.resealed(again, id), again, 'under the sealing key already: as it is')
    assert.ok(ring.resealed(secret, id)!.startsWith('enc:v1:'), 'a plain one is sealed')
    assert.equal(new WebhookSecretKeyring([KEY_B]).resealed(old, id), undefined, 'no key opens it: left')
  })
})

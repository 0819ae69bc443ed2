import { createHmac, randomBytes } from 'node:crypto'

/** A new endpoint secret as Standard Webhooks writes it: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`
}

/**
 * The `webhook-signature` header of Standard Webhooks 1.0: `v1,<base64 HMAC-SHA256>` of
 * `<webhook-id>.<webhook-timestamp>.<body>` under the secret's bytes, one per secret, separated
 * by spaces (both while a rotated-out secret still signs).
 */
export function signatureHeader(
  secrets: readonly string[],
  msg: { id: string; timestamp: number; body: string },
): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
      const mac = createHmac('sha256', key).update(`${msg.id}.${msg.timestamp}.${msg.body}`).digest('base64')
      return `v1,${mac}`
    })
    .join(' ')
}

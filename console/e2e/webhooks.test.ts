import assert from 'node:assert/strict'
import { test } from 'node:test'
import { Webhook } from 'standardwebhooks'
import { WebhookReceiver } from '../../server/src/testing/webhook-receiver.ts'
import { browserTestsUnavailable, screenshot, signedInMember, startHangar } from './harness.ts'

const skip = browserTestsUnavailable() ?? false

test('an owner adds a webhook endpoint (the secret shown once), sends a test event, sees the delivery and sends it again', {
  skip,
}, async (t) => {
  const receiver = await new WebhookReceiver().start()
  t.after(() => receiver.stop())
  const hangar = await startHangar(t, import.meta.url, { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' })
  const { page } = await signedInMember(hangar, 'owner', 'Olga Owner')
  await page.getByRole('link', { name: 'Webhooks' }).click()
  await page.getByRole('heading', { name: 'Webhooks' }).waitFor()

  await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url)
  await page.getByRole('button', { name: 'Add endpoint' }).click()
  const shown = page.getByRole('dialog', { name: `Endpoint ${receiver.url} added` })
  await shown.waitFor()
  const secret = ((await shown.getByText(/^whsec_/).textContent()) ?? '').trim()
  assert.match(secret, /^whsec_/)
  await shown.getByRole('button', { name: 'I have copied it' }).click()

  const row = page.getByRole('row', { name: new RegExp(receiver.url) })
  await row.getByText('Active').waitFor()
  // Compared as text: a secret is base64, whose + and / a pattern would read as syntax.
  assert.ok(!(await page.content()).includes(secret.slice(6, 20)), 'the secret is gone from the page')
  await row.getByRole('button', { name: `Send test event to ${receiver.url}` }).click()
  const [got] = await receiver.waitFor(1)
  const event = new Webhook(secret).verify(got!.body, got!.headers as Record<string, string>) as {
    type: string
  }
  assert.equal(event.type, 'webhook.test')

  const deliveries = page.getByRole('region', { name: 'Deliveries' })
  const delivery = deliveries.getByRole('row', { name: /webhook\.test/ })
  await delivery.getByText('succeeded').waitFor()
  await delivery.getByText(/^200 · \d+ ms$/).waitFor()
  await screenshot(page, 'webhooks')
  await delivery.getByRole('button', { name: 'Send webhook.test again' }).click()
  const [, second] = await receiver.waitFor(2)
  assert.equal(second!.headers['webhook-id'], got!.headers['webhook-id'])
})

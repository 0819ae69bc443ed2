import assert from 'node:assert/strict'
import { test } from 'node:test'
import { browserTestsUnavailable, csrfToken, datasets, signedInMember, startHangar } from './harness.ts'

const skip = browserTestsUnavailable() ?? false

test('a viewer sees datasets without decision controls, and the API refuses the decision', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page, context } = await signedInMember(hangar, 'viewer', 'Vera Viewer')
  const [first] = await datasets(hangar, 'status=pending&limit=1')
  assert.ok(first)
  await page
    .getByRole('article', { name: new RegExp(`^${first.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`) })
    .waitFor()
  await page.getByText('Your role can look at datasets').waitFor()
  assert.equal(await page.getByRole('button', { name: 'Accept' }).count(), 0)
  assert.equal(await page.getByRole('button', { name: 'Reject' }).count(), 0)
  // The keys do nothing either.
  await page.keyboard.press('a')
  await page.keyboard.press('r')
  assert.equal(await page.getByRole('dialog').count(), 0)
  // Owner-only sections are not offered.
  assert.equal(await page.getByRole('link', { name: 'API keys' }).count(), 0)
  assert.equal(await page.getByRole('link', { name: 'Members' }).count(), 0)

  // The service refuses the same call from the viewer's session, with a sentence.
  const token = await csrfToken(context, hangar.base)
  const res = await context.request.post(`${hangar.base}/datasets/${first.id}/accept`, {
    headers: { 'x-csrf-token': token, origin: hangar.base },
  })
  assert.equal(res.status(), 403)
  assert.match(((await res.json()) as { detail: string }).detail, /viewer/)
  const still = (await (await hangar.api(`/datasets/dataset?id=${first.id}`)).json()) as { status: string }
  assert.equal(still.status, 'pending')
})

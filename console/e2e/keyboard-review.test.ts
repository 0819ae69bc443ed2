import assert from 'node:assert/strict'
import { test } from 'node:test'
import { browserTestsUnavailable, datasets, screenshot, signedInMember, startHangar } from './harness.ts'

const skip = browserTestsUnavailable() ?? false

test('a reviewer accepts and rejects by keyboard; the queue moves on; the API agrees', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page } = await signedInMember(hangar, 'reviewer', 'Rosa Reviewer')
  const [first, second, third] = await datasets(hangar, 'status=pending&limit=3')
  assert.ok(first && second && third)
  const selected = () => page.locator('article[aria-current="true"]')

  // The first card is selected when the queue opens; `a` accepts it and the queue moves on.
  await page.getByRole('article', { name: new RegExp(`^${escapeRegExp(first.name)},`) }).waitFor()
  assert.match(
    (await selected().getAttribute('aria-label')) ?? '',
    new RegExp(`^${escapeRegExp(first.name)},`),
  )
  await page.keyboard.press('a')
  await page
    .getByRole('article', { name: new RegExp(`^${escapeRegExp(first.name)},`) })
    .waitFor({ state: 'detached' })
  assert.match(
    (await selected().getAttribute('aria-label')) ?? '',
    new RegExp(`^${escapeRegExp(second.name)},`),
  )

  // `j` moves to the next card, `k` back; `r` asks why, and the reason is stored.
  await page.keyboard.press('j')
  assert.match(
    (await selected().getAttribute('aria-label')) ?? '',
    new RegExp(`^${escapeRegExp(third.name)},`),
  )
  await page.keyboard.press('k')
  await page.keyboard.press('r')
  const dialog = page.getByRole('dialog', { name: `Reject ${second.name}` })
  await dialog.waitFor()
  await dialog.getByRole('button', { name: 'Reject' }).click()
  await dialog.getByText('Say why').waitFor()
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('feet slide on the third step')
  await screenshot(page, 'reject-dialog')
  await page.keyboard.press('Control+Enter')
  // Keys belong to the dialog until it has faded out.
  await dialog.waitFor({ state: 'detached' })
  await page
    .getByRole('article', { name: new RegExp(`^${escapeRegExp(second.name)},`) })
    .waitFor({ state: 'detached' })

  const status = async (id: string) =>
    (await (await hangar.api(`/datasets/dataset?id=${id}`)).json()) as {
      status: string
      metadata: Record<string, unknown>
    }
  assert.equal((await status(first.id)).status, 'accepted')
  const rejected = await status(second.id)
  assert.equal(rejected.status, 'rejected')
  assert.equal(rejected.metadata.rejection_reason, 'feet slide on the third step')

  // The dialog remembers recent reasons. `r` acts on the selected card: the queue has moved on
  // to one first (a key pressed before that reaches no card).
  await page.locator('article[aria-current="true"]').waitFor()
  await page.keyboard.press('r')
  await page
    .getByRole('dialog')
    .getByRole('checkbox', { name: 'feet slide on the third step' })
    .waitFor({ state: 'attached' })
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })

  // `?` shows the keys.
  await page.keyboard.press('?')
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
  await screenshot(page, 'keyboard-help')
  // A key pressed right after a dialog closes, while it still fades out, is not lost.
  const before = await selected().getAttribute('aria-label')
  await page.keyboard.press('Escape')
  await page.keyboard.press('j')
  await page.waitForFunction(
    (label) => document.querySelector('article[aria-current="true"]')?.getAttribute('aria-label') !== label,
    before,
    { timeout: 5000 },
  )
})

test('a decision someone else made first is shown with who and when, never overwritten', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const ada = await signedInMember(hangar, 'reviewer', 'Ada Lovelace')
  const bob = await signedInMember(hangar, 'reviewer', 'Bob Builder')
  const [first] = await datasets(hangar, 'status=pending&limit=1')
  assert.ok(first)
  for (const page of [ada.page, bob.page])
    await page.getByRole('article', { name: new RegExp(`^${escapeRegExp(first.name)},`) }).waitFor()

  // Ada rejects first; Bob, whose queue still shows the dataset pending, presses `a`.
  await ada.page.keyboard.press('r')
  await ada.page.getByRole('textbox', { name: 'Reason' }).fill('horizon tilts')
  await ada.page.getByRole('dialog').getByRole('button', { name: 'Reject' }).click()
  await ada.page
    .getByRole('article', { name: new RegExp(`^${escapeRegExp(first.name)},`) })
    .waitFor({ state: 'detached' })
  await bob.page.keyboard.press('a')
  const notice = bob.page.getByRole('alert').filter({ hasText: 'Someone decided first' })
  await notice.waitFor()
  const text = (await notice.textContent()) ?? ''
  assert.match(text, /already rejected by Ada Lovelace at /)
  assert.match(text, /horizon tilts/)
  await screenshot(bob.page, 'decision-conflict')

  const after = (await (await hangar.api(`/datasets/dataset?id=${first.id}`)).json()) as { status: string }
  assert.equal(after.status, 'rejected', "Ada's decision stands")
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  acceptInvitation,
  browserTestsUnavailable,
  datasets,
  PASSWORD,
  screenshot,
  startHangar,
} from './harness.ts'

const skip = browserTestsUnavailable() ?? false

test('a new owner follows the invitation, sets a password, signs in and sees the queue with previews', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const context = await hangar.newContext()
  const page = await context.newPage()
  const url = await hangar.invite('ada@example.com', 'owner')
  assert.match(url, /\/console\/invitations\//)

  // The invitation page says who is invited to what, and refuses a weak password in words.
  await page.goto(url)
  await page.getByRole('heading', { name: 'Join Demo Robotics' }).waitFor()
  await screenshot(page, 'invitation')
  await page.getByRole('textbox', { name: 'Your name' }).fill('Ada Lovelace')
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short')
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  await page.getByText('At least 12 characters').first().waitFor()
  await acceptInvitation(page, url, 'Ada Lovelace')

  // Signed in: the account menu names her; signing out and in again works with the password.
  await page.getByRole('button', { name: /Ada Lovelace: account menu/ }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await page.getByRole('heading', { name: 'Sign in' }).waitFor()
  await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com')
  await page.getByRole('textbox', { name: 'Password' }).fill('not the password at all')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' }).waitFor()
  await screenshot(page, 'sign-in-error')
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: 'Review queue' }).waitFor()

  // The queue shows every pending dataset, the first selected, previews loaded and animated.
  const pending = await datasets(hangar, 'status=pending&limit=100')
  await page.getByText(`1–${pending.length} of ${pending.length} datasets`).waitFor()
  const cards = page.getByRole('list', { name: 'Datasets to review' }).getByRole('article')
  assert.equal(await cards.count(), pending.length)
  assert.equal(await cards.first().getAttribute('aria-current'), 'true')
  const synthetic = pending.find((d) => d.data_type.startsWith('synthetic'))!
  // A video's card plays its animated preview while it is selected.
  await page
    .getByRole('article', { name: new RegExp(`^${synthetic.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`) })
    .click()
  const gif = page.getByRole('img', { name: `Animated preview of ${synthetic.name}` })
  const pose = page.getByRole('img', { name: `Pose frame of ${synthetic.name}` })
  for (const img of [gif, pose]) {
    await img.scrollIntoViewIfNeeded()
    await img.evaluate((el: HTMLImageElement) =>
      el.complete ? undefined : new Promise((r) => el.addEventListener('load', r)),
    )
    assert.ok(await img.evaluate((el: HTMLImageElement) => el.naturalWidth > 0), 'the preview loaded')
  }
  // The platform's GIF, or the animated WebP Hangar made from the video (docs/previews.md).
  assert.match((await gif.getAttribute('src')) ?? '', /\.(gif|webp)\?/)
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, 'review-queue')
})

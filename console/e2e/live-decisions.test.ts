import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test } from 'node:test'
import type { BrowserContext, Page } from 'playwright-core'
import {
  acceptInvitation,
  browserTestsUnavailable,
  csrfToken,
  datasets,
  type Hangar,
  memberEmail,
  screenshot,
  signedInMember,
  startHangar,
} from './harness.ts'

const skip = browserTestsUnavailable() ?? false
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const card = (page: Page, name: string) =>
  page.getByRole('article', { name: new RegExp(`^${escapeRegExp(name)},`) })
const selectedLabel = (page: Page) => page.locator('article[aria-current="true"]').getAttribute('aria-label')
const cardOrder = (page: Page) =>
  page
    .getByRole('list', { name: 'Datasets to review' })
    .getByRole('article')
    .evaluateAll((all) => all.map((a) => a.getAttribute('aria-label')))
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))

/** A reviewer in a browser that lets axe past the console's CSP. */
async function reviewer(hangar: Hangar, name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await hangar.browser.newContext({
    baseURL: hangar.base,
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  })
  context.setDefaultTimeout(60_000)
  const page = await context.newPage()
  await acceptInvitation(page, await hangar.invite(memberEmail(name), 'reviewer'), name)
  return { context, page }
}

/** The serious and critical axe-core violations of the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const { violations } = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({
      resultTypes: ['violations'],
    }),
  )) as { violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** The live indicator says the events stream is open: what happens from now on reaches the page. */
const live = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Live$/ })
    .waitFor()

test('decisions made elsewhere are marked in place on the queue; the selection and the keys stay', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page } = await reviewer(hangar, 'Rosa Reviewer')
  const bob = await signedInMember(hangar, 'reviewer', 'Bob Builder')
  const [first, second, third, fourth] = await datasets(hangar, 'status=pending&limit=4')
  assert.ok(first && second && third && fourth)
  await card(page, fourth.name).waitFor()
  await live(page)

  // Rosa moves to the second card.
  await page.keyboard.press('j')
  assert.match((await selectedLabel(page)) ?? '', new RegExp(`^${escapeRegExp(second.name)},`))
  const order = await cardOrder(page)
  assert.match((await focusedLabel(page)) ?? '', new RegExp(`^${escapeRegExp(second.name)},`))

  // A pipeline accepts that very dataset with an API key; Bob rejects the fourth in his console.
  const accepted = await hangar.api(`/datasets/${second.id}/accept`, { method: 'POST' })
  assert.equal(accepted.status, 200, await accepted.clone().text())
  const decidedAt = Date.now()
  const marked = card(page, second.name).getByText(/^Accepted elsewhere/)
  await marked.waitFor({ timeout: 2000 })
  const markedAfterMs = Date.now() - decidedAt
  const rejected = await bob.context.request.post(`${hangar.base}/datasets/${fourth.id}/reject`, {
    headers: { 'x-csrf-token': await csrfToken(bob.context, hangar.base), origin: hangar.base },
    data: { reason: 'camera fogged up' },
  })
  assert.equal(rejected.status(), 200, await rejected.text())
  await card(page, fourth.name)
    .getByText(/^Rejected elsewhere/)
    .waitFor({ timeout: 2000 })
  // Who decided comes with the decision record, read once the event has arrived.
  await card(page, fourth.name)
    .getByText(/^Rejected elsewhere by Bob Builder — “camera fogged up”/)
    .waitFor()
  t.diagnostic(`the card was marked ${markedAfterMs} ms after the API answered`)

  // The key's name comes with the decision record; nothing moved, nothing left, the selection
  // and the keyboard focus are where Rosa put them.
  await card(page, second.name)
    .getByText(/^Accepted elsewhere by /)
    .waitFor()
  assert.deepEqual(await cardOrder(page), order)
  assert.match((await selectedLabel(page)) ?? '', new RegExp(`^${escapeRegExp(second.name)},`))
  assert.match((await focusedLabel(page)) ?? '', new RegExp(`^${escapeRegExp(second.name)},`))
  assert.equal(
    await card(page, second.name)
      .getByRole('button', { name: /Accept/ })
      .count(),
    0,
  )
  await screenshot(page, 'queue-decided-elsewhere')

  // `a` on the card decided elsewhere sends nothing and says who decided.
  await page.keyboard.press('a')
  const notice = page.getByRole('alert').filter({ hasText: 'Someone decided first' })
  await notice.waitFor()
  assert.match((await notice.textContent()) ?? '', /already accepted by /)
  await notice.getByRole('button', { name: 'Dismiss' }).click()
  await notice.waitFor({ state: 'detached' })

  // The keys work on: `j` to the third card, `a` accepts it here; it leaves, the fourth (marked)
  // takes its place under the selection.
  await page.keyboard.press('j')
  assert.match((await selectedLabel(page)) ?? '', new RegExp(`^${escapeRegExp(third.name)},`))
  await page.keyboard.press('a')
  await card(page, third.name).waitFor({ state: 'detached' })
  assert.match((await selectedLabel(page)) ?? '', new RegExp(`^${escapeRegExp(fourth.name)},`))
  const status = async (id: string) =>
    ((await (await hangar.api(`/datasets/dataset?id=${id}`)).json()) as { status: string }).status
  assert.equal(await status(third.id), 'accepted')
  assert.equal(await status(fourth.id), 'rejected', "Bob's decision stands")
  // The queue read its page again to fill the gap: the cards decided elsewhere are still there.
  await card(page, second.name)
    .getByText(/^Accepted elsewhere/)
    .waitFor()
  assert.deepEqual(
    (await cardOrder(page)).slice(0, 3).map((label) => label?.replace(/, \d+ of \d+$/, '')),
    [first.name, second.name, fourth.name],
  )

  // A dataset created meanwhile is announced, not put above the cursor; "show" brings it in.
  const created = await createDataset(hangar, 'live-announced')
  const announce = page.getByRole('button', { name: '1 new dataset — show' })
  await announce.waitFor()
  assert.equal(await card(page, 'live-announced').count(), 0)
  assert.match((await selectedLabel(page)) ?? '', new RegExp(`^${escapeRegExp(fourth.name)},`))
  await screenshot(page, 'queue-new-datasets')
  const problems = await seriousViolations(page)
  assert.deepEqual(problems, [], 'the queue with marked cards passes axe-core')
  await announce.click()
  await card(page, created.name).waitFor()
  assert.match((await selectedLabel(page)) ?? '', /^live-announced,/)
  await announce.waitFor({ state: 'detached' })
})

test('a dataset page shows a decision made elsewhere, and a superseded version points to the new one', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page } = await reviewer(hangar, 'Rosa Reviewer')
  const bob = await signedInMember(hangar, 'reviewer', 'Bob Builder')
  const [episode] = await datasets(hangar, 'status=pending&data_type=episode&limit=1')
  const [synthetic] = await datasets(hangar, 'status=pending&data_type=synthetic_pov&limit=1')
  assert.ok(episode && synthetic)

  await page.goto(`/console/datasets/${episode.id}`)
  await page.getByRole('heading', { name: episode.name }).waitFor()
  await page.getByRole('button', { name: 'Accept' }).waitFor()
  await live(page)
  const rejected = await bob.context.request.post(`${hangar.base}/datasets/${episode.id}/reject`, {
    headers: { 'x-csrf-token': await csrfToken(bob.context, hangar.base), origin: hangar.base },
    data: { reason: 'wrong gripper' },
  })
  assert.equal(rejected.status(), 200)
  const shown = page.getByRole('status').filter({ hasText: 'Rejected elsewhere by Bob Builder' })
  await shown.waitFor({ timeout: 5000 })
  assert.match((await shown.textContent()) ?? '', /wrong gripper/)
  await page.getByRole('button', { name: 'Accept' }).waitFor({ state: 'detached' })
  await screenshot(page, 'dataset-decided-elsewhere')
  assert.deepEqual(await seriousViolations(page), [], 'the page with the notice passes axe-core')

  // The platform makes a new version of the synthetic dataset open on the page.
  await page.goto(`/console/datasets/${synthetic.id}`)
  await page.getByRole('heading', { name: synthetic.name }).waitFor()
  await live(page)
  const next = await createIteration(hangar, synthetic.id)
  await page.getByRole('status').filter({ hasText: 'Superseded elsewhere' }).waitFor({ timeout: 5000 })
  await page.getByRole('link', { name: /^Open version \d+/ }).click()
  await page.waitForURL(`**/console/datasets/${next.id}`)
  await page.getByRole('button', { name: 'Accept' }).waitFor()
})

/** Uploads a small file as the platform does and creates a pending episode from it. */
async function createDataset(hangar: Hangar, name: string): Promise<{ id: string; name: string }> {
  const link = await upload(hangar, `live/${name}.bin`)
  const res = await fetch(`${hangar.base}/admin/datasets`, {
    method: 'POST',
    headers: { 'service-admin-key': hangar.adminKey, 'content-type': 'application/json' },
    body: JSON.stringify({ organization_id: hangar.organizationId, data_type: 'telemetry', name, link }),
  })
  assert.equal(res.status, 201, await res.clone().text())
  return (await res.json()) as { id: string; name: string }
}

async function createIteration(hangar: Hangar, datasetId: string): Promise<{ id: string }> {
  const link = await upload(hangar, `live/${datasetId}-next.bin`)
  const res = await fetch(`${hangar.base}/admin/datasets/${datasetId}/iterations`, {
    method: 'POST',
    headers: { 'service-admin-key': hangar.adminKey, 'content-type': 'application/json' },
    body: JSON.stringify({ prompt: 'the same walk, slower', regeneration_reason: 'feet slid', link }),
  })
  assert.equal(res.status, 201, await res.clone().text())
  return (await res.json()) as { id: string }
}

async function upload(hangar: Hangar, path: string): Promise<string> {
  const res = await fetch(`${hangar.base}/admin/files/${path}`, {
    method: 'PUT',
    headers: { 'service-admin-key': hangar.adminKey, 'content-type': 'application/octet-stream' },
    body: new Uint8Array([1, 2, 3, 4]),
  })
  assert.equal(res.status, 201, await res.clone().text())
  return path
}

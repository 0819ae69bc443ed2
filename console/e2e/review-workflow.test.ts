import assert from 'node:assert/strict'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { browserTestsUnavailable, type Hangar, screenshot, signedInMember, startHangar } from './harness.ts'

const skip = browserTestsUnavailable() ?? false

// Review as teams do it (docs/review-workflow.md, docs/review-queue.md): a decision taken back,
// a decision on every dataset of a filter counted first, and "Review next" shared by two people.

let uploads = 0

/** A pending telemetry dataset of the demo organization made for this test, with its metadata. */
async function createDataset(
  hangar: Hangar,
  name: string,
  metadata: Record<string, string> = {},
): Promise<{ id: string; name: string }> {
  const path = `workflow/${name}-${++uploads}.bin`
  const put = await fetch(`${hangar.base}/admin/files/${path}`, {
    method: 'PUT',
    headers: { 'service-admin-key': hangar.adminKey, 'content-type': 'application/octet-stream' },
    body: new Uint8Array([1, 2, 3, uploads]),
  })
  assert.equal(put.status, 201, await put.text())
  const res = await fetch(`${hangar.base}/admin/datasets`, {
    method: 'POST',
    headers: { 'service-admin-key': hangar.adminKey, 'content-type': 'application/json' },
    body: JSON.stringify({
      organization_id: hangar.organizationId,
      data_type: 'telemetry',
      name,
      link: path,
      metadata,
    }),
  })
  assert.equal(res.status, 201, await res.clone().text())
  return (await res.json()) as { id: string; name: string }
}

async function statusOf(hangar: Hangar, id: string): Promise<string> {
  const res = await hangar.api(`/datasets/dataset?id=${id}`)
  assert.equal(res.status, 200)
  return ((await res.json()) as { status: string }).status
}

async function historyOf(
  hangar: Hangar,
  id: string,
): Promise<Array<{ action: string; bulk_id: string | null }>> {
  const res = await hangar.api(`/datasets/${id}/decisions`)
  assert.equal(res.status, 200)
  return ((await res.json()) as { decisions: Array<{ action: string; bulk_id: string | null }> }).decisions
}

const live = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /^Live$/ })
    .waitFor()

test('a reviewer reopens an accepted dataset with a reason; its history says accepted, then reopened', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page } = await signedInMember(hangar, 'reviewer', 'Rosa Reopen')
  const dataset = await createDataset(hangar, 'workflow-reopen')
  const accepted = await hangar.api(`/datasets/${dataset.id}/accept`, { method: 'POST' })
  assert.equal(accepted.status, 200, await accepted.clone().text())

  await page.goto(`/console/datasets/${dataset.id}`)
  await page.getByRole('heading', { name: dataset.name, level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Reopen', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Reopen ${dataset.name}` })
  // A reason is required: the history tells the next reviewer why.
  await dialog.getByRole('button', { name: 'Reopen' }).click()
  await dialog.getByText('Say why, so the history tells the next reviewer').waitFor()
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('accepted the wrong take')
  await dialog.getByRole('button', { name: 'Reopen' }).click()
  await dialog.waitFor({ state: 'detached' })

  const history = page.getByRole('list', { name: 'Decision history' }).getByRole('listitem')
  await history.nth(1).getByText('Reopened').waitFor()
  assert.deepEqual(
    (await history.allInnerTexts()).map((text) => text.split(/\s/)[0]),
    ['Accepted', 'Reopened'],
  )
  await history
    .nth(1)
    .getByText(/by Rosa Reopen at .* — “accepted the wrong take”/)
    .waitFor()
  // Pending again: it can be decided again from this page.
  await page.getByRole('button', { name: 'Accept', exact: true }).waitFor()
  await screenshot(page, 'decision-history-reopened')

  assert.equal(await statusOf(hangar, dataset.id), 'pending')
  assert.deepEqual(
    (await historyOf(hangar, dataset.id)).map((e) => e.action),
    ['accepted', 'reopened'],
  )
})

test('bulk accept over a filter: the count first, a changed set counted again, then done', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page } = await signedInMember(hangar, 'owner', 'Olga Owner')
  const batch = `b-${Date.now().toString(36)}`
  const made = await Promise.all(
    [1, 2, 3, 4, 5].map((i) => createDataset(hangar, `workflow-bulk-${i}`, { batch })),
  )
  // One is decided already: the count says it is left alone.
  const first = await hangar.api(`/datasets/${made[0]!.id}/accept`, { method: 'POST' })
  assert.equal(first.status, 200)

  await page.goto(`/console/review?status=all&meta=batch:${batch}`)
  const cards = page.getByRole('list', { name: 'Datasets to review' }).getByRole('article')
  await page.getByText('1–5 of 5 datasets').waitFor()
  await live(page)
  await page.getByRole('button', { name: 'Decide all matching…' }).click()
  const dialog = page.getByRole('dialog', { name: 'Decide every matching dataset' })
  await dialog.getByText('Accept 4 of 5 matching (1 already decided)').waitFor()
  await dialog.getByText('Left as they are: 1 accepted').waitFor()
  await screenshot(page, 'bulk-count')
  // A rejection is counted once it says why; the reason goes with the commit, not the count.
  await dialog.getByText('Reject', { exact: true }).click()
  await dialog.getByText('Say why first; then the matching datasets are counted.').waitFor()
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('camera 3 broken')
  await dialog.getByText('Reject 4 of 5 matching (1 already decided)').waitFor()
  await dialog.getByText('Accept', { exact: true }).click()
  await dialog.getByText('Accept 4 of 5 matching (1 already decided)').waitFor()

  // A sixth arrives between the count and the confirmation: nothing is done, the new count is said.
  const sixth = await createDataset(hangar, 'workflow-bulk-6', { batch })
  await dialog.getByRole('button', { name: 'Accept 4 datasets' }).click()
  await dialog
    .getByRole('alert')
    .getByText(/Nothing was done\. Now: Accept 5 of 6 matching/)
    .waitFor()
  await dialog.getByText('Accept 5 of 6 matching (1 already decided)').waitFor()
  for (const d of [...made.slice(1), sixth]) assert.equal(await statusOf(hangar, d.id), 'pending')
  await screenshot(page, 'bulk-count-changed')

  await dialog.getByRole('button', { name: 'Accept 5 datasets' }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByText('Accepted 5 datasets; 1 left as they were').waitFor()
  for (const d of [...made, sixth]) assert.equal(await statusOf(hangar, d.id), 'accepted')
  const entries = await historyOf(hangar, sixth.id)
  assert.deepEqual(
    entries.map((e) => e.action),
    ['accepted'],
  )
  assert.ok(entries[0]?.bulk_id, 'each entry names its bulk decision')
  // This tab's own bulk decision is not news "from elsewhere".
  assert.equal(await page.getByText(/elsewhere/).count(), 0)

  // Reopened elsewhere (a pipeline's key): its card shows it pending again, in place.
  const second = made[1]!
  const reopen = await hangar.api(`/datasets/${second.id}/reopen`, {
    method: 'POST',
    body: JSON.stringify({ reason: 'camera recalibrated' }),
  })
  assert.equal(reopen.status, 200, await reopen.clone().text())
  await cards
    .filter({ hasText: second.name })
    .getByRole('button', { name: /Accept/ })
    .waitFor()
})

test('Review next: two reviewers get different datasets; a decision opens the next', { skip }, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const batch = `n-${Date.now().toString(36)}`
  const made = await Promise.all([1, 2, 3].map((i) => createDataset(hangar, `workflow-next-${i}`, { batch })))
  const [ada, bo] = await Promise.all([
    signedInMember(hangar, 'reviewer', 'Ada Next'),
    signedInMember(hangar, 'reviewer', 'Bo Next'),
  ])
  const leasedName = async (page: Page) => {
    const card = page.getByRole('article', { name: /^Leased: / }).or(page.locator('[aria-label^="Leased: "]'))
    await card.first().waitFor()
    return ((await card.first().getAttribute('aria-label')) ?? '').replace(/^Leased: /, '')
  }
  const path = `/console/review/next?meta=batch:${batch}`
  await ada.page.goto(path)
  const adaFirst = await leasedName(ada.page)
  await bo.page.goto(path)
  const boFirst = await leasedName(bo.page)
  assert.notEqual(adaFirst, boFirst, 'the shared queue never gives two reviewers the same dataset')
  await screenshot(ada.page, 'review-next')

  // Ada accepts hers: the page opens the one left, which is neither.
  await ada.page.getByRole('button', { name: /^Accept/ }).click()
  await ada.page.waitForFunction(
    (before) => !document.querySelector(`[aria-label="Leased: ${before}"]`),
    adaFirst,
  )
  const adaNext = await leasedName(ada.page)
  assert.ok(![adaFirst, boFirst].includes(adaNext), `${adaNext} is the third dataset`)
  const byName = new Map(made.map((d) => [d.name, d.id]))
  assert.equal(await statusOf(hangar, byName.get(adaFirst)!), 'accepted')
  assert.equal(await statusOf(hangar, byName.get(boFirst)!), 'pending')
})

import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import {
  browserTestsUnavailable,
  datasets,
  type Hangar,
  screenshot,
  signedInMember,
  startHangar,
} from './harness.ts'

const skip = browserTestsUnavailable() ?? false
const corpus = join(import.meta.dirname, '..', '..', 'server', 'src', 'releases', 'corpus')

/** A synthetic dataset of the demo whose chain has at least two versions. */
async function chained(hangar: Hangar) {
  for (const d of await datasets(hangar, 'data_type=synthetic_pov&status=pending&limit=100')) {
    const history = (await (await hangar.api(`/datasets/${d.id}/iterations`)).json()) as {
      total_versions: number
      iterations: Array<{ version: number; prompt: string; dataset_id: string }>
    }
    if (history.total_versions >= 2) return { dataset: d, history }
  }
  throw new Error('the demo has a pending synthetic dataset with versions')
}

test('the dataset page compares two versions side by side with the prompt difference marked', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page } = await signedInMember(hangar, 'reviewer', 'Vic Versions')
  const { dataset, history } = await chained(hangar)
  const latest = history.iterations.at(-1)!
  const previous = history.iterations.at(-2)!

  await page.goto(`/console/datasets/${dataset.id}`)
  await page.getByRole('heading', { name: dataset.name, level: 1 }).waitFor()
  // The clip plays in the viewer, at its own resolution (dataset-player.test.ts tests the player).
  await page
    .getByLabel(/^Camera /)
    .first()
    .waitFor()
  await page.getByRole('table', { name: 'Metadata' }).waitFor()
  assert.match((await page.getByRole('link', { name: 'Download' }).getAttribute('href')) ?? '', /signature=/)
  for (const it of history.iterations)
    await page.getByRole('checkbox', { name: `Compare v${it.version}` }).waitFor()

  // By keyboard, as a reviewer would: focus each box and press Space.
  await page.getByRole('checkbox', { name: `Compare v${previous.version}` }).focus()
  await page.keyboard.press('Space')
  await page.getByRole('checkbox', { name: `Compare v${previous.version}`, checked: true }).waitFor()
  await page.getByRole('checkbox', { name: `Compare v${latest.version}` }).focus()
  await page.keyboard.press('Space')
  const compare = page.getByRole('region', { name: `Comparing v${previous.version} and v${latest.version}` })
  await compare.waitFor()
  assert.match(
    page.url(),
    new RegExp(
      `compare=${previous.version}%2C${latest.version}|compare=${previous.version},${latest.version}`,
    ),
  )
  // Both versions' clips, side by side, on one clock.
  const both = page.getByRole('region', { name: 'Both versions, playing in step' })
  await both.waitFor()
  await both.locator('video').nth(1).waitFor()
  assert.equal(await both.locator('video').count(), 2)
  // The later prompt adds a sentence: it is marked as inserted text on the later side.
  const added = compare.getByRole('insertion')
  assert.ok((await added.count()) > 0)
  const addedText = (await added.allTextContents()).join('')
  assert.ok(latest.prompt.includes(addedText.trim().split(/\s+/)[0]!))
  assert.ok(!previous.prompt.includes(addedText.trim()), 'the marked words are new in the later version')
  await compare.scrollIntoViewIfNeeded()
  await screenshot(page, 'dataset-compare')

  // The comparison is in the address: opening it again shows the same.
  await page.reload()
  await page.getByRole('region', { name: `Comparing v${previous.version} and v${latest.version}` }).waitFor()
})

test('a manifest dropped on the releases page shows each error at its JSON pointer', { skip }, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const { page } = await signedInMember(hangar, 'reviewer', 'Mia Manifest')
  await page.getByRole('link', { name: 'Releases' }).click()
  await page.getByRole('heading', { name: 'Releases', level: 1 }).waitFor()

  const file = join(corpus, 'invalid', 'many-problems.json')
  const expected = (await (
    await hangar.api('/releases/validate', { method: 'POST', body: readFileSync(file) })
  ).json()) as { valid: boolean; errors: Array<{ pointer: string; message: string }> }
  assert.equal(expected.valid, false)

  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose a manifest file' }).click()
  await (await chooser).setFiles(file)
  const table = page.getByRole('table', { name: 'Problems found in many-problems.json' })
  await table.waitFor()
  for (const e of expected.errors) {
    const row = table.getByRole('row').filter({ has: page.getByText(e.pointer || '/', { exact: true }) })
    assert.ok((await row.count()) > 0, `${e.pointer} is listed`)
  }
  await table.scrollIntoViewIfNeeded()
  await screenshot(page, 'manifest-errors')

  // A file that is not JSON gets a sentence, not a blank page.
  const again = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: 'Choose a manifest file' }).click()
  await (await again).setFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{ nope'),
  })
  await page.getByRole('alert').filter({ hasText: 'notes.json is not valid JSON' }).waitFor()
})

import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { acceptInvitation, browserTestsUnavailable, type Hangar, screenshot, startHangar } from './harness.ts'

const skip = browserTestsUnavailable() ?? false
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type Item = { id: string; name: string; data_type: string; status: string }

/** The dataset's streams once Hangar has read its files (in the background after seeding). */
async function readyStreams(hangar: Hangar, id: string): Promise<{ duration_seconds: number }> {
  const until = Date.now() + 400_000
  for (;;) {
    const s = (await (await hangar.api(`/datasets/${id}/streams`)).json()) as {
      status: string
      duration_seconds: number
    }
    if (s.status === 'ready') return s
    assert.notEqual(s.status, 'failed')
    if (Date.now() > until) assert.fail(`streams of ${id} still ${s.status}`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource })
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<unknown> } }).axe.run({
      resultTypes: ['violations'],
    }),
  )) as {
    violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>
  }
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const rangeOf = (page: Page) => new URL(page.url()).searchParams.get('range')

test('a reviewer marks a range, files a finding, confirms it and rejects citing it; the decision lists it', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const list = (
    (await (await hangar.api('/datasets?status=pending&limit=100')).json()) as { datasets: Item[] }
  ).datasets
  const episode = list.find((d) => d.data_type === 'episode' && /LeRobot/.test(d.name))
  assert.ok(episode, 'a pending LeRobot episode in the demo')
  await readyStreams(hangar, episode.id)

  // axe is injected as a script: this context lets it past the console's CSP.
  const context = await hangar.browser.newContext({
    baseURL: hangar.base,
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  })
  context.setDefaultTimeout(60_000)
  const page = await context.newPage()
  await acceptInvitation(page, await hangar.invite('rosa@example.com', 'reviewer'), 'Rosa Reviewer')

  // The player opens at ?t=1; `i` marks the start there, frame steps move on, `o` marks the end.
  await page.goto(`/console/datasets/${episode.id}?t=1`)
  const lane = page.getByRole('region', { name: 'Findings on the timeline' })
  await lane.waitFor()
  await page.getByRole('heading', { name: 'Findings', exact: true }).waitFor()
  await page.keyboard.press('i')
  await page.waitForFunction(() => new URL(location.href).searchParams.get('range') === '1,1')
  for (let i = 0; i < 15; i++) await page.keyboard.press('.')
  await page.keyboard.press('o')
  await page.waitForFunction(() => /^1,1\.\d+$/.test(new URL(location.href).searchParams.get('range') ?? ''))
  const [start, end] = (rangeOf(page) ?? '').split(',').map(Number) as [number, number]
  assert.equal(start, 1)
  assert.ok(end > 1.3 && end < 2.1, `the range ends 15 frames later: ${end}`)
  await lane.getByText(`Selected ${start.toFixed(2)}–${end.toFixed(2)} s`).waitFor()

  // `f` files a finding on it.
  await page.keyboard.press('f')
  const form = page.getByRole('dialog', { name: 'File a finding' })
  await form.waitFor()
  await form.getByText(`${start.toFixed(2)}–${end.toFixed(2)} s`).waitFor()
  await form.getByRole('textbox', { name: 'Code' }).fill('collision')
  await form.getByRole('radio', { name: 'error' }).check()
  await form.getByRole('textbox', { name: 'What you saw' }).fill('The gripper hits the table edge')
  await form.getByRole('button', { name: 'File finding' }).click()
  await form.waitFor({ state: 'detached' })

  // It is on the lane, in Rosa's row, and in the list.
  const bar = lane
    .getByRole('list', { name: 'Findings of Rosa Reviewer' })
    .getByRole('button', { name: /^error collision, / })
  await bar.waitFor()
  const item = page
    .getByRole('list', { name: 'Findings', exact: true })
    .getByRole('listitem', { name: /^collision, error, / })
  await item.getByText('The gripper hits the table edge').waitFor()
  await item.getByText('By Rosa Reviewer').waitFor()

  // A click on the bar seeks to its start and selects its span.
  await page.getByRole('button', { name: 'Clear the range' }).click()
  await page.waitForFunction(() => !new URL(location.href).searchParams.has('range'))
  await bar.click()
  await page.waitForFunction(() => new URL(location.href).searchParams.get('t') === '1')
  assert.match(rangeOf(page) ?? '', /^1,1\.\d+$/)
  await lane.getByRole('button', { name: /^error collision, /, pressed: true }).waitFor({ timeout: 10_000 })

  // Confirmed in place, with a note.
  await item.getByRole('button', { name: /^Confirm collision/ }).click()
  await page.getByRole('textbox', { name: 'Note' }).fill('seen on both cameras')
  await page.getByRole('button', { name: 'Confirm finding' }).click()
  await page
    .getByRole('list', { name: 'Findings', exact: true })
    .getByRole('listitem', { name: /^collision, error, .*, confirmed$/ })
    .getByText('Note: seen on both cameras')
    .waitFor()
  await screenshot(page, 'dataset-findings', { fullPage: true })

  const violations = await seriousViolations(page)
  assert.deepEqual(violations, [], violations.join('\n'))

  // Rejected citing it.
  await page.getByRole('button', { name: 'Reject', exact: true }).click()
  const reject = page.getByRole('dialog', { name: `Reject ${episode.name}` })
  await reject.getByRole('textbox', { name: 'Reason' }).fill('collides with the table')
  await reject.getByRole('checkbox', { name: /^collision \(error, / }).check()
  await screenshot(page, 'reject-citing-findings')
  await reject.getByRole('button', { name: 'Reject' }).click()
  await reject.waitFor({ state: 'detached' })

  // The page shows the decision and the finding it cites, a link to its time.
  const decision = page.getByRole('region', { name: 'Decision' })
  await decision.getByText(/^Rejected by Rosa Reviewer at .* — “collides with the table”$/).waitFor()
  await page.goto(`/console/datasets/${episode.id}`)
  await decision.getByText(/^Rejected by Rosa Reviewer/).waitFor()
  await screenshot(page, 'dataset-decision')
  await decision.getByRole('link', { name: /, show collision in the player$/ }).click()
  await page.waitForFunction(() => /^1,1\.\d+$/.test(new URL(location.href).searchParams.get('range') ?? ''))

  // The API agrees.
  const findings = (await (await hangar.api(`/datasets/${episode.id}/findings`)).json()) as {
    findings: Array<{
      id: string
      code: string
      status: string
      note: string | null
      source: { kind: string }
    }>
  }
  const filed = findings.findings.find((f) => f.code === 'collision')
  assert.ok(filed)
  assert.equal(filed.status, 'confirmed')
  assert.equal(filed.note, 'seen on both cameras')
  assert.equal(filed.source.kind, 'person')
  const record = (await (await hangar.api(`/datasets/${episode.id}/decision`)).json()) as {
    status: string
    finding_ids: string[]
  }
  assert.equal(record.status, 'rejected')
  assert.deepEqual(record.finding_ids, [filed.id])

  // The queue's card shows the verdict and the count.
  await page.goto('/console/review?status=rejected')
  const card = page.getByRole('article', {
    name: new RegExp(`^${episode.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},`),
  })
  await card.getByText(/^\d+ findings?$/).waitFor()
  await card.getByText(/^Verdict: /).waitFor()
  await screenshot(page, 'queue-verdicts')
  const inQueue = await seriousViolations(page)
  assert.deepEqual(inQueue, [], inQueue.join('\n'))
})

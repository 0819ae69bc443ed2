import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { acceptInvitation, browserTestsUnavailable, datasets, screenshot, startHangar } from './harness.ts'

const skip = browserTestsUnavailable() ?? false
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[] }>
}

/** Runs axe-core on the page as it is now; returns the serious and critical violations. */
async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: axeSource })
  const result = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }).axe.run({
      resultTypes: ['violations'],
    }),
  )) as { violations: Violation[] }
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

function describe(violations: Violation[]): string {
  return violations
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
    .join('\n')
}

test('every console page passes axe-core with no serious or critical violation', { skip }, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  // axe is injected as a script: this context lets it past the console's CSP.
  const context = await hangar.browser.newContext({
    baseURL: hangar.base,
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  })
  context.setDefaultTimeout(60_000)
  const page = await context.newPage()
  const problems: string[] = []
  const check = async (name: string) => {
    await page.waitForLoadState('networkidle')
    // A dialog fading in is half transparent, and axe measures its contrast as it is: let every
    // transition that ends (not a loader's endless one) finish first, from the next frames on.
    await page.evaluate(async () => {
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))
      await Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      )
    })
    const found = await seriousViolations(page)
    if (found.length) problems.push(`${name}:\n${describe(found)}`)
  }

  await page.goto('/console/sign-in')
  await page.getByRole('heading', { name: 'Sign in' }).waitFor()
  await screenshot(page, 'sign-in')
  await check('sign-in')
  const url = await hangar.invite('alex@example.com', 'owner')
  await page.goto(url)
  await page.getByRole('heading', { name: 'Join Demo Robotics' }).waitFor()
  await check('invitation')
  await acceptInvitation(page, url, 'Alex Access')

  const synthetic = (await datasets(hangar, 'data_type=synthetic_third_person&limit=100'))[0]!
  // A dataset with a decision history (and a Reopen button): one accepted here, with the demo key.
  const decided = (await datasets(hangar, 'status=pending&data_type=telemetry&limit=1'))[0]!
  assert.equal((await hangar.api(`/datasets/${decided.id}/accept`, { method: 'POST' })).status, 200)
  const pages: Array<[string, string, string]> = [
    ['review', '/console/review', 'Review queue'],
    ['dataset', `/console/datasets/${synthetic.id}?compare=0,1`, synthetic.name],
    ['decided dataset', `/console/datasets/${decided.id}`, decided.name],
    ['review next', '/console/review/next', 'Review next'],
    ['stats', '/console/stats', 'Statistics'],
    ['releases', '/console/releases', 'Releases'],
    ['audit', '/console/audit', 'Audit log'],
    ['keys', '/console/keys', 'API keys'],
    ['members', '/console/members', 'Members'],
    ['sessions', '/console/sessions', 'Your sessions'],
    ['not-found', '/console/no-such-page', 'Page not found'],
  ]
  for (const [name, path, heading] of pages) {
    await page.goto(path)
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
    await page.waitForLoadState('networkidle')
    await screenshot(page, name)
    await check(name)
  }
  // Dialogs too: the keyboard help and the reject dialog.
  await page.goto('/console/review')
  await page.getByRole('list', { name: 'Datasets to review' }).waitFor()
  await page.keyboard.press('?')
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
  await check('keyboard help')
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  await page.keyboard.press('r')
  await page.getByRole('dialog').waitFor()
  await check('reject dialog')
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  // The bulk decision's dialog, with its count, and the reopen dialog.
  await page.getByRole('button', { name: 'Decide all matching…' }).click()
  await page
    .getByRole('dialog', { name: 'Decide every matching dataset' })
    .getByText(/^Accept /)
    .first()
    .waitFor()
  await check('bulk decision dialog')
  await page.goto(`/console/datasets/${decided.id}`)
  await page.getByRole('button', { name: 'Reopen', exact: true }).click()
  await page.getByRole('dialog', { name: `Reopen ${decided.name}` }).waitFor()
  await check('reopen dialog')

  assert.equal(problems.length, 0, problems.join('\n\n'))
})

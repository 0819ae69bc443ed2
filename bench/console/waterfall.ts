/**
 * One first visit of each page bench/console/viewer.ts measures, as a waterfall: every request
 * the page makes (ms after the navigation's start: sent, first byte, end; with its range), and the
 * page's own marks (page-probe.ts). To see where the time goes before changing anything.
 *   node --import tsx bench/console/waterfall.ts [--visits 1]
 */
import type { Page, Request } from 'playwright-core'
import { acceptInvitation, launchHangar } from '../../console/e2e/harness.ts'
import { seedOncePerProcess } from '../../console/e2e/seeded-demo.ts'
import { loads } from '../runner/machine.ts'
import { bigVideos, importVideo } from './big-video.ts'
import { channelPickerShown, PAGE_PROBE } from './page-probe.ts'

/** When the dataset page's title and the player's first camera are first in the page (`shown.*`). */
const SHOWN = `(() => {
  const shown = (window.__shown = {})
  new MutationObserver(() => {
    if (shown.title === undefined && document.querySelector('main h1')) shown.title = performance.now()
    if (shown.camera === undefined && document.querySelector('video')) shown.camera = performance.now()
  }).observe(document, { childList: true, subtree: true })
})()`

/** A page with the probe's marks (page-probe.ts); a string predicate would be eval, which the console's CSP refuses. */
type Marked = { __marks?: Record<string, number> }

const visits = Number(process.argv[process.argv.indexOf('--visits') + 1]) || 1
const cleanups: Array<() => unknown> = []
cleanups.push(seedOncePerProcess('bench-waterfall'))
const hangar = await launchHangar({ after: (fn) => cleanups.push(fn) }, { RATE_LIMIT_MAX: '100000' })
try {
  const all = (await (await hangar.api('/datasets?limit=1000')).json()) as {
    datasets: Array<{ id: string; name: string; data_type: string }>
  }
  const episode = all.datasets.find((d) => d.data_type === 'episode' && /LeRobot/.test(d.name))!
  const pages: Array<[string, string]> = [['episode', episode.id]]
  for (const v of bigVideos()) pages.push([v.layout, await importVideo(hangar, v)])
  for (const [, id] of pages) await ready(id)
  await new Promise((r) => setTimeout(r, 20_000)) // posters and previews (ffmpeg) out of the way

  const owner = await hangar.browser.newContext({ baseURL: hangar.base })
  await acceptInvitation(
    await owner.newPage(),
    await hangar.invite('waterfall@example.com', 'reviewer'),
    'Waterfall',
  )
  const state = await owner.storageState()
  await owner.close()
  for (let i = 0; i < visits; i++)
    for (const [name, id] of pages) {
      const c = await hangar.browser.newContext({
        baseURL: hangar.base,
        viewport: { width: 1440, height: 900 },
        storageState: state,
      })
      const page = await c.newPage()
      await page.addInitScript({ content: PAGE_PROBE })
      await page.addInitScript({ content: SHOWN })
      const rows = track(page)
      await page.goto(`/console/datasets/${id}`)
      await page.evaluate(`window.__shown.loaded = performance.now()`)
      if (name === 'episode') {
        await channelPickerShown(page)
        await page.evaluate(`window.__shown.picker = performance.now()`)
        await page.getByRole('combobox', { name: 'Channels plotted' }).click()
        await page.evaluate(`window.__shown.opened = performance.now()`)
        await page.getByRole('option', { selected: false }).first().click()
        await page.evaluate(`window.__shown.picked = performance.now()`)
        await page.keyboard.press('Escape')
        await page.waitForFunction(() => (window as unknown as Marked).__marks?.plots4 !== undefined)
      }
      await page.waitForFunction(
        (k) => (window as unknown as Marked).__marks?.[k] !== undefined,
        name === 'episode' ? 'plots3' : 'decoded',
      )
      if (name === 'episode')
        await page.waitForFunction(() => (window as unknown as Marked).__marks?.cameras !== undefined)
      const marks = (await page.evaluate('({ ...window.__marks, ...window.__shown })')) as Record<
        string,
        number
      >
      const fcp = (await page.evaluate(
        `performance.getEntriesByName('first-contentful-paint')[0]?.startTime`,
      )) as number | undefined
      process.stdout.write(`\n## ${name} (load ${loads()[0]})\n${await rows()}\n`)
      process.stdout.write(
        `fcp ${fcp?.toFixed(0)}; marks ${JSON.stringify(marks, (_k, v) => (typeof v === 'number' ? Math.round(v) : v))}\n`,
      )
      await c.close()
    }
} finally {
  for (const fn of cleanups.reverse()) await fn()
}

async function ready(id: string) {
  for (;;) {
    const s = (await (await hangar.api(`/datasets/${id}/streams`)).json()) as { status: string }
    if (s.status !== 'indexing') return
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** Every request of the page, timed from the navigation's start (Playwright's request timing). */
function track(page: Page) {
  const all: Request[] = []
  const done = new Map<Request, number>()
  page.on('request', (r) => all.push(r))
  page.on('requestfinished', (r) => done.set(r, Date.now()))
  page.on('requestfailed', (r) => done.set(r, Date.now()))
  return async () => {
    const t0 = all[0]!.timing().startTime
    const lines = await Promise.all(
      all.map(async (r) => {
        const t = r.timing()
        const start = t.startTime - t0
        const first = t.responseStart >= 0 ? start + t.responseStart : Number.NaN
        const end = t.responseEnd >= 0 ? start + t.responseEnd : (done.get(r) ?? Number.NaN) - t0
        const range = (await r.allHeaders().catch(() => ({}) as Record<string, string>)).range ?? ''
        const status = (await r.response().catch(() => null))?.status() ?? '-'
        const url = r
          .url()
          .replace(hangar.base, '')
          .replace(/\?.*/, (q) => (q.length > 60 ? `${q.slice(0, 60)}…` : q))
        return `${start.toFixed(0).padStart(6)} ${first.toFixed(0).padStart(6)} ${end.toFixed(0).padStart(6)}  ${String(status).padEnd(4)}${r.resourceType().padEnd(11)}${url}${range ? ` [${range}]` : ''}`
      }),
    )
    return ['  sent  first    end  status/type url', ...lines].join('\n')
  }
}

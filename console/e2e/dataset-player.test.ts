import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test } from 'node:test'
import type { Page } from 'playwright-core'
import { acceptInvitation, browserTestsUnavailable, type Hangar, screenshot, startHangar } from './harness.ts'

const skip = browserTestsUnavailable() ?? false
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

type Item = { id: string; name: string; data_type: string }
type Streams = {
  status: string
  duration_seconds: number | null
  videos: Array<{ name: string; width: number; fps: number; start_seconds: number }>
  channels: Array<{ name: string }>
}

/** The streams of a dataset once Hangar has read its files (in the background after seeding). */
async function readyStreams(hangar: Hangar, id: string): Promise<Streams> {
  // The demo's 70-odd datasets are read one after another on a shared machine: minutes, not seconds.
  const until = Date.now() + 400_000
  for (;;) {
    const s = (await (await hangar.api(`/datasets/${id}/streams`)).json()) as Streams
    if (s.status === 'ready') return s
    assert.notEqual(s.status, 'failed')
    if (Date.now() > until) assert.fail(`streams of ${id} still ${s.status}`)
    await new Promise((r) => setTimeout(r, 500))
  }
}

/** Each camera's time in the dataset (currentTime less its start), its decoded width and state. */
const cameras = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLVideoElement>('video[data-camera]')].map((v) => ({
      name: v.dataset.camera ?? '',
      t: v.currentTime - Number(v.dataset.start),
      fps: Number(v.dataset.fps),
      width: v.videoWidth,
      ready: v.readyState,
      paused: v.paused,
    })),
  )

async function untilCameras(page: Page, ok: (c: Awaited<ReturnType<typeof cameras>>) => boolean) {
  const until = Date.now() + 60_000
  for (;;) {
    const c = await cameras(page)
    if (c.length > 0 && ok(c)) return c
    if (Date.now() > until) assert.fail(`cameras never got there: ${JSON.stringify(c)}`)
    await page.waitForTimeout(50)
  }
}

/** While playing, every camera is within one frame of the first, sampled `n` times. */
async function inStep(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    const c = await cameras(page)
    const lead = c[0]!
    for (const other of c.slice(1))
      assert.ok(
        Math.abs(other.t - lead.t) <= 1 / lead.fps + 1e-3,
        `${other.name} at ${other.t.toFixed(3)} s, ${lead.name} at ${lead.t.toFixed(3)} s`,
      )
    await page.waitForTimeout(100)
  }
}

test('the dataset player: cameras at their size and in step, frame steps, ?t=, plots that seek, telemetry, compare', {
  skip,
}, async (t) => {
  const hangar = await startHangar(t, import.meta.url)
  const list = ((await (await hangar.api('/datasets?limit=100')).json()) as { datasets: Item[] }).datasets
  const lerobot = list.find((d) => d.data_type === 'episode' && /LeRobot/.test(d.name))
  const telemetry = list.find((d) => d.data_type === 'telemetry')
  assert.ok(lerobot && telemetry)
  const episode = await readyStreams(hangar, lerobot.id)
  assert.equal(episode.videos.length, 2)

  // axe is injected as a script: this context lets it past the console's CSP.
  const context = await hangar.browser.newContext({
    baseURL: hangar.base,
    viewport: { width: 1440, height: 900 },
    bypassCSP: true,
  })
  context.setDefaultTimeout(60_000)
  const page = await context.newPage()
  await acceptInvitation(page, await hangar.invite('pia.player@example.com', 'reviewer'), 'Pia Player')

  await t.test('?t= opens there, every camera at its own width', async () => {
    await page.goto(`/console/datasets/${lerobot.id}?t=2.5`)
    const c = await untilCameras(page, (c) => c.every((v) => v.ready >= 2 && Math.abs(v.t - 2.5) < 0.01))
    assert.equal(c.length, 2)
    for (const [i, v] of c.entries()) assert.equal(v.width, episode.videos[i]!.width)
    await page
      .getByTestId('time-readout')
      .getByText(/^2\.50 s/)
      .waitFor()
  })

  await t.test('. and , step one frame; the address keeps the time', async () => {
    const fps = episode.videos[0]!.fps
    const frame = (x: number) => Math.floor(x * fps + 1e-6)
    const before = frame((await cameras(page))[0]!.t)
    await page.locator('body').press('.')
    const after = await untilCameras(page, (c) => c.every((v) => frame(v.t) === before + 1))
    assert.ok(after.every((v) => v.paused))
    await page.waitForURL((u) => Number(u.searchParams.get('t')) > 2.5)
    await page.locator('body').press(',')
    await untilCameras(page, (c) => c.every((v) => frame(v.t) === before))
  })

  await t.test('two cameras play within one frame of each other', async () => {
    await page.locator('body').press(' ')
    await untilCameras(page, (c) => !c[0]!.paused && c[0]!.t > 2.9)
    await inStep(page, 15)
    await page.locator('body').press(' ')
    await untilCameras(page, (c) => c.every((v) => v.paused))
  })

  await t.test('clicking a plot moves the cameras there', async () => {
    const plot = page.locator('[data-testid^="plot-"] .u-over').first()
    await plot.waitFor()
    const box = await plot.boundingBox()
    assert.ok(box)
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2)
    const expected = (episode.duration_seconds ?? 0) * 0.25
    await untilCameras(page, (c) => c.every((v) => Math.abs(v.t - expected) < 0.15))
    await page.mouse.move(0, 0)
    await screenshot(page, 'dataset-player-lerobot')
    await page.addScriptTag({ content: axeSource })
    const result = (await page.evaluate(() =>
      (
        window as unknown as {
          axe: {
            run: (o: object) => Promise<{
              violations: Array<{
                id: string
                impact: string | null
                help: string
                nodes: Array<{ target: string[] }>
              }>
            }>
          }
        }
      ).axe.run({
        resultTypes: ['violations'],
      }),
    )) as {
      violations: Array<{
        id: string
        impact: string | null
        help: string
        nodes: Array<{ target: string[] }>
      }>
    }
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    assert.deepEqual(
      serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
      [],
    )
  })

  await t.test("a camera whose link expired takes a fresh one and stays at the cursor's time", async () => {
    const before = await cameras(page)
    const src = await page.locator('video[data-camera]').first().getAttribute('src')
    assert.ok(src)
    // An hour on: the signed link is refused, as Hangar refuses an expired one.
    await page.evaluate(() => {
      const real = Date.now.bind(Date)
      Date.now = () => real() + 3_700_000
    })
    await page.route(
      (url) => url.href === new URL(src, hangar.base).href,
      (route) => route.fulfill({ status: 403, body: 'expired' }),
    )
    const fresh = page.waitForRequest((r) =>
      new URL(r.url()).pathname.endsWith(`/datasets/${lerobot.id}/streams`),
    )
    await page
      .locator('video[data-camera]')
      .first()
      .evaluate((v: HTMLVideoElement) => v.load())
    await fresh
    await page.waitForFunction((old) => {
      const v = document.querySelector<HTMLVideoElement>('video[data-camera]')
      return !!v && v.getAttribute('src') !== old && v.readyState >= 2
    }, src)
    await untilCameras(page, (c) => c.every((v, i) => Math.abs(v.t - before[i]!.t) < 0.05 && v.paused))
    await page.unrouteAll()
  })

  await t.test('telemetry without video: plots, a time slider and the same keys', async () => {
    await readyStreams(hangar, telemetry.id)
    await page.goto(`/console/datasets/${telemetry.id}`)
    const slider = page.getByRole('slider', { name: 'Time' })
    await slider.waitFor()
    await page.locator('[data-testid^="plot-"]').first().waitFor()
    assert.equal(await page.locator('video').count(), 0)
    await page.locator('body').press('.')
    await page
      .getByTestId('time-readout')
      .getByText(/^0\.15 s/)
      .waitFor()
    await slider.focus()
    await page.keyboard.press('End')
    await page.waitForURL((u) => Number(u.searchParams.get('t')) > 10)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.mouse.move(0, 0)
    await screenshot(page, 'dataset-player-telemetry')
  })

  await t.test("an MCAP recording's camera: the frame at the cursor, another after a seek", async () => {
    const mcap = list.find((d) => /MCAP log/.test(d.name))
    assert.ok(mcap)
    await readyStreams(hangar, mcap.id)
    await page.goto(`/console/datasets/${mcap.id}?t=0.5`)
    const panel = page.getByRole('figure', { name: /^Image stream / })
    const frame = panel.getByRole('img', { name: /the frame at/ })
    await frame.waitFor()
    /** The frame on screen: its time, whether the browser decoded it, its address (a blob: URL). */
    const shown = () =>
      frame.evaluate((img: HTMLImageElement) => ({
        t: Number(img.dataset.frameTime),
        width: img.naturalWidth,
        src: img.src,
      }))
    await page.waitForFunction(
      () => (document.querySelector('img[data-frame-time]') as HTMLImageElement)?.naturalWidth > 0,
    )
    const first = await shown()
    assert.ok(first.t <= 0.5 && first.t > 0, JSON.stringify(first))
    // Seeking to the end and stepping with the keys each bring the frame of the new time.
    await page.getByRole('slider', { name: 'Time' }).focus()
    await page.keyboard.press('End')
    await page.waitForFunction(
      (t) =>
        Number(document.querySelector<HTMLImageElement>('img[data-frame-time]')?.dataset.frameTime) > t + 1,
      first.t,
    )
    const last = await shown()
    assert.notEqual(last.src, first.src)
    await page.waitForFunction(
      () => (document.querySelector('img[data-frame-time]') as HTMLImageElement)?.naturalWidth > 0,
    )
    await page.keyboard.press('Home')
    await page.waitForFunction(
      (t) => Number(document.querySelector<HTMLImageElement>('img[data-frame-time]')?.dataset.frameTime) < t,
      last.t,
    )
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.goto(`/console/datasets/${mcap.id}?t=${Math.round(last.t / 2)}`)
    await page.waitForFunction(
      () => (document.querySelector('img[data-frame-time]') as HTMLImageElement)?.naturalWidth > 0,
    )
    await page.mouse.move(0, 0)
    await screenshot(page, 'dataset-player-mcap')
  })

  await t.test("an episode's base path on the map, the robot where it is at the cursor", async () => {
    const run = list.find((d) => d.data_type === 'episode' && /run 59/.test(d.name))
    assert.ok(run)
    await readyStreams(hangar, run.id)
    await page.goto(`/console/datasets/${run.id}?t=18`)
    const robot = page.getByTestId('robot')
    await robot.waitFor()
    const at = async () => [
      Number(await robot.getAttribute('data-x')),
      Number(await robot.getAttribute('data-y')),
    ]
    const before = await at()
    await page.locator('body').press('.')
    await page
      .getByTestId('time-readout')
      .getByText(/^18\.15 s/)
      .waitFor()
    await page.getByRole('slider', { name: 'Time' }).focus()
    await page.keyboard.press('Home')
    await page.waitForFunction(([x, y]) => {
      const r = document.querySelector('[data-testid="robot"]')
      return r && (Number(r.getAttribute('data-x')) !== x || Number(r.getAttribute('data-y')) !== y)
    }, before)
    await page.keyboard.press('End')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.goto(`/console/datasets/${run.id}?t=18`)
    await robot.waitFor()
    await page.mouse.move(0, 0)
    await screenshot(page, 'dataset-player-path')
  })

  await t.test('comparing two versions plays both in step', async () => {
    let compared: { id: string; versions: number[] } | null = null
    for (const d of list.filter((x) => x.data_type.startsWith('synthetic'))) {
      const h = (await (await hangar.api(`/datasets/${d.id}/iterations`)).json()) as {
        iterations: Array<{ version: number; dataset_id: string }>
      }
      if (h.iterations.length >= 2) {
        for (const it of h.iterations.slice(0, 2)) await readyStreams(hangar, it.dataset_id)
        compared = { id: d.id, versions: h.iterations.slice(0, 2).map((i) => i.version) }
        break
      }
    }
    assert.ok(compared)
    await page.goto(`/console/datasets/${compared.id}?compare=${compared.versions.join(',')}`)
    const both = page.getByRole('region', { name: 'Both versions, playing in step' })
    await untilCameras(
      page,
      (c) => c.filter((v) => v.name.startsWith('v')).length === 2 && c.every((v) => v.ready >= 2),
    )
    await both.getByRole('button', { name: 'Play' }).click()
    const playing = await untilCameras(page, (c) =>
      c.filter((v) => v.name.startsWith('v')).every((v) => v.t > 0.3),
    )
    const [a, b] = playing.filter((v) => v.name.startsWith('v'))
    assert.ok(a && b && Math.abs(a.t - b.t) <= 1 / a.fps + 1e-3, JSON.stringify(playing))
    await both.getByRole('button', { name: 'Pause' }).click()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.getByRole('heading', { name: 'Versions' }).evaluate((h) => h.scrollIntoView())
    await page.mouse.move(0, 0)
    // The Play button's tooltip fades out after the blur: the picture is taken without it.
    await page.getByRole('tooltip').waitFor({ state: 'hidden' })
    await screenshot(page, 'dataset-player-compare')
  })
})

import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test } from 'node:test'
import type { Page, WebSocketRoute } from 'playwright-core'
import { WsTestClient } from '../../server/src/testing/ws-client.ts'
import {
  browserTestsUnavailable,
  type Hangar,
  screenshot,
  signedInMember,
  startHangar,
  TAKE_SCREENSHOTS,
} from './harness.ts'

const skip = browserTestsUnavailable() ?? false
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

// biome-ignore lint/suspicious/noExplicitAny: diagnostics are JSON from the service
type Status = any

async function status(hangar: Hangar, id: string): Promise<Status> {
  const res = await hangar.api(`/mecha/diagnostic/status?mecha_id=${id}`)
  assert.equal(res.status, 200)
  return res.json()
}

/** Polls the API until `check` holds; answers the status and the milliseconds it took. */
async function until(
  hangar: Hangar,
  id: string,
  check: (s: Status) => boolean,
  ms = 20_000,
): Promise<{ s: Status; ms: number }> {
  const start = Date.now()
  let s: Status
  do {
    s = await status(hangar, id)
    if (check(s)) return { s, ms: Date.now() - start }
    await new Promise((r) => setTimeout(r, 15))
  } while (Date.now() - start < ms)
  assert.fail(
    `not within ${ms} ms; last status: ${JSON.stringify({ state: s.state, mode: s.mode, pose: s.pose })}`,
  )
}

/** A fresh quadruped on the default map, so each scenario starts from the origin. */
async function newQuadruped(hangar: Hangar, name: string): Promise<string> {
  const res = await fetch(`${hangar.base}/admin/mechas`, {
    method: 'POST',
    headers: { 'service-admin-key': hangar.adminKey, 'content-type': 'application/json' },
    body: JSON.stringify({ organization_id: hangar.organizationId, model: 'quadruped', name }),
  })
  assert.equal(res.status, 201)
  return ((await res.json()) as { id: string }).id
}

async function openMecha(page: Page, id: string, name: string): Promise<void> {
  await page.goto(`/console/fleet/${id}`)
  await page.getByRole('heading', { name, level: 1 }).waitFor()
  await page.getByTestId('connection').getByText('Live').waitFor()
}

async function takeControl(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Take control' }).click()
  await page.getByTestId('lease').getByText('You have control').waitFor()
}

/** Clicks the map at a point of the world (meters), as a person aiming at it would. */
async function clickMap(page: Page, x: number, y: number): Promise<void> {
  const at = await page.getByTestId('world-map').evaluate(
    (svg, [wx, wy]) => {
      const m = (svg as SVGSVGElement).getScreenCTM()!
      const p = new DOMPoint(wx, -wy).matrixTransform(m)
      return { x: p.x, y: p.y }
    },
    [x, y] as const,
  )
  await page.mouse.click(at.x, at.y)
}

const near = (a: number, b: number, tol = 0.05) => Math.abs(a - b) <= tol

/** Runs a step; when it fails, the pages are photographed first (console/e2e/screenshots/failed-*). */
async function step(name: string, pages: () => Page[], fn: () => Promise<void>): Promise<void> {
  try {
    await fn()
  } catch (err) {
    await Promise.all(
      pages().map((p, i) => screenshot(p, `failed-${name}-${i}`, { always: true }).catch(() => {})),
    )
    throw err
  }
}

test('the operator pages, in a real browser against the real service', { skip }, async (t) => {
  // The simulator runs ten times faster, so the stair climb takes seconds.
  const hangar = await startHangar(t, import.meta.url, { MECHA_TIME_SCALE: '10' })
  const ann = await signedInMember(hangar, 'operator', 'Ann Operator')
  const page = ann.page
  const scenario = (name: string, fn: () => Promise<void>) =>
    t.test(name, () => step(name.slice(0, 1), () => hangar.browser.contexts().flatMap((c) => c.pages()), fn))

  await scenario(
    '1. the stair scenario through the UI only: up to the landing at 0.25 m/s and back to rest',
    async () => {
      const id = await newQuadruped(hangar, 'Climber')
      await page.getByRole('link', { name: 'Fleet' }).click()
      await page.getByRole('heading', { name: 'Fleet', level: 1 }).waitFor()
      await page.getByRole('link', { name: 'Climber' }).click()
      await page.getByRole('heading', { name: 'Climber', level: 1 }).waitFor()
      await page.getByTestId('connection').getByText('Live').waitFor()
      await takeControl(page)
      await page.getByRole('button', { name: 'Initialize' }).click()
      await until(hangar, id, (s) => s.state === 'ready')

      // To the foot of the stairs, in standard mode.
      await clickMap(page, 4.8, 0)
      await page.getByTestId('waypoint-count').getByText('1 waypoint').waitFor()
      await page.getByRole('textbox', { name: 'Waypoint 1 y (m)' }).fill('0')
      await page.getByRole('button', { name: 'Send path' }).click()
      const foot = (await until(hangar, id, (s) => s.state === 'ready' && s.path === null && s.pose.x > 4.7))
        .s
      assert.ok(near(foot.pose.x, 4.8) && foot.pose.z === 0, JSON.stringify(foot.pose))

      await page.getByText('Stair climbing', { exact: true }).click()
      await until(hangar, id, (s) => s.mode === 'stair_climbing')
      await clickMap(page, 8.5, 0)
      await page.getByRole('textbox', { name: 'Waypoint 1 y (m)' }).fill('0')
      const slider = page.getByRole('slider', { name: 'Speed in meters per second' })
      await slider.focus()
      await page.keyboard.press('Home')
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
      await page.getByText('Speed 0.25 m/s').waitFor()
      await page.getByRole('button', { name: 'Send path' }).click()
      const climbing = (await until(hangar, id, (s) => s.state === 'moving' && s.pose.z > 0)).s
      assert.equal(climbing.commanded_speed_mps, 0.25)
      const top = (await until(hangar, id, (s) => s.state === 'ready' && s.path === null && s.pose.x > 8.4)).s
      assert.ok(near(top.pose.x, 8.5) && near(top.pose.z, 1.36, 0.001), JSON.stringify(top.pose))

      // The map and the elevation strip show the robot where it stopped: the walk's last step sends
      // its pose over the socket, arriving moments after the poll above saw the walk end.
      const robot = page.getByTestId('robot')
      const drawnNear = await page
        .waitForFunction(
          ([x, y]) => {
            // No named helpers in here: the loader's name-keeping wrapper does not exist in the page.
            const r = document.querySelector('[data-testid="robot"]')
            const rx = Number(r?.getAttribute('data-x'))
            const ry = Number(r?.getAttribute('data-y'))
            const rz = Number(r?.getAttribute('data-z'))
            return Math.abs(rx - x) <= 0.001 && Math.abs(ry - y) <= 0.001 && rz > 1.35
          },
          [top.pose.x, top.pose.y] as const,
          { timeout: 2000 },
        )
        .then(() => true)
        .catch(() => false)
      const drawn = { x: await robot.getAttribute('data-x'), y: await robot.getAttribute('data-y') }
      assert.ok(drawnNear, `drawn at ${JSON.stringify(drawn)}, the API says ${JSON.stringify(top.pose)}`)
      assert.match((await page.getByTestId('world-map').getAttribute('aria-label')) ?? '', /height 1\.36 m/)
      assert.match(
        (await page.getByTestId('elevation-strip').getAttribute('aria-label')) ?? '',
        /^Robot height 1\.36 m, /,
      )
      await page.getByText('z 1.36 m').waitFor()
      if (TAKE_SCREENSHOTS) {
        await page.waitForTimeout(600) // the plots redraw twice a second: the picture shows the landing
        await screenshot(page, 'mecha')
        await screenshot(page, 'mecha-full', { fullPage: true })
      }

      await page.getByText('Standard', { exact: true }).click()
      await until(hangar, id, (s) => s.mode === 'standard')
      await page.getByRole('button', { name: 'Rest' }).click()
      const rested = (await until(hangar, id, (s) => s.state === 'resting')).s
      assert.ok(near(rested.pose.z, 1.36, 0.001), 'resting on the landing')
      await page.getByRole('button', { name: 'Release control' }).click()
      await page.getByTestId('lease').getByText('Nobody has control').waitFor()
    },
  )

  await scenario('2. e-stop by click and by keyboard: the API reports estopped within 500 ms', async () => {
    const id = await newQuadruped(hangar, 'Stopper')
    await openMecha(page, id, 'Stopper')
    const estop = page.getByRole('button', { name: 'E-STOP Stopper (emergency stop)' })
    assert.equal(await estop.getAttribute('aria-keyshortcuts'), 'Escape')

    await estop.click()
    const byClick = await until(hangar, id, (s) => s.state === 'estopped', 500)
    assert.ok(byClick.ms <= 500, `click: ${byClick.ms} ms`)
    await page.getByText('E-stop latched').waitFor()
    await page.getByRole('button', { name: 'Release e-stop…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Release the e-stop of Stopper?' })
    await dialog.getByRole('button', { name: 'Keep it stopped' }).click()
    assert.equal((await status(hangar, id)).state, 'estopped', 'cancelling keeps the latch')
    await page.getByRole('button', { name: 'Release e-stop…' }).click()
    await dialog.getByRole('button', { name: 'Release e-stop' }).click()
    await until(hangar, id, (s) => s.state === 'resting' && !s.estop_latched)
    await page.getByText('E-stop latched').waitFor({ state: 'detached' })

    // By keyboard: Escape from anywhere on the page, and the button itself by Tab and Enter.
    await page.getByRole('heading', { name: 'Stopper', level: 1 }).click()
    await page.keyboard.press('Escape')
    const byKey = await until(hangar, id, (s) => s.state === 'estopped', 500)
    assert.ok(byKey.ms <= 500, `Escape: ${byKey.ms} ms`)
    await page.getByRole('button', { name: 'Release e-stop…' }).click()
    await dialog.getByRole('button', { name: 'Release e-stop' }).click()
    await until(hangar, id, (s) => s.state === 'resting')
    await page.getByRole('link', { name: '← Fleet' }).focus()
    await page.keyboard.press('Tab')
    assert.equal(
      await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      'E-STOP Stopper (emergency stop)',
    )
    await page.keyboard.press('Enter')
    const byTab = await until(hangar, id, (s) => s.state === 'estopped', 500)
    assert.ok(byTab.ms <= 500, `Tab + Enter: ${byTab.ms} ms`)
  })

  await scenario(
    '3. a path over the stairs in standard mode: warned, then refused next to the control; nothing moves',
    async () => {
      const id = await newQuadruped(hangar, 'Refused')
      await openMecha(page, id, 'Refused')
      await takeControl(page)
      await page.getByRole('button', { name: 'Initialize' }).click()
      await until(hangar, id, (s) => s.state === 'ready')
      await clickMap(page, 8.5, 0)
      await page.getByRole('textbox', { name: 'Waypoint 1 y (m)' }).fill('0')
      await page.getByRole('button', { name: 'Send path' }).click()
      const warning = page.getByRole('dialog', { name: 'This path climbs stairs in standard mode' })
      await warning.getByText(/main-stairs/).waitFor()
      await warning.getByRole('button', { name: 'Send anyway' }).click()
      const refusal = page.getByRole('alert').filter({ hasText: 'The service refused the path' })
      await refusal.getByText(/stair_climbing/).waitFor()
      assert.match((await refusal.textContent()) ?? '', /\(422\)/)
      await page.waitForTimeout(300)
      const s = await status(hangar, id)
      assert.deepEqual([s.state, s.pose.x, s.pose.y, s.path], ['ready', 0, 0, null], 'the robot did not move')
      await page.getByRole('button', { name: 'Release control' }).click()
    },
  )

  await scenario(
    '4. losing the connection: the robot stops, the page says so, the log resumes without a gap',
    async () => {
      const id = await newQuadruped(hangar, 'Tethered')
      const routed: Array<{ page: WebSocketRoute; server: WebSocketRoute }> = []
      const fresh = await ann.context.newPage()
      await fresh.routeWebSocket(/\/mecha\/ws/, (ws) => {
        routed.push({ page: ws, server: ws.connectToServer() })
      })
      await openMecha(fresh, id, 'Tethered')
      await takeControl(fresh)
      await fresh.getByRole('button', { name: 'Initialize' }).click()
      await until(hangar, id, (s) => s.state === 'ready')
      await clickMap(fresh, -1.5, 0)
      await fresh.getByRole('textbox', { name: 'Waypoint 1 x (m)' }).fill('-6')
      await fresh.getByRole('textbox', { name: 'Waypoint 1 y (m)' }).fill('0')
      await fresh.getByRole('slider', { name: 'Speed in meters per second' }).focus()
      await fresh.keyboard.press('Home')
      await fresh.getByRole('button', { name: 'Send path' }).click()
      await until(hangar, id, (s) => s.state === 'moving' && s.pose.x < -0.5)

      // The cable is pulled: both ends of the page's socket close.
      const cable = routed.at(-1)!
      await Promise.all([cable.server.close(), cable.page.close({ code: 4000, reason: 'cable pulled' })])
      const stopped = (await until(hangar, id, (s) => s.state === 'ready', 2000)).s
      assert.match(stopped.last_stop_reason, /^dead-man: /)
      assert.ok(stopped.pose.x > -5.9, 'halted before the end of the path')
      await fresh
        .getByTestId('deadman')
        .getByText(/the dead-man stopped the robot/i)
        .waitFor()
      await screenshot(fresh, 'mecha-deadman')
      await fresh.getByTestId('connection').getByText('Live').waitFor()
      assert.equal(routed.length, 2, 'reconnected with a new socket')
      await fresh
        .getByText(/Reconnected: resumed after #\d+; \d+ missed event\(s\) replayed, none lost/)
        .waitFor()

      // Every event the service kept since the page first subscribed is in the page's log, in order.
      const c = await WsTestClient.open(`${hangar.base.replace('http', 'ws')}/mecha/ws`, {
        'service-api-key': hangar.demoKey,
      })
      t.after(() => c.close())
      await c.request({ type: 'subscribe', mecha_id: id, since_seq: 0 })
      await new Promise((r) => setTimeout(r, 200))
      const kept = c.events('state_changed').concat(c.events('path_preempted'), c.events('lease_changed'))
      const shown = (await fresh
        .getByTestId('event-log')
        .locator('li[data-seq]')
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-seq'))))) as number[]
      assert.deepEqual(
        shown,
        [...shown].sort((a, b) => a - b),
        'in order',
      )
      const first = shown[0]!
      const expected = kept.map((e: { seq: number }) => e.seq).filter((s: number) => s >= first)
      for (const seq of expected)
        assert.ok(shown.includes(seq), `event #${seq} is in the log (${shown.join(',')})`)
      const deadman = kept.find(
        (e: { type: string; data: { reason?: string } }) => e.data.reason === 'deadman',
      )
      assert.ok(
        deadman && shown.includes(deadman.seq),
        'the dead-man stop, which happened while disconnected, is in the log',
      )
      await fresh.close()
    },
  )

  await scenario(
    '5. two operators: the second reads and cannot command while the first holds control, but can e-stop',
    async () => {
      const id = await newQuadruped(hangar, 'Shared')
      await openMecha(page, id, 'Shared')
      await takeControl(page)
      const ben = await signedInMember(hangar, 'operator', 'Ben Operator')
      await openMecha(ben.page, id, 'Shared')
      await ben.page.getByTestId('lease').getByText('Ann Operator has control').waitFor()
      await ben.page.getByText('Read only: you can watch, stop, rest and e-stop').waitFor()
      for (const name of ['Take control', 'Initialize'])
        assert.equal(await ben.page.getByRole('button', { name }).isDisabled(), true, name)
      await clickMap(ben.page, 2, 1)
      assert.equal(await ben.page.getByRole('button', { name: 'Send path' }).isDisabled(), true)
      // The fleet shows who holds it.
      await ben.page.goto('/console/fleet')
      const row = ben.page.locator('tr[data-mecha="Shared"]')
      await row.getByText('Ann Operator').waitFor()
      // Never initialized (the interface's state "offline") reads apart from the connection column.
      assert.equal(await row.locator('[data-state="offline"]').textContent(), 'not initialized')
      await row.getByText('online', { exact: true }).waitFor()
      await screenshot(ben.page, 'fleet')
      await openMecha(ben.page, id, 'Shared')
      await ben.page.getByRole('button', { name: 'E-STOP Shared (emergency stop)' }).click()
      await until(hangar, id, (s) => s.state === 'estopped', 500)
      await page.getByText('E-stop latched').waitFor()
      await ben.page.getByText('E-stop latched').waitFor()
      assert.equal(await ben.page.getByRole('button', { name: 'Release e-stop…' }).isDisabled(), true)
      await page.getByRole('button', { name: 'Release e-stop…' }).click()
      await page.getByRole('dialog').getByRole('button', { name: 'Release e-stop' }).click()
      await until(hangar, id, (s) => s.state === 'resting')
      await ben.context.close()
    },
  )

  await scenario(
    '6. axe-core: no serious or critical violation on the fleet and mecha pages; viewers are kept out',
    async () => {
      const context = await hangar.browser.newContext({
        baseURL: hangar.base,
        viewport: { width: 1440, height: 900 },
        bypassCSP: true,
        storageState: await ann.context.storageState(),
      })
      context.setDefaultTimeout(60_000)
      t.after(() => context.close())
      const p = await context.newPage()
      const problems: string[] = []
      const check = async (name: string) => {
        await p.addScriptTag({ content: axeSource })
        const result = (await p.evaluate(() =>
          (window as unknown as { axe: { run: (o: object) => Promise<{ violations: never[] }> } }).axe.run({
            resultTypes: ['violations'],
          }),
        )) as {
          violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }>
        }
        for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
          problems.push(
            `${name}: ${v.id} (${v.impact}) ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          )
      }
      await p.goto('/console/fleet')
      await p.getByRole('table', { name: 'Mechas' }).waitFor()
      await check('fleet')
      const [stairwalker] = (
        (await (await hangar.api('/mechas')).json()) as { mechas: Array<{ id: string; name: string }> }
      ).mechas.filter((m) => m.name === 'Stairwalker')
      await openMecha(p, stairwalker!.id, 'Stairwalker')
      await clickMap(p, 3, 2)
      await check('mecha')
      assert.deepEqual(problems, [])

      const vera = await signedInMember(hangar, 'viewer', 'Vera Viewer')
      assert.equal(await vera.page.getByRole('link', { name: 'Fleet' }).count(), 0, 'not in the navigation')
      await vera.page.goto(`/console/fleet/${stairwalker!.id}`)
      await vera.page.getByRole('heading', { name: 'Not allowed', level: 1 }).waitFor()
      await vera.context.close()
    },
  )
})

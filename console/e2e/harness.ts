import assert from 'node:assert/strict'
import { existsSync, mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { atProcessEnd } from '../../server/src/testing/process-teardown.ts'
import { freePort, spawnService } from '../../server/src/testing/spawn-service.ts'
import { seededDemoCopy } from './seeded-demo.ts'

export const CHROMIUM = '/usr/bin/chromium'
const CONSOLE_BUILD = join(import.meta.dirname, '..', 'dist', 'index.html')
/** Screenshots of a run, to be looked at; the best are copied to docs/screenshots/. */
export const SCREENSHOTS = join(import.meta.dirname, 'screenshots')
const ADMIN_KEY = 'e2e-admin-key-0123456789abcdef-0123'

/**
 * Why browser tests cannot run here, or null. Under CI a missing chromium or an unbuilt console
 * is a failure, not a skip (.ci/run installs chromium; npm install builds the console).
 */
export function browserTestsUnavailable(): string | null {
  const missing = !existsSync(CHROMIUM)
    ? `no chromium at ${CHROMIUM} (apt-get install -y chromium)`
    : !existsSync(CONSOLE_BUILD)
      ? 'the console is not built (npm install builds it)'
      : null
  if (missing && process.env.CI === 'true') throw new Error(`browser tests need ${missing}`)
  return missing
}

export type Role = 'owner' | 'reviewer' | 'operator' | 'viewer'

export interface Hangar {
  base: string
  adminKey: string
  demoKey: string
  organizationId: string
  /** A one-time invitation link for a new member of the demo organization. */
  invite(email: string, role: Role): Promise<string>
  /** A call with the demo API key (or `key`). */
  api(path: string, init?: RequestInit & { key?: string }): Promise<Response>
  browser: Browser
  /** A fresh browser profile: its own cookies and storage. */
  newContext(): Promise<BrowserContext>
}

/** The browser of this process's tests, launched at the first that asks (startHangar). */
let sharedBrowser: Promise<Browser> | undefined
/** The service the tests of one file share, and what it was started for (startHangar). */
let fileService: { key: string; started: Promise<RunningService> } | undefined

/**
 * The real service and a browser for a test of the file `file` (its `import.meta.url`). The tests
 * of a file share one service, started at the first that asks and stopped when a test of another
 * file (or with other settings) asks, or when the process's last test has run; the tests of a
 * process share one browser. What a test opens in the browser (contexts, pages) is closed when it
 * ends.
 *
 * Why shared: a service costs about 2.5 s of CPU to start on the demo and stop, a browser 1.4 s,
 * nineteen of each a run when every test had its own (docs/testing.md, 28 Nov). Why not one service
 * for every file: the demo has one dataset of some kinds (one LeRobot episode), and a test that
 * decides it would take it from a test of another file.
 */
export async function startHangar(
  t: { after: (fn: () => unknown) => void },
  file: string,
  env: Record<string, string> = {},
): Promise<Hangar> {
  if (!sharedBrowser) {
    const launching = launchBrowser()
    sharedBrowser = launching
    atProcessEnd(async () => (await launching.catch(() => undefined))?.close())
  }
  const key = `${file} ${JSON.stringify(env)}`
  if (fileService?.key !== key) {
    const previous = fileService
    if (!previous) atProcessEnd(async () => (await fileService?.started.catch(() => undefined))?.stop())
    await (await previous?.started.catch(() => undefined))?.stop()
    fileService = { key, started: launchService(env) }
  }
  const [service, browser] = await Promise.all([fileService.started, sharedBrowser])
  t.after(() => Promise.all(browser.contexts().map((c) => c.close())))
  return hangarOf(service, browser)
}

/**
 * The real service and a browser of their own, both stopped when `t` ends (a benchmark's list of
 * cleanups).
 */
export async function launchHangar(
  t: { after: (fn: () => unknown) => void },
  env: Record<string, string> = {},
): Promise<Hangar> {
  // Chromium starts while the service does. It closes first: its pages hold the console's events
  // stream open, and a service asked to stop waits for open streams (3.5–8 s here, at most 15 s).
  const launching = launchBrowser()
  launching.catch(() => {}) // a failed launch is reported where it is awaited, below
  const starting = launchService(env)
  t.after(async () => {
    await (await launching.catch(() => undefined))?.close()
    await (await starting.catch(() => undefined))?.stop()
  })
  return hangarOf(await starting, await launching)
}

/** A headless Debian chromium driven by playwright-core. */
function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // Renderers started by the browser itself, not by chromium's zygote: they are then the
      // browser's children, and the CPU a test process reports (GNU time, scripts/test.mjs)
      // includes theirs, which with the zygote was lost (half or more of a test's: docs/testing.md).
      '--no-zygote',
    ],
  })
}

interface RunningService {
  base: string
  demoKey: string
  organizationId: string
  stop(): Promise<void>
}

/**
 * The real service, started as `npm start` starts it, on a fresh copy of the run's seeded demo
 * data folder (seeded-demo.ts); `stop` stops it and removes the folder.
 */
async function launchService(env: Record<string, string>): Promise<RunningService> {
  const dataDir = await seededDemoCopy({ ADMIN_API_KEY: ADMIN_KEY, ...env })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const service = spawnService({
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_BASE_URL: base,
    ADMIN_API_KEY: ADMIN_KEY,
    DEMO: '1',
    LOG_LEVEL: 'warn',
    ...env,
  })
  const stop = async () => {
    await service.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    const banner = await service.banner
    const demoKey = /Demo API key:\s+(\S+)/.exec(banner)?.[1]
    const organizationId = /Demo org:\s+(\S+)/.exec(banner)?.[1]
    assert.ok(demoKey && organizationId, `the banner names the demo key and organization:\n${banner}`)
    return { base, demoKey, organizationId, stop }
  } catch (e) {
    await stop()
    throw e
  }
}

/** What a test drives: the service's addresses and keys, and the browser. */
function hangarOf({ base, demoKey, organizationId }: RunningService, browser: Browser): Hangar {
  const api: Hangar['api'] = (path, init = {}) => {
    const { key = demoKey, ...rest } = init
    return fetch(base + path, {
      ...rest,
      headers: { 'service-api-key': key, 'content-type': 'application/json', ...(rest.headers ?? {}) },
    })
  }
  return {
    base,
    adminKey: ADMIN_KEY,
    demoKey,
    organizationId,
    browser,
    api,
    newContext: async () => {
      const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 } })
      // The machine is shared and CI runs two suites at once: generous waits, never sleeps.
      context.setDefaultTimeout(60_000)
      return context
    },
    async invite(email, role) {
      const res = await fetch(`${base}/admin/organizations/${organizationId}/invitations`, {
        method: 'POST',
        headers: { 'service-admin-key': ADMIN_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email, role }),
      })
      assert.equal(res.status, 201, await res.clone().text())
      return ((await res.json()) as { url: string }).url
    },
  }
}

export const PASSWORD = 'correct horse battery staple'

/** A person opens their invitation, sets name and password, and lands in the review queue. */
export async function acceptInvitation(page: Page, url: string, name: string): Promise<void> {
  await page.goto(url)
  await page.getByRole('textbox', { name: 'Your name' }).fill(name)
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD)
  await page.getByRole('textbox', { name: 'Repeat password' }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Set password and sign in' }).click()
  await page.getByRole('heading', { name: 'Review queue' }).waitFor()
}

let members = 0

/**
 * An email address for a new member called `name`, never given before in this process: the tests
 * of a file share a service (startHangar), and two of them may invite someone of the same name.
 */
export function memberEmail(name: string): string {
  return `${name.toLowerCase().replace(/\W+/g, '.')}.${++members}@example.com`
}

/** A new member of the demo organization with the given role, signed in in a fresh browser. */
export async function signedInMember(hangar: Hangar, role: Role, name: string) {
  const context = await hangar.newContext()
  const page = await context.newPage()
  const email = memberEmail(name)
  await acceptInvitation(page, await hangar.invite(email, role), name)
  return { context, page, email }
}

/**
 * Whether this run takes the pictures the docs pick from (docs/screenshots/): only when asked,
 * `HANGAR_SCREENSHOTS=1`. Nothing checks them, and each costs CPU (the page drawn, a PNG encoded
 * and sent over the wire, about 0.1–0.3 s here), some 38 in a run.
 */
export const TAKE_SCREENSHOTS = process.env.HANGAR_SCREENSHOTS === '1'

/**
 * A picture of the page in console/e2e/screenshots/ when the run takes them (TAKE_SCREENSHOTS);
 * `always` for a picture of a failure, which is taken on every run.
 */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = false, always = false }: { fullPage?: boolean; always?: boolean } = {},
): Promise<void> {
  if (!TAKE_SCREENSHOTS && !always) return
  mkdirSync(SCREENSHOTS, { recursive: true })
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage })
}

/** The CSRF token of a signed-in browser context, as the console gets it. */
export async function csrfToken(context: BrowserContext, base: string): Promise<string> {
  const me = await context.request.get(`${base}/auth/me`)
  assert.equal(me.status(), 200)
  return ((await me.json()) as { csrf_token: string }).csrf_token
}

/** Datasets of the demo organization, through the API. */
export async function datasets(
  hangar: Hangar,
  query: string,
): Promise<
  Array<{ id: string; name: string; status: string; metadata: Record<string, unknown>; data_type: string }>
> {
  const res = await hangar.api(`/datasets?${query}`)
  assert.equal(res.status, 200)
  return ((await res.json()) as { datasets: never[] }).datasets
}

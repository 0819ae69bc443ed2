/**
 * Issue 17's console goals, measured in Debian's chromium against the real service, each visit a
 * first visit (a new browser context with the session, an empty cache):
 * - the demo's LeRobot episode (two cameras, joint channels) interactive ≤ 1.5 s. Interactive is
 *   the later of: both cameras have their first frame decoded (readyState ≥ 2), and four plots are
 *   drawn. The page plots three channels by itself; the bench picks a fourth in "Channels plotted"
 *   as soon as the picker is there, as a reviewer would. Then `.` must step both cameras one frame
 *   (timed apart: `frameStepMs`). The player's keys are live from the viewer's first render.
 * - a 100 MB H.264 MP4 imported through the resumable uploads: its first frame ≤ 1 s after
 *   navigation to its dataset page — `loadeddata` (readyState ≥ 2, the frame decoded); the
 *   presented frame (requestVideoFrameCallback) beside it when headless chromium calls it back,
 *   which it does not always for a paused video — with the moov at the end (ffmpeg's default)
 *   and faststart.
 * - the JavaScript the dataset page loads before the viewer's chunk (≤ 250 KB gzip), the viewer's
 *   own, and that the viewer is lazy (not in the entry HTML, not loaded by the review queue).
 *   node --import tsx bench/console/viewer.ts [--runs 5]
 * Writes bench/results/console-viewer-<date>.json and rewrites the latest-goals table.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BrowserContext, Page } from 'playwright-core'
import { acceptInvitation, type Hangar, launchHangar } from '../../console/e2e/harness.ts'
import { seedOncePerProcess } from '../../console/e2e/seeded-demo.ts'
import { writeLatestGoals } from '../report/latest-goals-file.ts'
import { gitCommit, loads } from '../runner/machine.ts'
import { type BigVideo, bigVideos, importVideo } from './big-video.ts'
import { channelPickerShown, DRAWN_PLOTS, FRAME_BEFORE, FRAME_STEP_DONE, PAGE_PROBE } from './page-probe.ts'
import { type Spread, VIEWER_BUDGETS, type ViewerResults } from './viewer-results.ts'

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5
const VIEWER_CHUNK = /\/DatasetViewer-[^/]+\.js$/
const loadStart = loads()[0]!
const videos = bigVideos()
const cleanups: Array<() => unknown> = []
// The demo is seeded once and its background work (stream indexes, previews) waited for, as the
// browser tests do: nothing of it runs while measuring. A HANGAR_TEST_RUN given from outside
// keeps that seeded folder for the next invocation.
cleanups.push(seedOncePerProcess('bench-viewer'))
const hangar = await launchHangar({ after: (fn) => cleanups.push(fn) }, { RATE_LIMIT_MAX: '100000' })

type Marks = Record<string, number>
interface ScriptSplit {
  initial: Buffer[]
  viewer: Buffer[]
}

try {
  const all = (await (await hangar.api('/datasets?limit=1000')).json()) as {
    datasets: Array<{ id: string; name: string; data_type: string }>
  }
  const episode = all.datasets.find((d) => d.data_type === 'episode' && /LeRobot/.test(d.name))
  if (!episode) throw new Error('the demo has no LeRobot episode')
  const videoIds = new Map<BigVideo, string>()
  for (const v of videos) videoIds.set(v, await importVideo(hangar, v))
  const streams = await readyStreams(hangar, episode.id)
  if (streams.videos.length !== 2 || streams.channels.length < 4)
    throw new Error(`the episode has ${streams.videos.length} cameras, ${streams.channels.length} channels`)
  for (const id of videoIds.values()) await readyStreams(hangar, id)
  // Hangar makes a poster and an animated preview of a new video with ffmpeg: not while measuring.
  await untilPreviews(hangar, [...videoIds.values()])

  const owner = await hangar.browser.newContext({ baseURL: hangar.base })
  const first = await owner.newPage()
  const queueScripts: string[] = []
  first.on('request', (r) => {
    if (r.resourceType() === 'script') queueScripts.push(r.url())
  })
  await acceptInvitation(first, await hangar.invite('viewer.bench@example.com', 'reviewer'), 'Viewer Bench')
  const state = await owner.storageState()
  await owner.close()
  const entryHtml = await (await fetch(`${hangar.base}/console/datasets/${episode.id}`)).text()
  const viewerLazy = !queueScripts.some((u) => VIEWER_CHUNK.test(u)) && !/DatasetViewer-/.test(entryHtml)

  const fresh = async () => {
    const c = await hangar.browser.newContext({
      baseURL: hangar.base,
      viewport: { width: 1440, height: 900 },
      storageState: state,
    })
    c.setDefaultTimeout(60_000)
    return c
  }
  const ep: Array<{ interactive: number; defaultView: number; step: number; split: ScriptSplit }> = []
  const vid = new Map<BigVideo, Array<{ loadeddata: number; presented: number | undefined }>>(
    videos.map((v) => [v, []]),
  )
  for (let i = 0; i < runs; i++) {
    // Alternated, so that the machine's load falls on every scenario alike.
    let context = await fresh()
    ep.push(await episodeVisit(context, episode.id))
    await context.close()
    for (const v of videos) {
      context = await fresh()
      vid.get(v)!.push(await videoVisit(context, videoIds.get(v)!))
      await context.close()
    }
  }

  const gzKB = (bs: Buffer[]) => bs.reduce((s, b) => s + gzipSync(b).length, 0) / 1024
  const result: ViewerResults = {
    date: new Date().toISOString(),
    command: `node --import tsx bench/console/viewer.ts --runs ${runs}`,
    commit: gitCommit(join(import.meta.dirname, '..')),
    load_1min: [loadStart, loads()[0]!],
    runs,
    episode: {
      name: episode.name,
      cameras: streams.videos.length,
      plots: 4,
      interactiveMs: spread(ep.map((e) => e.interactive)),
      defaultViewMs: spread(ep.map((e) => e.defaultView)),
      frameStepMs: spread(ep.map((e) => e.step)),
    },
    videos: videos.map((v) => ({
      layout: v.layout,
      bytes: v.bytes,
      width: v.width,
      height: v.height,
      seconds: v.seconds,
      firstFrameMs: spread(vid.get(v)!.map((x) => x.loadeddata)),
      ...presented(vid.get(v)!.map((x) => x.presented)),
    })),
    scripts: {
      initialGzipKB: round1(median(ep.map((e) => gzKB(e.split.initial)))),
      viewerGzipKB: round1(median(ep.map((e) => gzKB(e.split.viewer)))),
      initialFiles: median(ep.map((e) => e.split.initial.length)),
      viewerFiles: median(ep.map((e) => e.split.viewer.length)),
      viewerLazy,
    },
  }
  const stamp = result.date.slice(0, 16).replace(':', '-')
  const file = join(import.meta.dirname, '..', 'results', `console-viewer-${stamp}Z.json`)
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`)
  writeLatestGoals(join(import.meta.dirname, '..'))
  process.stdout.write(markdown(result))
} finally {
  for (const fn of cleanups.reverse()) await fn()
}

/** Collects the scripts a page loads, in request order, with their bodies. */
function trackScripts(page: Page) {
  const order: string[] = []
  const bodies = new Map<string, Promise<Buffer>>()
  page.on('request', (r) => {
    if (r.resourceType() === 'script') order.push(r.url())
  })
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      bodies.set(
        r.url(),
        r.body().catch(() => Buffer.alloc(0)),
      )
  })
  return async (): Promise<ScriptSplit> => {
    const at = order.findIndex((u) => VIEWER_CHUNK.test(u))
    if (at <= 0) throw new Error(`the viewer's chunk was not requested after the page's: ${order.join(' ')}`)
    const body = (u: string) => bodies.get(u) ?? Promise.resolve(Buffer.alloc(0))
    return {
      initial: await Promise.all(order.slice(0, at).map(body)),
      viewer: await Promise.all(order.slice(at).map(body)),
    }
  }
}

async function marks(page: Page, keys: string[]): Promise<Marks> {
  const state = () =>
    page.evaluate(`JSON.stringify({ marks: window.__marks, videos: [...document.querySelectorAll('video')].map(
      (v) => ({ readyState: v.readyState, networkState: v.networkState, error: v.error?.message })),
      plots: document.querySelectorAll('[data-testid^="plot-"] canvas').length, url: location.href })`)
  try {
    await page.waitForFunction(
      (ks) => ks.every((k) => (window as unknown as { __marks: Marks }).__marks?.[k] !== undefined),
      keys,
    )
  } catch (err) {
    throw new Error(`waiting for ${keys.join(', ')}: ${await state().catch(String)}`, { cause: err })
  }
  return page.evaluate(() => (window as unknown as { __marks: Marks }).__marks)
}

async function episodeVisit(context: BrowserContext, id: string) {
  const page = await context.newPage()
  await page.addInitScript({ content: PAGE_PROBE })
  const scripts = trackScripts(page)
  await page.goto(`/console/datasets/${id}`)
  // The fourth channel, picked as soon as the picker is there (the goto returns at the page's
  // load event, which does not wait for its code).
  await channelPickerShown(page)
  await page.getByRole('combobox', { name: 'Channels plotted' }).click()
  await page.getByRole('option', { selected: false }).first().click()
  await page.keyboard.press('Escape')
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  const m = await marks(page, ['cameras', 'plots3', 'plots4'])
  const drawn = (await page.evaluate(DRAWN_PLOTS)) as number
  if (drawn !== 4) throw new Error(`${drawn} of the 4 plots have anything drawn`)
  await page.evaluate(FRAME_BEFORE)
  await page.keyboard.press('.')
  const step = (await page.evaluate(FRAME_STEP_DONE)) as number
  const split = await scripts()
  await page.close()
  return {
    interactive: Math.max(m.cameras!, m.plots4!),
    defaultView: Math.max(m.cameras!, m.plots3!),
    step,
    split,
  }
}

async function videoVisit(context: BrowserContext, id: string) {
  const page = await context.newPage()
  await page.addInitScript({ content: PAGE_PROBE })
  await page.goto(`/console/datasets/${id}`)
  const m = await marks(page, ['decoded'])
  await page.close()
  return { loadeddata: m.decoded!, presented: m.presented }
}

type Streams = { status: string; videos: unknown[]; channels: unknown[] }
async function readyStreams(h: Hangar, id: string): Promise<Streams> {
  const until = Date.now() + 600_000
  for (;;) {
    const s = (await (await h.api(`/datasets/${id}/streams`)).json()) as Streams
    if (s.status === 'ready') return s
    if (s.status === 'failed' || Date.now() > until) throw new Error(`streams of ${id}: ${JSON.stringify(s)}`)
    await new Promise((r) => setTimeout(r, 1000))
  }
}

/** The service's process: the one whose environment holds its address. */
function servicePid(h: Hangar): string {
  const pid = pids().find((p) => {
    try {
      return readFileSync(`/proc/${p}/environ`, 'utf8').split('\0').includes(`PUBLIC_BASE_URL=${h.base}`)
    } catch {
      return false
    }
  })
  if (!pid) throw new Error(`no process serves ${h.base}`)
  return pid
}
function pids(): string[] {
  return readdirSync('/proc').filter((p) => /^\d+$/.test(p))
}
/** Whether an ffmpeg runs as a child of `parent`. */
function ffmpegUnder(parent: string): boolean {
  return pids().some((p) => {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8')
      return /\(ffmpeg\)/.test(stat) && stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === parent
    } catch {
      return false
    }
  })
}

/**
 * Until Hangar has made the new videos' posters and animated previews (or given them up: past
 * their time limit on a loaded machine a preview is given up, and the API then looks as if it
 * were not made yet), and no ffmpeg of its own has run for 3 s.
 */
async function untilPreviews(h: Hangar, ids: string[]): Promise<void> {
  const service = servicePid(h)
  let quiet = 0
  const until = Date.now() + 300_000
  for (;;) {
    const posters = await Promise.all(
      ids.map(
        async (id) =>
          (
            (await (await h.api(`/datasets/dataset?id=${id}`)).json()) as {
              preview_urls?: { poster?: string }
            }
          ).preview_urls?.poster,
      ),
    )
    quiet = ffmpegUnder(service) ? 0 : quiet + 1
    // Made, and no other preview being made beside the visits (the demo's, for one).
    if (posters.every(Boolean) && quiet >= 6) return
    if (quiet >= 6) return void process.stderr.write('previews given up (ffmpeg ended without them)\n')
    if (Date.now() > until) throw new Error('previews still being made after 5 minutes')
    await new Promise((r) => setTimeout(r, 500))
  }
}

function round1(n: number): number {
  return Math.round(n * 10) / 10
}
function median(xs: number[]): number {
  return [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
}
function presented(xs: Array<number | undefined>) {
  const got = xs.filter((x) => x !== undefined)
  return { presentedMs: got.length ? spread(got) : null, presentedRuns: got.length }
}
function spread(xs: number[]): Spread {
  return { median: Math.round(median(xs)), max: Math.round(Math.max(...xs)) }
}

function markdown(r: ViewerResults): string {
  const b = VIEWER_BUDGETS
  const ok = (pass: boolean) => (pass ? 'met' : '**missed**')
  const ms = (s: Spread) => `median ${s.median} ms, worst ${s.max} ms`
  const e = r.episode
  return [
    `Measured ${r.date} (load ${r.load_1min.join(' → ')}): \`${r.command}\``,
    '',
    `| goal | measured (${r.runs} first visits each) | |`,
    '|---|---|---|',
    `| episode, ${e.cameras} cameras and ${e.plots} plots, interactive ≤ ${b.episodeInteractiveMs} ms | ${ms(e.interactiveMs)}; the 3 default plots ${ms(e.defaultViewMs)}; \`.\` steps a frame in ${ms(e.frameStepMs)} | ${ok(e.interactiveMs.max <= b.episodeInteractiveMs)} |`,
    ...r.videos.map(
      (v) =>
        `| 100 MB MP4 (${v.layout}, ${(v.bytes / 1e6).toFixed(0)} MB) first frame ≤ ${b.firstFrameMs} ms | ${ms(v.firstFrameMs)}${v.presentedMs ? ` (presented: ${ms(v.presentedMs)}, ${v.presentedRuns} visits)` : ''} | ${ok(v.firstFrameMs.max <= b.firstFrameMs)} |`,
    ),
    `| dataset page's initial JavaScript ≤ ${b.initialScriptGzipKB} KB gzip, viewer lazy | ${r.scripts.initialGzipKB} KB gzip in ${r.scripts.initialFiles} files; the viewer ${r.scripts.viewerGzipKB} KB in ${r.scripts.viewerFiles} after it${r.scripts.viewerLazy ? ', lazy' : ', **not lazy**'} | ${ok(r.scripts.initialGzipKB <= b.initialScriptGzipKB && r.scripts.viewerLazy)} |`,
    '',
  ].join('\n')
}

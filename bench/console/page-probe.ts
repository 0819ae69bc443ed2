import type { Page } from 'playwright-core'
/**
 * What the page itself notes, in ms after navigation (`performance.now()`), into `window.__marks`,
 * installed before any of the page's own scripts run. A string, not a function: tsx would wrap a
 * named inner function in a helper the page lacks.
 * - `cameras`: the first animation frame at which two or more cameras (`video[data-camera]`) all
 *   have readyState ≥ 2 (HAVE_CURRENT_DATA: the frame at their position decoded).
 * - `plots3`, `plots4`: the animation frame *after* the one in which that many plots' canvases were
 *   first in the page. A plot is made only once its series has arrived and its data is set in the
 *   effect after that render, so by the next frame it is drawn.
 * - `decoded`: the first `loadeddata` of any video, or the first animation frame at which one has
 *   readyState ≥ 2, whichever comes first (headless chromium sometimes reaches readyState 4 with
 *   no `loadeddata` seen); `presented`: the first frame any video
 *   presented, its requestVideoFrameCallback's `presentationTime` (the frame handed to the
 *   compositor). Both listeners are put on a video as soon as it is in the document.
 * - `key`: the last `.` key pressed (capturing, before the player's own listener).
 */
export const PAGE_PROBE = `(() => {
  const marks = (window.__marks = {})
  const mark = (k, t = performance.now()) => { if (marks[k] === undefined) marks[k] = t }
  const seen = new WeakSet()
  const watch = () => {
    for (const v of document.querySelectorAll('video')) {
      if (seen.has(v)) continue
      seen.add(v)
      v.addEventListener('loadeddata', () => mark('decoded'))
      if (v.requestVideoFrameCallback)
        v.requestVideoFrameCallback((now, m) => mark('presented', m.presentationTime || now))
    }
  }
  new MutationObserver(watch).observe(document, { childList: true, subtree: true })
  window.addEventListener('keydown', (e) => { if (e.key === '.') marks.key = performance.now() }, true)
  const seenAt = {}
  const tick = () => {
    const cams = [...document.querySelectorAll('video[data-camera]')]
    if (cams.length >= 2 && cams.every((v) => v.readyState >= 2)) mark('cameras')
    if ([...document.querySelectorAll('video')].some((v) => v.readyState >= 2)) mark('decoded')
    const plots = document.querySelectorAll('[data-testid^="plot-"] canvas').length
    for (const n of [3, 4]) {
      if (seenAt[n] !== undefined) mark('plots' + n)
      else if (plots >= n) seenAt[n] = performance.now()
    }
    requestAnimationFrame(tick)
  }
  requestAnimationFrame(tick)
})()`

/** Resolves when every camera shows the frame after the one it showed, not seeking: ms since the `.` key. */
export const FRAME_STEP_DONE = `new Promise((resolve) => {
  const cams = [...document.querySelectorAll('video[data-camera]')]
  const frame = (v) => Math.floor((v.currentTime - Number(v.dataset.start)) * Number(v.dataset.fps) + 1e-6)
  const check = () => {
    const done = window.__before && cams.every((v, i) => frame(v) === window.__before[i] + 1 && !v.seeking && v.readyState >= 2)
    if (done && window.__marks.key !== undefined) resolve(performance.now() - window.__marks.key)
    else requestAnimationFrame(check)
  }
  check()
})`

/** Notes each camera's frame before a step (FRAME_STEP_DONE compares with it). */
export const FRAME_BEFORE = `window.__before = [...document.querySelectorAll('video[data-camera]')].map(
  (v) => Math.floor((v.currentTime - Number(v.dataset.start)) * Number(v.dataset.fps) + 1e-6))`

/** How many plot canvases have something drawn on them (a pixel that is not transparent). */
export const DRAWN_PLOTS = `[...document.querySelectorAll('[data-testid^="plot-"] canvas')].filter((c) => {
  const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data
  for (let i = 3; i < d.length; i += 4) if (d[i] !== 0) return true
  return false
}).length`

/**
 * Resolves when the channel picker is there to be used, looked for on every frame, as a reviewer
 * would see it. A locator's own retries look again after 20, 50, 100, 100, then every 500 ms:
 * a pick made by them measured when Playwright looked, up to half a second after the picker came.
 */
export async function channelPickerShown(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('label')].some(
        (l) => l.textContent?.trim() === 'Channels plotted' && !!document.getElementById(l.htmlFor),
      ),
    undefined,
    { polling: 'raf' },
  )
}

/**
 * Video elements made for a dataset's cameras as soon as the boot module's early streams answer
 * arrives, while the app's and the player's code still load: the browser reads each file's
 * start (and, with the sample tables at the end, its end) and decodes the first frame meanwhile.
 * The player puts them in the page when it renders (SyncedVideos); the last ~200 ms of a
 * camera's first frame is the browser's own media pipeline starting, which no request order
 * shortens.
 */
const made = new Map<string, HTMLVideoElement>()

export function makeVideoEarly(url: string): void {
  if (made.has(url)) return
  const v = document.createElement('video')
  v.muted = true
  v.playsInline = true
  v.preload = 'auto'
  v.src = url
  made.set(url, v)
}

/** The element made early for this link, left for the player to take (the page shows it meanwhile). */
export const earlyVideo = (url: string): HTMLVideoElement | undefined => made.get(url)

/** What a camera's element says of it: size, name, where its time starts (SyncedVideos). */
export interface DressedCamera {
  key: string
  label: string
  width: number
  height: number
  fps: number
  start_seconds: number
}

/** A camera's element as the player shows it, whether the player or the page put it there. */
export function dressVideo(v: HTMLVideoElement, c: DressedCamera): void {
  v.width = c.width
  v.height = c.height
  v.setAttribute('aria-label', `Camera ${c.label}`)
  v.dataset.camera = c.key
  v.dataset.start = String(c.start_seconds)
  v.dataset.fps = String(c.fps)
  Object.assign(v.style, {
    display: 'block',
    width: '100%',
    maxWidth: `${c.width}px`,
    height: 'auto',
    aspectRatio: `${c.width} / ${c.height}`,
    background: '#000',
    borderRadius: 'var(--mantine-radius-sm)',
  })
}

/** A camera of the streams, named as the player names it. */
export const cameraOf = (v: {
  name: string
  width: number
  height: number
  fps: number
  start_seconds: number
}): DressedCamera => ({
  key: v.name,
  label: v.name.replace(/^observation\.images\./, ''),
  width: v.width,
  height: v.height,
  fps: v.fps,
  start_seconds: v.start_seconds,
})

/** The element made early for this link, once; after that (or without one) a new element. */
export function takeVideo(url: string): HTMLVideoElement {
  const v = made.get(url)
  made.delete(url)
  return v ?? document.createElement('video')
}

/** Stops the downloads of the elements nobody took (the page was left before its player showed). */
export function dropEarlyVideos(): void {
  for (const v of made.values()) {
    v.removeAttribute('src')
    v.load()
  }
  made.clear()
}

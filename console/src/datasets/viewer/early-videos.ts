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

/** A camera's link while it plays: the signed URL and when it was taken. */
export interface PlayedLink {
  url: string
  since: number
}

/** A camera whose link failed this soon after it was taken is not refreshed again. */
export const REFRESH_AT_MOST_EVERY_MS = 60_000

/**
 * The link a camera plays now. The streams are read again now and then, each time with newly
 * signed links; swapping one in while the old one works would reload the video mid-play. So a
 * camera keeps its link until the element failed to load from it (an expired link answers
 * 403); then it takes the newest one it was given.
 */
export function linkToPlay(
  was: PlayedLink | undefined,
  given: string,
  dead: ReadonlySet<string>,
  now: number,
): PlayedLink {
  if (was && !dead.has(was.url)) return was
  if (was && was.url === given) return was
  return { url: given, since: now }
}

/**
 * Whether a failed link means fresh links should be asked for: one that fails as soon as it is
 * taken is not an expired one (a file the browser cannot play), and asking again would loop.
 */
export const worthRefreshing = (failed: PlayedLink, now: number): boolean =>
  now - failed.since >= REFRESH_AT_MOST_EVERY_MS

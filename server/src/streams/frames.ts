/**
 * Image frames as the service's thread sees them: what a frame is and how to find one in time.
 * Reading one (the MCAP libraries) happens in the frame worker (`frame-worker.ts`,
 * `image-frames.ts`); keeping these apart means the service never loads those libraries itself.
 */
export interface Frame {
  bytes: Uint8Array
  /** `jpeg`, `png`, `webp`… as the message says. */
  format: string
}

const MEDIA_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
}

/** The media type of a CompressedImage's `format` (`jpeg`, or ROS's `rgb8; jpeg compressed bgr8`). */
export function mediaTypeOf(format: string): string {
  const f = format.toLowerCase()
  for (const [k, v] of Object.entries(MEDIA_TYPES)) if (new RegExp(`\\b${k}\\b`).test(f)) return v
  return 'application/octet-stream'
}

/** Last index in sorted `times` at or before t (0 when t is before the first). */
export function frameAt(times: Float64Array, t: number): number {
  let lo = 0
  let hi = times.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (times[mid]! <= t) lo = mid + 1
    else hi = mid
  }
  return Math.max(0, lo - 1)
}

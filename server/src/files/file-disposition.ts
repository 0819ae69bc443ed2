/**
 * Media types a browser may show in place (previews: images, video, audio). Everything else a
 * signed link serves is an attachment: an HTML or SVG file shown inline would run as a page of
 * the service's own origin. SVG is an image that runs scripts, so it is not on the list.
 */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'video/mp4',
  'video/webm',
  'video/ogg',
  'audio/mpeg',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
])

/** `inline` for a preview media type (parameters ignored), `attachment` for anything else. */
export function dispositionFor(contentType: string | undefined): 'inline' | 'attachment' {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return INLINE_TYPES.has(type) ? 'inline' : 'attachment'
}

/**
 * What a signed file's response says besides its bytes: never sniffed into another type, never
 * a page with powers (a sandbox with nothing allowed), and downloaded unless it is a preview.
 */
export const FILE_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
} as const

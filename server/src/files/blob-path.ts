/** The longest storage path, in characters (docs/platform.md#files). */
export const MAX_BLOB_PATH_LENGTH = 512

/**
 * Storage paths are relative, slash-separated, made of plain segments. Anything else is refused
 * before it reaches a file system, so no path can escape the blob folder.
 */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,127}$/

export function isSafeBlobPath(path: string): boolean {
  if (path.length === 0 || path.length > MAX_BLOB_PATH_LENGTH) return false
  const segments = path.split('/')
  if (segments.length > 12) return false
  return segments.every((s) => SEGMENT.test(s) && s !== '.' && s !== '..' && !s.includes('..'))
}

/** Content type from the extension; the store also records what the uploader sent. */
export function contentTypeFor(path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase()
  return (
    {
      gif: 'image/gif',
      png: 'image/png',
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      mp4: 'video/mp4',
      webm: 'video/webm',
      json: 'application/json',
      jsonl: 'application/x-ndjson',
      csv: 'text/csv',
      txt: 'text/plain',
      mcap: 'application/octet-stream',
    }[ext] ?? 'application/octet-stream'
  )
}

import { createHash } from 'node:crypto'
import { Transform } from 'node:stream'
import { BlobTooLargeError } from './blob-store.ts'

/**
 * What every store does to bytes on their way in: count them (refusing past `maxBytes`) and
 * hash them, in one pass, so the sha256 recorded is the sha256 of exactly what was stored.
 */
export function meteredDigest(maxBytes: number) {
  const hash = createHash('sha256')
  let size = 0
  const transform = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      size += chunk.length
      if (size > maxBytes) return cb(new BlobTooLargeError(`file is larger than ${maxBytes} bytes`))
      hash.update(chunk)
      cb(null, chunk)
    },
  })
  return { transform, size: () => size, digest: () => hash.digest('hex') }
}

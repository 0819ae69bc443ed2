import type { Readable } from 'node:stream'

export interface StoredBlob {
  size: number
  sha256: string
}

/**
 * Where dataset files live. The embedded adapter is a local folder; a scale-out adapter
 * (S3-compatible storage) fills the same port.
 */
export interface BlobStore {
  /**
   * Stores the bytes under `path`, all or nothing: a failed or oversized upload leaves nothing
   * behind. Rejects with BlobTooLargeError past `maxBytes`, BlobExistsError if the path is taken.
   */
  put(path: string, body: Readable | Buffer, maxBytes: number): Promise<StoredBlob>
  exists(path: string): Promise<boolean>
  /** Folder the embedded file route serves from. */
  readonly root: string
}

export class BlobTooLargeError extends Error {}
export class BlobExistsError extends Error {}

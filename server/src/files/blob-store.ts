import type { Readable } from 'node:stream'

export interface StoredBlob {
  size: number
  sha256: string
}

export interface PutOptions {
  /** Media type recorded with the bytes (an object store serves it with the link). */
  contentType?: string
  /**
   * The sha256 (lowercase hex) the bytes must have: on a mismatch the put rejects with
   * BlobChecksumError and nothing is left under `path`.
   */
  sha256?: string
}

/** An inclusive byte range, as in an HTTP `Range: bytes=start-end` header. */
export interface ByteRange {
  start: number
  /** Inclusive; absent: to the end. */
  end?: number
}

/** Signed links are valid for 60 minutes (interface §8). */
export const SIGNED_URL_TTL_SECONDS = 3600

/**
 * Where dataset files live: the only way the service writes, reads and links to file bytes.
 * The embedded adapter is a local folder (`local-blob-store.ts`, links served by the service's
 * own `/files` route); the scale-out adapter is an S3-compatible bucket (`s3-blob-store.ts`,
 * links are presigned S3 URLs, the bytes never pass through the service). Both pass one
 * contract suite (`blob-store.contract.ts`).
 */
export interface BlobStore {
  /** `local` or `s3`: for logs, readiness and docs only — callers never branch on it. */
  readonly kind: 'local' | 's3'
  /**
   * Stores the bytes under `path`, all or nothing: a failed, oversized or mismatching upload
   * leaves nothing behind. Rejects with BlobTooLargeError past `maxBytes`, BlobExistsError if the
   * path is taken, BlobChecksumError if `options.sha256` is not the bytes' digest,
   * StorageUnavailableError if the store cannot be reached.
   */
  put(path: string, body: Readable | Buffer, maxBytes: number, options?: PutOptions): Promise<StoredBlob>
  exists(path: string): Promise<boolean>
  /** The stored size in bytes, or undefined when nothing is stored at `path`. */
  size(path: string): Promise<number | undefined>
  /**
   * The sha256 kept beside the bytes when they were written with a known digest (an object's
   * metadata in a bucket); undefined when the store keeps none.
   */
  recordedSha256(path: string): Promise<string | undefined>
  /** The bytes at `path` (or the inclusive `range` of them); NotStoredError when absent. */
  read(path: string, range?: ByteRange): Promise<Readable>
  /**
   * Where the bytes at `path` are a file of this machine that a reader (ffmpeg, an index worker)
   * may open itself: the local folder's file; undefined for a remote store, whose bytes are read
   * through `read` (or copied by `local-copy.ts`).
   */
  localPath(path: string): string | undefined
  /**
   * A link anyone holding it may GET the file through (Range requests work) until now +
   * `seconds` (default 3600). Synchronous: links are made while mapping rows to responses.
   */
  presign(path: string, seconds?: number): string
  /** Removes the bytes at `path` (nothing stored: no error). Used by copies and cleanup only. */
  delete(path: string): Promise<void>
  /** Resolves when the store can be read and written; rejects with StorageUnavailableError. */
  check(): Promise<void>
  /** Stops background work (credential refresh). */
  close(): Promise<void>
}

export class BlobTooLargeError extends Error {}
export class BlobExistsError extends Error {}
export class NotStoredError extends Error {}

/** The bytes did not have the sha256 the uploader declared. */
export class BlobChecksumError extends Error {
  constructor(
    readonly expected: string,
    readonly actual: string,
  ) {
    super(`the bytes' sha256 is ${actual}, not the declared ${expected}`)
  }
}

/**
 * The file store cannot be reached (the bucket is gone, the network is down, the disk is not
 * writable): the request answers 503 with a `detail`, and nothing is acknowledged that was not
 * stored.
 */
export class StorageUnavailableError extends Error {
  override readonly name: string = 'StorageUnavailableError'
  get detail(): string {
    return this.message
  }
}

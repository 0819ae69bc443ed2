import type { Readable } from 'node:stream'
import { recordAudit } from '../audit/audit.repository.ts'
import { AlreadyExistsError, InvalidInputError, TooLargeError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import { contentTypeFor, isSafeBlobPath } from '../files/blob-path.ts'
import { BlobChecksumError, BlobExistsError, BlobTooLargeError } from '../files/blob-store.ts'
import type { FileRow } from '../storage/tables.ts'
import { UPLOAD_PIECES_PREFIX } from '../uploads/uploads-path.ts'
import { findFile, insertFile } from './file.repository.ts'

export interface StoredFile {
  link: string
  data_byte_size: number
  sha256: string
  content_type: string
}

/**
 * Uploaded files. Files are immutable: a path is written once, so the sha256 recorded at
 * upload stays true for every dataset and manifest that refers to it.
 */
export class FileService {
  constructor(private readonly deps: Deps) {}

  /**
   * Refuses a path `PUT /admin/files/{path}` would refuse (422 for its shape, 409 when taken):
   * the resumable uploads check the same before the first byte.
   */
  async checkPath(path: string): Promise<void> {
    if (!isSafeBlobPath(path)) {
      throw new InvalidInputError(
        'File path must be relative segments of letters, digits, "_", "-" and "." (no "..", no leading dot)',
      )
    }
    if (path.startsWith(`${UPLOAD_PIECES_PREFIX}/`))
      throw new InvalidInputError(`File paths under ${UPLOAD_PIECES_PREFIX}/ are kept for resumable uploads`)
    if (await this.find(path))
      throw new AlreadyExistsError(`A file is already stored at ${path}; files are immutable`)
  }

  /**
   * Stores the bytes at `path` and records the file (size, sha256, type) with its audit entry.
   * With `expectedSha256`, bytes of another digest are refused (422) and nothing is kept.
   */
  async upload(
    path: string,
    body: Readable | Buffer,
    maxBytes: number,
    contentType?: string,
    expectedSha256?: string,
  ): Promise<StoredFile> {
    await this.checkPath(path)
    const type =
      contentType && contentType !== 'application/octet-stream' ? contentType : contentTypeFor(path)
    let stored: { size: number; sha256: string }
    try {
      stored = await this.deps.blobs.put(path, body, maxBytes, {
        contentType: type,
        ...(expectedSha256 ? { sha256: expectedSha256 } : {}),
      })
    } catch (err) {
      if (err instanceof BlobTooLargeError)
        throw new TooLargeError(`File is larger than the upload limit of ${maxBytes} bytes`)
      if (err instanceof BlobExistsError)
        throw new AlreadyExistsError(`A file is already stored at ${path}; files are immutable`)
      if (err instanceof BlobChecksumError)
        throw new InvalidInputError(
          `The uploaded bytes do not match the declared sha256 (${err.expected}; received ${err.actual}); nothing was stored`,
        )
      throw err
    }
    return this.record(path, stored, type)
  }

  /**
   * Records bytes a caller has already put at `path` in the store itself (a finished resumable
   * upload's file, linked into the local folder), their digest verified by it: the same row,
   * audit entry and link as `upload`. If recording fails the bytes are removed.
   */
  async recordPlaced(
    path: string,
    stored: { size: number; sha256: string },
    contentType?: string,
  ): Promise<StoredFile> {
    const type =
      contentType && contentType !== 'application/octet-stream' ? contentType : contentTypeFor(path)
    return this.record(path, stored, type)
  }

  private async record(path: string, stored: { size: number; sha256: string }, type: string) {
    const now = new Date(this.deps.clock.now())
    const row: FileRow = {
      path,
      data_byte_size: stored.size,
      sha256: stored.sha256,
      content_type: type,
      date_created: now.toISOString(),
    }
    // Not recorded, not kept: bytes without their row would make the path 409 forever.
    await this.deps.db
      .transaction()
      .execute(async (trx) => {
        await insertFile(trx, row)
        await recordAudit(trx, this.deps.dialect, {
          at: now,
          actor: { kind: 'admin' },
          organizationId: null,
          action: 'file.upload',
          targetType: 'file',
          targetId: path,
          detail: { size: stored.size, sha256: stored.sha256 },
        })
      })
      .catch(async (err) => {
        await this.deps.blobs.delete(path).catch(() => {})
        throw err
      })
    return { link: path, data_byte_size: stored.size, sha256: stored.sha256, content_type: row.content_type }
  }

  async find(path: string): Promise<StoredFile | undefined> {
    const row = await findFile(this.deps.db, path)
    return row
      ? {
          link: row.path,
          data_byte_size: row.data_byte_size,
          sha256: row.sha256,
          content_type: row.content_type,
        }
      : undefined
  }
}

import type { Readable } from 'node:stream'
import { recordAudit } from '../audit/audit.repository.ts'
import { AlreadyExistsError, InvalidInputError, TooLargeError } from '../common/errors.ts'
import type { Deps } from '../deps.ts'
import { contentTypeFor, isSafeBlobPath } from '../files/blob-path.ts'
import { BlobExistsError, BlobTooLargeError } from '../files/blob-store.ts'
import type { FileRow } from '../storage/tables.ts'
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

  async upload(
    path: string,
    body: Readable | Buffer,
    maxBytes: number,
    contentType?: string,
  ): Promise<StoredFile> {
    if (!isSafeBlobPath(path)) {
      throw new InvalidInputError(
        'File path must be relative segments of letters, digits, "_", "-" and "." (no "..", no leading dot)',
      )
    }
    if (await this.find(path))
      throw new AlreadyExistsError(`A file is already stored at ${path}; files are immutable`)
    let stored: { size: number; sha256: string }
    try {
      stored = await this.deps.blobs.put(path, body, maxBytes)
    } catch (err) {
      if (err instanceof BlobTooLargeError)
        throw new TooLargeError(`File is larger than the upload limit of ${maxBytes} bytes`)
      if (err instanceof BlobExistsError)
        throw new AlreadyExistsError(`A file is already stored at ${path}; files are immutable`)
      throw err
    }
    const now = new Date(this.deps.clock.now())
    const row: FileRow = {
      path,
      data_byte_size: stored.size,
      sha256: stored.sha256,
      content_type:
        contentType && contentType !== 'application/octet-stream' ? contentType : contentTypeFor(path),
      date_created: now.toISOString(),
    }
    await this.deps.db.transaction().execute(async (trx) => {
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

import { randomUUID } from 'node:crypto'
import { constants, createReadStream, createWriteStream } from 'node:fs'
import { access, link, lstat, mkdir, realpath, unlink } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { isSafeBlobPath } from './blob-path.ts'
import {
  BlobChecksumError,
  BlobExistsError,
  type BlobStore,
  type ByteRange,
  NotStoredError,
  type PutOptions,
  StorageUnavailableError,
  type StoredBlob,
} from './blob-store.ts'
import { meteredDigest } from './metered-digest.ts'
import type { UrlSigner } from './url-signer.ts'

/**
 * Blobs as files under `<root>`; uploads land in `<root>/.incoming` and are linked into place.
 * Links are HMAC-signed links to the service's own `GET /files/{path}` route.
 */
export class LocalBlobStore implements BlobStore {
  readonly kind = 'local' as const

  constructor(
    readonly root: string,
    private readonly signer: UrlSigner,
  ) {}

  private resolve(path: string): string {
    if (!isSafeBlobPath(path)) throw new Error(`unsafe blob path: ${path}`)
    return join(this.root, path)
  }

  async put(
    path: string,
    body: Readable | Buffer,
    maxBytes: number,
    options: PutOptions = {},
  ): Promise<StoredBlob> {
    const target = this.resolve(path)
    const incoming = join(this.root, '.incoming')
    await mkdir(incoming, { recursive: true })
    await mkdir(dirname(target), { recursive: true })
    // A linked folder on the way would put the file outside the store.
    if ((await realpath(dirname(target))) !== join(await realpath(this.root), dirname(path)))
      throw new Error(`blob path ${path} passes through a symbolic link`)
    const tmp = join(incoming, randomUUID())
    const meter = meteredDigest(maxBytes)
    let sha256 = ''
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body
    try {
      await pipeline(source, meter.transform, createWriteStream(tmp, { flags: 'wx' }))
      sha256 = meter.digest()
      if (options.sha256 !== undefined && options.sha256 !== sha256)
        throw new BlobChecksumError(options.sha256, sha256)
      // link() fails if the target exists, so two uploads to one path cannot overwrite each other.
      await link(tmp, target).catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'EEXIST' ? new BlobExistsError(`${path} already exists`) : err
      })
    } finally {
      await unlink(tmp).catch(() => {})
    }
    return { size: meter.size(), sha256 }
  }

  localPath(path: string): string | undefined {
    return isSafeBlobPath(path) ? join(this.root, path) : undefined
  }

  /**
   * True for a regular file reached without any symbolic link, at any level: a link planted in
   * the blob folder (to the database, the secrets, /etc) is not a file of the store.
   */
  async exists(path: string): Promise<boolean> {
    try {
      const full = this.resolve(path)
      if (!(await lstat(full)).isFile()) return false
      return (await realpath(full)) === join(await realpath(this.root), path)
    } catch {
      return false
    }
  }

  async size(path: string): Promise<number | undefined> {
    if (!(await this.exists(path))) return undefined
    return (await lstat(this.resolve(path))).size
  }

  /** A folder keeps no digest beside a file. */
  async recordedSha256(_path: string): Promise<string | undefined> {
    return undefined
  }

  async read(path: string, range?: ByteRange): Promise<Readable> {
    if (!(await this.exists(path))) throw new NotStoredError(`nothing is stored at ${path}`)
    const stream = createReadStream(
      this.resolve(path),
      range ? { start: range.start, ...(range.end !== undefined ? { end: range.end } : {}) } : {},
    )
    // Opened before it is handed over, so a vanished file is an error here, not mid-response.
    await new Promise<void>((ok, fail) => stream.once('open', () => ok()).once('error', fail))
    return stream
  }

  presign(path: string, seconds?: number): string {
    return this.signer.sign(path, seconds)
  }

  async delete(path: string): Promise<void> {
    if (await this.exists(path)) await unlink(this.resolve(path)).catch(() => {})
  }

  async check(): Promise<void> {
    try {
      await access(this.root, constants.R_OK | constants.W_OK)
    } catch (err) {
      throw new StorageUnavailableError(`The file folder ${this.root} is not writable`, { cause: err })
    }
  }

  async close(): Promise<void> {}
}

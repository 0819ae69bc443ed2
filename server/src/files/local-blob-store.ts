import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { link, lstat, mkdir, realpath, unlink } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable, Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { isSafeBlobPath } from './blob-path.ts'
import { BlobExistsError, type BlobStore, BlobTooLargeError, type StoredBlob } from './blob-store.ts'

/** Blobs as files under `<root>`; uploads land in `<root>/.incoming` and are linked into place. */
export class LocalBlobStore implements BlobStore {
  constructor(readonly root: string) {}

  private resolve(path: string): string {
    if (!isSafeBlobPath(path)) throw new Error(`unsafe blob path: ${path}`)
    return join(this.root, path)
  }

  async put(path: string, body: Readable | Buffer, maxBytes: number): Promise<StoredBlob> {
    const target = this.resolve(path)
    const incoming = join(this.root, '.incoming')
    await mkdir(incoming, { recursive: true })
    await mkdir(dirname(target), { recursive: true })
    // A linked folder on the way would put the file outside the store.
    if ((await realpath(dirname(target))) !== join(await realpath(this.root), dirname(path)))
      throw new Error(`blob path ${path} passes through a symbolic link`)
    const tmp = join(incoming, randomUUID())
    const hash = createHash('sha256')
    let size = 0
    const meter = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        size += chunk.length
        if (size > maxBytes) return cb(new BlobTooLargeError(`file is larger than ${maxBytes} bytes`))
        hash.update(chunk)
        cb(null, chunk)
      },
    })
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body
    try {
      await pipeline(source, meter, createWriteStream(tmp, { flags: 'wx' }))
      // link() fails if the target exists, so two uploads to one path cannot overwrite each other.
      await link(tmp, target).catch((err: NodeJS.ErrnoException) => {
        throw err.code === 'EEXIST' ? new BlobExistsError(`${path} already exists`) : err
      })
    } finally {
      await unlink(tmp).catch(() => {})
    }
    return { size, sha256: hash.digest('hex') }
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
}

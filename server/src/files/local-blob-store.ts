import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { link, mkdir, stat, unlink } from 'node:fs/promises'
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

  async exists(path: string): Promise<boolean> {
    try {
      return (await stat(this.resolve(path))).isFile()
    } catch {
      return false
    }
  }
}

import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { link, mkdir, open, realpath, truncate, unlink } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { isSafeBlobPath } from '../files/blob-path.ts'
import { BlobExistsError } from '../files/blob-store.ts'
import type { UploadPartRow } from '../storage/tables.ts'
import { BodyTooLong } from './direct-body.ts'

/**
 * The local folder's fast path for resumable uploads: each PATCH appends its bytes to one file
 * of its own under `<blobs>/_uploads/<id>/`, committing the offset (compare-and-set) every
 * `commitBytes`; the finished upload's parts are joined into the first one (a single-PATCH upload
 * has nothing to join) and that file is linked into place as the file: every byte is written once.
 * A PATCH that loses the compare-and-set keeps what it had committed and stops; nothing it wrote
 * after is ever read, so two writers at one offset cannot mix their bytes.
 */
export const STAGED_COMMIT_BYTES = 16 * 1024 * 1024

/** Up to this much is gathered before one write to the file (held per upload: 10 uploads, 2.5 MiB). */
const WRITE_BYTES = 256 * 1024

export interface StagedWrite {
  /** The part's key (its path in the store); its file is `<root>/<key>`. */
  key: string
  /** Called with the committed end each time `commitBytes` more are written, and at the end. */
  commit(from: number, to: number, first: boolean): Promise<void>
  /** Every byte as it is written, in order (the upload's running sha256). */
  onBytes?: (chunk: Buffer) => void
}

/**
 * Appends the request's bytes to the part file; returns the committed end. A connection that
 * breaks ends the part at what arrived; a failed commit (another writer moved the offset) is
 * thrown after the part's file is removed if nothing of it was committed, and so is a body longer
 * than the upload (BodyTooLong, after what came before it is committed). One write is in flight
 * while the next batch gathers: the disk and the network overlap, two batches held per upload.
 */
export async function writeStaged(
  root: string,
  stream: AsyncIterable<Buffer>,
  offset: number,
  w: StagedWrite,
  commitBytes = STAGED_COMMIT_BYTES,
): Promise<number> {
  const file = join(root, w.key)
  await mkdir(dirname(file), { recursive: true })
  const fd = await open(file, 'wx')
  let written = offset
  let committed = offset
  let held: Buffer[] = []
  let heldBytes = 0
  let inFlight: Promise<unknown> = Promise.resolve()
  const flush = async () => {
    if (heldBytes === 0) return
    const chunks = held
    held = []
    heldBytes = 0
    await inFlight
    inFlight = fd.writev(chunks)
    inFlight.catch(() => {}) // seen by the next await of it
  }
  const commit = async () => {
    await flush()
    await inFlight
    if (written === committed) return
    await w.commit(committed, written, committed === offset)
    committed = written
  }
  let refused: unknown
  try {
    const it = stream[Symbol.asyncIterator]()
    for (;;) {
      let next: IteratorResult<Buffer>
      try {
        next = await it.next()
      } catch (err) {
        if (err instanceof BodyTooLong) refused = err
        break // The connection broke: what arrived is good; the client resumes after it.
      }
      if (next.done) break
      const chunk = next.value
      held.push(chunk)
      heldBytes += chunk.length
      written += chunk.length
      w.onBytes?.(chunk)
      if (heldBytes >= WRITE_BYTES) await flush()
      if (written - committed >= commitBytes) await commit()
    }
    await commit()
    if (refused) throw refused
    return committed
  } catch (err) {
    await inFlight.catch(() => {})
    if (committed === offset) await unlink(file).catch(() => {})
    throw err
  } finally {
    await fd.close()
  }
}

/**
 * The finished upload's parts as one file: the first part's file, cut to its committed size,
 * with every later part's committed bytes appended (only bytes sent after a break are copied).
 */
export async function joinParts(root: string, parts: UploadPartRow[]): Promise<string> {
  const [first, ...rest] = parts
  if (!first) throw new Error('an upload without parts cannot be joined')
  const file = join(root, first.key)
  await truncate(file, Number(first.size))
  for (const p of rest) {
    if (Number(p.size) === 0) continue
    await pipeline(
      createReadStream(join(root, p.key), { start: 0, end: Number(p.size) - 1, highWaterMark: WRITE_BYTES }),
      createWriteStream(file, { flags: 'a' }),
    )
  }
  return file
}

/**
 * Links `file` into the folder as `path` (never over an existing file: BlobExistsError), the
 * same checks as the local store's own writes, then removes the staging name.
 */
export async function placeFile(root: string, file: string, path: string): Promise<void> {
  if (!isSafeBlobPath(path)) throw new Error(`unsafe blob path: ${path}`)
  const target = join(root, path)
  await mkdir(dirname(target), { recursive: true })
  // A linked folder on the way would put the file outside the store.
  if ((await realpath(dirname(target))) !== join(await realpath(root), dirname(path)))
    throw new Error(`blob path ${path} passes through a symbolic link`)
  await link(file, target).catch((err: NodeJS.ErrnoException) => {
    throw err.code === 'EEXIST' ? new BlobExistsError(`${path} already exists`) : err
  })
  await unlink(file).catch(() => {})
}

export const partKey = (prefix: string, id: string, start: number) =>
  `${prefix}/${id}/${start}-${randomBytes(6).toString('hex')}`

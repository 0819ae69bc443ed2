import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { BlobStore } from './blob-store.ts'

/** Copies from another store are bounded: a larger file is not read (docs/streams.md#storage). */
export const MAX_LOCAL_COPY_BYTES = 2 * 1024 ** 3

export class CopyTooLargeError extends Error {
  constructor(
    readonly bytes: number,
    readonly maxBytes: number,
  ) {
    super(`the file (${bytes} bytes or more) is larger than the ${maxBytes} bytes Hangar copies to read`)
  }
}

export interface LocalFile {
  path: string
  /** Removes the copy (nothing for a file of the local store). */
  release(): Promise<void>
}

/**
 * A stored file as a file of this machine, for readers that open files themselves (ffmpeg, the
 * index worker's range reads): the local store's own file, or a copy of the bytes read through
 * the store (an S3 bucket) into `scratchRoot`, at most `maxBytes` (checked before and while
 * copying). NotStoredError when nothing is stored at `link`; `release` removes the copy.
 */
export async function localCopy(
  blobs: BlobStore,
  link: string,
  opts: { scratchRoot: string; maxBytes?: number; signal?: AbortSignal },
): Promise<LocalFile> {
  const local = blobs.localPath(link)
  if (local !== undefined) return { path: local, release: async () => {} }
  const max = opts.maxBytes ?? MAX_LOCAL_COPY_BYTES
  const size = await blobs.size(link)
  if (size !== undefined && size > max) throw new CopyTooLargeError(size, max)
  const dir = join(opts.scratchRoot, randomUUID())
  const release = () => rm(dir, { recursive: true, force: true })
  await mkdir(dir, { recursive: true })
  // The extension stays: readers and ffmpeg go by it.
  const path = join(dir, `file${extname(link).toLowerCase()}`)
  let seen = 0
  const bound = new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length
      done(seen > max ? new CopyTooLargeError(seen, max) : null, chunk)
    },
  })
  try {
    await pipeline(await blobs.read(link), bound, createWriteStream(path), { signal: opts.signal })
  } catch (err) {
    await release()
    throw err
  }
  return { path, release }
}

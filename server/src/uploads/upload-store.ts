import { createHash, type Hash } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { DataStore, ERRORS, Upload } from '@tus/utils'
import type { Transaction } from 'kysely'
import type { Clock } from '../common/clock.ts'
import type { BlobStore } from '../files/blob-store.ts'
import { LocalBlobStore } from '../files/local-blob-store.ts'
import type { Db } from '../storage/db.ts'
import type { Database, UploadPartRow, UploadRow } from '../storage/tables.ts'
import { BodyTooLong, directBodies, directChunks } from './direct-body.ts'
import { partKey, writeStaged } from './staged-file.ts'

import { UPLOAD_PIECES_PREFIX } from './uploads-path.ts'

export { UPLOAD_PIECES_PREFIX }

/**
 * In a bucket, bytes received are stored in pieces of at most this size, each committed (stored,
 * then its offset advanced) before the next: a connection that breaks loses at most the piece in
 * flight, and what one process stored another continues from. It is also the memory an upload
 * holds. The local folder appends to one file per PATCH instead (staged-file.ts).
 */
export const PIECE_BYTES = 4 * 1024 * 1024

export interface UploadTarget {
  path: string
  sha256: string
  contentType: string | undefined
}

/**
 * tus's data store for Hangar: the upload's state in the database (shared by every service
 * process), its bytes in the BlobStore — as pieces in a bucket, as one file per PATCH in the
 * local folder (staged-file.ts) — so an upload started on one process finishes on another. The
 * offset advances only by a compare-and-set (`received = old`): that is the lock. Two clients
 * resuming the same upload cannot both write at one offset: the loser's bytes are never part of
 * the upload and it is told to ask for the offset again (409). docs/platform.md#locking.
 */
export class HangarUploadStore extends DataStore {
  /** The local folder's root when the store is one (the fast path); undefined for a bucket. */
  readonly localRoot: string | undefined
  /**
   * The running sha256 of uploads this process received from their first byte, by id, with the
   * offset it has reached: a finish (or a PATCH continuing at that offset) needs no read-back.
   */
  private readonly digests = new Map<string, { offset: number; hash: Hash }>()
  /** See finishedInThisRequest. */
  private readonly justFinished = new Map<string, Upload>()

  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly clock: Clock,
    private readonly expiryMs: number,
  ) {
    super()
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration']
    this.localRoot = blobs instanceof LocalBlobStore ? blobs.root : undefined
  }

  /** The sha256 of the whole upload when this process saw every byte of it arrive. */
  takeDigest(id: string, size: number): string | undefined {
    const d = this.digests.get(id)
    this.digests.delete(id)
    return d && d.offset === size ? d.hash.digest('hex') : undefined
  }

  /** Set by the route before tus calls `create`: what the upload becomes once complete. */
  static target(upload: Upload): UploadTarget {
    const m = upload.metadata ?? {}
    return { path: m.path ?? '', sha256: m.sha256 ?? '', contentType: m.filetype ?? undefined }
  }

  override async create(upload: Upload): Promise<Upload> {
    if (upload.size === undefined) throw ERRORS.INVALID_LENGTH
    const target = HangarUploadStore.target(upload)
    const now = this.clock.now()
    upload.creation_date = new Date(now).toISOString()
    await this.db
      .insertInto('uploads')
      .values({
        id: upload.id,
        path: target.path,
        sha256: target.sha256,
        content_type: target.contentType ?? null,
        size: upload.size,
        received: 0,
        state: 'receiving',
        created_at: upload.creation_date,
        expires_at: new Date(now + this.expiryMs).toISOString(),
      })
      .execute()
    return upload
  }

  private async row(id: string): Promise<UploadRow | undefined> {
    return this.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /**
   * A POST that carried every byte (creation-with-upload) made the file, and the upload is gone;
   * @tus/server then reads it once more for its answer's headers, which would be a 404 although
   * the file is stored. That one read gets the finished upload.
   */
  finishedInThisRequest(upload: Upload): void {
    this.justFinished.set(upload.id, upload)
  }

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.row(id)
    if (!row) {
      const finished = this.justFinished.get(id)
      this.justFinished.delete(id)
      if (finished) return finished
      throw ERRORS.FILE_NOT_FOUND
    }
    return new Upload({
      id: row.id,
      size: Number(row.size),
      offset: Number(row.received),
      metadata: {
        path: row.path,
        sha256: row.sha256,
        ...(row.content_type ? { filetype: row.content_type } : {}),
      },
      creation_date: row.created_at,
    })
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const direct = directBodies.getStore()
    if (!direct) return this.writeFrom(stream, id, offset)
    // The route left the request's body for us (direct-body.ts): tus's stream carries no bytes and
    // ends early only if tus takes the upload away from this request.
    const ended = new Promise<void>((resolve) => {
      stream.once('end', resolve)
      stream.once('close', resolve)
      stream.once('error', () => resolve())
    })
    stream.resume()
    try {
      const row = await this.row(id)
      if (!row) throw ERRORS.FILE_NOT_FOUND
      // tus's StreamLimiter is bypassed with its stream: no byte past the upload's length.
      return await this.writeFrom(directChunks(direct.raw, Number(row.size) - offset, ended), id, offset)
    } catch (err) {
      throw err instanceof BodyTooLong ? ERRORS.ERR_MAX_SIZE_EXCEEDED : err
    } finally {
      direct.close()
      await ended
    }
  }

  private async writeFrom(stream: AsyncIterable<Buffer>, id: string, offset: number): Promise<number> {
    if (this.localRoot !== undefined) return this.writeLocal(this.localRoot, stream, id, offset)
    let at = offset
    let held: Buffer[] = []
    let heldBytes = 0
    const flush = async () => {
      if (heldBytes === 0) return
      const piece = Buffer.concat(held, heldBytes)
      held = []
      heldBytes = 0
      at = await this.commitPiece(id, at, piece)
    }
    let refused: unknown
    const it = stream[Symbol.asyncIterator]()
    for (;;) {
      let next: IteratorResult<Buffer>
      try {
        next = await it.next()
      } catch (err) {
        if (err instanceof BodyTooLong) refused = err
        break // The connection broke: what arrived is still good; the client resumes after it.
      }
      if (next.done) break
      held.push(next.value)
      heldBytes += next.value.length
      // A piece another writer beat to its offset throws (409): this request stops there.
      if (heldBytes >= PIECE_BYTES) await flush()
    }
    await flush()
    if (refused) throw refused
    return at
  }

  private async writeLocal(
    root: string,
    stream: AsyncIterable<Buffer>,
    id: string,
    offset: number,
  ): Promise<number> {
    const known = this.digests.get(id)
    this.digests.delete(id)
    const hash = offset === 0 ? createHash('sha256') : known?.offset === offset ? known.hash : undefined
    const key = partKey(UPLOAD_PIECES_PREFIX, id, offset)
    const end = await writeStaged(root, stream, offset, {
      key,
      ...(hash ? { onBytes: (b: Buffer) => hash.update(b) } : {}),
      commit: (from, to, first) =>
        this.advance(id, from, to, async (trx) => {
          if (first)
            await trx
              .insertInto('upload_parts')
              .values({ upload_id: id, start: offset, size: to - offset, key })
              .execute()
          else
            await trx
              .updateTable('upload_parts')
              .set({ size: to - offset })
              .where('upload_id', '=', id)
              .where('start', '=', offset)
              .execute()
        }),
    })
    if (hash) this.digests.set(id, { offset: end, hash })
    return end
  }

  /**
   * The lock: moves the offset from `from` to `to` only if it is still `from` (and the upload
   * still receiving), with `andThen` in the same transaction; otherwise 409.
   */
  private async advance(
    id: string,
    from: number,
    to: number,
    andThen: (trx: Transaction<Database>) => Promise<void>,
  ): Promise<void> {
    const advanced = await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('uploads')
        .set({ received: to })
        .where('id', '=', id)
        .where('received', '=', from)
        .where('state', '=', 'receiving')
        .executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) return false
      await andThen(trx)
      return true
    })
    if (!advanced) throw ERRORS.INVALID_OFFSET
  }

  /** Stores one piece, then advances the offset from `start` — or removes it if another did. */
  private async commitPiece(id: string, start: number, piece: Buffer): Promise<number> {
    const key = partKey(UPLOAD_PIECES_PREFIX, id, start)
    await this.blobs.put(key, piece, piece.length)
    const end = start + piece.length
    try {
      await this.advance(id, start, end, async (trx) => {
        await trx
          .insertInto('upload_parts')
          .values({ upload_id: id, start, size: piece.length, key })
          .execute()
      })
    } catch (err) {
      await this.blobs.delete(key).catch(() => {})
      throw err
    }
    return end
  }

  /** The pieces of an upload, in order. */
  async parts(id: string): Promise<UploadPartRow[]> {
    return this.db
      .selectFrom('upload_parts')
      .selectAll()
      .where('upload_id', '=', id)
      .orderBy('start')
      .execute()
  }

  /**
   * Claims a complete upload for finishing; false if it is not complete or another request is
   * already finishing it.
   */
  async claim(id: string): Promise<boolean> {
    const r = await this.db
      .updateTable('uploads')
      .set({ state: 'finishing' })
      .where('id', '=', id)
      .where('state', '=', 'receiving')
      .whereRef('received', '=', 'size')
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }

  /** Lets a claimed upload be finished again (the file store was unavailable). */
  async release(id: string): Promise<void> {
    await this.db.updateTable('uploads').set({ state: 'receiving' }).where('id', '=', id).execute()
  }

  /** Termination, and what a finished, refused or expired upload leaves: nothing. */
  override async remove(id: string): Promise<void> {
    const parts = await this.parts(id)
    const row = await this.row(id)
    if (!row) throw ERRORS.FILE_NOT_FOUND
    this.digests.delete(id)
    for (const p of parts) await this.blobs.delete(p.key)
    // The local folder's parts (committed or not) live in one folder per upload.
    if (this.localRoot !== undefined)
      await rm(join(this.localRoot, UPLOAD_PIECES_PREFIX, id), { recursive: true, force: true })
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('upload_parts').where('upload_id', '=', id).execute()
      await trx.deleteFrom('uploads').where('id', '=', id).execute()
    })
  }

  override async deleteExpired(): Promise<number> {
    const now = new Date(this.clock.now()).toISOString()
    const expired = await this.db.selectFrom('uploads').select('id').where('expires_at', '<', now).execute()
    let removed = 0
    for (const { id } of expired) {
      await this.remove(id).catch(() => {})
      removed++
    }
    return removed
  }

  override getExpiration(): number {
    return this.expiryMs
  }
}

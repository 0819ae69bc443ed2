import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { DataStore, ERRORS, Upload } from '@tus/utils'
import type { Clock } from '../common/clock.ts'
import type { BlobStore } from '../files/blob-store.ts'
import type { Db } from '../storage/db.ts'
import type { UploadPartRow, UploadRow } from '../storage/tables.ts'

/** Where pieces of unfinished uploads live in the file store; no file path may start with it. */
export const UPLOAD_PIECES_PREFIX = '_uploads'

/**
 * Bytes received are stored in pieces of at most this size, each committed (stored, then its
 * offset advanced) before the next: a connection that breaks loses at most the piece in flight,
 * and what one process stored another continues from. It is also the memory an upload holds.
 */
export const PIECE_BYTES = 4 * 1024 * 1024

export interface UploadTarget {
  path: string
  sha256: string
  contentType: string | undefined
}

/**
 * tus's data store for Hangar: the upload's state in the database (shared by every service
 * process), its bytes as pieces in the BlobStore (the local folder or the bucket), so an upload
 * started on one process finishes on another. The offset advances only by a compare-and-set
 * (`received = old`), so two clients resuming the same upload cannot both write at one offset:
 * the loser's piece is removed and it is told to ask for the offset again (409).
 */
export class HangarUploadStore extends DataStore {
  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
    private readonly clock: Clock,
    private readonly expiryMs: number,
  ) {
    super()
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration']
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

  override async getUpload(id: string): Promise<Upload> {
    const row = await this.row(id)
    if (!row) throw ERRORS.FILE_NOT_FOUND
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
    try {
      for await (const chunk of stream) {
        const b = chunk as Buffer
        held.push(b)
        heldBytes += b.length
        if (heldBytes >= PIECE_BYTES) await flush()
      }
    } catch {
      // The connection broke: what arrived is still good; the client resumes after it.
    }
    await flush()
    return at
  }

  /** Stores one piece, then advances the offset from `start` — or removes it if another did. */
  private async commitPiece(id: string, start: number, piece: Buffer): Promise<number> {
    const key = `${UPLOAD_PIECES_PREFIX}/${id}/${start}-${randomBytes(6).toString('hex')}`
    await this.blobs.put(key, piece, piece.length)
    const end = start + piece.length
    const advanced = await this.db.transaction().execute(async (trx) => {
      const r = await trx
        .updateTable('uploads')
        .set({ received: end })
        .where('id', '=', id)
        .where('received', '=', start)
        .where('state', '=', 'receiving')
        .executeTakeFirst()
      if (Number(r.numUpdatedRows) !== 1) return false
      await trx.insertInto('upload_parts').values({ upload_id: id, start, size: piece.length, key }).execute()
      return true
    })
    if (!advanced) {
      await this.blobs.delete(key).catch(() => {})
      throw ERRORS.INVALID_OFFSET
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
    for (const p of parts) await this.blobs.delete(p.key)
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

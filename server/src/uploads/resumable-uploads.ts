import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { Server } from '@tus/server'
import { ERRORS, type Upload } from '@tus/utils'
import type { Clock } from '../common/clock.ts'
import { AlreadyExistsError, DomainError, InvalidInputError } from '../common/errors.ts'
import type { BlobStore } from '../files/blob-store.ts'
import { BlobExistsError, StorageUnavailableError } from '../files/blob-store.ts'
import type { FileService, StoredFile } from '../platform/file.service.ts'
import { errorReply } from '../plugins/error-statuses.ts'
import type { Db } from '../storage/db.ts'
import type { UploadPartRow } from '../storage/tables.ts'
import { joinParts, placeFile } from './staged-file.ts'
import { HangarUploadStore } from './upload-store.ts'
import { UPLOADS_PATH } from './uploads-path.ts'

const SHA256 = /^[0-9a-f]{64}$/

/** A refusal in tus's terms, with the service's `{detail}` body. */
function refusal(status: number, detail: string) {
  return { status_code: status, body: JSON.stringify({ detail }) }
}

function asRefusal(err: unknown) {
  const reply = errorReply(err)
  if (reply) return refusal(reply.status, reply.detail)
  throw err
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

export interface ResumableUploads {
  tus: Server
  store: HangarUploadStore
}

/**
 * tus 1.0 at `/admin/uploads` (creation, creation-with-upload, termination, expiration):
 * `Upload-Metadata` names the file's `path` (the rules of `PUT /admin/files/{path}`) and its
 * `sha256`; the upload becomes that file once every byte is in and the digest matches — through
 * FileService.upload, so with the same 409, audit entry and link as a one-shot upload.
 */
export function resumableUploads(opts: {
  db: Db
  blobs: BlobStore
  files: FileService
  clock: Clock
  uploadLimit: number
  expiryMs: number
}): ResumableUploads {
  const store = new HangarUploadStore(opts.db, opts.blobs, opts.clock, opts.expiryMs)
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    relativeLocation: true,
    maxSize: opts.uploadLimit,
    async onUploadCreate(_req, upload: Upload) {
      const { path, sha256 } = HangarUploadStore.target(upload)
      if (!path) throw refusal(422, 'Upload-Metadata must name the file: path')
      if (!SHA256.test(sha256))
        throw refusal(422, 'Upload-Metadata must carry the sha256 of the whole file, 64 lowercase hex digits')
      try {
        await opts.files.checkPath(path)
      } catch (err) {
        throw asRefusal(err)
      }
      return {}
    },
    async onUploadFinish(req, upload: Upload) {
      const stored = await finish(upload.id)
      // creation-with-upload: tus reads the upload once more after this (for Upload-Expires).
      if (req.method === 'POST') store.finishedInThisRequest(upload)
      return {
        status_code: 204,
        headers: { 'Hangar-File-Link': stored.link, 'Hangar-File-Sha256': stored.sha256 },
      }
    },
    onResponseError(_req, err) {
      // tus's own lock (one per process) took this request's upload for a newer request of it.
      if (!(err instanceof Error) && err.body === ERRORS.ABORTED.body)
        return refusal(423, 'Another request took over this upload: ask HEAD for the offset and resume')
      if (err instanceof Error) {
        const reply = errorReply(err)
        return reply ? refusal(reply.status, reply.detail) : undefined
      }
      const body = err.body.trim()
      return {
        status_code: err.status_code,
        body: body.startsWith('{') ? body : JSON.stringify({ detail: body }),
      }
    },
  })

  async function finish(id: string): Promise<StoredFile> {
    if (!(await store.claim(id))) throw refusal(409, 'This upload is already being finished')
    const upload = await store.getUpload(id)
    const { path, sha256, contentType } = HangarUploadStore.target(upload)
    const parts = await store.parts(id)
    if (store.localRoot !== undefined) return finishLocal(store.localRoot, upload, parts)
    const bytes = Readable.from(
      (async function* () {
        for (const p of parts) yield* await opts.blobs.read(p.key)
      })(),
    )
    try {
      const stored = await opts.files.upload(path, bytes, opts.uploadLimit, contentType, sha256)
      await store.remove(id).catch(() => {})
      return stored
    } catch (err) {
      // The store could not be reached: every byte is still there; a PATCH at the end retries.
      if (err instanceof StorageUnavailableError) {
        await store.release(id)
        throw asRefusal(err)
      }
      // A wrong digest or a path taken meanwhile: nothing of the upload is kept.
      if (err instanceof DomainError || err instanceof AlreadyExistsError) {
        await store.remove(id).catch(() => {})
        throw asRefusal(err)
      }
      await store.release(id)
      throw err
    }
  }

  /**
   * The local folder: the parts joined into the first one's file, its sha256 the one computed as
   * the bytes arrived (or read once now if another process received some), linked into place.
   */
  async function finishLocal(root: string, upload: Upload, parts: UploadPartRow[]): Promise<StoredFile> {
    const { path, sha256, contentType } = HangarUploadStore.target(upload)
    try {
      const file = await joinParts(root, parts)
      const actual = store.takeDigest(upload.id, upload.size ?? 0) ?? (await fileSha256(file))
      if (actual !== sha256)
        throw new InvalidInputError(
          `The uploaded bytes do not match the declared sha256 (${sha256}; received ${actual}); nothing was stored`,
        )
      await opts.files.checkPath(path)
      await placeFile(root, file, path).catch((err) => {
        throw err instanceof BlobExistsError
          ? new AlreadyExistsError(`A file is already stored at ${path}; files are immutable`)
          : err
      })
      const stored = await opts.files.recordPlaced(
        path,
        { size: upload.size ?? 0, sha256: actual },
        contentType,
      )
      await store.remove(upload.id).catch(() => {})
      return stored
    } catch (err) {
      // A wrong digest or a path taken meanwhile: nothing of the upload is kept.
      if (err instanceof DomainError || err instanceof AlreadyExistsError) {
        await store.remove(upload.id).catch(() => {})
        throw asRefusal(err)
      }
      await store.release(upload.id)
      throw err
    }
  }
  return { tus, store }
}

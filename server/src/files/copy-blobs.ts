import { createHash } from 'node:crypto'
import { listFilesAfter } from '../platform/file.repository.ts'
import type { Db } from '../storage/db.ts'
import { BlobChecksumError, type BlobStore } from './blob-store.ts'

export interface CopyProgress {
  /** Files and bytes the database records. */
  files: number
  bytes: number
}

export interface CopyReport {
  copied: number
  /** Already in the destination with the recorded sha256 (an earlier, interrupted run). */
  skipped: number
  failed: { path: string; reason: string }[]
}

/** The digest the destination holds for `path`: recorded beside the object, or read and hashed. */
async function destinationSha256(to: BlobStore, path: string): Promise<string | undefined> {
  if (!(await to.exists(path))) return undefined
  const recorded = await to.recordedSha256(path)
  if (recorded) return recorded
  const hash = createHash('sha256')
  for await (const chunk of await to.read(path)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/**
 * Copies every file the database records from one store to another (`hangar storage copy`),
 * each verified against the sha256 recorded at upload: a source file whose bytes changed is
 * refused and nothing of it is left in the destination. Resumable: a file already in the
 * destination with the right digest is skipped, so a second run finishes what the first began.
 * Nothing is removed from the source.
 */
export async function copyBlobs(
  db: Db,
  from: BlobStore,
  to: BlobStore,
  onFile: (path: string, bytes: number) => void = () => {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, skipped: 0, failed: [] }
  let after = ''
  for (;;) {
    const rows = await listFilesAfter(db, after, 200)
    if (rows.length === 0) break
    for (const row of rows) {
      after = row.path
      try {
        const there = await destinationSha256(to, row.path)
        if (there === row.sha256) {
          report.skipped++
        } else if (there !== undefined) {
          report.failed.push({
            path: row.path,
            reason: `the destination holds other bytes (sha256 ${there}); remove that object and run again`,
          })
        } else {
          await to.put(row.path, await from.read(row.path), row.data_byte_size, {
            sha256: row.sha256,
            contentType: row.content_type,
          })
          report.copied++
        }
      } catch (err) {
        const reason =
          err instanceof BlobChecksumError
            ? `the source's bytes no longer match the recorded sha256 (${err.actual}); not copied`
            : (err as Error).message
        report.failed.push({ path: row.path, reason })
      }
      onFile(row.path, row.data_byte_size)
    }
  }
  return report
}

/** How much a copy has to go through: for the progress bar's total. */
export async function recordedTotals(db: Db): Promise<CopyProgress> {
  const r = await db
    .selectFrom('files')
    .select((eb) => [eb.fn.countAll<number>().as('files'), eb.fn.sum<number>('data_byte_size').as('bytes')])
    .executeTakeFirstOrThrow()
  return { files: Number(r.files), bytes: Number(r.bytes ?? 0) }
}

import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
import type { ReleaseExportTable } from '../storage/tables.ts'
import type { ExportFile } from './export.ts'

/** The `release_exports` table (migration 024, docs/exports.md). */

export type ExportRow = ReleaseExportTable

/** Inserts a queued export unless a live one (queued, running, done) holds its release and format. */
export async function insertExport(db: Db, row: ExportRow): Promise<boolean> {
  const r = await db
    .insertInto('release_exports')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  return Number(r.numInsertedOrUpdatedRows ?? 0) > 0
}

/** The live export of a release and format: queued, running or done. */
export async function liveExport(db: Db, releaseId: string, format: string): Promise<ExportRow | undefined> {
  return db
    .selectFrom('release_exports')
    .selectAll()
    .where('release_id', '=', releaseId)
    .where('format', '=', format)
    .where('status', '<>', 'failed')
    .executeTakeFirst()
}

export async function findExport(db: Db, id: string): Promise<ExportRow | undefined> {
  return db.selectFrom('release_exports').selectAll().where('id', '=', id).executeTakeFirst()
}

/** A release's exports, newest first. */
export async function listExports(db: Db, releaseId: string): Promise<ExportRow[]> {
  return db
    .selectFrom('release_exports')
    .selectAll()
    .where('release_id', '=', releaseId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

/** Running, with its progress (0..1); not once it has ended. */
export async function markRunning(db: Db, id: string, progress: number): Promise<void> {
  await db
    .updateTable('release_exports')
    .set({ status: 'running', progress })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute()
}

export async function markDone(
  db: Db,
  dialect: DialectInfo,
  id: string,
  files: ExportFile[],
  size: number,
  sha256: string,
  at: string,
): Promise<void> {
  await db
    .updateTable('release_exports')
    .set({
      status: 'done',
      progress: 1,
      files: dialect.encodeJson(files),
      size,
      sha256,
      error: null,
      finished_at: at,
    })
    .where('id', '=', id)
    .execute()
}

/** Failed for good, with the sentence; a done export stays done. */
export async function markFailed(db: Db, id: string, error: string, at: string): Promise<void> {
  await db
    .updateTable('release_exports')
    .set({ status: 'failed', error, finished_at: at })
    .where('id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .execute()
}

import type { Db } from '../storage/db.ts'
import type { FileRow } from '../storage/tables.ts'

export async function insertFile(db: Db, row: FileRow): Promise<void> {
  await db.insertInto('files').values(row).execute()
}

export async function findFile(db: Db, path: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('path', '=', path).executeTakeFirst()
}

/** Files in path order after `after`, `limit` at a time (keyset: a long copy never skips one). */
export async function listFilesAfter(db: Db, after: string, limit: number): Promise<FileRow[]> {
  return db.selectFrom('files').selectAll().where('path', '>', after).orderBy('path').limit(limit).execute()
}

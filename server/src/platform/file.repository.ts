import type { Db } from '../storage/db.ts'
import type { FileRow } from '../storage/tables.ts'

export async function insertFile(db: Db, row: FileRow): Promise<void> {
  await db.insertInto('files').values(row).execute()
}

export async function findFile(db: Db, path: string): Promise<FileRow | undefined> {
  return db.selectFrom('files').selectAll().where('path', '=', path).executeTakeFirst()
}

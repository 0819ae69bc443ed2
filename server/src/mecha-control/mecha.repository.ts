import type { Db } from '../storage/database.ts'
import type { MechaRow } from '../storage/tables.ts'

export async function insertMecha(db: Db, row: MechaRow): Promise<void> {
  await db.insertInto('mechas').values(row).execute()
}

export async function listMechaRows(db: Db): Promise<MechaRow[]> {
  return db.selectFrom('mechas').selectAll().orderBy('date_created', 'asc').execute()
}

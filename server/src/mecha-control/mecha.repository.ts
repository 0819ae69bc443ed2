import type { Db } from '../storage/db.ts'
import type { MechaRow } from '../storage/tables.ts'

export async function insertMecha(db: Db, row: MechaRow): Promise<void> {
  await db.insertInto('mechas').values(row).execute()
}

export async function listMechaRows(db: Db, organizationId?: string): Promise<MechaRow[]> {
  let q = db.selectFrom('mechas').selectAll()
  if (organizationId !== undefined) q = q.where('organization_id', '=', organizationId)
  return q.orderBy('date_created', 'asc').execute()
}

// Mecha ids are UUIDs; PostgreSQL refuses anything else in a uuid column, so such an id is simply unknown.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function findMechaRow(db: Db, id: string): Promise<MechaRow | undefined> {
  if (!UUID.test(id)) return undefined
  return db.selectFrom('mechas').selectAll().where('id', '=', id).executeTakeFirst()
}

import type { Db } from '../storage/database.ts'
import type { OrganizationRow } from '../storage/tables.ts'

export async function insertOrganization(db: Db, row: OrganizationRow): Promise<void> {
  await db.insertInto('organizations').values(row).execute()
}

export async function findOrganization(db: Db, id: string): Promise<OrganizationRow | undefined> {
  return db.selectFrom('organizations').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function listOrganizations(db: Db): Promise<OrganizationRow[]> {
  return db.selectFrom('organizations').selectAll().orderBy('date_created', 'asc').execute()
}

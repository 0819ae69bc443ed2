import type { Db } from '../storage/db.ts'
import type { DialectInfo } from '../storage/dialect.ts'
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

/**
 * Holds the organization's row until the transaction ends, so checks across its members (the
 * last owner) cannot interleave with another transaction doing the same.
 */
export async function lockOrganization(db: Db, dialect: DialectInfo, id: string): Promise<void> {
  if (!dialect.rowLocks) return
  await db.selectFrom('organizations').select('id').where('id', '=', id).forUpdate().execute()
}

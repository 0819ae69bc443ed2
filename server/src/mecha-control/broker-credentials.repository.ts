import type { Db } from '../storage/db.ts'
import type { MechaCredentialRow } from '../storage/tables.ts'

/** Stores (or replaces, on rotation) a mecha's broker credential digest. */
export async function saveMechaCredential(db: Db, row: MechaCredentialRow): Promise<void> {
  await db
    .insertInto('mecha_credentials')
    .values(row)
    .onConflict((oc) =>
      oc.column('mecha_id').doUpdateSet({ password_hash: row.password_hash, date_created: row.date_created }),
    )
    .execute()
}

export async function findMechaCredential(db: Db, username: string): Promise<MechaCredentialRow | undefined> {
  return db.selectFrom('mecha_credentials').selectAll().where('username', '=', username).executeTakeFirst()
}

export async function listMechaCredentials(db: Db): Promise<MechaCredentialRow[]> {
  return db.selectFrom('mecha_credentials').selectAll().orderBy('username').execute()
}

import type { Db } from '../storage/db.ts'
import type { UserRow } from '../storage/tables.ts'
import type { Role } from './roles.ts'

export async function insertUser(db: Db, row: UserRow): Promise<void> {
  await db.insertInto('users').values(row).execute()
}

export async function findUser(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The organization's member with this address; `email` must already be normalized (lower-cased, trimmed). */
export async function findMemberByEmail(
  db: Db,
  organizationId: string,
  email: string,
): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('email', '=', email)
    .executeTakeFirst()
}

/**
 * Every account of an address, one per organization at most, oldest first; `email` must already
 * be normalized. With `organizationId`, only that organization's.
 */
export async function findAccountsByEmail(
  db: Db,
  email: string,
  organizationId?: string,
): Promise<UserRow[]> {
  let q = db.selectFrom('users').selectAll().where('email', '=', email)
  if (organizationId !== undefined) q = q.where('organization_id', '=', organizationId)
  return q.orderBy('created_at', 'asc').orderBy('id', 'asc').execute()
}

/** The organization's people, oldest first, each with the last activity of any of their sessions. */
export async function listUsers(
  db: Db,
  organizationId: string,
): Promise<(UserRow & { last_seen_at: string | null })[]> {
  return db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) =>
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.max('sessions.last_seen_at').as('m'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .as('last_seen_at'),
    )
    .where('users.organization_id', '=', organizationId)
    .orderBy('users.created_at', 'asc')
    .orderBy('users.id', 'asc')
    .execute()
}

/** Every account of an address across organizations, oldest first, with its organization's name and last activity. */
export async function listAccountsByEmail(
  db: Db,
  email: string,
): Promise<(UserRow & { organization_name: string; last_seen_at: string | null })[]> {
  return db
    .selectFrom('users')
    .innerJoin('organizations', 'organizations.id', 'users.organization_id')
    .selectAll('users')
    .select('organizations.name as organization_name')
    .select((eb) =>
      eb
        .selectFrom('sessions')
        .select((s) => s.fn.max('sessions.last_seen_at').as('m'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .as('last_seen_at'),
    )
    .where('users.email', '=', email)
    .orderBy('users.created_at', 'asc')
    .orderBy('users.id', 'asc')
    .execute()
}

export async function countOwners(db: Db, organizationId: string): Promise<number> {
  const r = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('organization_id', '=', organizationId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow()
  return Number(r.n)
}

export async function setUserRole(db: Db, id: string, role: Role): Promise<void> {
  await db.updateTable('users').set({ role }).where('id', '=', id).execute()
}

export async function setPasswordHash(db: Db, id: string, hash: string): Promise<void> {
  await db.updateTable('users').set({ password_hash: hash }).where('id', '=', id).execute()
}

/** Moves a person to another organization with a role (the platform re-homes an account). */
export async function moveUser(db: Db, id: string, organizationId: string, role: Role): Promise<void> {
  await db.updateTable('users').set({ organization_id: organizationId, role }).where('id', '=', id).execute()
}

export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute()
}

import type { Db } from '../storage/db.ts'
import type { SessionRow, UserRow } from '../storage/tables.ts'

export async function insertSession(db: Db, row: SessionRow): Promise<void> {
  await db.insertInto('sessions').values(row).execute()
}

/** The session with this token digest and its person, if both exist. */
export async function findSessionByDigest(
  db: Db,
  digest: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const r = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([
      'sessions.id as s_id',
      'sessions.user_id as s_user_id',
      'sessions.organization_id as s_organization_id',
      'sessions.token_digest as s_token_digest',
      'sessions.created_at as s_created_at',
      'sessions.last_seen_at as s_last_seen_at',
      'sessions.expires_at as s_expires_at',
      'sessions.user_agent as s_user_agent',
      'sessions.ip as s_ip',
      'users.id',
      'users.organization_id',
      'users.email',
      'users.name',
      'users.password_hash',
      'users.role',
      'users.created_at',
    ])
    .where('sessions.token_digest', '=', digest)
    .executeTakeFirst()
  if (!r) return undefined
  return {
    session: {
      id: r.s_id,
      user_id: r.s_user_id,
      organization_id: r.s_organization_id,
      token_digest: r.s_token_digest,
      created_at: r.s_created_at,
      last_seen_at: r.s_last_seen_at,
      expires_at: r.s_expires_at,
      user_agent: r.s_user_agent,
      ip: r.s_ip,
    },
    user: {
      id: r.id,
      organization_id: r.organization_id,
      email: r.email,
      name: r.name,
      password_hash: r.password_hash,
      role: r.role,
      created_at: r.created_at,
    },
  }
}

/** A session with its person's current role, if both exist (the role is read now, never copied). */
export async function findSessionWithRole(
  db: Db,
  id: string,
): Promise<(SessionRow & { role: UserRow['role'] }) | undefined> {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('sessions')
    .select('users.role')
    .where('sessions.id', '=', id)
    .executeTakeFirst()
}

export async function touchSession(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now.toISOString() }).where('id', '=', id).execute()
}

/** A person's sessions still alive at `now` (not past their absolute end, seen after `idleSince`). */
export async function listLiveSessions(
  db: Db,
  userId: string,
  now: Date,
  idleSince: Date,
): Promise<SessionRow[]> {
  return db
    .selectFrom('sessions')
    .selectAll()
    .where('user_id', '=', userId)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', idleSince.toISOString())
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'asc')
    .execute()
}

/** Deletes one of a person's sessions; true when it existed. */
export async function deleteSession(db: Db, id: string, userId?: string): Promise<boolean> {
  let q = db.deleteFrom('sessions').where('id', '=', id)
  if (userId) q = q.where('user_id', '=', userId)
  const r = await q.executeTakeFirst()
  return Number(r.numDeletedRows) === 1
}

/** Deletes a person's sessions, except `keepId`; answers the deleted ones. */
export async function deleteSessionsOf(
  db: Db,
  userId: string,
  keepId?: string,
): Promise<Pick<SessionRow, 'id' | 'expires_at' | 'last_seen_at'>[]> {
  let q = db.selectFrom('sessions').select(['id', 'expires_at', 'last_seen_at']).where('user_id', '=', userId)
  if (keepId) q = q.where('id', '<>', keepId)
  const rows = await q.execute()
  if (rows.length > 0)
    await db
      .deleteFrom('sessions')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute()
  return rows
}

/** Removes every session past its absolute end or idle past the timeout. */
export async function deleteDeadSessions(db: Db, now: Date, idleSince: Date): Promise<number> {
  const r = await db
    .deleteFrom('sessions')
    .where((eb) =>
      eb.or([eb('expires_at', '<=', now.toISOString()), eb('last_seen_at', '<=', idleSince.toISOString())]),
    )
    .executeTakeFirst()
  return Number(r.numDeletedRows)
}

import type { Db } from '../storage/db.ts'
import type { InvitationRow } from '../storage/tables.ts'

export async function insertInvitation(db: Db, row: InvitationRow): Promise<void> {
  await db.insertInto('invitations').values(row).execute()
}

/** The invitation with this token digest and its organization's name. */
export async function findInvitationByDigest(
  db: Db,
  digest: string,
): Promise<(InvitationRow & { organization_name: string }) | undefined> {
  return db
    .selectFrom('invitations')
    .innerJoin('organizations', 'organizations.id', 'invitations.organization_id')
    .selectAll('invitations')
    .select('organizations.name as organization_name')
    .where('invitations.token_digest', '=', digest)
    .executeTakeFirst()
}

export async function findInvitation(db: Db, id: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst()
}

/** Invitations not yet accepted and not expired at `now`, newest first. */
export async function listPendingInvitations(db: Db, organizationId: string, now: Date) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id', 'asc')
    .execute()
}

/**
 * Marks the invitation used if it still is usable at `now`: the single-use guarantee (under
 * any concurrency exactly one acceptance gets `true`).
 */
export async function markInvitationAccepted(db: Db, id: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('invitations')
    .set({ accepted_at: now.toISOString() })
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** Deletes an organization's unused invitation; true when there was one. */
export async function deleteUnusedInvitation(db: Db, organizationId: string, id: string): Promise<boolean> {
  const r = await db
    .deleteFrom('invitations')
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .where('accepted_at', 'is', null)
    .executeTakeFirst()
  return Number(r.numDeletedRows) === 1
}

/** An organization's unused invitations for an address (a new one replaces them). */
export async function deleteUnusedInvitationsFor(db: Db, organizationId: string, email: string) {
  await db
    .deleteFrom('invitations')
    .where('organization_id', '=', organizationId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .execute()
}

/**
 * Deletes the usable invitations (unused, unexpired at `now`) a person created in an
 * organization, and answers them: what is revoked when that person stops being an owner.
 * Invitations of the platform (`created_by` null) and of other owners are not touched.
 */
export async function deleteUsableInvitationsBy(
  db: Db,
  organizationId: string,
  userId: string,
  now: Date,
): Promise<InvitationRow[]> {
  return db
    .deleteFrom('invitations')
    .where('organization_id', '=', organizationId)
    .where('created_by', '=', userId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returningAll()
    .execute()
}

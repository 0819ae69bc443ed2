import { CompiledOnce } from '../storage/compiled-once.ts'
import type { Db } from '../storage/db.ts'
import { hotReader } from '../storage/hot-statements.ts'
import type { IdempotencyKeyRow } from '../storage/tables.ts'

/** SQL of idempotency keys (docs/idempotency.md); the service decides what a row means. */

/** One key's row: its organization, credential and the key's digest (never the key). */
export interface KeyRow {
  organizationId: string
  credential: string
  keyDigest: string
}

const byScope = (s: KeyRow) => ({
  organization_id: s.organizationId,
  credential: s.credential,
  key_digest: s.keyDigest,
})

export interface NewClaim {
  fingerprint: string
  claim: string
  now: string
  lockedUntil: string
  expiresAt: string
}

/**
 * Takes a key nobody holds, in one statement (`ON CONFLICT DO NOTHING` on the primary key): of
 * any number of requests in any number of processes, exactly one inserts. True when this one did.
 */
export async function insertClaim(db: Db, scope: KeyRow, c: NewClaim): Promise<boolean> {
  const r = await db
    .insertInto('idempotency_keys')
    .values({
      ...byScope(scope),
      fingerprint: c.fingerprint,
      claim: c.claim,
      created_at: c.now,
      locked_until: c.lockedUntil,
      expires_at: c.expiresAt,
      status: null,
      answer: null,
    })
    .onConflict((oc) => oc.columns(['organization_id', 'credential', 'key_digest']).doNothing())
    .executeTakeFirst()
  return Number(r.numInsertedOrUpdatedRows ?? 0) === 1
}

/** The same read where no hot statement is kept (PostgreSQL): compiled once, not built per call. */
const keyStatement = new CompiledOnce<ReturnType<typeof byScope>, IdempotencyKeyRow>((db, v) =>
  db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('organization_id', '=', v.organization_id)
    .where('credential', '=', v.credential)
    .where('key_digest', '=', v.key_digest),
)

const KEY_SQL =
  'select * from idempotency_keys where organization_id = ? and credential = ? and key_digest = ?'

/**
 * The row of a key: on every keyed request's path, and all a replay reads, so it is a hot
 * statement (prepared once, no Kysely building; storage/hot-statements.ts) where it can be.
 */
export async function findKey(db: Db, scope: KeyRow): Promise<IdempotencyKeyRow | undefined> {
  const hot = hotReader(db)?.run<IdempotencyKeyRow>(KEY_SQL, [
    scope.organizationId,
    scope.credential,
    scope.keyDigest,
  ])
  if (hot) return (await hot)[0]
  return (await keyStatement.execute(db, byScope(scope))).rows[0]
}

/**
 * Takes over a key whose row is `seen` (its claim) when it has expired, or when it is the same
 * request and the one that held it stopped without answering (its lease ran out): a conditional
 * update on the claim seen, so of two requests taking over the same row one succeeds.
 */
export async function takeOverClaim(db: Db, scope: KeyRow, seen: string, c: NewClaim): Promise<boolean> {
  const r = await db
    .updateTable('idempotency_keys')
    .set({
      fingerprint: c.fingerprint,
      claim: c.claim,
      created_at: c.now,
      locked_until: c.lockedUntil,
      expires_at: c.expiresAt,
      status: null,
      answer: null,
    })
    .where('organization_id', '=', scope.organizationId)
    .where('credential', '=', scope.credential)
    .where('key_digest', '=', scope.keyDigest)
    .where('claim', '=', seen)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

/** Keeps the answer of the request holding `claim`; nothing when the key was taken over since. */
export async function storeAnswer(
  db: Db,
  scope: KeyRow,
  claim: string,
  answer: { status: number; sealed: string },
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status: answer.status, answer: answer.sealed })
    .where('organization_id', '=', scope.organizationId)
    .where('credential', '=', scope.credential)
    .where('key_digest', '=', scope.keyDigest)
    .where('claim', '=', claim)
    .executeTakeFirst()
}

/** Gives a key back (its request failed, 5xx): the next request with it runs afresh. */
export async function deleteClaim(db: Db, scope: KeyRow, claim: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('organization_id', '=', scope.organizationId)
    .where('credential', '=', scope.credential)
    .where('key_digest', '=', scope.keyDigest)
    .where('claim', '=', claim)
    .where('status', 'is', null)
    .executeTakeFirst()
}

/**
 * Deletes the keys that expired before `now`, by the index on `expires_at`. One statement: an
 * hourly sweep finds about an hour's keys.
 */
export async function sweepKeys(db: Db, now: string): Promise<number> {
  const r = await db.deleteFrom('idempotency_keys').where('expires_at', '<', now).executeTakeFirst()
  return Number(r.numDeletedRows)
}

import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../storage/db.ts'
import { hotReader } from '../storage/hot-statements.ts'
import type { ApiKeyRow } from '../storage/tables.ts'
import { digestKey, displayPrefix, generateKey } from './api-key-format.ts'

export interface KeyOwner {
  keyId: string
  organizationId: string
  name: string | null
  /** The organization's data version (org_versions; 0 before its first write): what cached responses are checked against. */
  orgVersion: number
}

/** Creates a key for an organization; the returned `key` exists nowhere else afterwards. */
export async function insertApiKey(
  db: Db,
  input: {
    organizationId: string
    name: string | null
    now: Date
    createdBy?: { userId: string; name: string } | null
  },
): Promise<{ row: ApiKeyRow; key: string }> {
  const key = generateKey()
  const row: ApiKeyRow = {
    id: randomUUID(),
    organization_id: input.organizationId,
    name: input.name,
    prefix: displayPrefix(key),
    digest: digestKey(key),
    date_created: input.now.toISOString(),
    revoked_at: null,
    last_used_at: null,
    created_by_user_id: input.createdBy?.userId ?? null,
    created_by_name: input.createdBy?.name ?? null,
  }
  await db.insertInto('api_keys').values(row).execute()
  return { row, key }
}

/**
 * On every request: a prepared statement (storage/hot-statements.ts), the same query as below.
 * The organization's version comes with the key in the same statement, so checking the response
 * cache costs no second query.
 */
const KEY_OWNER_SQL =
  'select k.id, k.organization_id, k.name, coalesce(v.version, 0) as org_version from api_keys k ' +
  'left join org_versions v on v.organization_id = k.organization_id where k.digest = ? and k.revoked_at is null'

/** The owner of an unrevoked key with this digest, if any. */
export async function findKeyOwner(db: Db, digest: string): Promise<KeyOwner | undefined> {
  type Row = Pick<ApiKeyRow, 'id' | 'organization_id' | 'name'> & { org_version: number | string }
  const hot = hotReader(db)?.run<Row>(KEY_OWNER_SQL, [digest])
  const row = hot
    ? (await hot)[0]
    : await db
        .selectFrom('api_keys as k')
        .leftJoin('org_versions as v', 'v.organization_id', 'k.organization_id')
        .select([
          'k.id',
          'k.organization_id',
          'k.name',
          sql<number>`coalesce(v.version, 0)`.as('org_version'),
        ])
        .where('k.digest', '=', digest)
        .where('k.revoked_at', 'is', null)
        .executeTakeFirst()
  return row
    ? {
        keyId: row.id,
        organizationId: row.organization_id,
        name: row.name,
        orgVersion: Number(row.org_version),
      }
    : undefined
}

export async function findApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function listApiKeys(db: Db, organizationId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy('date_created', 'desc')
    .orderBy('id', 'asc')
    .execute()
}

/** Marks a key revoked; true when this call revoked it. */
export async function revokeApiKey(db: Db, id: string, now: Date): Promise<boolean> {
  const r = await db
    .updateTable('api_keys')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(r.numUpdatedRows) === 1
}

export async function markKeyUsed(db: Db, id: string, now: Date): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: now.toISOString() }).where('id', '=', id).execute()
}

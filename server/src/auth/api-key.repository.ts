import { randomUUID } from 'node:crypto'
import type { Db } from '../storage/database.ts'
import { hotReader } from '../storage/hot-statements.ts'
import type { ApiKeyRow } from '../storage/tables.ts'
import { digestKey, displayPrefix, generateKey } from './api-key-format.ts'

export interface KeyOwner {
  keyId: string
  organizationId: string
  name: string | null
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

/** On every request: a prepared statement (storage/hot-statements.ts), the same query as below. */
const KEY_OWNER_SQL = 'select id, organization_id, name from api_keys where digest = ? and revoked_at is null'

/** The owner of an unrevoked key with this digest, if any. */
export async function findKeyOwner(db: Db, digest: string): Promise<KeyOwner | undefined> {
  type Row = Pick<ApiKeyRow, 'id' | 'organization_id' | 'name'>
  const hot = hotReader(db)?.run<Row>(KEY_OWNER_SQL, [digest])
  const row = hot
    ? (await hot)[0]
    : await db
        .selectFrom('api_keys')
        .select(['id', 'organization_id', 'name'])
        .where('digest', '=', digest)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
  return row ? { keyId: row.id, organizationId: row.organization_id, name: row.name } : undefined
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

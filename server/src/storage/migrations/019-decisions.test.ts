import assert from 'node:assert/strict'
import { type TestContext, test } from 'node:test'
import { sql } from 'kysely'
import { unmigrated } from '../../testing/unmigrated-database.ts'

/** A database on the engine under test, migrated up to the one before the decision log. */
async function before019(t: TestContext) {
  const { db, migrator } = await unmigrated(t)
  assert.equal((await migrator.migrateTo('018-org-checks')).error, undefined)
  return { db, migrator }
}

test('the decision log starts with one entry per dataset already decided, from its current decision', async (t) => {
  const { db, migrator } = await before019(t)
  const org = '6f1c7e2a-1d2b-4c3d-8e4f-5a6b7c8d9e0f'
  const [accepted, rejected, imported, pending, finding] = [
    '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
    '2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
    '3d4e5f6a-7b8c-4d9e-9f0a-2b3c4d5e6f7a',
    '4e5f6a7b-8c9d-4e0f-8a1b-3c4d5e6f7a8b',
  ]
  const [t0, t1, t2] = ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z']
  await sql`insert into organizations (id, name, date_created) values (${org}, 'Old Org', ${t0})`.execute(db)
  const dataset = (id: string, status: string, metadata: object) =>
    sql`insert into datasets (id, organization_id, data_type, name, status, link, data_byte_size, metadata, date_created, date_updated)
        values (${id}, ${org}, 'episode', 'd', ${status}, 'f.bin', 1, ${JSON.stringify(metadata)}, ${t0}, ${t2})`.execute(
      db,
    )
  await dataset(accepted, 'accepted', {})
  await dataset(rejected, 'rejected', { rejection_reason: 'blurry' })
  await dataset(imported, 'rejected', { rejection_reason: 'came so' })
  await dataset(pending, 'pending', {})
  const audit = (
    at: string,
    action: string,
    target: string,
    actor: [string, string, string | null, string | null],
  ) =>
    sql`insert into audit_log (at, actor, actor_kind, actor_id, actor_name, organization_id, action, target_type, target_id, detail)
        values (${at}, ${actor[0]}, ${actor[1]}, ${actor[2]}, ${actor[3]}, ${org}, ${action}, 'dataset', ${target}, ${'{}'})`.execute(
      db,
    )
  const ada: [string, string, string, string] = ['user:u1', 'user', 'u1', 'Ada Lovelace']
  await audit(t0, 'dataset.accept', accepted, ['api_key:k1', 'key', 'k1', 'pipeline'])
  await audit(t1, 'dataset.reject', rejected, ada)
  await sql`insert into findings (id, organization_id, dataset_id, code, severity, streams, frames, message, source_kind,
              actor, status, created_at, updated_at)
            values (${finding}, ${org}, ${rejected}, 'c', 'error', ${'[]'}, ${'{}'}, 'm', 'person', 'user:u1', 'confirmed', ${t0}, ${t0})`.execute(
    db,
  )
  await sql`insert into decision_findings (dataset_id, finding_id, position) values (${rejected}, ${finding}, 0)`.execute(
    db,
  )

  assert.equal((await migrator.migrateToLatest()).error, undefined)
  const rows = await sql<Record<string, unknown>>`
    select dataset_id, action, actor, actor_kind, actor_id, actor_name, at, reason, finding_ids, bulk_id
      from decisions order by dataset_id`.execute(db)
  const norm = (r: Record<string, unknown>) => ({
    ...r,
    dataset_id: String(r.dataset_id),
    at: new Date(r.at as string).toISOString(),
    finding_ids: typeof r.finding_ids === 'string' ? JSON.parse(r.finding_ids) : r.finding_ids,
  })
  assert.deepEqual(rows.rows.map(norm), [
    {
      dataset_id: accepted,
      action: 'accepted',
      actor: 'api_key:k1',
      actor_kind: 'key',
      actor_id: 'k1',
      actor_name: 'pipeline',
      at: t0,
      reason: null,
      finding_ids: [],
      bulk_id: null,
    },
    {
      dataset_id: rejected,
      action: 'rejected',
      actor: 'user:u1',
      actor_kind: 'user',
      actor_id: 'u1',
      actor_name: 'Ada Lovelace',
      at: t1,
      reason: 'blurry',
      finding_ids: [finding],
      bulk_id: null,
    },
    {
      dataset_id: imported,
      action: 'rejected',
      actor: 'admin',
      actor_kind: 'admin',
      actor_id: null,
      actor_name: null,
      at: t2,
      reason: 'came so',
      finding_ids: [],
      bulk_id: null,
    },
  ])
})

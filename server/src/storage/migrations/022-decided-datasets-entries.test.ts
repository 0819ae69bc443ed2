import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sql } from 'kysely'
import { unmigrated } from '../../testing/unmigrated-database.ts'

test('a dataset created decided without a decision entry gets the platform’s; one with entries keeps them', async (t) => {
  const { db, migrator } = await unmigrated(t)
  assert.equal((await migrator.migrateTo('021-review-leases')).error, undefined)

  const org = '6f1c7e2a-1d2b-4c3d-8e4f-5a6b7c8d9e0f'
  const [imported, decided, pending] = [
    '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
    '2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
  ]
  const [t0, t1] = ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z']
  await sql`insert into organizations (id, name, date_created) values (${org}, 'Org', ${t0})`.execute(db)
  const dataset = (id: string, status: string, metadata: object) =>
    sql`insert into datasets (id, organization_id, data_type, name, status, link, data_byte_size, metadata, date_created, date_updated)
        values (${id}, ${org}, 'episode', 'd', ${status}, 'f.bin', 1, ${JSON.stringify(metadata)}, ${t0}, ${t1})`.execute(
      db,
    )
  await dataset(imported, 'rejected', { rejection_reason: 'came so' })
  await dataset(decided, 'accepted', {})
  await dataset(pending, 'pending', {})
  await sql`insert into decisions (organization_id, dataset_id, action, actor, actor_kind, actor_id, actor_name, at, finding_ids)
            values (${org}, ${decided}, 'accepted', 'user:u1', 'user', 'u1', 'Ada', ${t0}, ${'[]'})`.execute(
    db,
  )

  assert.equal((await migrator.migrateTo('022-decided-datasets-entries')).error, undefined)
  const rows = await sql<Record<string, unknown>>`
    select dataset_id, action, actor, actor_kind, at, reason from decisions order by id`.execute(db)
  assert.deepEqual(
    rows.rows.map((r) => ({
      ...r,
      dataset_id: String(r.dataset_id),
      at: new Date(r.at as string).toISOString(),
    })),
    [
      { dataset_id: decided, action: 'accepted', actor: 'user:u1', actor_kind: 'user', at: t0, reason: null },
      {
        dataset_id: imported,
        action: 'rejected',
        actor: 'admin',
        actor_kind: 'admin',
        at: t1,
        reason: 'came so',
      },
    ],
  )
})

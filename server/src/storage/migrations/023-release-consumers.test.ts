import assert from 'node:assert/strict'
import { test } from 'node:test'
import { sql } from 'kysely'
import { unmigrated } from '../../testing/unmigrated-database.ts'

test('releases made before lineage hold their datasets afterwards, with their versions', async (t) => {
  const { db, migrator } = await unmigrated(t)
  assert.equal((await migrator.migrateTo('021-review-leases')).error, undefined)

  const org = '6f1c7e2a-1d2b-4c3d-8e4f-5a6b7c8d9e0f'
  const [recording, clip, gone, release] = [
    '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    '1b2c3d4e-5f6a-4b7c-9d8e-0f1a2b3c4d5e',
    '2c3d4e5f-6a7b-4c8d-8e9f-1a2b3c4d5e6f',
    '3d4e5f6a-7b8c-4d9e-9f0a-2b3c4d5e6f7a',
  ]
  const at = '2026-01-01T00:00:00.000Z'
  await sql`insert into organizations (id, name, date_created) values (${org}, 'Old Org', ${at})`.execute(db)
  const dataset = (id: string, version: number | null) =>
    sql`insert into datasets (id, organization_id, data_type, name, status, link, data_byte_size, metadata, date_created, date_updated, version)
        values (${id}, ${org}, 'episode', 'd', 'accepted', 'f.bin', 1, '{}', ${at}, ${at}, ${version})`.execute(
      db,
    )
  await dataset(recording, null)
  await dataset(clip, 2)
  const manifest = JSON.stringify({
    release_id: release,
    records: [{ record_id: recording }, { record_id: clip }, { record_id: gone }],
  })
  await sql`insert into releases (id, organization_id, program, example_only, dataset_count, created_by, manifest, date_created)
            values (${release}, ${org}, 'software', 0, 3, 'admin', ${manifest}, ${at})`.execute(db)

  assert.equal((await migrator.migrateToLatest()).error, undefined)
  const rows = await sql<{ dataset_id: string; version: number | null }>`
    select dataset_id, version from release_datasets where release_id = ${release} order by dataset_id`.execute(
    db,
  )
  assert.deepEqual(
    rows.rows.map((r) => [String(r.dataset_id), r.version === null ? null : Number(r.version)]),
    [
      [recording, null],
      [clip, 2],
    ],
    'a record whose dataset no longer exists is left out',
  )
})

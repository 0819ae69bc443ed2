import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { listAudit, recordAudit } from '../audit/audit.repository.ts'
import { findKeyOwner, insertApiKey, revokeApiKey } from '../auth/api-key.repository.ts'
import { digestKey } from '../auth/api-key-format.ts'
import { applyCounterDeltas, readCounters } from '../datasets/counter.repository.ts'
import {
  type DatasetInsert,
  insertDataset,
  listDatasets,
  updateStatusIf,
} from '../datasets/dataset.repository.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'

/**
 * The store contract: what every engine must do the same, called below the HTTP layer. The
 * suite runs once per engine (TEST_ENGINE) and never asks which one it has.
 */
describe(`store contract (${TEST_ENGINE})`, () => {
  const row = (
    organization_id: string,
    date: string,
    metadata: Record<string, unknown> = {},
  ): DatasetInsert => ({
    id: randomUUID(),
    organization_id,
    data_type: 'episode',
    name: 'n',
    description: null,
    status: 'pending',
    link: 'x.bin',
    data_byte_size: 3,
    sha256: null,
    metadata,
    date_created: date,
    date_updated: date,
    iteration_group_id: null,
    version: null,
    parent_dataset_id: null,
    prompt: null,
    regeneration_reason: null,
    superseded_reason: null,
    preview_gif: null,
    preview_pose_frame: null,
  })

  test('datasets created at the same instant page by id, descending, without gaps or repeats', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { db, dialect } = app.deps
    const same = '2026-01-01T00:00:00.000Z'
    const rows = Array.from({ length: 7 }, () => row(org.id, same))
    for (const r of rows) await insertDataset(db, dialect, r)
    const expected = rows
      .map((r) => r.id)
      .sort()
      .reverse()
    const seen: string[] = []
    for (let offset = 0; offset < 7; offset += 3) {
      const page = await listDatasets(
        db,
        dialect,
        { organizationId: org.id, metadata: [] },
        { limit: 3, offset },
      )
      assert.equal(page.total, 7)
      seen.push(...page.rows.map((r) => r.id))
    }
    assert.deepEqual(seen, expected)
  })

  test('a row reads back with the same types on every engine: ISO timestamps, numbers, literals', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { db, dialect } = app.deps
    const r = { ...row(org.id, '2026-01-02T03:04:05.678Z'), data_byte_size: 2 ** 40 }
    await insertDataset(db, dialect, r)
    const { rows, total } = await listDatasets(
      db,
      dialect,
      { organizationId: org.id, metadata: [] },
      { limit: 1, offset: 0 },
    )
    const back = rows[0]!
    assert.equal(total, 1)
    assert.equal(back.date_created, '2026-01-02T03:04:05.678Z')
    assert.equal(back.date_updated, '2026-01-02T03:04:05.678Z')
    assert.equal(back.data_byte_size, 2 ** 40)
    assert.equal(back.status, 'pending')
    await recordAudit(db, dialect, {
      at: new Date('2026-01-02T03:04:05.678Z'),
      actor: { kind: 'system' },
      organizationId: org.id,
      action: 'typed',
      targetType: 't',
      targetId: r.id,
    })
    const [entry] = await listAudit(db, { targetId: r.id, limit: 1 })
    assert.equal(typeof entry!.id, 'number')
    assert.equal(entry!.at, '2026-01-02T03:04:05.678Z')
    const counts = await readCounters(db, org.id, ['bytes'])
    assert.equal(counts.size, 0)
    await applyCounterDeltas(db, org.id, new Map([['bytes', 2 ** 40]]))
    assert.equal((await readCounters(db, org.id, ['bytes'])).get('bytes'), 2 ** 40)
  })

  test('metadata values of any length and type match by their text form', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { db, dialect } = app.deps
    const long = 'é'.repeat(4000)
    const a = row(org.id, '2026-01-01T00:00:00.000Z', { note: long, n: 12, ok: true, nested: { k: 1 } })
    await insertDataset(db, dialect, a)
    const find = (key: string, value: string) =>
      listDatasets(
        db,
        dialect,
        { organizationId: org.id, metadata: [{ key, value }] },
        { limit: 10, offset: 0 },
      ).then((r) => r.total)
    assert.equal(await find('note', long), 1)
    assert.equal(await find('note', `${long}x`), 0)
    assert.equal(await find('n', '12'), 1)
    assert.equal(await find('ok', 'true'), 1)
    assert.equal(await find('nested', '{"k":1}'), 0)
  })

  test('a conditional status update succeeds exactly once under concurrency', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { db, dialect } = app.deps
    const r = row(org.id, '2026-01-01T00:00:00.000Z')
    await insertDataset(db, dialect, r)
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute((trx) =>
          updateStatusIf(trx, dialect, {
            id: r.id,
            from: ['pending'],
            to: i % 2 ? 'accepted' : 'rejected',
            now: new Date(),
          }),
        ),
      ),
    )
    assert.equal(results.filter(Boolean).length, 1)
  })

  test('counter deltas add up under concurrent upserts', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { db } = app.deps
    await Promise.all(
      Array.from({ length: 25 }, () =>
        db.transaction().execute((trx) =>
          applyCounterDeltas(
            trx,
            org.id,
            new Map([
              ['total', 2],
              ['bytes', 5],
            ]),
          ),
        ),
      ),
    )
    const c = await readCounters(db, org.id, ['total', 'bytes', 'status:pending'])
    assert.deepEqual(Object.fromEntries(c), { total: 50, bytes: 125 })
  })

  test('keys are found by digest until revoked; the audit log pages newest first', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { db, dialect } = app.deps
    const { row: k, key } = await insertApiKey(db, { organizationId: org.id, name: null, now: new Date() })
    assert.deepEqual(await findKeyOwner(db, digestKey(key)), {
      keyId: k.id,
      organizationId: org.id,
      name: k.name,
      orgVersion: 0,
    })
    assert.equal(await revokeApiKey(db, k.id, new Date()), true)
    assert.equal(await revokeApiKey(db, k.id, new Date()), false)
    assert.equal(await findKeyOwner(db, digestKey(key)), undefined)
    for (let i = 0; i < 5; i++) {
      await recordAudit(db, dialect, {
        at: new Date(),
        actor: { kind: 'system' },
        organizationId: org.id,
        action: `a${i}`,
        targetType: 't',
        targetId: 'same',
        detail: { i },
      })
    }
    const first = await listAudit(db, { targetId: 'same', limit: 2 })
    assert.deepEqual(
      first.map((e) => e.action),
      ['a4', 'a3'],
    )
    const next = await listAudit(db, { targetId: 'same', limit: 2, before: Number(first[1]!.id) })
    assert.deepEqual(
      next.map((e) => e.action),
      ['a2', 'a1'],
    )
  })
  test('every write to an organization’s datasets or counters bumps its version, in the same transaction', async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const { db, dialect } = app.deps
    const { key } = await insertApiKey(db, { organizationId: org.id, name: 'v', now: new Date() })
    const version = async () => (await findKeyOwner(db, digestKey(key)))!.orgVersion
    const otherVersion = async () =>
      (
        await db
          .selectFrom('org_versions')
          .select('version')
          .where('organization_id', '=', other.id)
          .executeTakeFirst()
      )?.version ?? 0
    assert.equal(await version(), 0, 'no write yet')
    const r = row(org.id, '2026-01-01T00:00:00.000Z')
    await insertDataset(db, dialect, r)
    const afterInsert = await version()
    assert.ok(afterInsert > 0, 'an insert bumps it')
    await updateStatusIf(db, dialect, { id: r.id, from: ['pending'], to: 'accepted', now: new Date() })
    const afterUpdate = await version()
    assert.ok(afterUpdate > afterInsert, 'a status change bumps it')
    await applyCounterDeltas(db, org.id, new Map([['total', 1]]))
    const afterCounters = await version()
    assert.ok(afterCounters > afterUpdate, 'a counter change bumps it')
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await applyCounterDeltas(trx, org.id, new Map([['total', 1]]))
        throw new Error('rolled back')
      }),
      /rolled back/,
    )
    assert.equal(await version(), afterCounters, 'a rolled-back write leaves it as it was')
    assert.equal(
      await updateStatusIf(db, dialect, { id: r.id, from: ['pending'], to: 'rejected', now: new Date() }),
      false,
    )
    assert.equal(await version(), afterCounters, 'an update that changes no row leaves it as it was')
    assert.equal(await otherVersion(), 0, 'another organization’s version is untouched')
  })
})

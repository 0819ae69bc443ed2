import assert from 'node:assert/strict'
import { test } from 'node:test'
import { keyHeader } from '../testing/fixtures.ts'
import { buildMechaTestApp } from '../testing/mecha-fixtures.ts'
import { buildTestApp } from '../testing/test-app.ts'
import type { AuditEntry } from './audit.repository.ts'
import { AuditWriter } from './audit-writer.ts'

const entry = (i: number): AuditEntry => ({
  at: new Date('2026-11-25T10:00:00Z'),
  actor: { kind: 'system' },
  organizationId: null,
  action: 'test.entry',
  targetType: 'test',
  targetId: `t${i}`,
  detail: { i },
})

async function countEntries(app: Awaited<ReturnType<typeof buildTestApp>>['app']) {
  const rows = await app.deps.db
    .selectFrom('audit_log')
    .select(['target_id'])
    .where('action', '=', 'test.entry')
    .orderBy('id')
    .execute()
  return rows.map((r) => r.target_id)
}

test('entries recorded together are written together, every one, in order', async (t) => {
  const { app } = await buildTestApp(t)
  const w = new AuditWriter(app.deps.db, app.deps.dialect, () => assert.fail('nothing is lost'))
  await Promise.all(Array.from({ length: 1234 }, (_, i) => w.record(entry(i))))
  const ids = await countEntries(app)
  assert.deepEqual(
    ids,
    Array.from({ length: 1234 }, (_, i) => `t${i}`),
  )
  await w.record(entry(9999))
  await w.drain()
  assert.equal((await countEntries(app)).length, 1235)
})

test('a batch that cannot be written is retried, then logged with every entry it held', async (t) => {
  const { app } = await buildTestApp(t)
  await app.deps.db.schema.dropTable('audit_log').execute()
  const lost: AuditEntry[] = []
  const w = new AuditWriter(app.deps.db, app.deps.dialect, (_err, entries) => lost.push(...entries))
  const results = await Promise.allSettled([w.record(entry(1)), w.record(entry(2))])
  assert.deepEqual(
    results.map((r) => r.status),
    ['rejected', 'rejected'],
  )
  assert.deepEqual(
    lost.map((e) => e.targetId),
    ['t1', 't2'],
  )
})

test('a mecha command whose audit entry cannot be written still runs, and the loss is logged', async (t) => {
  const m = await buildMechaTestApp(t)
  const logged: { obj: { entries?: AuditEntry[] }; msg: string }[] = []
  m.app.log.error = ((obj: { entries?: AuditEntry[] }, msg: string) => {
    logged.push({ obj, msg })
  }) as typeof m.app.log.error
  await m.app.deps.db.schema.dropTable('audit_log').execute()
  const res = await m.app.inject({
    method: 'POST',
    url: `/mecha/action/initialize?mecha_id=${m.quadruped}`,
    headers: keyHeader(m.org.key),
  })
  assert.equal(res.statusCode, 200)
  assert.equal(logged.length, 1)
  assert.match(logged[0]!.msg, /could not write 1 audit entries/)
  assert.equal(logged[0]!.obj.entries?.[0]?.action, 'mecha.initialize')
})

import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, type TestContext, test } from 'node:test'
import { sql } from 'kysely'
import { createDataset, keyHeader } from '../testing/fixtures.ts'
import { sample } from '../testing/prometheus.ts'
import { ADMIN_KEY, buildTestApp, NO_JOB_WORKER } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'
import { openDatabase } from './database.ts'
import { WalSync } from './wal-sync.ts'

function folder(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-wal-sync-'))
  t.after(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

describe('group commit: the log on the disk before a write is answered', () => {
  test('nothing written, nothing to wait for: no fsync', async (t) => {
    const wal = new WalSync(join(folder(t), 'x.db-wal'))
    await wal.durable()
    assert.equal(wal.syncs, 0)
  })

  test('the commits told of before an fsync starts share it; one told of while it runs gets the next', async (t) => {
    const file = join(folder(t), 'x.db-wal')
    writeFileSync(file, 'log')
    const wal = new WalSync(file)
    t.after(() => wal.close())
    wal.wrote()
    const first = Array.from({ length: 10 }, () => wal.durable())
    assert.equal(wal.syncs, 1, 'ten waiting writers, one fsync')
    wal.wrote()
    const late = wal.durable()
    await Promise.all(first)
    await late
    assert.equal(wal.syncs, 2, 'the write made while the first ran waited for a second')
    await wal.durable()
    assert.equal(wal.syncs, 2, 'and nothing since')
  })

  test('SQLite with FULL: concurrent transactions are each answered after an fsync, fewer fsyncs than commits', {
    skip: TEST_ENGINE !== 'sqlite' && 'group commit is SQLite’s (PostgreSQL answers a commit when durable)',
  }, async (t) => {
    const handle = await openDatabase({
      databaseUrl: undefined,
      dataDir: folder(t),
      sqliteSynchronous: 'FULL',
    })
    t.after(() => handle.close())
    const { db } = handle
    await sql`create table notes (id integer primary key, body text not null)`.execute(db)
    const syncsBefore = handle.logSyncs!()
    const answered = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        db.transaction().execute(async (trx) => {
          await sql`insert into notes (body) values (${`note ${i}`})`.execute(trx)
          return handle.logSyncs!()
        }),
      ),
    )
    const synced = handle.logSyncs!() - syncsBefore
    assert.ok(synced >= 1, 'the commits reached the disk')
    assert.ok(synced < 40, `${synced} fsyncs for 40 commits`)
    assert.ok(
      answered.every((n) => n < syncsBefore + synced + 1),
      'every commit was made before the last fsync started',
    )
    const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(db)
    assert.equal(rows[0]!.n, 40)
    // A read alone asks for no fsync.
    const syncs = handle.logSyncs!()
    await sql`select count(*) from notes`.execute(db)
    assert.equal(handle.logSyncs!(), syncs)
  })

  test('the service on FULL: 30 concurrent accepts all answered, their events gapless', {
    skip: TEST_ENGINE !== 'sqlite' && 'group commit is SQLite’s',
  }, async (t) => {
    // No worker: the feed is counted, and background work would add its own events.
    const { app, org } = await buildTestApp(t, { env: { ...NO_JOB_WORKER, SQLITE_SYNCHRONOUS: 'FULL' } })
    const ds = []
    for (let i = 0; i < 30; i++) ds.push(await createDataset(app, org.id))
    const start = await app.inject({ method: 'GET', url: '/events?after=now', headers: keyHeader(org.key) })
    const after = start.json().next as string
    const answers = await Promise.all(
      ds.map((d) =>
        app.inject({ method: 'POST', url: `/datasets/${d.id}/accept`, headers: keyHeader(org.key) }),
      ),
    )
    assert.deepEqual(
      answers.filter((r) => r.statusCode !== 200).map((r) => r.body),
      [],
    )
    const page = await app.inject({
      method: 'GET',
      url: `/events?after=${after}&limit=100`,
      headers: keyHeader(org.key),
    })
    const { events, next } = page.json() as { events: { type: string }[]; next: string }
    assert.equal(events.length, 30)
    assert.ok(events.every((e) => e.type === 'dataset.accepted'))
    assert.equal(Number(next), Number(after) + 30)
    const metrics = await app.inject({ url: '/metrics', headers: { 'service-admin-key': ADMIN_KEY } })
    const syncs = sample(metrics.body, 'hangar_sqlite_log_syncs')
    assert.ok(syncs !== undefined && syncs > 0, 'the fsyncs are a metric')
  })
})

import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, type TestContext, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { createDataset, keyHeader } from '../testing/fixtures.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'
import { type DatabaseHandle, openDatabase } from './database.ts'
import { isBusy } from './database-errors.ts'
import { retryDelayMs } from './lock-waiting-driver.ts'

/** The service's SQLite database in a fresh folder, and a second connection: another process. */
async function twoProcesses(t: TestContext, busyTimeoutMs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'hangar-lock-wait-'))
  const handle: DatabaseHandle = await openDatabase({
    databaseUrl: undefined,
    dataDir: dir,
    sqliteSynchronous: 'OFF',
    sqliteBusyTimeoutMs: busyTimeoutMs,
  })
  await sql`create table note (text text not null)`.execute(handle.db)
  // Not waiting for locks itself: where it meets one, it says so at once.
  const other = new SQLite(join(dir, 'hangar.db'), { timeout: 0 })
  t.after(async () => {
    if (other.inTransaction) other.exec('rollback')
    other.close()
    await handle.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const notes = async () =>
    (await sql<{ text: string }>`select text from note`.execute(handle.db)).rows.map((r) => r.text)
  return { db: handle.db, other, notes }
}

describe("SQLite: another process's write lock is waited for off the event loop", {
  skip: TEST_ENGINE !== 'sqlite',
}, () => {
  test('a write waits while timers keep running, and goes through once the lock is let go', async (t) => {
    const { db, other, notes } = await twoProcesses(t, 5000)
    other.exec('begin immediate')
    const write = sql`insert into note (text) values ('after the lock')`.execute(db)
    // The lock is let go by timers: were the write waiting on the event loop, none of them would
    // run before its wait ended, and it would end in SQLITE_BUSY.
    let ticks = 0
    while (ticks < 5) {
      await sleep(10)
      ticks++
    }
    other.exec('rollback')
    await write
    assert.deepEqual(await notes(), ['after the lock'])
  })

  test('a transaction takes the write lock when it begins, and waits there', async (t) => {
    const { db, other, notes } = await twoProcesses(t, 5000)
    other.exec('begin immediate')
    const steps: string[] = []
    const tx = db.transaction().execute(async (trx) => {
      steps.push('began')
      await sql`select count(*) from note`.execute(trx)
      await sql`insert into note (text) values ('in the transaction')`.execute(trx)
    })
    await sleep(30)
    assert.deepEqual(steps, [], 'the transaction waits at its beginning, not at its first write')
    other.exec('rollback')
    await tx
    assert.deepEqual(steps, ['began'])
    // While one runs, it holds the lock from its start: another process cannot write.
    const held = db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx)
      assert.throws(
        () => other.exec(`insert into note (text) values ('other')`),
        (err) => isBusy(err),
      )
    })
    await held
    assert.deepEqual(await notes(), ['in the transaction'])
  })

  test('past the timeout the write fails with SQLITE_BUSY, and nothing of it is written', async (t) => {
    const { db, other, notes } = await twoProcesses(t, 80)
    other.exec('begin immediate')
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await sql`insert into note (text) values ('one')`.execute(trx)
        await sql`insert into note (text) values ('two')`.execute(trx)
      }),
      (err) => isBusy(err),
    )
    await assert.rejects(sql`insert into note (text) values ('alone')`.execute(db), (err) => isBusy(err))
    other.exec('rollback')
    assert.deepEqual(await notes(), [])
  })

  test('waits between tries grow from 1 ms to 50 ms', () => {
    assert.deepEqual(
      Array.from({ length: 9 }, (_, i) => retryDelayMs(i)),
      [1, 2, 4, 8, 16, 32, 50, 50, 50],
    )
  })
})

describe('the service while another process holds the write lock', { skip: TEST_ENGINE !== 'sqlite' }, () => {
  test('health checks and reads answer at once; a decision answers 503 past the timeout, then goes through', async (t) => {
    const { app, org, dataDir } = await buildTestApp(t, { env: { SQLITE_BUSY_TIMEOUT_MS: '300' } })
    const dataset = await createDataset(app, org.id)
    const other = new SQLite(join(dataDir, 'hangar.db'))
    t.after(() => other.close())
    other.exec('begin immediate')
    // The new dataset's background work (its streams, its previews) now waits for the lock too.
    assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200)
    assert.equal(
      (await app.inject({ url: `/datasets/dataset?id=${dataset.id}`, headers: keyHeader(org.key) }))
        .statusCode,
      200,
    )
    const refused = await app.inject({
      method: 'POST',
      url: `/datasets/${dataset.id}/accept`,
      headers: keyHeader(org.key),
    })
    assert.equal(refused.statusCode, 503)
    assert.ok(Number(refused.headers['retry-after']) >= 1)
    other.exec('rollback')
    const accepted = await app.inject({
      method: 'POST',
      url: `/datasets/${dataset.id}/accept`,
      headers: keyHeader(org.key),
    })
    assert.equal(accepted.statusCode, 200)
    assert.equal(accepted.json().status, 'accepted')
  })
})

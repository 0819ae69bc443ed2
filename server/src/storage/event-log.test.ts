import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import type { Caller } from '../common/caller.ts'
import { appendEvent, EVENTS_CHANNEL } from '../events/event.repository.ts'
import { createDataset } from '../testing/fixtures.ts'
import { buildTestApp } from '../testing/test-app.ts'
import { TEST_ENGINE } from '../testing/test-database.ts'
import { listenPostgres } from './pg-listener.ts'

type App = Awaited<ReturnType<typeof buildTestApp>>['app']

async function callerOfKey(app: App, key: string): Promise<Caller> {
  const caller = await app.services.apiKeys.authenticate(key)
  assert.ok(caller)
  return caller
}

const keyEvent = () => ({ type: 'api_key.created' as const, data: { api_key_id: randomUUID() } })

/** The events table and its numbering, below HTTP (docs/events.md#ordering). */
describe(`event log (${TEST_ENGINE})`, () => {
  test('an event in a transaction that rolls back is gone, and its number is taken again', async (t) => {
    const { app, org } = await buildTestApp(t)
    const { db, dialect } = app.deps
    const first = await appendEvent(db, dialect, { organizationId: org.id, at: new Date(), ...keyEvent() })
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        const e = await appendEvent(trx, dialect, { organizationId: org.id, at: new Date(), ...keyEvent() })
        assert.equal(e.seq, first.seq + 1)
        throw new Error('rolled back')
      }),
      /rolled back/,
    )
    const again = await appendEvent(db, dialect, { organizationId: org.id, at: new Date(), ...keyEvent() })
    assert.equal(again.seq, first.seq + 1)
    const page = await app.services.events.page(await callerOfKey(app, org.key), {
      after: String(first.seq),
      limit: 10,
      wait: 0,
    })
    assert.deepEqual(
      page.events.map((e) => e.id),
      [again.id],
    )
  })

  test('a transaction that commits late is not skipped: the next writer waits for it', {
    skip: TEST_ENGINE !== 'postgres' && 'needs concurrent writers (PostgreSQL)',
  }, async (t) => {
    const { app, org } = await buildTestApp(t)
    const { db, dialect } = app.deps
    const caller = await callerOfKey(app, org.key)
    const d = await createDataset(app, org.id)
    // The dataset's background work appends events of its own: done before the cursor, so the
    // numbers below are the test's alone.
    await app.services.jobs.idle(['streams.index', 'previews.make', 'checks.run'])
    const cursor = (await app.services.events.page(caller, { after: 'now', limit: 10, wait: 0 })).next

    // T1 takes its number and stays open.
    let release!: () => void
    const gate = new Promise<void>((r) => {
      release = r
    })
    let numbered!: (seq: number) => void
    const seqOfT1 = new Promise<number>((r) => {
      numbered = r
    })
    const t1 = db.transaction().execute(async (trx) => {
      const e = await appendEvent(trx, dialect, { organizationId: org.id, at: new Date(), ...keyEvent() })
      numbered(e.seq)
      await gate
      return e
    })
    // A failed assertion below must not leave T1 open: closing the app would wait for its
    // connection forever (a run hung here, 28 Nov), where the failure should be reported.
    try {
      await lateCommit()
    } finally {
      release()
    }
    async function lateCommit() {
      assert.equal(await seqOfT1, Number(cursor) + 1)

      // T2, an accept of the same organization, starts after T1 and would commit first if it could.
      let t2Done = false
      const t2 = app.services.datasets.accept(caller, d.id).finally(() => {
        t2Done = true
      })
      await new Promise((r) => setTimeout(r, 300))
      assert.equal(t2Done, false, 'the second writer waits on the organization’s row')

      // A reader meanwhile sees neither: nothing past the cursor has committed.
      const during = await app.services.events.page(caller, { after: cursor, limit: 10, wait: 0 })
      assert.deepEqual(during, { events: [], next: cursor })

      release()
      const e1 = await t1
      await t2
      const after = await app.services.events.page(caller, { after: during.next, limit: 10, wait: 0 })
      assert.deepEqual(
        after.events.map((e) => [e.id === e1.id ? 'T1' : e.type]),
        [['T1'], ['dataset.accepted']],
        'the late commit comes first, then the writer that waited for it',
      )
      assert.equal(Number(after.next), Number(cursor) + 2)
    }
  })

  test('PostgreSQL: a notification reaches listeners when the transaction commits, never when it rolls back', {
    skip: TEST_ENGINE !== 'postgres' && 'LISTEN/NOTIFY is PostgreSQL’s',
  }, async (t) => {
    const { app, org, other } = await buildTestApp(t)
    const { db, dialect } = app.deps
    const heard: string[] = []
    const errors: unknown[] = []
    let listening!: () => void
    const ready = new Promise<void>((r) => {
      listening = r
    })
    const listener = listenPostgres({
      url: app.config.databaseUrl!,
      channel: EVENTS_CHANNEL,
      onNotification: (p) => heard.push(p),
      onListening: () => listening(),
      onError: (err) => errors.push(err),
    })
    // For a test that fails early; it ends by closing the listener itself, before the database is dropped.
    t.after(() => listener.close())
    await ready
    assert.equal(listener.listening, true)

    let release!: () => void
    const gate = new Promise<void>((r) => {
      release = r
    })
    const open = db.transaction().execute(async (trx) => {
      await appendEvent(trx, dialect, { organizationId: org.id, at: new Date(), ...keyEvent() })
      await appendEvent(trx, dialect, { organizationId: org.id, at: new Date(), ...keyEvent() })
      await gate
    })
    await assert.rejects(
      db.transaction().execute(async (trx) => {
        await appendEvent(trx, dialect, { organizationId: other.id, at: new Date(), ...keyEvent() })
        throw new Error('rolled back')
      }),
    )
    await new Promise((r) => setTimeout(r, 200))
    assert.deepEqual(heard, [], 'nothing before the commit, nothing for the rollback')
    release()
    await open
    for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 10))
    assert.deepEqual(heard, [org.id], 'one notification for the transaction, naming the organization')
    assert.deepEqual(errors, [])
    await listener.close()
  })
})

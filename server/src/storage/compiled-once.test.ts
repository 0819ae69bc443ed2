import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { sql } from 'kysely'
import { createPostgresDatabase, TEST_ENGINE } from '../testing/test-database.ts'
import { CompiledOnce } from './compiled-once.ts'
import { type DatabaseHandle, openDatabase } from './database.ts'

describe(`a statement compiled once (${TEST_ENGINE})`, () => {
  const o1 = randomUUID()
  const o2 = randomUUID()
  let handle: DatabaseHandle
  let cleanup: () => Promise<void>
  before(async () => {
    if (TEST_ENGINE === 'postgres') {
      const pg = await createPostgresDatabase({ migrated: true })
      handle = await openDatabase({ databaseUrl: pg.url, dataDir: '' })
      cleanup = pg.drop
    } else {
      const dir = mkdtempSync(join(tmpdir(), 'hangar-compiled-once-'))
      handle = await openDatabase({ databaseUrl: undefined, dataDir: dir, sqliteSynchronous: 'OFF' })
      cleanup = async () => rmSync(dir, { recursive: true, force: true })
    }
  })
  after(async () => {
    await handle.close()
    await cleanup()
  })

  const counters = async (org: string) =>
    (
      await handle.db
        .selectFrom('org_counters')
        .select(['name', 'value'])
        .where('organization_id', '=', org)
        .orderBy('name')
        .execute()
    ).map((r) => [r.name, Number(r.value)])

  test('is built once per shape — a list value’s length — and runs with each call’s values, in and out of a transaction', async () => {
    const builds: number[] = []
    const add = new CompiledOnce<{ org: string; names: string[]; amounts: number[] }>((db, v) => {
      builds.push(v.names.length)
      return db
        .insertInto('org_counters')
        .values(v.names.map((name, i) => ({ organization_id: v.org, name, value: v.amounts[i]! })))
        .onConflict((oc) =>
          oc
            .columns(['organization_id', 'name'])
            .doUpdateSet({ value: sql`org_counters.value + excluded.value` }),
        )
    })
    await add.execute(handle.db, { org: o1, names: ['a'], amounts: [1] })
    await add.execute(handle.db, { org: o1, names: ['a'], amounts: [2] })
    await handle.db.transaction().execute(async (trx) => {
      await add.execute(trx, { org: o2, names: ['a', 'b'], amounts: [5, 7] })
      await add.execute(trx, { org: o2, names: ['b', 'c'], amounts: [1, 1] })
    })
    assert.deepEqual(builds, [1, 2])
    assert.deepEqual(await counters(o1), [['a', 3]])
    assert.deepEqual(await counters(o2), [
      ['a', 5],
      ['b', 8],
      ['c', 1],
    ])
  })

  test('an empty list is a shape of its own; `key` tells other shapes apart', async () => {
    const named = new CompiledOnce<{ org: string; names: string[] }, { name: string }>((db, v, key) =>
      db
        .selectFrom('org_counters')
        .select('name')
        .where('organization_id', '=', v.org)
        .$if(v.names.length > 0, (q) => q.where('name', key === 'except' ? 'not in' : 'in', v.names))
        .orderBy('name'),
    )
    const names = async (list: string[], key?: string) =>
      (await named.execute(handle.db, { org: o2, names: list }, key)).rows.map((r) => r.name)
    assert.deepEqual(await names([]), ['a', 'b', 'c'])
    assert.deepEqual(await names(['a', 'c']), ['a', 'c'])
    assert.deepEqual(await names(['a', 'c'], 'except'), ['b'])
    assert.deepEqual(await names(['b']), ['b'])
  })

  test('an update answers how many rows it changed', async () => {
    const rename = new CompiledOnce<{ org: string; from: string; to: string }>((db, v) =>
      db
        .updateTable('org_counters')
        .set({ name: v.to })
        .where('organization_id', '=', v.org)
        .where('name', '=', v.from),
    )
    assert.equal((await rename.execute(handle.db, { org: o1, from: 'a', to: 'z' })).numAffectedRows, 1n)
    assert.equal((await rename.execute(handle.db, { org: o1, from: 'a', to: 'z' })).numAffectedRows, 0n)
  })

  test('a value the builder reads for its logic, or writes into the text, is refused', async () => {
    const branching = new CompiledOnce<{ org: string; all: boolean }>((db, v) =>
      db
        .selectFrom('org_counters')
        .selectAll()
        .$if(!v.all, (q) => q.where('organization_id', '=', v.org)),
    )
    await assert.rejects(
      branching.execute(handle.db, { org: o1, all: false }),
      /the value all did not become a parameter/,
    )
    const inlined = new CompiledOnce<{ name: string }>((db, v) =>
      db.selectFrom('org_counters').selectAll().where('name', '=', sql.lit(v.name)),
    )
    await assert.rejects(inlined.execute(handle.db, { name: 'a' }), /written into the statement's text/)
  })
})

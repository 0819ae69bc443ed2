import assert from 'node:assert/strict'
import { test } from 'node:test'
import SQLite from 'better-sqlite3'
import { withStatementCache } from './statement-cache.ts'

test('the same SQL gets the same prepared statement; the least recently used one is dropped first', () => {
  const raw = new SQLite(':memory:')
  const db = withStatementCache(raw, 2)
  const a = db.prepare('select 1 as a')
  assert.equal(db.prepare('select 1 as a'), a)
  const b = db.prepare('select 2 as b')
  db.prepare('select 1 as a') // a is now the most recent
  db.prepare('select 3 as c') // evicts b
  assert.equal(db.prepare('select 1 as a'), a)
  assert.notEqual(db.prepare('select 2 as b'), b)
  assert.deepEqual(db.prepare('select ? as v').all([7]), [{ v: 7 }])
  db.close()
  assert.equal(raw.open, false)
})

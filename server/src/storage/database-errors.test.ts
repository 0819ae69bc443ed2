import assert from 'node:assert/strict'
import { test } from 'node:test'
import { isDatabaseUnavailable } from './database-errors.ts'

test('connection loss, restarts and timeouts count as unavailable', () => {
  const cases: unknown[] = [
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    new Error('Connection terminated unexpectedly'),
    new Error('Client was closed and is not queryable'),
    Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
    new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
    Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY_SNAPSHOT' }),
    Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY_RECOVERY' }),
  ]
  for (const e of cases) assert.equal(isDatabaseUnavailable(e), true, String(e))
})

test('query mistakes and other errors do not', () => {
  for (const e of [
    new Error('syntax error'),
    Object.assign(new Error('dup'), { code: '23505' }),
    null,
    'x',
  ]) {
    assert.equal(isDatabaseUnavailable(e), false, String(e))
  }
})

import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { test } from 'node:test'
import { ForbiddenError, GoneError, InvalidInputError } from '../common/errors.ts'
import { filterDigest, openBulkToken, signBulkToken, stateFingerprint } from './bulk-token.ts'
import {
  assertBulkSize,
  assertReasonGiven,
  assertReopenable,
  DecisionConflictError,
  MAX_BULK,
  tally,
} from './decision.ts'

test('a bulk decision changes what its action moves from and counts the rest as skipped, by status', () => {
  const byStatus = new Map([
    ['pending', 340],
    ['accepted', 10],
    ['rejected', 2],
  ] as const)
  assert.deepEqual(tally('accept', byStatus), {
    matched: 352,
    actionable: 340,
    skipped: { accepted: 10, rejected: 2 },
  })
  assert.deepEqual(tally('reopen', byStatus), { matched: 352, actionable: 12, skipped: { pending: 340 } })
})

test('at most 10,000 datasets change in one bulk decision', () => {
  assertBulkSize(MAX_BULK)
  assert.throws(
    () => assertBulkSize(MAX_BULK + 1),
    (e: Error) => e instanceof InvalidInputError && /at most 10000/.test(e.message),
  )
})

test('only a decision is reopened, and reject and reopen say why', () => {
  assertReopenable('accepted')
  assertReopenable('rejected')
  for (const s of ['pending', 'for_admin_review', 'superseded', 'discarded'] as const)
    assert.throws(() => assertReopenable(s), DecisionConflictError)
  assertReasonGiven('accept', undefined)
  assert.throws(() => assertReasonGiven('reject', ' '), InvalidInputError)
  assert.throws(() => assertReasonGiven('reopen', undefined), InvalidInputError)
})

test('a token opens only for its organization, filter and action, before it expires', () => {
  const mac = (m: string) => createHmac('sha256', 'secret').update(m).digest()
  const filter = filterDigest({ metadata: ['b:2', 'a:1'], verdict: ['review', 'exclude'] })
  assert.equal(
    filter,
    filterDigest({ metadata: ['a:1', 'b:2'], verdict: ['exclude', 'review'] }),
    'order does not matter',
  )
  const counted = {
    organizationId: 'o1',
    filter,
    action: 'accept' as const,
    matched: 2,
    actionable: 1,
    state: stateFingerprint([{ id: 'd1', status: 'pending', date_updated: 't' }]),
    expires: 1000,
  }
  const token = signBulkToken(counted, mac)
  const expect = { organizationId: 'o1', filter, action: 'accept' as const, nowSeconds: 1000 }
  assert.deepEqual(openBulkToken(token, mac, expect), counted)
  assert.throws(() => openBulkToken(token, mac, { ...expect, organizationId: 'o2' }), ForbiddenError)
  assert.throws(() => openBulkToken(token, mac, { ...expect, nowSeconds: 1001 }), GoneError)
  assert.throws(() => openBulkToken(token, mac, { ...expect, action: 'reject' }), InvalidInputError)
  assert.throws(() => openBulkToken(token, mac, { ...expect, filter: filterDigest({}) }), InvalidInputError)
  const otherKey = (m: string) => createHmac('sha256', 'other').update(m).digest()
  assert.throws(() => openBulkToken(token, otherKey, expect), InvalidInputError)
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { clearEarly, earlyInitialData, keepEarly, takeEarly } from './early-answers.ts'

test('a query starts with an early answer already here, once, with when it came', async () => {
  clearEarly()
  const before = Date.now()
  keepEarly('dataset a', Promise.resolve({ id: 'a' }))
  const pending = earlyInitialData<{ id: string }>('dataset b')
  keepEarly('dataset b', new Promise(() => {}))
  await Promise.resolve()

  const taken: Array<{ id: string }> = []
  const a = earlyInitialData<{ id: string }>('dataset a', (v) => taken.push(v))
  assert.deepEqual(a.initialData(), { id: 'a' })
  assert.deepEqual(taken, [{ id: 'a' }])
  const at = a.initialDataUpdatedAt()
  assert.ok(at !== undefined && at >= before && at <= Date.now())
  // Taken: neither a second query nor the queryFn's takeEarly gets it again.
  assert.equal(earlyInitialData('dataset a').initialData(), undefined)
  assert.equal(takeEarly('dataset a'), undefined)

  // Not come yet: no initial data, and the queryFn still takes the request on its way.
  assert.equal(pending.initialData(), undefined)
  assert.equal(pending.initialDataUpdatedAt(), undefined)
  assert.ok(takeEarly('dataset b'))
})

test('a failed early answer is no initial data: the query asks and sees the failure', async () => {
  clearEarly()
  const failed = Promise.reject(new Error('401'))
  keepEarly('me', failed)
  await failed.catch(() => {})
  assert.equal(earlyInitialData('me').initialData(), undefined)
  await assert.rejects(takeEarly('me')!, /401/)
})

test('answers of a session that ended are not initial data of the next', async () => {
  clearEarly()
  keepEarly('me', Promise.resolve({ user: 'old' }))
  await Promise.resolve()
  clearEarly()
  assert.equal(earlyInitialData('me').initialData(), undefined)
})

import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { Redis } from 'ioredis'
import { ManualClock } from '../common/clock.ts'
import { type AttemptCounter, MemoryAttemptCounter, RedisAttemptCounter } from './attempt-counter.ts'

/** What every counter must do: count in a window, peek without counting, reset. */
async function behavesAsACounter(counter: AttemptCounter, name: string) {
  assert.deepEqual(await counter.peek(name), { count: 0, resetMs: 0 })
  const first = await counter.hit(name, 60_000)
  assert.equal(first.count, 1)
  assert.ok(first.resetMs > 59_000 && first.resetMs <= 60_000, String(first.resetMs))
  assert.equal((await counter.hit(name, 60_000)).count, 2)
  assert.equal((await counter.peek(name)).count, 2, 'peeking does not count')
  assert.equal((await counter.peek(name)).count, 2)
  assert.equal((await counter.hit(`${name}:other`, 60_000)).count, 1, 'names count apart')
  await counter.reset(name)
  assert.equal((await counter.peek(name)).count, 0)
}

describe('sign-in attempt counters', () => {
  test('in memory: fixed windows on the service clock', async () => {
    const clock = new ManualClock(Date.parse('2026-03-02T09:00:00Z'))
    const counter = new MemoryAttemptCounter(clock)
    await behavesAsACounter(counter, 'ip:192.0.2.1')
    await counter.hit('account:a@example.test', 1000)
    clock.advance(999)
    assert.equal((await counter.hit('account:a@example.test', 1000)).count, 2)
    clock.advance(1)
    assert.equal((await counter.peek('account:a@example.test')).count, 0, 'the window ended')
    assert.equal((await counter.hit('account:a@example.test', 1000)).count, 1, 'a new window')
  })

  test('in Redis: one count shared by every process', {
    skip: process.env.HANGAR_TEST_REDIS ? false : 'no Redis at 127.0.0.1:6379',
  }, async (t) => {
    const a = new Redis('redis://127.0.0.1:6379')
    const b = new Redis('redis://127.0.0.1:6379')
    t.after(async () => {
      await a.quit()
      await b.quit()
    })
    const prefix = `hangar:test:${randomUUID()}:`
    const one = new RedisAttemptCounter(a, prefix)
    const two = new RedisAttemptCounter(b, prefix)
    await behavesAsACounter(one, 'ip:192.0.2.1')
    await one.hit('account:x', 60_000)
    assert.equal((await two.hit('account:x', 60_000)).count, 2, 'the other process sees the same count')
    assert.ok((await a.pttl(`${prefix}account:x`)) > 0, 'the window expires by itself')
    await one.reset('account:x')
    await one.reset('ip:192.0.2.1:other')
  })

  test('in Redis, when Redis does not answer: attempts pass uncounted and the failure is reported', async (t) => {
    const down = new Redis('redis://127.0.0.1:1', {
      connectTimeout: 200,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      lazyConnect: true,
    })
    down.on('error', () => {}) // the refused connection itself; what matters is what the counter does
    t.after(() => down.disconnect())
    const errors: unknown[] = []
    const counter = new RedisAttemptCounter(down, 'hangar:test:', (err) => errors.push(err))
    assert.deepEqual(await counter.hit('ip:x', 60_000), { count: 0, resetMs: 0 })
    assert.deepEqual(await counter.peek('ip:x'), { count: 0, resetMs: 0 })
    await counter.reset('ip:x')
    assert.equal(errors.length, 3)
  })
})

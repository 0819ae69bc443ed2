import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { describe, test } from 'node:test'
import { Redis } from 'ioredis'
import { ManualClock } from '../common/clock.ts'
import {
  type AttemptCounter,
  MemoryAttemptCounter,
  type PaceRule,
  RedisAttemptCounter,
} from './attempt-counter.ts'

const REDIS_SKIP =
  process.env.HANGAR_TEST_REDIS === '1' ? false : 'no Redis at 127.0.0.1:6379 (HANGAR_TEST_REDIS≠1)'
const RULE: PaceRule = { free: 3, firstDelayMs: 1000, maxDelayMs: 8000, idleMs: 60_000 }

/** What every counter must do: count in a window, give one back, reset; names count apart. */
async function behavesAsACounter(counter: AttemptCounter, name: string) {
  const first = await counter.hit(name, 60_000)
  assert.equal(first.count, 1)
  assert.ok(first.resetMs > 59_000 && first.resetMs <= 60_000, String(first.resetMs))
  assert.equal((await counter.hit(name, 60_000)).count, 2)
  await counter.release(name)
  assert.equal((await counter.hit(name, 60_000)).count, 2, 'a released attempt is given back')
  assert.equal((await counter.hit(`${name}:other`, 60_000)).count, 1, 'names count apart')
  await counter.release(`${name}:never`)
  assert.equal((await counter.hit(`${name}:never`, 60_000)).count, 1, 'releasing nothing leaves nothing')
  await counter.reset(name)
  assert.equal((await counter.hit(name, 60_000)).count, 1, 'a reset starts again')
}

/** Parallel hits each get their own count: the limit check cannot be raced. */
async function countsEveryParallelHit(counter: AttemptCounter, name: string, n: number) {
  const counts = await Promise.all(Array.from({ length: n }, () => counter.hit(name, 60_000)))
  assert.deepEqual(
    counts.map((c) => c.count).sort((a, b) => a - b),
    Array.from({ length: n }, (_, i) => i + 1),
  )
}

/** The waits double from the free attempts on, and a waiting attempt is not counted. */
async function pacesAttempts(counter: AttemptCounter, clock: ManualClock, name: string) {
  for (let i = 0; i < RULE.free - 1; i++) assert.deepEqual(await counter.pace(name, RULE), { allowed: true })
  assert.deepEqual(await counter.pace(name, RULE), { allowed: true }, 'the last free attempt')
  const waits: number[] = []
  for (let i = 0; i < 6; i++) {
    const refused = await counter.pace(name, RULE)
    assert.equal(refused.allowed, false)
    const retryMs = refused.allowed ? 0 : refused.retryMs
    waits.push(retryMs)
    assert.equal((await counter.pace(name, RULE)).allowed, false, 'asking again does not help')
    clock.advance(retryMs)
    assert.deepEqual(await counter.pace(name, RULE), { allowed: true })
  }
  assert.deepEqual(waits, [1000, 2000, 4000, 8000, 8000, 8000], 'doubling to the cap')
  await counter.reset(name)
  for (let i = 0; i < RULE.free; i++) assert.equal((await counter.pace(name, RULE)).allowed, true, 'reset')
}

/** Of many parallel attempts only the free ones pass; then one wait applies to all. */
async function pacesParallelAttempts(counter: AttemptCounter, name: string, n: number) {
  const answers = await Promise.all(Array.from({ length: n }, () => counter.pace(name, RULE)))
  assert.equal(answers.filter((a) => a.allowed).length, RULE.free)
  for (const a of answers) if (!a.allowed) assert.ok(a.retryMs > 0 && a.retryMs <= 1000, String(a.retryMs))
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
    assert.equal((await counter.hit('account:a@example.test', 1000)).count, 1, 'a new window')
  })

  test('in memory: 30 and 300 parallel hits and paced attempts are each counted once', async () => {
    const clock = new ManualClock(Date.parse('2026-03-02T09:00:00Z'))
    const counter = new MemoryAttemptCounter(clock)
    await countsEveryParallelHit(counter, 'x30', 30)
    await countsEveryParallelHit(counter, 'x300', 300)
    await pacesParallelAttempts(counter, 'p30', 30)
    await pacesParallelAttempts(counter, 'p300', 300)
  })

  test('in memory: paced attempts wait longer and longer; quiet for idleMs, they start again', async () => {
    const clock = new ManualClock(Date.parse('2026-03-02T09:00:00Z'))
    const counter = new MemoryAttemptCounter(clock)
    await pacesAttempts(counter, clock, 'account:a@example.test')
    for (let i = 0; i < RULE.free; i++) await counter.pace('b', RULE)
    assert.equal((await counter.pace('b', RULE)).allowed, false)
    clock.advance(RULE.idleMs)
    for (let i = 0; i < RULE.free; i++)
      assert.equal((await counter.pace('b', RULE)).allowed, true, 'forgotten')
  })

  test('in Redis: one count shared by every process, atomic under 30 and 300 parallel attempts', {
    skip: REDIS_SKIP,
  }, async (t) => {
    const a = new Redis('redis://127.0.0.1:6379')
    const b = new Redis('redis://127.0.0.1:6379')
    const prefix = `hangar:test:${randomUUID()}:`
    t.after(async () => {
      const keys = await a.keys(`${prefix}*`)
      if (keys.length) await a.del(...keys)
      await a.quit()
      await b.quit()
    })
    const clock = new ManualClock(Date.parse('2026-03-02T09:00:00Z'))
    const one = new RedisAttemptCounter(a, prefix, undefined, clock)
    const two = new RedisAttemptCounter(b, prefix, undefined, clock)
    await behavesAsACounter(one, 'ip:192.0.2.1')
    await one.hit('account:x', 60_000)
    assert.equal((await two.hit('account:x', 60_000)).count, 2, 'the other process sees the same count')
    assert.ok((await a.pttl(`${prefix}account:x`)) > 0, 'the window expires by itself')
    await countsEveryParallelHit(one, 'x30', 30)
    await countsEveryParallelHit(two, 'x300', 300)
    await pacesParallelAttempts(one, 'p30', 30)
    await pacesParallelAttempts(two, 'p300', 300)
    await pacesAttempts(one, clock, 'account:a@example.test')
    assert.ok((await a.pttl(`${prefix}account:a@example.test`)) > 59_000, 'kept idleMs past the last attempt')
    // Two processes, half the attempts each, at once: still only the free ones pass.
    const both = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? one : two).pace('account:both', RULE)),
    )
    assert.equal(both.filter((x) => x.allowed).length, RULE.free)
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
    assert.deepEqual(await counter.pace('account:x', RULE), { allowed: true })
    await counter.release('ip:x')
    await counter.reset('ip:x')
    assert.equal(errors.length, 4)
  })
})

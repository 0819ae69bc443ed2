import assert from 'node:assert/strict'
import { test } from 'node:test'
import { readAhead } from './read-ahead.ts'

test('items are worked on two at a time, in order, and each result comes to its own item', async () => {
  const log: string[] = []
  let running = 0
  let most = 0
  const gates = new Map<number, () => void>()
  const at = readAhead([0, 1, 2, 3, 4], 2, async (n) => {
    log.push(`start ${n}`)
    most = Math.max(most, ++running)
    await new Promise<void>((r) => gates.set(n, r))
    running--
    return n * 10
  })
  const first = at(0)
  assert.deepEqual(log, ['start 0', 'start 1'], 'the next one starts while the first is awaited')
  gates.get(0)!()
  assert.equal(await first, 0)
  const second = at(1)
  assert.deepEqual(log, ['start 0', 'start 1', 'start 2'])
  gates.get(1)!()
  assert.equal(await second, 10)
  for (const n of [2, 3, 4]) {
    const p = at(n)
    gates.get(n)!()
    assert.equal(await p, n * 10)
  }
  assert.equal(most, 2)
  assert.deepEqual(log, ['start 0', 'start 1', 'start 2', 'start 3', 'start 4'])
})

test('a failure is the item’s own, and one started ahead and never asked for goes unreported', async () => {
  const at = readAhead([1, 2], 2, async (n) => {
    if (n === 1) throw new Error('one')
    throw new Error('never asked for')
  })
  await assert.rejects(at(0), /one/)
  // Item 1 rejected without being asked for: no unhandled rejection ends the test process.
  await new Promise((r) => setTimeout(r, 10))
})

test('an item is handed out once', async () => {
  const at = readAhead(['a'], 2, async (s) => s)
  assert.equal(await at(0), 'a')
  assert.throws(() => at(0), /handed out already/)
})

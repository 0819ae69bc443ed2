import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { deriveSeed, seededRandom } from './seeded-random.ts'

test('the same seed gives the same stream, another seed another one', () => {
  const draw = (seed: number) => Array.from({ length: 20 }, seededRandom(seed).next)
  assert.deepEqual(draw(7), draw(7))
  assert.notDeepEqual(draw(7), draw(8))
})

test('draws stay in their ranges', () => {
  fc.assert(
    fc.property(
      fc.integer(),
      fc.integer({ min: -50, max: 50 }),
      fc.integer({ min: 0, max: 50 }),
      (seed, min, span) => {
        const random = seededRandom(seed)
        for (let i = 0; i < 50; i++) {
          const u = random.next()
          assert.ok(u >= 0 && u < 1)
          const n = random.int(min, min + span)
          assert.ok(Number.isInteger(n) && n >= min && n <= min + span)
          const r = random.range(min, min + span + 1)
          assert.ok(r >= min && r < min + span + 1)
        }
      },
    ),
  )
})

test('a shuffle is a permutation and leaves its input alone', () => {
  fc.assert(
    fc.property(fc.integer(), fc.array(fc.integer()), (seed, items) => {
      const copy = [...items]
      const shuffled = seededRandom(seed).shuffle(items)
      assert.deepEqual(items, copy)
      assert.deepEqual(
        [...shuffled].sort((a, b) => a - b),
        [...items].sort((a, b) => a - b),
      )
    }),
  )
})

test('picking from an empty list is an error, not undefined', () => {
  assert.throws(() => seededRandom(1).pick([]), RangeError)
})

test('derived seeds differ along every path component', () => {
  const seeds = new Set<number>()
  for (let a = 0; a < 20; a++)
    for (let b = 0; b < 5; b++) for (let c = 0; c < 3; c++) seeds.add(deriveSeed(1, a, b, c))
  assert.equal(seeds.size, 300)
  assert.notEqual(deriveSeed(1, 2, 3), deriveSeed(2, 2, 3))
  assert.equal(deriveSeed(1, 2, 3), deriveSeed(1, 2, 3))
})

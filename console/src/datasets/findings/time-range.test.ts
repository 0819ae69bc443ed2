import assert from 'node:assert/strict'
import { test } from 'node:test'
import { addressAtRange, formatSpan, markRange, rangeFromAddress, rangeParam } from './time-range.ts'

test('?range= is two non-negative numbers, the start not after the end', () => {
  assert.deepEqual(rangeFromAddress('2.5,4'), { start: 2.5, end: 4 })
  assert.deepEqual(rangeFromAddress('3,3'), { start: 3, end: 3 })
  for (const bad of [null, '', '2', '2,', ',4', '4,2', '-1,2', 'a,b', '1,2,3', 'Infinity,5'])
    assert.equal(rangeFromAddress(bad), null, String(bad))
})

test('a span is written to the millisecond and read back', () => {
  assert.equal(rangeParam({ start: 1 / 3, end: 2 }), '0.333,2')
  assert.deepEqual(rangeFromAddress(rangeParam({ start: 1.25, end: 7.5 })), { start: 1.25, end: 7.5 })
})

test('i and o mark the start and the end, keeping a span', () => {
  assert.deepEqual(markRange(null, 'start', 2), { start: 2, end: 2 })
  assert.deepEqual(markRange({ start: 2, end: 2 }, 'end', 5), { start: 2, end: 5 })
  assert.deepEqual(markRange({ start: 2, end: 5 }, 'start', 3), { start: 3, end: 5 })
  // A start after the end drags the end along; an end before the start the start.
  assert.deepEqual(markRange({ start: 2, end: 5 }, 'start', 6), { start: 6, end: 6 })
  assert.deepEqual(markRange({ start: 2, end: 5 }, 'end', 1), { start: 1, end: 1 })
  assert.deepEqual(markRange(null, 'end', 4), { start: 4, end: 4 })
})

test('spans read as a person says them; the address keeps its other parameters', () => {
  assert.equal(formatSpan(null, null), 'whole file')
  assert.equal(formatSpan(2, null), '2.00 s')
  assert.equal(formatSpan(2, 3.5), '2.00–3.50 s')
  assert.equal(
    addressAtRange('http://h/console/datasets/x?compare=0,1&t=9', { start: 1.5, end: 2 }),
    '/console/datasets/x?compare=0%2C1&t=1.5&range=1.5%2C2',
  )
})

import assert from 'node:assert/strict'
import { test } from 'node:test'
import { decimalAt } from './decimal.ts'

const bytesOf = (s: string) => Buffer.from(s)
const parse = (s: string) => decimalAt(bytesOf(s), 0, Buffer.byteLength(s))

/** A small seeded generator (mulberry32), so a failure is the same at every run. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

test('a plain decimal is read as Number() reads it, to the bit', () => {
  for (const s of [
    '0',
    '-0',
    '+3',
    '.5',
    '5.',
    '-12.5',
    '1e5',
    '1E-5',
    '-1.5e+3',
    ' 7 ',
    '\t8\r',
    '0.1',
    '0.2',
  ])
    assert.ok(Object.is(parse(s), Number(s)), s)
})

test('what is not a plain decimal, or holds more digits than are exact, is left to Number()', () => {
  for (const s of [
    '',
    ' ',
    '.',
    '-',
    '+',
    'e5',
    '1e',
    '1e+',
    '1.2.3',
    '0x1F',
    '1_000',
    'Infinity',
    'nan',
    '1 2',
  ])
    assert.ok(Number.isNaN(parse(s)), s)
  // More than 2^53 in the digits, or a power of ten a double does not hold exactly.
  for (const s of ['9007199254740993', '12345678901234567890', '1e23', '1e-23', '4.9e-324', '1e400'])
    assert.ok(Number.isNaN(parse(s)), s)
})

test('random decimals: the hand parser gives Number() exactly, or leaves the cell to it', () => {
  const next = random(30)
  const digit = () => String(Math.floor(next() * 10))
  let read = 0
  for (let i = 0; i < 200_000; i++) {
    const n = 1 + Math.floor(next() * 19)
    let s = Array.from({ length: n }, digit).join('')
    const point = Math.floor(next() * (n + 2))
    if (point <= n) s = `${s.slice(0, point)}.${s.slice(point)}`
    if (next() < 0.3) s = `${next() < 0.5 ? '-' : '+'}${s}`
    if (next() < 0.3) s = `${s}e${next() < 0.5 ? '-' : ''}${Math.floor(next() * 30)}`
    const got = parse(s)
    if (Number.isNaN(got)) continue
    read++
    if (!Object.is(got, Number(s))) assert.fail(`${s}: ${got} where Number() gives ${Number(s)}`)
  }
  // Most are read by hand (the others have more digits or a larger exponent than it takes).
  assert.ok(read > 100_000, `${read} read by hand`)
})

test('a cell is read between its bounds only', () => {
  const row = bytesOf('12,-3.5,x')
  assert.equal(decimalAt(row, 0, 2), 12)
  assert.equal(decimalAt(row, 3, 7), -3.5)
  assert.ok(Number.isNaN(decimalAt(row, 8, 9)))
})

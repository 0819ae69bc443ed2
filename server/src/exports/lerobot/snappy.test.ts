import assert from 'node:assert/strict'
import { test } from 'node:test'
import { snappyUncompress } from 'hyparquet'
import { snappyCompress as theirs } from 'hyparquet-writer/src/snappy.js'
import { snappyCompress } from './snappy.ts'

/** A deterministic stream of bytes (xorshift), so a failure is the same on every run. */
function noise(n: number, seed: number): Uint8Array {
  const out = new Uint8Array(n)
  let x = seed | 1
  for (let i = 0; i < n; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  return out
}

/** What a data page of sensor values looks like: float32s of a slow signal, some repeated. */
function floats(n: number, seed: number): Uint8Array {
  const f = new Float32Array(n)
  for (let i = 0; i < n; i++) f[i] = i % 7 === 0 ? 0 : Math.round(Math.sin(i / 25 + seed) * 1e4) / 100
  return new Uint8Array(f.buffer)
}

const inputs: [string, Uint8Array][] = [
  ['empty', new Uint8Array(0)],
  ...Array.from({ length: 40 }, (_, n) => [`noise ${n} bytes`, noise(n, n + 1)] as [string, Uint8Array]),
  ['zeros, 1 MB', new Uint8Array(1 << 20)],
  ['noise, 300 KB', noise(300_000, 7)],
  ['float32 signal, 1 MB', floats(1 << 18, 3)],
  ['float32 signal, 100 KB', floats(25_000, 9)],
  ['text', new TextEncoder().encode('observation.state,'.repeat(5000) + 'the end')],
  [
    'long runs and long literals mixed',
    Uint8Array.from({ length: 200_000 }, (_, i) => (Math.floor(i / 5000) % 2 ? i * 31 : 7) & 0xff),
  ],
]

test('the bytes are those of hyparquet-writer’s snappy, for every kind of input', () => {
  for (const [name, input] of inputs) assert.deepEqual(snappyCompress(input), theirs(input), name)
})

test('what it writes is snappy: uncompressed, it is the input again', () => {
  for (const [name, input] of inputs) {
    const back = new Uint8Array(input.length)
    snappyUncompress(snappyCompress(input), back)
    assert.deepEqual(back, input, name)
  }
})

/**
 * Snappy compression giving the same bytes as hyparquet-writer's own (`src/snappy.js`, from
 * snappyjs: the same hash, table sizes, skipping and copy lengths), written straight into one
 * array sized for the worst case instead of a byte at a time through its growing ByteWriter:
 * compressing the data files' pages was a fifth of an export's time. The same bytes keep an
 * export reproducible across the two (snappy.test.ts compares them).
 */

const MAX_HASH_TABLE_BITS = 14
const MAX_OFFSET = 0xffff
const INPUT_MARGIN = 15
const tables: Uint32Array[] = []

const hashOf = (key: number, shift: number) => Math.imul(key, 0x1e35a7bd) >>> shift
const load32 = (a: Uint8Array, p: number) => a[p]! + (a[p + 1]! << 8) + (a[p + 2]! << 16) + (a[p + 3]! << 24)
const equals32 = (a: Uint8Array, p: number, q: number) =>
  a[p] === a[q] && a[p + 1] === a[q + 1] && a[p + 2] === a[q + 2] && a[p + 3] === a[q + 3]

/** The snappy block of `input` (its length as a varint, then literals and copies). */
export function snappyCompress(input: Uint8Array): Uint8Array {
  // Snappy's bound on its output: 32 + n + n / 6.
  const out = new Uint8Array(32 + input.length + Math.ceil(input.length / 6))
  let o = 0
  for (let v = input.length; ; v >>>= 7) {
    if ((v & ~0x7f) === 0) {
      out[o++] = v
      break
    }
    out[o++] = (v & 0x7f) | 0x80
  }

  const literal = (from: number, len: number) => {
    if (len <= 60) out[o++] = (len - 1) << 2
    else {
      const value = len - 1
      const bytes = value < 0x100 ? 1 : value < 0x10000 ? 2 : value < 0x1000000 ? 3 : 4
      out[o++] = (59 + bytes) << 2
      for (let i = 0; i < bytes; i++) out[o++] = value >>> (i * 8)
    }
    out.set(input.subarray(from, from + len), o)
    o += len
  }
  const copyLessThan64 = (offset: number, len: number) => {
    if (len < 12 && offset < 2048) {
      out[o++] = 1 + ((len - 4) << 2) + ((offset >>> 8) << 5)
      out[o++] = offset & 0xff
    } else {
      out[o++] = 2 + ((len - 1) << 2)
      out[o++] = offset & 0xff
      out[o++] = offset >>> 8
    }
  }
  const copy = (offset: number, len: number) => {
    while (len >= 68) {
      copyLessThan64(offset, 64)
      len -= 64
    }
    if (len > 64) {
      copyLessThan64(offset, 60)
      len -= 60
    }
    copyLessThan64(offset, len)
  }

  const size = input.length
  let bits = 1
  while (1 << bits <= size && bits <= MAX_HASH_TABLE_BITS) bits++
  bits--
  const shift = 32 - bits
  tables[bits] ??= new Uint32Array(1 << bits)
  const table = tables[bits]!
  table.fill(0)

  let nextEmit = 0
  if (size >= INPUT_MARGIN) {
    const ipLimit = size - INPUT_MARGIN
    let ip = 1
    let nextHash = hashOf(load32(input, ip), shift)
    let going = true
    while (going) {
      let skip = 32
      let nextIp = ip
      let candidate = 0
      do {
        ip = nextIp
        const hash = nextHash
        const step = skip >>> 5
        skip++
        nextIp = ip + step
        if (ip > ipLimit) {
          going = false
          break
        }
        nextHash = hashOf(load32(input, nextIp), shift)
        candidate = table[hash]!
        table[hash] = ip
      } while (ip - candidate > MAX_OFFSET || !equals32(input, ip, candidate))
      if (!going) break

      literal(nextEmit, ip - nextEmit)
      do {
        const base = ip
        let matched = 4
        while (ip + matched < size && input[ip + matched] === input[candidate + matched]) matched++
        ip += matched
        copy(base - candidate, matched)
        nextEmit = ip
        if (ip >= ipLimit) {
          going = false
          break
        }
        table[hashOf(load32(input, ip - 1), shift)] = ip - 1
        const cur = hashOf(load32(input, ip), shift)
        candidate = table[cur]!
        table[cur] = ip
      } while (ip - candidate <= MAX_OFFSET && equals32(input, ip, candidate))
      if (!going) break
      ip++
      nextHash = hashOf(load32(input, ip), shift)
    }
  }
  if (nextEmit < size) literal(nextEmit, size - nextEmit)
  return out.subarray(0, o)
}

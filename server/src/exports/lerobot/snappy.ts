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

  const size = input.length
  let bits = 1
  while (1 << bits <= size && bits <= MAX_HASH_TABLE_BITS) bits++
  bits--
  const shift = 32 - bits
  tables[bits] ??= new Uint32Array(1 << bits)
  const table = tables[bits]!
  table.fill(0)

  // One function, its steps written out (no closure over `o`, no call per byte): the same steps
  // and bytes as snappyjs', half its time on a data file's floats.
  let nextEmit = 0
  const view = new DataView(input.buffer, input.byteOffset, input.byteLength)
  if (size >= INPUT_MARGIN) {
    const ipLimit = size - INPUT_MARGIN
    let ip = 1
    let nextHash =
      Math.imul(
        input[ip]! | (input[ip + 1]! << 8) | (input[ip + 2]! << 16) | (input[ip + 3]! << 24),
        HASH,
      ) >>> shift
    outer: for (;;) {
      let skip = 32
      let nextIp = ip
      let candidate = 0
      for (;;) {
        ip = nextIp
        const hash = nextHash
        const step = skip >>> 5
        skip++
        nextIp = ip + step
        if (ip > ipLimit) break outer
        nextHash =
          Math.imul(
            input[nextIp]! |
              (input[nextIp + 1]! << 8) |
              (input[nextIp + 2]! << 16) |
              (input[nextIp + 3]! << 24),
            HASH,
          ) >>> shift
        candidate = table[hash]!
        table[hash] = ip
        if (
          ip - candidate <= MAX_OFFSET &&
          input[ip] === input[candidate] &&
          input[ip + 1] === input[candidate + 1] &&
          input[ip + 2] === input[candidate + 2] &&
          input[ip + 3] === input[candidate + 3]
        )
          break
      }

      // The literal from the last emit to the match.
      o = literal(out, o, input, nextEmit, ip - nextEmit)
      for (;;) {
        const base = ip
        let matched = 4
        // Four bytes at a time while four are left, then byte by byte: the same length.
        while (ip + matched + 4 <= size && view.getInt32(ip + matched) === view.getInt32(candidate + matched))
          matched += 4
        while (ip + matched < size && input[ip + matched] === input[candidate + matched]) matched++
        ip += matched
        // The copy, in pieces of at most 64 bytes as snappyjs cuts it.
        const offset = base - candidate
        let len = matched
        while (len >= 68) {
          o = copyUpTo64(out, o, offset, 64)
          len -= 64
        }
        if (len > 64) {
          o = copyUpTo64(out, o, offset, 60)
          len -= 60
        }
        o = copyUpTo64(out, o, offset, len)
        nextEmit = ip
        if (ip >= ipLimit) break outer
        const before = input[ip - 1]! | (input[ip]! << 8) | (input[ip + 1]! << 16) | (input[ip + 2]! << 24)
        table[Math.imul(before, HASH) >>> shift] = ip - 1
        const cur =
          Math.imul(
            input[ip]! | (input[ip + 1]! << 8) | (input[ip + 2]! << 16) | (input[ip + 3]! << 24),
            HASH,
          ) >>> shift
        candidate = table[cur]!
        table[cur] = ip
        if (
          !(
            ip - candidate <= MAX_OFFSET &&
            input[ip] === input[candidate] &&
            input[ip + 1] === input[candidate + 1] &&
            input[ip + 2] === input[candidate + 2] &&
            input[ip + 3] === input[candidate + 3]
          )
        )
          break
      }
      ip++
      nextHash =
        Math.imul(
          input[ip]! | (input[ip + 1]! << 8) | (input[ip + 2]! << 16) | (input[ip + 3]! << 24),
          HASH,
        ) >>> shift
    }
  }
  if (nextEmit < size) o = literal(out, o, input, nextEmit, size - nextEmit)
  return out.subarray(0, o)
}

const HASH = 0x1e35a7bd

/** Writes a literal of `len` bytes of the input from `from` at `o`; answers the new end. */
function literal(out: Uint8Array, o: number, input: Uint8Array, from: number, len: number): number {
  if (len <= 60) out[o++] = (len - 1) << 2
  else {
    const value = len - 1
    const bytes = value < 0x100 ? 1 : value < 0x10000 ? 2 : value < 0x1000000 ? 3 : 4
    out[o++] = (59 + bytes) << 2
    for (let i = 0; i < bytes; i++) out[o++] = value >>> (i * 8)
  }
  if (len < 32) for (let i = 0; i < len; i++) out[o++] = input[from + i]!
  else {
    out.set(input.subarray(from, from + len), o)
    o += len
  }
  return o
}

/** Writes a copy of at most 64 bytes from `offset` back at `o`; answers the new end. */
function copyUpTo64(out: Uint8Array, o: number, offset: number, len: number): number {
  if (len < 12 && offset < 2048) {
    out[o++] = 1 + ((len - 4) << 2) + ((offset >>> 8) << 5)
    out[o++] = offset & 0xff
  } else {
    out[o++] = 2 + ((len - 1) << 2)
    out[o++] = offset & 0xff
    out[o++] = offset >>> 8
  }
  return o
}

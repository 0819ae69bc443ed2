import type { IWritable } from '@mcap/core'

/**
 * Where a test fixture's `McapWriter` writes: the recording held in memory (fixtures are small),
 * its bytes whole once the writer has ended.
 */
export function memoryWritable(): { writable: IWritable; bytes: () => Uint8Array } {
  const parts: Uint8Array[] = []
  let position = 0n
  return {
    writable: {
      position: () => position,
      write: async (b: Uint8Array) => {
        parts.push(b.slice())
        position += BigInt(b.byteLength)
      },
    },
    bytes: () => {
      const out = new Uint8Array(Number(position))
      let at = 0
      for (const p of parts) {
        out.set(p, at)
        at += p.byteLength
      }
      return out
    },
  }
}

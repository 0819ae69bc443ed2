import { type SeededRandom, seededRandom } from '@hangar/demo'

/**
 * The benchmark's seeded source: the demo catalog's generator (mulberry32), so two runs with the
 * same seed build the same database and figures stay comparable between machines and commits,
 * plus what fake rows need on top of it.
 */
export interface Random extends SeededRandom {
  /** One of the keys of `weights`, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K
  /** `n` bytes as lowercase hex. */
  hex(bytes: number): string
  /** A version-4 UUID, the shape `randomUUID()` gives the service's own rows. */
  uuid(): string
}

export function benchRandom(seed: number): Random {
  const rng = seededRandom(seed)
  const hex = (bytes: number): string => {
    let out = ''
    for (let i = 0; i < bytes; i += 4) {
      const word = (rng.next() * 4294967296) >>> 0
      out += word.toString(16).padStart(8, '0')
    }
    return out.slice(0, bytes * 2)
  }
  return {
    ...rng,
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const entries = Object.entries(weights) as [K, number][]
      let total = 0
      for (const [, w] of entries) total += w
      let r = rng.next() * total
      for (const [k, w] of entries) {
        r -= w
        if (r < 0) return k
      }
      return entries[entries.length - 1]![0]
    },
    hex,
    uuid(): string {
      const h = hex(16)
      const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)
      return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
    },
  }
}

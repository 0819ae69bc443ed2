/** A deterministic pseudo-random source; the demo data must come out byte-identical for a given seed. */
export interface SeededRandom {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform in [min, max). */
  range(min: number, max: number): number
  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T
  /** True with the given probability. */
  chance(probability: number): boolean
  /** A new array with the items in a seeded order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[]
}

/**
 * mulberry32: tiny, fast and good enough for picture noise and catalog choices.
 * Math.random cannot be seeded, and the catalog has to be reproducible.
 */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    range: (min, max) => min + next() * (max - min),
    int,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick from an empty list')
      return items[int(0, items.length - 1)] as T
    },
    chance: (probability) => next() < probability,
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items]
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i)
        const tmp = out[i] as T
        out[i] = out[j] as T
        out[j] = tmp
      }
      return out
    },
  }
}

/**
 * Derives an independent seed from a base seed and a path of integers (entry index, version, ...),
 * so that adding an entry does not shift the random stream of every entry after it.
 */
export function deriveSeed(seed: number, ...path: number[]): number {
  let h = (seed ^ 0x9e3779b9) >>> 0
  for (const part of path) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b) >>> 0
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0
    h = (h ^ (h >>> 16)) >>> 0
  }
  return h
}

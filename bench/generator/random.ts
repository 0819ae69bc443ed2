/**
 * A small seeded generator (mulberry32), so two runs with the same seed build the same
 * database and benchmark figures stay comparable between machines and commits.
 */
export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** One of the keys of `weights`, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][]
    let total = 0
    for (const [, w] of entries) total += w
    let r = this.next() * total
    for (const [k, w] of entries) {
      r -= w
      if (r < 0) return k
    }
    return entries[entries.length - 1]![0]
  }

  /** `n` bytes as lowercase hex. */
  hex(bytes: number): string {
    let out = ''
    for (let i = 0; i < bytes; i += 4) {
      const word = (this.next() * 4294967296) >>> 0
      out += word.toString(16).padStart(8, '0')
    }
    return out.slice(0, bytes * 2)
  }

  /** A version-4 UUID, the shape `randomUUID()` gives the service's own rows. */
  uuid(): string {
    const h = this.hex(16)
    const variant = ((Number.parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
  }
}

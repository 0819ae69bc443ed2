import type { Random } from './random.ts'

/** A uniform sample of fixed size from a stream of unknown length (Vitter's algorithm R). */
export class Reservoir<T> {
  private readonly kept: T[] = []
  private seen = 0

  constructor(
    private readonly size: number,
    private readonly rng: Random,
  ) {}

  offer(item: T): void {
    this.seen++
    if (this.kept.length < this.size) this.kept.push(item)
    else {
      const j = Math.floor(this.rng.next() * this.seen)
      if (j < this.size) this.kept[j] = item
    }
  }

  items(): T[] {
    return [...this.kept]
  }
}

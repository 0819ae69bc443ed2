/**
 * The k items with the largest key seen so far, in O(k) memory (a binary min-heap). Ties keep the
 * earlier item, so the result does not depend on anything but the order of the input.
 */
export class TopK<T> {
  private readonly heap: { key: number; seq: number; item: T }[] = []
  private seq = 0
  /** Items offered: how many there were, kept or not. */
  offered = 0

  constructor(readonly k: number) {}

  /** False when an item with this key would be dropped at once (callers can skip building it). */
  wants(key: number): boolean {
    return this.heap.length < this.k || key > this.heap[0]!.key
  }

  /** Counts the item as offered without building it: {@link wants} said no. */
  skip(): void {
    this.offered++
  }

  offer(key: number, item: T): void {
    this.offered++
    const entry = { key, seq: this.seq++, item }
    const h = this.heap
    if (h.length < this.k) {
      h.push(entry)
      this.up(h.length - 1)
    } else if (h.length > 0 && key > h[0]!.key) {
      h[0] = entry
      this.down(0)
    }
  }

  /** True when items were dropped: what is kept is not all there was. */
  get overflowed(): boolean {
    return this.offered > this.heap.length
  }

  /** The kept items, largest key first. */
  items(): T[] {
    return [...this.heap].sort((a, b) => b.key - a.key || a.seq - b.seq).map((e) => e.item)
  }

  // Smaller key, or the same key offered later, sits nearer the root (is dropped first).
  private less(i: number, j: number): boolean {
    const a = this.heap[i]!
    const b = this.heap[j]!
    return a.key < b.key || (a.key === b.key && a.seq > b.seq)
  }

  private swap(i: number, j: number) {
    const h = this.heap
    const tmp = h[i]!
    h[i] = h[j]!
    h[j] = tmp
  }

  private up(i: number) {
    while (i > 0) {
      const p = (i - 1) >> 1
      if (!this.less(i, p)) return
      this.swap(i, p)
      i = p
    }
  }

  private down(i: number) {
    const n = this.heap.length
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < n && this.less(l, m)) m = l
      if (r < n && this.less(r, m)) m = r
      if (m === i) return
      this.swap(i, m)
      i = m
    }
  }
}

/**
 * The multi-resolution summary of a channel (docs/streams.md#series) and the buckets `series`
 * answers from it. Level 0 holds every finite sample as `[t, v]`; level k ≥ 1 holds one entry per
 * FANOUT entries of level k − 1, as `[t0, t1, min, max, sum, count]` (first and last time, and the
 * aggregates of the samples below it). Entry i of level k covers entries [FANOUT·i, FANOUT·i + FANOUT)
 * of level k − 1 exactly, so a time range found at a coarse level narrows the search one level down.
 */

export const FANOUT = 8
export const L0_FIELDS = 2
export const LK_FIELDS = 6

export const fieldsOf = (level: number) => (level === 0 ? L0_FIELDS : LK_FIELDS)

/** Where a level's records go, in order (a file, or memory in tests). */
export interface LevelSink {
  append(record: ArrayLike<number>): void
}

/** Builds every level of one channel as its samples arrive in time order; memory is O(levels). */
export class PyramidWriter {
  /** Per level ≥ 1: the entry being filled, its number of children and the entries emitted so far. */
  private readonly acc: { rec: Float64Array; children: number; emitted: number }[] = []
  private readonly sinks: LevelSink[] = []
  samples = 0
  first = Number.NaN
  last = Number.NaN

  constructor(private readonly sinkFor: (level: number) => LevelSink) {}

  private sink(level: number): LevelSink {
    let s = this.sinks[level]
    if (!s) {
      s = this.sinkFor(level)
      this.sinks[level] = s
    }
    return s
  }

  /** A finite sample, at a time not before the previous one (the caller checks both). */
  push(t: number, v: number): void {
    if (this.samples === 0) this.first = t
    this.last = t
    this.samples++
    this.sink(0).append([t, v])
    this.merge(1, t, t, v, v, v, 1)
  }

  private merge(level: number, t0: number, t1: number, min: number, max: number, sum: number, count: number) {
    let a = this.acc[level - 1]
    if (!a) {
      a = { rec: new Float64Array(LK_FIELDS), children: 0, emitted: 0 }
      this.acc[level - 1] = a
    }
    const r = a.rec
    if (a.children === 0) {
      r[0] = t0
      r[2] = min
      r[3] = max
      r[4] = 0
      r[5] = 0
    }
    r[1] = t1
    if (min < r[2]!) r[2] = min
    if (max > r[3]!) r[3] = max
    r[4]! += sum
    r[5]! += count
    a.children++
    if (a.children === FANOUT) this.emit(level)
  }

  private emit(level: number) {
    const a = this.acc[level - 1]!
    const r = a.rec
    this.sink(level).append(r)
    a.children = 0
    a.emitted++
    this.merge(level + 1, r[0]!, r[1]!, r[2]!, r[3]!, r[4]!, r[5]!)
  }

  /** Flushes the partial entries; returns the number of levels written (0 when no sample). */
  finish(): number {
    if (this.samples === 0) return 0
    let levels = 1
    let below = this.samples
    for (let level = 1; below > 1; level++) {
      const a = this.acc[level - 1]
      if (!a) break
      if (a.children > 0) this.emit(level)
      levels = level + 1
      below = a.emitted
    }
    return levels
  }
}

/** Read access to a channel's levels (files in the service, arrays in tests). */
export interface LevelSource {
  /** Number of levels, 1 or more. */
  readonly levels: number
  /** Records at a level. */
  size(level: number): number
  /** Records [i0, i1) of a level, flat. */
  read(level: number, i0: number, i1: number): Promise<Float64Array>
}

export interface Buckets {
  /** Samples in [from, to]. */
  samples: number
  /** Per non-empty bucket: the time of its first sample, and the aggregates. */
  t: number[]
  min: number[]
  max: number[]
  mean: number[]
}

/** First index in records (of `fields` numbers each) whose t0 (first number) is ≥ t, or > t with `after`. */
function bound(recs: Float64Array, fields: number, t: number, after: boolean): number {
  let lo = 0
  let hi = recs.length / fields
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    const v = recs[mid * fields]!
    if (after ? v <= t : v < t) lo = mid + 1
    else hi = mid
  }
  return lo
}

/**
 * At most `points` buckets of equal width over [from, to]: from the coarsest level that still has
 * at least 2 × points entries starting in the range, or from the samples themselves. An entry or
 * sample lands in the bucket of its first time; min and max come from every sample below it, so
 * no spike is lost.
 */
export async function seriesBuckets(
  src: LevelSource,
  from: number,
  to: number,
  points: number,
): Promise<Buckets> {
  const wanted = 2 * points
  let level = src.levels - 1
  let recs = await src.read(level, 0, src.size(level))
  let fields = fieldsOf(level)
  let base = 0
  let a = bound(recs, fields, from, false)
  let b = bound(recs, fields, to, true)
  while (level > 0 && b - a < wanted) {
    // Entries [a, b) start in the range; the one before a may hold children that do too.
    const lo = Math.max(0, (a - 1 + base) * FANOUT)
    const hi = Math.min(src.size(level - 1), (b + base) * FANOUT)
    level--
    fields = fieldsOf(level)
    recs = await src.read(level, lo, hi)
    base = lo
    a = bound(recs, fields, from, false)
    b = bound(recs, fields, to, true)
  }
  return bucketRecords(recs.subarray(a * fields, b * fields), level, from, to, points)
}

/** Folds records of one level, all starting within [from, to], into `points` buckets. */
export function bucketRecords(
  recs: Float64Array,
  level: number,
  from: number,
  to: number,
  points: number,
): Buckets {
  const fields = fieldsOf(level)
  const width = (to - from) / points
  const t = new Float64Array(points)
  const min = new Float64Array(points).fill(Infinity)
  const max = new Float64Array(points).fill(-Infinity)
  const sum = new Float64Array(points)
  const count = new Float64Array(points)
  let samples = 0
  for (let i = 0; i < recs.length; i += fields) {
    const t0 = recs[i]!
    const k = width > 0 ? Math.min(points - 1, Math.max(0, Math.floor((t0 - from) / width))) : 0
    let lo: number
    let hi: number
    let s: number
    let c: number
    if (level === 0) {
      lo = hi = s = recs[i + 1]!
      c = 1
    } else {
      lo = recs[i + 2]!
      hi = recs[i + 3]!
      s = recs[i + 4]!
      c = recs[i + 5]!
    }
    if (count[k] === 0) t[k] = t0
    if (lo < min[k]!) min[k] = lo
    if (hi > max[k]!) max[k] = hi
    sum[k]! += s
    count[k]! += c
    samples += c
  }
  const out: Buckets = { samples, t: [], min: [], max: [], mean: [] }
  for (let k = 0; k < points; k++) {
    if (count[k] === 0) continue
    out.t.push(t[k]!)
    out.min.push(min[k]!)
    out.max.push(max[k]!)
    out.mean.push(sum[k]! / count[k]!)
  }
  return out
}

/** Levels kept in memory: what tests and small fixtures use. */
export class MemoryLevels implements LevelSource {
  readonly data: number[][] = []
  readonly sinkFor = (level: number): LevelSink => {
    const arr: number[] = []
    this.data[level] = arr
    return { append: (rec) => arr.push(...Array.from(rec)) }
  }
  get levels() {
    return this.data.length
  }
  size(level: number) {
    return this.data[level]!.length / fieldsOf(level)
  }
  async read(level: number, i0: number, i1: number) {
    const f = fieldsOf(level)
    return Float64Array.from(this.data[level]!.slice(i0 * f, i1 * f))
  }
}

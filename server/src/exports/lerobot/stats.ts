/** min, max, mean, std (population) and count per element of a feature, as meta/stats.json holds them. */
export interface FeatureStats {
  min: number[]
  max: number[]
  mean: number[]
  std: number[]
  count: number[]
}

/** A list nested as a shape's dimensions (`[30, 7]`: 30 lists of 7), or the number at its place. */
type Nested = number | Nested[]

/** `values` (row-major) as nested lists of `shape`: `[1, 2, 3, 4]` in `[2, 2]` → `[[1, 2], [3, 4]]`. */
function nest(values: readonly number[], shape: readonly number[]): Nested[] {
  if (shape.length <= 1) return [...values]
  const stride = shape.slice(1).reduce((n, d) => n * d, 1)
  return Array.from({ length: shape[0]! }, (_, i) =>
    nest(values.slice(i * stride, (i + 1) * stride), shape.slice(1)),
  )
}

/**
 * A feature's stats shaped as LeRobot writes them: min, max, mean and std of the frame's shape
 * (`np.min(frames, axis=0)` of a `[30, 7]` feature is `[30, 7]`), `count` one number.
 */
export function shapedStats(s: FeatureStats, shape: readonly number[]) {
  return {
    min: nest(s.min, shape),
    max: nest(s.max, shape),
    mean: nest(s.mean, shape),
    std: nest(s.std, shape),
    count: s.count,
  }
}

/** Running sums of one feature; NaN values are left out of min/max/mean/std, `count` is the frames. */
export class StatsAccumulator {
  private readonly min: Float64Array
  private readonly max: Float64Array
  private readonly sum: Float64Array
  private readonly sumSq: Float64Array
  private readonly finite: Float64Array
  private frames = 0

  constructor(readonly width: number) {
    this.min = new Float64Array(width).fill(Number.POSITIVE_INFINITY)
    this.max = new Float64Array(width).fill(Number.NEGATIVE_INFINITY)
    this.sum = new Float64Array(width)
    this.sumSq = new Float64Array(width)
    this.finite = new Float64Array(width)
  }

  add(values: ArrayLike<number>): void {
    this.frames++
    for (let i = 0; i < this.width; i++) this.#take(i, values[i]!)
  }

  /** Element `i` of a frame: counted when finite (min, max, sums), left out otherwise. */
  #take(i: number, v: number): void {
    if (!Number.isFinite(v)) return
    if (v < this.min[i]!) this.min[i] = v
    if (v > this.max[i]!) this.max[i] = v
    this.sum[i]! += v
    this.sumSq[i]! += v * v
    this.finite[i]!++
  }

  /** One value of a one-element feature (no array to allocate per frame). */
  addOne(v: number): void {
    this.frames++
    this.#take(0, v)
  }

  /**
   * Frames whose elements follow each other in one flat array (frame r: `values[r * width, (r + 1)
   * * width)`), added in order: the same sums as {@link add} frame by frame, without an array each.
   */
  addFrames(values: ArrayLike<number>): void {
    const w = this.width
    const frames = Math.floor(values.length / w)
    this.frames += frames
    for (let r = 0; r < frames; r++) {
      const base = r * w
      for (let i = 0; i < w; i++) this.#take(i, values[base + i]!)
    }
  }

  /** Adds another accumulator's values (an episode's into the dataset's). */
  merge(o: StatsAccumulator): void {
    this.frames += o.frames
    for (let i = 0; i < this.width; i++) {
      if (o.min[i]! < this.min[i]!) this.min[i] = o.min[i]!
      if (o.max[i]! > this.max[i]!) this.max[i] = o.max[i]!
      this.sum[i]! += o.sum[i]!
      this.sumSq[i]! += o.sumSq[i]!
      this.finite[i]! += o.finite[i]!
    }
  }

  /** The stats; an element with no finite value gives 0 (JSON has no NaN). */
  result(): FeatureStats {
    const mean = Array.from(this.sum, (s, i) => (this.finite[i]! ? s / this.finite[i]! : 0))
    return {
      min: Array.from(this.min, (v) => (Number.isFinite(v) ? v : 0)),
      max: Array.from(this.max, (v) => (Number.isFinite(v) ? v : 0)),
      mean,
      std: Array.from(this.sumSq, (q, i) =>
        this.finite[i]! ? Math.sqrt(Math.max(0, q / this.finite[i]! - mean[i]! ** 2)) : 0,
      ),
      count: [this.frames],
    }
  }

  /**
   * An episode's stats within its dataset's: an element the episode has no finite value of (a
   * channel it lacks, NaN throughout) takes the dataset's min, max, mean and std. LeRobot
   * aggregates the episodes' stats weighted by their one `count` (frames), the same for every
   * element; zeros there would pull the dataset's mean, std and min towards 0, where the
   * dataset's own values leave them as the dataset's.
   */
  resultWithin(dataset: StatsAccumulator): FeatureStats {
    const own = this.result()
    const all = dataset.result()
    for (let i = 0; i < this.width; i++) {
      if (this.finite[i]) continue
      own.min[i] = all.min[i]!
      own.max[i] = all.max[i]!
      own.mean[i] = all.mean[i]!
      own.std[i] = all.std[i]!
    }
    return own
  }
}

/** Summary of a sample, in the sample's unit. */
export interface Summary {
  count: number
  mean: number
  p50: number
  p90: number
  p99: number
  max: number
}

/**
 * The nearest-rank percentile of an ascending sample: the smallest value with at least `p`
 * percent of the sample at or below it. NaN for an empty sample.
 */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

/** Count, mean, p50, p90, p99 and max of a sample (any order; it is not modified). */
export function summarize(values: ArrayLike<number>): Summary {
  const sorted = Float64Array.from(values).sort()
  let sum = 0
  for (const v of sorted) sum += v
  return {
    count: sorted.length,
    mean: sorted.length ? sum / sorted.length : Number.NaN,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
  }
}

/** Bucket upper bounds of the latency histogram, in ms; a last bucket takes everything above. */
export const LATENCY_EDGES_MS = [1, 2, 5, 10, 20, 50, 100, 200, 500]

/**
 * Counts per bucket: bucket i holds values ≤ edges[i] (and > edges[i−1]); the last bucket,
 * one past the edges, holds values above the last edge.
 */
export function histogram(values: ArrayLike<number>, edges: number[] = LATENCY_EDGES_MS): number[] {
  const counts = new Array<number>(edges.length + 1).fill(0)
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!
    let b = 0
    while (b < edges.length && v > edges[b]!) b++
    counts[b]!++
  }
  return counts
}

import { type CheckFinding, num, plural } from './check-finding.ts'
import { resolveThresholds, type ThresholdOverrides } from './thresholds.ts'

/**
 * Duration far outside the organization's other datasets of the same type: beyond Tukey's fences
 * [Q1 − k·IQR, Q3 + k·IQR] of their durations. Null when it is inside, or with fewer than
 * `min_others` others to compare with.
 */
export function durationOutlier(
  durationSeconds: number,
  others: readonly number[],
  overrides: ThresholdOverrides = {},
): CheckFinding | null {
  const th = resolveThresholds(overrides).duration_outlier
  const sorted = others.filter((d) => Number.isFinite(d)).sort((a, b) => a - b)
  if (!Number.isFinite(durationSeconds) || sorted.length < th.min_others) return null
  const q1 = quantile(sorted, 0.25)
  const q3 = quantile(sorted, 0.75)
  const low = q1 - th.k * (q3 - q1)
  const high = q3 + th.k * (q3 - q1)
  if (durationSeconds >= low && durationSeconds <= high) return null
  return {
    code: 'duration_outlier',
    severity: 'warning',
    start_seconds: null,
    end_seconds: null,
    streams: [],
    message: `It lasts ${num(durationSeconds, 1)} s, ${durationSeconds > high ? 'longer' : 'shorter'} than the organization's ${plural(sorted.length, 'other dataset')} of its type allow: they last ${num(sorted[0]!, 1)}–${num(sorted.at(-1)!, 1)} s, half of them ${num(q1, 1)}–${num(q3, 1)} s, so the fences are ${num(low, 1)} s and ${num(high, 1)} s.`,
  }
}

/** Linear interpolation between closest ranks (the R-7 / NumPy default) over a sorted list. */
export function quantile(sorted: readonly number[], q: number): number {
  const pos = (sorted.length - 1) * q
  const lo = Math.floor(pos)
  const hi = Math.ceil(pos)
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (pos - lo)
}

/** Another dataset of the organization, by its file's sha256. */
export interface FileDigest {
  dataset_id: string
  name?: string
  sha256: string
  /** The part of the file the dataset is ({@link filePart}); null or left out: all of it. */
  part?: number | null
}

/**
 * The part of its file a dataset is: the episode (`metadata.episode_index`) of a file many episodes
 * share (LeRobot v3.0 keeps them in one data file), else null (the whole file).
 */
export function filePart(metadata: Record<string, unknown> | null | undefined): number | null {
  const episode = metadata?.episode_index
  return typeof episode === 'number' && Number.isFinite(episode) ? episode : null
}

/**
 * The same file as another dataset of the organization: one error naming them all, or null. Datasets
 * that are different parts of one file (episodes of a shared LeRobot v3.0 data file) are not the same.
 */
export function duplicateFile(
  sha256: string,
  others: readonly FileDigest[],
  part: number | null = null,
): CheckFinding | null {
  const digest = sha256.toLowerCase()
  const same = others.filter((o) => o.sha256.toLowerCase() === digest && (o.part ?? null) === part)
  if (same.length === 0) return null
  const names = same.map((o) => (o.name ? `“${o.name}” (${o.dataset_id})` : o.dataset_id))
  return {
    code: 'duplicate_file',
    severity: 'error',
    start_seconds: null,
    end_seconds: null,
    streams: [],
    message: `The file is byte for byte the same (sha256 ${digest.slice(0, 12)}…) as ${same.length === 1 ? 'that of dataset' : `those of ${same.length} datasets:`} ${names.join(', ')}.`,
  }
}

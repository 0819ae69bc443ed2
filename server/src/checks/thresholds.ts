/**
 * Default thresholds of the checks (issue 30's table; docs/checks.md). An organization overrides any
 * of them with a plain object of the same shape; what it leaves out keeps the default.
 */
export interface CheckThresholds {
  timestamp_gap: {
    /** A gap is a step between samples longer than max(periods / rate, min_seconds). Default 3. */
    periods: number
    /** Default 0.1 s. */
    min_seconds: number
    /** A gap longer than this is an error. Default 0.5 s. */
    error_seconds: number
    /** More gaps than this in one stream make them all errors. Default 5. */
    error_count: number
  }
  flat_signal: {
    /** A run of one value at least this long is a warning. Default 1 s. */
    warning_seconds: number
    /** … and an error from this long. Default 3 s. */
    error_seconds: number
    /** Fewer samples than this in the run are no evidence. Default 5. */
    min_samples: number
    /**
     * A channel is judged only when, outside its long runs, at most this share of its samples repeat
     * the previous value: it normally changes at every sample (it carries noise). Default 0.02.
     */
    max_repeat_share: number
  }
  jump: {
    /** A difference between neighbouring samples this many σ from the mean difference. Default 5. */
    sigmas: number
    /** … that is also at least this share of the channel's range (min to max). Default 0.05. */
    min_range_share: number
    /**
     * … and at least this many times the 99th percentile of the sizes of the channel's other changes
     * (its ordinary fast moves): a robot's motion is not Gaussian, and a joint starting to move after
     * a rest is 5–10 σ of a channel that rests most of the time, but not 4 times its fast moves. Default 4.
     */
    ordinary_ratio: number
  }
  pose_drift: {
    /** Default 0.05 m. */
    warning_metres: number
    /** Default 0.2 m. */
    error_metres: number
    /** A commanded velocity with every component within ± this is "stand still". Default 0.01. */
    still_velocity: number
    /** Still spans shorter than this are not judged (a trot's double support). Default 0.5 s. */
    min_still_seconds: number
    /** After the command drops to zero the base may still coast this long. Default 1 s. */
    settle_seconds: number
  }
  duration_outlier: {
    /** Tukey's fences: outside [Q1 − k·IQR, Q3 + k·IQR]. Default 1.5. */
    k: number
    /** Fewer other datasets of the type than this give no verdict: quartiles of fewer are too unsteady to call one far out. Default 20. */
    min_others: number
  }
  /** Findings per check and stream before the rest are summed up in one. Default 20. */
  max_findings: number
}

export const DEFAULT_THRESHOLDS: CheckThresholds = {
  timestamp_gap: { periods: 3, min_seconds: 0.1, error_seconds: 0.5, error_count: 5 },
  flat_signal: { warning_seconds: 1, error_seconds: 3, min_samples: 5, max_repeat_share: 0.02 },
  jump: { sigmas: 5, min_range_share: 0.05, ordinary_ratio: 4 },
  pose_drift: {
    warning_metres: 0.05,
    error_metres: 0.2,
    still_velocity: 0.01,
    min_still_seconds: 0.5,
    settle_seconds: 1,
  },
  duration_outlier: { k: 1.5, min_others: 20 },
  max_findings: 20,
}

/** An organization's overrides of a set of thresholds: any subset of it, group by group. */
export type OverridesOf<T> = {
  [K in keyof T]?: T[K] extends object ? Partial<T[K]> : T[K]
}

/** An organization's overrides: any subset of {@link CheckThresholds}. */
export type ThresholdOverrides = OverridesOf<CheckThresholds>

/**
 * `defaults` with `overrides` laid over them: only keys the defaults have, and values that are
 * finite numbers; anything else is ignored. Shared by the channel and the video checks.
 */
export function overlayThresholds<T extends object>(defaults: T, overrides: OverridesOf<T> = {}): T {
  const out = structuredClone(defaults) as unknown as Record<string, unknown>
  for (const [key, value] of Object.entries(overrides)) {
    const base = out[key]
    if (base === undefined) continue
    if (typeof base === 'number') {
      if (typeof value === 'number' && Number.isFinite(value)) out[key] = value
    } else if (value && typeof value === 'object') {
      const group = base as Record<string, number>
      for (const [k, v] of Object.entries(value as Record<string, unknown>))
        if (Object.hasOwn(group, k) && typeof v === 'number' && Number.isFinite(v)) group[k] = v
    }
  }
  return out as unknown as T
}

/** The defaults with `overrides` laid over them; values that are not finite numbers are ignored. */
export function resolveThresholds(overrides: ThresholdOverrides = {}): CheckThresholds {
  return overlayThresholds(DEFAULT_THRESHOLDS, overrides)
}

/**
 * The video checks, their versions and default thresholds (issue 30's table; docs/checks-video.md).
 * An organization overrides any of them with a plain object of the same shape; what it leaves out
 * keeps the default.
 */

import { type OverridesOf, overlayThresholds } from '../thresholds.ts'

/** Every video check and its version; a change to what a check finds bumps its version. */
export const VIDEO_CHECK_VERSIONS = {
  frozen_video: 1,
  black_video: 1,
  video_span: 1,
  camera_sync: 1,
} as const

export type VideoCheckId = keyof typeof VIDEO_CHECK_VERSIONS

/** `frozen_video` → `frozen_video@1`: the name a finding's source and an actor use. */
export function videoCheckKey(id: VideoCheckId): string {
  return `${id}@${VIDEO_CHECK_VERSIONS[id]}`
}

export interface VideoCheckThresholds {
  frozen_video: {
    /** Frames closer than this are the same picture (`freezedetect`'s noise). Default −60 dB. */
    noise_db: number
    /** A still shown this long is a warning. Default 0.5 s. */
    warning_seconds: number
    /** … and an error from this long. Default 2 s. */
    error_seconds: number
  }
  black_video: {
    /** Share of a picture's pixels that must be black (`blackdetect`'s `pic_th`). Default 0.98. */
    picture_ratio: number
    /** A pixel darker than this share of the luminance range is black (`pix_th`). Default 0.10. */
    pixel_threshold: number
    /** Default 0.5 s. */
    warning_seconds: number
    /** Default 2 s. */
    error_seconds: number
  }
  video_span: {
    /** More frames than this missing or extra is a warning. Default 1. */
    warning_frames: number
    /** The video's span and the recording's differing by more than this many frame periods is an error. Default 1. */
    error_periods: number
  }
  camera_sync: {
    /** The median distance from a state sample to its nearest frame above this many periods: warning. Default 0.5. */
    warning_median_periods: number
    /** Any distance above this many periods: error. Default 1. */
    error_max_periods: number
  }
  /** Findings per check and stream before the rest are summed up in one. Default 20. */
  max_findings: number
}

export const DEFAULT_VIDEO_THRESHOLDS: VideoCheckThresholds = {
  frozen_video: { noise_db: -60, warning_seconds: 0.5, error_seconds: 2 },
  black_video: { picture_ratio: 0.98, pixel_threshold: 0.1, warning_seconds: 0.5, error_seconds: 2 },
  video_span: { warning_frames: 1, error_periods: 1 },
  camera_sync: { warning_median_periods: 0.5, error_max_periods: 1 },
  max_findings: 20,
}

/** An organization's overrides: any subset of {@link VideoCheckThresholds}. */
export type VideoThresholdOverrides = OverridesOf<VideoCheckThresholds>

/** The defaults with `overrides` laid over them; values that are not finite numbers are ignored. */
export function resolveVideoThresholds(overrides: VideoThresholdOverrides = {}): VideoCheckThresholds {
  return overlayThresholds(DEFAULT_VIDEO_THRESHOLDS, overrides)
}

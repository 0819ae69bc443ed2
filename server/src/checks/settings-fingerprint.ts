import { createHash } from 'node:crypto'

/** What of an organization's settings changes what its checks find (`CheckSettings`). */
export interface FingerprintedSettings {
  disabled: readonly string[]
  thresholds: object
}

/**
 * A short name for what a run of the checks applies: the checks switched off and the thresholds,
 * whatever the order they were stored in. Two runs with the same fingerprint find the same
 * things. It names the `checks.run` job of those settings and tells a run whether the settings
 * changed while it ran (docs/checks.md#a-job-running-at-the-change).
 */
export function settingsFingerprint(s: FingerprintedSettings): string {
  const canonical = JSON.stringify([[...new Set(s.disabled)].sort(), sorted(s.thresholds)])
  return createHash('sha256').update(canonical).digest('hex').slice(0, 16)
}

/** Objects with their keys in order, all the way down. */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
  )
}

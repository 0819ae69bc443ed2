import type { Measurement } from './measure.ts'

/** The goals of issue #2, each tied to the figure it is judged on. */
export type Goal =
  | { kind: 'ratio'; min: number }
  | { kind: 'p99'; maxMs: number }
  | { kind: 'rate'; min: number }

/** Issue #2's goal for each scenario it names (the probes, floor and get-by-id-spread, take get-by-id's). */
export const ISSUE_2_GOALS = {
  'get-by-id': { kind: 'ratio', min: 0.6 },
  list: { kind: 'p99', maxMs: 25 },
  stats: { kind: 'p99', maxMs: 5 },
  accept: { kind: 'rate', min: 500 },
} as const satisfies Record<string, Goal>

export function goalText(g: Goal): string {
  if (g.kind === 'ratio') return `≥ ${Math.round(g.min * 100)}% of baseline req/s`
  if (g.kind === 'p99') return `p99 < ${g.maxMs} ms`
  return `≥ ${g.min} accepted/s`
}

export interface Verdict {
  met: boolean
  /** Why it is missed (or that the run was invalid); empty when met. */
  reason: string
}

/**
 * Judges a measurement. Errors or non-2xx answers miss the goal whatever the speed (a fast 404
 * or 429 proves nothing about the route); the reason names both the figure and the failures.
 */
export function judge(g: Goal, m: Measurement, baseline: Measurement): Verdict {
  const failures = m.non2xx + m.errors > 0 ? `; ${m.non2xx} non-2xx, ${m.errors} errors/timeouts` : ''
  let met: boolean
  let figure: string
  if (g.kind === 'ratio') {
    const ratio = m.requestsPerSecond / baseline.requestsPerSecond
    met = ratio >= g.min
    figure = `${(ratio * 100).toFixed(0)}% of baseline`
  } else if (g.kind === 'p99') {
    met = m.latency.p99 < g.maxMs
    figure = `p99 ${m.latency.p99} ms`
  } else {
    met = m.okPerSecond >= g.min
    figure = `${Math.round(m.okPerSecond)} accepted/s`
  }
  return met && !failures ? ok : { met: false, reason: figure + failures }
}

const ok: Verdict = { met: true, reason: '' }

/** RSS goal: the service's maximum resident set size over the whole run. */
export const RSS_GOAL_BYTES = 300 * 1024 * 1024

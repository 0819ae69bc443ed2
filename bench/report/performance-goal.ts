import { int, mb } from './format.ts'
import type { Observation } from './observation.ts'

/**
 * One goal docs/performance.md states ("Goals"), and how an observation is judged against it.
 * `goal` and `target` read exactly as there (bench/report/performance-goals.test.ts checks).
 */
export interface PerformanceGoal {
  goal: string
  target: string
  /** The configuration it is judged on, in words. */
  judgedOn: string
  /** The observations that speak to it: any of these subjects. */
  subjects: readonly string[]
  /** The figure judged; undefined when the observation did not record it. */
  figure: (o: Observation) => number | undefined
  met: (value: number, o: Observation) => boolean
  show: (value: number, o: Observation) => string
}

export type Limit = { atMost: number } | { below: number } | { atLeast: number }
/** How a figure reads: in a target, and as measured. */
export interface Unit {
  target: (n: number) => string
  value: (n: number) => string
}
const unit = (target: (n: number) => string, value = target): Unit => ({ target, value })
/** The units the goals' figures read in. */
export const U = {
  micros: unit((n) => `${int(n)} µs`),
  ratio: unit(
    (n) => `${n.toFixed(2)}× baseline`,
    (n) => `${n.toFixed(3)}× baseline`,
  ),
  ms: unit(
    (n) => `${int(n)} ms`,
    (n) => (n >= 100 ? `${int(n)} ms` : `${Math.round(n * 10) / 10} ms`),
  ),
  accepted: unit((n) => `${int(n)} accepted/s`),
  bytes: unit(mb),
  hz: unit(
    (n) => `${n} Hz`,
    (n) => `${n.toFixed(2)} Hz`,
  ),
  core: unit((n) => `${int(n)}% of one core`),
  kbGzip: unit((n) => `${n} KB gzip`),
  plain: unit(String),
  times: unit(
    (n) => `${n.toFixed(1)}×`,
    (n) => `${n.toFixed(2)}×`,
  ),
  megabytes: unit((n) => `${int(n)} MB`),
} as const

function within(l: Limit, v: number): boolean {
  if ('atMost' in l) return v <= l.atMost
  if ('below' in l) return v < l.below
  return v >= l.atLeast
}
function limitText(l: Limit, u: Unit): string {
  if ('atMost' in l) return `≤ ${u.target(l.atMost)}`
  if ('below' in l) return `< ${u.target(l.below)}`
  return `≥ ${u.target(l.atLeast)}`
}

export interface Spec {
  goal: string
  judgedOn: string
  subjects: readonly string[]
  /** The name of the judged figure in `Observation.figures`. */
  figure: string
  limit: Limit
  unit: Unit
  /** Words after the figure, from the observation (a range, the median beside the worst). */
  extra?: (o: Observation) => string | undefined
}

/** A goal from its spec; failed answers (`figures.failures`) miss it whatever the figure. */
export function goalOf(s: Spec): PerformanceGoal {
  const failures = (o: Observation) => o.figures.failures ?? 0
  return {
    goal: s.goal,
    target: limitText(s.limit, s.unit),
    judgedOn: s.judgedOn,
    subjects: s.subjects,
    figure: (o) => o.figures[s.figure],
    met: (v, o) => within(s.limit, v) && failures(o) === 0,
    show: (v, o) => {
      const extra = s.extra?.(o)
      return (
        s.unit.value(v) +
        (extra ? ` (${extra})` : '') +
        (failures(o) ? `, ${int(failures(o))} failed answers` : '')
      )
    },
  }
}

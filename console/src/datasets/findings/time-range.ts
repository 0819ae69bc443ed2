/** A span of the recording, seconds on its clock, inclusive (docs/findings.md). */
export interface TimeRange {
  start: number
  end: number
}

const ms = (t: number) => Math.round(t * 1000) / 1000

/** `?range=2.5,4` → {start: 2.5, end: 4}; anything else (one number, negative, reversed) → null. */
export function rangeFromAddress(value: string | null): TimeRange | null {
  const parts = (value ?? '').split(',')
  if (parts.length !== 2 || parts.some((p) => p.trim() === '')) return null
  const [start, end] = parts.map(Number) as [number, number]
  if (!Number.isFinite(start) || !Number.isFinite(end) || start < 0 || end < start) return null
  return { start, end }
}

/** The `range` parameter of a span, to the millisecond: `2.5,4`. */
export const rangeParam = (r: TimeRange): string => `${ms(r.start)},${ms(r.end)}`

/**
 * `i` marks the start and `o` the end at time `t`: the other end is kept when it still makes a
 * span (an end before the new start moves to it, and the other way round).
 */
export function markRange(range: TimeRange | null, edge: 'start' | 'end', t: number): TimeRange {
  if (edge === 'start') return { start: t, end: range && range.end >= t ? range.end : t }
  return { start: range && range.start <= t ? range.start : t, end: t }
}

/** `2.10–3.50 s`, `2.10 s` for an instant, `whole file` without times. */
export function formatSpan(start: number | null, end: number | null): string {
  if (start === null) return 'whole file'
  if (end === null || end === start) return `${start.toFixed(2)} s`
  return `${start.toFixed(2)}–${end.toFixed(2)} s`
}

/** A dataset page's address at a span: `?t=` its start, `?range=` the span, other parameters kept. */
export function addressAtRange(href: string, range: TimeRange): string {
  const url = new URL(href)
  url.searchParams.set('t', String(ms(range.start)))
  url.searchParams.set('range', rangeParam(range))
  return url.pathname + url.search + url.hash
}

import { type CheckFinding, type CheckSeverity, graver, num, plural } from './check-finding.ts'

/** A defect span of one check on one stream, before it becomes a finding. */
export interface Span {
  start: number
  end: number
  severity: CheckSeverity
  /** Samples (or events) the span stands for. */
  count: number
  /** The check's measure of how bad it is (a gap's length, a jump's size…): the largest wins a merge. */
  magnitude: number
  /** The value that measure refers to, kept from the worst part of a merge. */
  value: number
  /** Kinds of defect in the span as bits of the check's choosing; a merge keeps them all. */
  flags: number
}

/**
 * The spans of one check on one stream, in time order: a span that overlaps or touches the previous
 * one merges with it; past `cap` spans the rest are only counted and end as one summing finding, so a
 * broken file cannot write millions.
 */
export class SpanList {
  private readonly kept: Span[] = []
  private rest: Span | null = null
  private restSpans = 0

  constructor(private readonly cap: number) {}

  /** Spans must come in order of their start. */
  add(span: Span): void {
    const last = this.rest ?? this.kept.at(-1)
    if (last && span.start <= last.end) {
      merge(last, span)
      return
    }
    if (this.kept.length < this.cap) this.kept.push({ ...span })
    else {
      this.restSpans++
      if (this.rest) merge(this.rest, span)
      else this.rest = { ...span }
    }
  }

  get size(): number {
    return this.kept.length + this.restSpans
  }

  spans(): readonly Span[] {
    return this.kept
  }

  /**
   * Findings: one per kept span, and when there were more, one more over the others, with
   * `what` naming one of them ("gap") for its message.
   */
  findings(code: string, streams: string[], message: (s: Span) => string, what: string): CheckFinding[] {
    const out: CheckFinding[] = this.kept.map((s) => ({
      code,
      severity: s.severity,
      start_seconds: s.start,
      end_seconds: s.end,
      streams,
      message: message(s),
    }))
    if (this.rest)
      out.push({
        code,
        severity: this.rest.severity,
        start_seconds: this.rest.start,
        end_seconds: this.rest.end,
        streams,
        message: `${plural(this.restSpans, `more ${what}`, `more ${what}s`)} in ${streams.join(', ')} between ${num(this.rest.start)} s and ${num(this.rest.end)} s, not listed one by one.`,
      })
    return out
  }
}

function merge(into: Span, span: Span) {
  into.end = Math.max(into.end, span.end)
  into.start = Math.min(into.start, span.start)
  into.severity = graver(into.severity, span.severity)
  into.count += span.count
  into.flags |= span.flags
  if (span.magnitude > into.magnitude) {
    into.magnitude = span.magnitude
    into.value = span.value
  }
}

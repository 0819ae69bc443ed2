import { type Finding, sourceOf } from './finding-types.ts'

/** One finding drawn on the lane: where its bar starts and how wide it is, as fractions of the time. */
export interface LaneBar {
  finding: Finding
  left: number
  width: number
}

/** One row of the lane: every finding of one source (a check, a person). */
export interface LaneRow {
  source: string
  kind: 'check' | 'person'
  bars: LaneBar[]
}

export interface LaneLayout {
  rows: LaneRow[]
  /** Findings about the whole file: listed beside the lane, not drawn. */
  wholeFile: Finding[]
}

const clamp = (x: number) => Math.min(1, Math.max(0, x))

/**
 * The marker lane of a recording of `duration` seconds: one row per source, checks first then
 * people, each by name; a bar per finding over its span (an instant is a bar of no width, which
 * the lane draws a few pixels wide). Bars keep the list's order (time order).
 */
export function laneLayout(findings: Finding[], duration: number): LaneLayout {
  const rows = new Map<string, LaneRow>()
  const wholeFile: Finding[] = []
  for (const f of findings) {
    if (f.start_seconds === null) {
      wholeFile.push(f)
      continue
    }
    const kind = f.source.kind === 'check' ? 'check' : 'person'
    const source = sourceOf(f)
    const key = `${kind} ${source}`
    const row = rows.get(key) ?? { source, kind, bars: [] }
    rows.set(key, row)
    const end = f.end_seconds ?? f.start_seconds
    const left = duration > 0 ? clamp(f.start_seconds / duration) : 0
    const right = duration > 0 ? clamp(end / duration) : 0
    row.bars.push({ finding: f, left, width: right - left })
  }
  const ordered = [...rows.values()].sort((a, b) =>
    a.kind === b.kind ? a.source.localeCompare(b.source) : a.kind === 'check' ? -1 : 1,
  )
  return { rows: ordered, wholeFile }
}

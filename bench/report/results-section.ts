import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** The comment markers of one generated section of bench/RESULTS.md. */
export interface SectionMarkers {
  start: string
  end: string
  generatedStart: string
  generatedEnd: string
}

/**
 * A new section: the hand-written head (title, goal, how to reproduce), the generated part,
 * and an analysis left for a person to write.
 */
function sectionSkeleton(m: SectionMarkers, head: readonly string[], generated: string): string {
  return [
    m.start,
    '',
    ...head,
    '',
    generated,
    '',
    '### Analysis (written by hand)',
    '',
    '(to be written)',
    '',
    m.end,
  ].join('\n')
}

/**
 * Replaces the generated part of a section in RESULTS.md, reading the file right before
 * writing so concurrent edits elsewhere in it are kept; the hand-written text of the section
 * stays. Without the section, appends a new one (`head`, the generated part, an empty analysis)
 * at the end; a section without a generated part gets it before its end marker.
 */
export function updateSection(
  file: string,
  m: SectionMarkers,
  head: readonly string[],
  generated: string,
): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n'
  const from = current.indexOf(m.start)
  const to = current.indexOf(m.end)
  let next: string
  if (from < 0 || to < from) next = `${current.trimEnd()}\n\n${sectionSkeleton(m, head, generated)}\n`
  else {
    const g0 = current.indexOf(m.generatedStart, from)
    const g1 = current.indexOf(m.generatedEnd, from)
    next =
      g0 >= 0 && g1 > g0 && g1 < to
        ? current.slice(0, g0) + generated + current.slice(g1 + m.generatedEnd.length)
        : `${current.slice(0, to).trimEnd()}\n\n${generated}\n\n${current.slice(to)}`
  }
  writeFileSync(file, next)
}

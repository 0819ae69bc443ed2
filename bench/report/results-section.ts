import { existsSync, readFileSync, writeFileSync } from 'node:fs'

/** The comment markers of one generated section of bench/RESULTS.md. */
export interface SectionMarkers {
  start: string
  end: string
  generatedStart: string
  generatedEnd: string
}

/** Where a missing section goes, and whether it gets a place for a hand-written analysis. */
export interface NewSection {
  /** `end` (default) after everything else; `top` right under the file's `# ` title. */
  at?: 'end' | 'top'
  /** An "Analysis (written by hand)" heading after the generated part (default true). */
  analysis?: boolean
}

/**
 * A new section: the hand-written head (title, goal, how to reproduce), the generated part,
 * and an analysis left for a person to write.
 */
function sectionSkeleton(
  m: SectionMarkers,
  head: readonly string[],
  generated: string,
  analysis: boolean,
): string {
  return [
    m.start,
    '',
    ...(head.length ? [...head, ''] : []),
    generated,
    '',
    ...(analysis ? ['### Analysis (written by hand)', '', '(to be written)', ''] : []),
    m.end,
  ].join('\n')
}

/** `current` with `section` added where `at` says. */
function insert(current: string, section: string, at: 'end' | 'top'): string {
  if (at === 'end') return `${current.trimEnd()}\n\n${section}\n`
  const title = /^# .*\n/.exec(current)?.[0] ?? ''
  const rest = current.slice(title.length).trimStart()
  return `${title}${title ? '\n' : ''}${section}\n${rest ? `\n${rest}` : ''}`
}

/**
 * Replaces the generated part of a section in RESULTS.md, reading the file right before
 * writing so concurrent edits elsewhere in it are kept; the hand-written text of the section
 * stays. Without the section, adds a new one (`head`, the generated part, an empty analysis)
 * where `options` say (by default at the end); a section without a generated part gets it
 * before its end marker.
 */
export function updateSection(
  file: string,
  m: SectionMarkers,
  head: readonly string[],
  generated: string,
  options: NewSection = {},
): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Benchmark results\n'
  const from = current.indexOf(m.start)
  const to = current.indexOf(m.end)
  let next: string
  if (from < 0 || to < from)
    next = insert(current, sectionSkeleton(m, head, generated, options.analysis ?? true), options.at ?? 'end')
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

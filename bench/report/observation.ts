/**
 * One stored measurement that can speak to a goal, whatever store it came from: a datasets
 * run, the median of a set of repeated runs, a mecha run, the console's results, the manifest
 * check. Each store's reader turns its JSON into these; the latest-goals table picks among them.
 */
export interface Observation {
  /** What was measured, e.g. `datasets sqlite-1p cache-off list` or `mecha broker 1000`. */
  subject: string
  /** Its figures by name (`cpuMicros`, `p99Ms`, …): those the store recorded. */
  figures: Readonly<Record<string, number>>
  /** Words to show after the figure (a range over repeated runs, each body's stall). */
  detail?: string
  provenance: Provenance
}

/** Where an observation comes from, as the table shows it. */
export interface Provenance {
  /** ISO start of the run (of the last run, for a set): what "latest" compares. */
  date: string
  /** ISO start of the first run, for a set of repeated runs. */
  firstDate?: string
  /** The 1-minute load average as recorded; undefined when the store did not record it. */
  load?: string
  /** The measured commit(s); undefined when the store did not record it. */
  commit?: string
  /** What the figures are: one run, the median of N runs, figures written by hand. */
  kind: string
  /** Figures first written by hand in RESULTS.md, stored as data afterwards. */
  byHand?: boolean
  /** The commands that produced it, from the repository root, as recorded. */
  commands: string[]
  /** The stored files, relative to bench/. */
  files: string[]
}

const one = (n: number) => String(Math.round(n * 100) / 100)

/**
 * The 1-minute load of runs that recorded it: `1.37 → 1.8` (start → end) for one run, the
 * lowest–highest over the starts and ends of several; undefined when none recorded it.
 */
export function loadText(
  runs: readonly { start?: readonly number[]; end?: readonly number[] }[],
): string | undefined {
  const recorded = runs.filter((r) => r.start?.[0] !== undefined || r.end?.[0] !== undefined)
  if (recorded.length === 0) return undefined
  if (runs.length === 1) {
    const { start, end } = runs[0]!
    return [start?.[0], end?.[0]].map((l) => (l === undefined ? '?' : one(l))).join(' → ')
  }
  const all = recorded.flatMap((r) => [r.start?.[0], r.end?.[0]]).filter((l) => l !== undefined)
  const lo = Math.min(...all)
  const hi = Math.max(...all)
  return lo === hi ? one(lo) : `${one(lo)}–${one(hi)}`
}

/** The distinct commits recorded by a run or a set of runs; undefined when none recorded one. */
export function commitText(commits: readonly (string | undefined)[]): string | undefined {
  const known = [...new Set(commits.filter((c) => c !== undefined))]
  if (known.length === 0) return undefined
  const missing = commits.filter((c) => c === undefined).length
  return known.join(', ') + (missing ? ` (not recorded for ${missing} of ${commits.length} runs)` : '')
}

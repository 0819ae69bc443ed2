/** What a dataset's work (`GET /datasets/{id}/work`) says to a person, in a few words each. */

export interface WorkItem {
  work: string
  state: 'queued' | 'running' | 'done' | 'failed' | 'cancelled'
  progress: number | null
  last_error: string | null
}

const NAMES: Record<string, string> = {
  'streams.index': 'Reading its streams',
  'previews.make': 'Making its previews',
  'checks.run': 'Running its checks',
}

/** The work still to be done, as lines such as "Running its checks — 40 %" or "Making its previews (queued)". */
export function pendingWork(items: readonly WorkItem[]): string[] {
  return items
    .filter((w) => w.state === 'queued' || w.state === 'running')
    .map((w) => {
      const name = NAMES[w.work] ?? `Working (${w.work})`
      if (w.state === 'queued') return `${name} (queued)`
      return w.progress !== null && w.progress > 0 && w.progress < 1
        ? `${name} — ${Math.round(w.progress * 100)} %`
        : name
    })
}

/** Work that gave up for good, with its sentence. */
export function failedWork(items: readonly WorkItem[]): string[] {
  return items
    .filter((w) => w.state === 'failed')
    .map((w) => `${NAMES[w.work] ?? w.work} failed${w.last_error ? `: ${w.last_error}` : ''}`)
}

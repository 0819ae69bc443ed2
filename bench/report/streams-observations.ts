import { commitText, type Observation } from './observation.ts'

/** bench/streams/series.ts's stored figures (the fields the goals read). */
export interface StreamsSeriesResults {
  date: string
  command: string
  commit?: string
  load_1min: number[]
  series_ms: Record<'whole_one' | 'tenth_one', { p50: number; p99: number; max: number }>
}

/** bench/streams/indexing.ts's stored figures (the fields the goals read). */
export interface StreamsIndexingResults {
  date: string
  command: string
  commit?: string
  load_1min: number[]
  file: { format: 'csv' | 'mcap'; bytes: number }
  outcome: { status: string; detail: string | null }
  indexing: { mb_per_s: number; rss_over_idle_mb: number }
  event_loop_delay_while_indexing: { max_ms: number; p99_ms: number }
  event_loop_delay_baseline_same_client_nothing_indexing: { max_ms: number; p99_ms: number }
}

export const seriesSubject = (range: 'whole' | 'tenth') => `streams series 10×1M ${range}`
export const indexingSubject = (format: 'csv' | 'mcap') => `streams indexing 1 GB ${format}`

const load = (l: number[]) => l.map((x) => String(Math.round(x * 100) / 100)).join(' → ')

/** What one `series` run says (issue 17): each range's p99 for one channel, 2,000 points. */
export function seriesObservations(file: string, r: StreamsSeriesResults): Observation[] {
  return (['whole', 'tenth'] as const).map((range) => {
    const s = r.series_ms[range === 'whole' ? 'whole_one' : 'tenth_one']
    return {
      subject: seriesSubject(range),
      figures: { p99Ms: s.p99 },
      detail: `p50 ${s.p50.toFixed(1)} ms`,
      provenance: {
        date: r.date,
        load: load(r.load_1min),
        commit: commitText([r.commit]),
        kind: 'one run',
        commands: [r.command],
        files: [file],
      },
    }
  })
}

/**
 * What one indexing run of a file of about 1 GB says (issue 17): RSS over idle, the event loop's
 * longest delay while indexing (the detail gives the same-run baseline) and throughput.
 */
export function indexingObservations(file: string, r: StreamsIndexingResults): Observation[] {
  if (r.file.bytes < 0.9e9) return []
  const base = r.event_loop_delay_baseline_same_client_nothing_indexing
  return [
    {
      subject: indexingSubject(r.file.format),
      figures: {
        rssOverIdleMb: r.indexing.rss_over_idle_mb,
        stallMaxMs: r.event_loop_delay_while_indexing.max_ms,
        mbPerSecond: r.indexing.mb_per_s,
      },
      detail:
        `${r.indexing.mb_per_s.toFixed(1)} MB/s, ${r.outcome.status}` +
        `${r.outcome.detail ? ` (${r.outcome.detail})` : ''}; ` +
        `loop max ${Math.round(r.event_loop_delay_while_indexing.max_ms)} ms while indexing, ` +
        `${Math.round(base.max_ms)} ms with nothing indexing (same run)`,
      provenance: {
        date: r.date,
        load: load(r.load_1min),
        commit: commitText([r.commit]),
        kind: 'one run',
        commands: [r.command],
        files: [file],
      },
    },
  ]
}

import { commitText, loadText, type Observation } from './observation.ts'

type Latency = { n: number; p50_ms: number; p99_ms: number; max_ms: number }

/** bench/events/run.ts's stored figures (the fields the goals read). */
export interface EventsResults {
  date: string
  command: string
  commit?: string
  engine: 'sqlite' | 'postgres'
  /** Set when the run measured another compiled copy than this checkout's (a "before"). */
  service_dist?: string
  load_1m_5m_15m: { start: number[]; end: number[] }
  settings: { PROCESSES?: number; SQLITE_SYNCHRONOUS?: string }
  webhook: { offered_per_s: number; achieved_per_s: number; received: number; of: number; latency: Latency }
  feed: {
    offered_per_s: number
    achieved_per_s: number
    lag: Latency
    lag_after_answer?: Latency
    every_event_seen_by_every_reader: boolean
  }
  throughput: {
    median_without_webhook_per_s: number
    median_with_webhook_per_s: number
    ratio_with_vs_without: number
  }
}

export type EventsPhase = 'webhook' | 'feed' | 'throughput'
export const eventsSubject = (engine: EventsResults['engine'], phase: EventsPhase) =>
  `events ${engine} ${phase}`

/** A paced phase carried its rate when it achieved 95 % of what was offered. */
const carried = (p: { offered_per_s: number; achieved_per_s: number }) =>
  p.achieved_per_s >= 0.95 * p.offered_per_s ? 1 : 0

/**
 * What one `bench/events/run.ts` run of one service process says (issue 18): the webhook's p99
 * (`atRate` 1 when the phase carried its offered rate and every delivery arrived), the feed's lag
 * p99 (`atRate` as well, and every event seen once by every reader) and the throughput ratio.
 * Runs of another compiled copy, or of a cluster, speak to no goal.
 * @param file the stored file, relative to bench/
 */
export function eventsObservations(file: string, r: EventsResults): Observation[] {
  if (r.service_dist || (r.settings.PROCESSES ?? 1) !== 1) return []
  const provenance = {
    date: r.date,
    load: loadText([r.load_1m_5m_15m]),
    commit: commitText([r.commit]),
    kind: 'one run',
    commands: [r.command],
    files: [file],
  }
  const { webhook: w, feed: f, throughput: t } = r
  const rate = (p: { offered_per_s: number; achieved_per_s: number }) =>
    `${p.achieved_per_s}/s of ${p.offered_per_s}/s offered`
  return [
    {
      subject: eventsSubject(r.engine, 'webhook'),
      figures: {
        p99Ms: w.latency.p99_ms,
        offeredPerS: w.offered_per_s,
        atRate: carried(w) && w.received === w.of ? 1 : 0,
      },
      detail: `${rate(w)}, ${w.received} of ${w.of} received, p50 ${w.latency.p50_ms} ms`,
      provenance,
    },
    {
      subject: eventsSubject(r.engine, 'feed'),
      figures: {
        lagP99Ms: f.lag.p99_ms,
        offeredPerS: f.offered_per_s,
        atRate: carried(f) && f.every_event_seen_by_every_reader ? 1 : 0,
      },
      detail:
        `${rate(f)}, p50 ${f.lag.p50_ms} ms` +
        (f.lag_after_answer ? `, p99 after the writer's answer ${f.lag_after_answer.p99_ms} ms` : '') +
        `; every event once to every reader: ${f.every_event_seen_by_every_reader ? 'yes' : 'NO'}`,
      provenance,
    },
    {
      subject: eventsSubject(r.engine, 'throughput'),
      figures: { ratio: t.ratio_with_vs_without },
      detail: `${t.median_without_webhook_per_s} → ${t.median_with_webhook_per_s} accepts/s`,
      provenance,
    },
  ]
}

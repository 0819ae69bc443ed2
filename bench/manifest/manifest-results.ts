/** Issue 11: one request may not hold the event loop for more than about this long, in ms. */
export const EVENT_LOOP_BOUND_MS = 50

/** One hostile body sent to `POST /releases/validate`. */
export interface ManifestBodyResult {
  name: string
  /** The answer's status and how long it took. */
  status: number
  answerMs: number
  /** The longest event-loop stall seen while it was answered. */
  stallMs: number
  /** The same parse and check run on the event loop, as before issue 11 (small bodies only). */
  onTheLoopMs?: number
}

/** What one `bench/manifest/event-loop.ts` run recorded: bench/results/manifest-event-loop-<timestamp>.json. */
export interface ManifestEventLoopResults {
  date: string
  command: string
  loadavgStart?: number[]
  loadavgEnd?: number[]
  /** A load average noted once during the run, when the figures were written by hand. */
  loadavg?: number[]
  /** The measured checkout's commit (`gitCommit`). */
  commit?: string
  /** Figures first written by hand in RESULTS.md and stored as data afterwards: where they were written. */
  writtenByHandIn?: string
  bodies: ManifestBodyResult[]
}

/** The file name a run is stored under, from its start time. */
export function manifestResultsFile(date: string): string {
  return `manifest-event-loop-${date.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`
}

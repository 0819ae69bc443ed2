/** Issue 8's budgets for the console, judged by `bench/console/run.ts` and the latest-goals table. */
export const CONSOLE_BUDGETS = {
  /** Everything the review page loads on a first visit, KB gzip. */
  initialScriptGzipKB: 250,
  /** The review queue of 100 cards interactive after navigation, worst run, ms. */
  interactiveMs: 1500,
  /** Cumulative layout shift while the previews load, worst run: below this is no shift. */
  clsBelow: 0.01,
} as const

/** What one `bench/console/run.ts` invocation recorded: bench/console/results.json (the latest only). */
export interface ConsoleResults {
  date: string
  command: string
  /** Cores and the load averages at the end, as text. */
  machine: string
  /** 1, 5 and 15-minute load averages; absent in results recorded before they were kept. */
  loadavgStart?: number[]
  loadavgEnd?: number[]
  /** The measured checkout's commit (`gitCommit`); absent in results recorded before it was kept. */
  commit?: string
  runs: number
  queueSize: number
  interactiveMs: { median: number; max: number }
  cls: { max: number }
  initialScriptGzipKB: number
  initialScriptKB: number
  entryScriptGzipKB: number
  scriptFiles: number
}

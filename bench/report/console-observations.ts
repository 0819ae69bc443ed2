import type { ConsoleResults } from '../console/console-results.ts'
import { commitText, loadText, type Observation } from './observation.ts'

export const CONSOLE_SUBJECT = 'console review-queue'

/**
 * The load a console result recorded: its load averages, or, in results stored before they
 * were kept, the 1-minute figure its `machine` text gives ("2 cores, load average 2.3 2.1 2.0 at the end").
 */
function consoleLoad(r: ConsoleResults): string | undefined {
  if (r.loadavgStart || r.loadavgEnd) return loadText([{ start: r.loadavgStart, end: r.loadavgEnd }])
  const end = /load average ([\d.]+)[\d. ]* at the end/.exec(r.machine)?.[1]
  return end === undefined ? undefined : `${end} at the end`
}

/**
 * What `bench/console/run.ts` recorded (issue 8's budgets): the initial JavaScript, the queue's
 * time to interactive (median and worst of the first visits) and the worst layout shift.
 * @param file the stored file, relative to bench/
 */
export function consoleObservations(file: string, r: ConsoleResults): Observation[] {
  return [
    {
      subject: CONSOLE_SUBJECT,
      figures: {
        initialScriptGzipKB: r.initialScriptGzipKB,
        interactiveMedianMs: r.interactiveMs.median,
        interactiveMaxMs: r.interactiveMs.max,
        clsMax: r.cls.max,
      },
      provenance: {
        date: r.date,
        load: consoleLoad(r),
        commit: commitText([r.commit]),
        kind: `${r.runs} first visits, ${r.queueSize} cards`,
        commands: [r.command],
        files: [file],
      },
    },
  ]
}
